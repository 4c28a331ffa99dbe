/**
 * Aurora MySQL storage and I/O (issue 29). Aurora's cluster volume is not EBS: it is billed for
 * the data stored (per GB-month, no provisioning) and, on Aurora Standard, per I/O request; on
 * Aurora I/O-Optimized there is no I/O charge, storage costs more and instances 1.3 × as much.
 *
 * How Aurora counts I/O (Amazon Aurora FAQs, "What are I/Os in Amazon Aurora and how are they
 * calculated?"; AWS Database Blog, "Planning I/O in Amazon Aurora"): every database page read
 * from the storage volume is one read I/O (Aurora MySQL's page is 16 KiB); writes are only the
 * redo log records sent to storage to make a commit durable (Aurora never writes whole pages or
 * checkpoints), counted in 4 KiB units: a log record of 1,024 bytes is one write I/O, and
 * concurrent commits' records under 4 KiB may be batched into one.
 *
 *     read I/Os per second  = the model's page reads per second (buffer-pool misses × QPS)
 *     write I/Os per second = updates per second × AURORA_WRITE_IOS_PER_UPDATE
 *     I/Os per month        = (reads + writes) × 3,600 × hours per month (730)
 *
 * A single-row update's redo record is well under 4 KiB, so each commit is one write I/O when it
 * is not batched; batching can only lower that (docs/model.md, "Aurora I/O").
 */
import type { Scenario } from '../scenario/types.ts';
import type { AuroraStoragePrices as AuroraPriceList } from '../catalog/rds/index.ts';
import type { LazyItem } from './items.ts';
import { sourced } from './items.ts';
import { formatNumber, formatUnitUsd } from '../format/index.ts';

/** Write I/Os per single-row update: one 4 KiB unit of redo per commit, unbatched (the FAQ's rule). */
export const AURORA_WRITE_IOS_PER_UPDATE = 1;

/** The I/O rates a workload drives at its predicted throughput. */
export interface IoRates {
  /** Page reads from storage per second (buffer-pool misses). */
  pageReadsPerSecond: number;
  /** Committed single-row updates per second. */
  updatesPerSecond: number;
}

const finite = (v: number): number => (Number.isFinite(v) && v > 0 ? v : 0);

/** Aurora's billed I/O requests per month at `rates`, reads and writes apart. */
export function auroraMonthlyIos(
  rates: IoRates,
  hoursPerMonth: number,
): { reads: number; writes: number } {
  const seconds = hoursPerMonth * 3600;
  return {
    reads: finite(rates.pageReadsPerSecond) * seconds,
    writes: finite(rates.updatesPerSecond) * AURORA_WRITE_IOS_PER_UPDATE * seconds,
  };
}

const fmt = (n: number): string => formatNumber(n, 2);

/** Aurora's storage item: the data stored, at the storage configuration's price. */
export function auroraStorageItem(s: Scenario, p: AuroraPriceList): LazyItem {
  const io = s.auroraStorage === 'io-optimized';
  const perGiB = io ? p.ioOptimizedPerGiBMonthUsd : p.standardPerGiBMonthUsd;
  const gib = s.mysql.dataGiB;
  const config = io ? 'I/O-Optimized' : 'Standard';
  return {
    label: () =>
      `Aurora ${config} storage ${fmt(gib)} GiB (the data stored; Aurora bills what it holds) × ${formatUnitUsd(perGiB)}/GiB-month`,
    monthlyUsd: gib * perGiB,
    ...sourced(p),
  };
}

/**
 * Aurora's I/O item: on Standard the predicted reads and writes all month at the predicted
 * throughput (an upper bound for a server that is not that busy all month) × the price per
 * million; on I/O-Optimized, none.
 */
export function auroraIoItem(
  s: Scenario,
  p: AuroraPriceList,
  rates: IoRates,
  hoursPerMonth: number,
): LazyItem {
  if (s.auroraStorage === 'io-optimized')
    return {
      label: () => 'Aurora I/O-Optimized: I/O requests included, no charge',
      monthlyUsd: 0,
      ...sourced(p),
    };
  const { reads, writes } = auroraMonthlyIos(rates, hoursPerMonth);
  const millions = (reads + writes) / 1e6;
  return {
    label: () =>
      `Aurora Standard I/O ${fmt(millions)} million requests/month (${fmt(rates.pageReadsPerSecond)} page reads/s + ${fmt(rates.updatesPerSecond * AURORA_WRITE_IOS_PER_UPDATE)} log writes/s at the predicted throughput, all month) × ${formatUnitUsd(p.standardPerMillionIoUsd)} per million`,
    monthlyUsd: millions * p.standardPerMillionIoUsd,
    ...sourced(p),
  };
}
