/**
 * Aurora MySQL's cluster volume (issue 29), one storage kind with the scenario's storage
 * configuration (`auroraStorage`): Standard, billed for the data stored per GB-month and per I/O
 * request, or I/O-Optimized, dearer storage and no I/O charge (instances at 1.3 ×, priced by the
 * deployment). It is not EBS: no size, IOPS or throughput to provision, no burst, no volume.
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
 *
 * The device the engine model reads: what limits a DB instance's reads from the cluster volume is
 * not published; the model assumes
 * - IOPS and bandwidth: the DB instance class's maximum EBS-optimized ceilings (the EC2 type's
 *   dedicated storage bandwidth), sustained: Aurora's storage traffic uses the instance's network
 *   without EBS's 30-minute burst bucket (ASSUMPTION; the uncertainty tables take the IOPS from
 *   0.25 × to 2 × and the bandwidth from 0.5 × to 1.5 ×);
 * - latency: AURORA_READ_LATENCY_US per buffered page read (auroraConstants.ts, ASSUMPTION,
 *   0.5-3 ×);
 * - a startup reader's per-file time: EBS's derived one (devices/reader.ts: the same open,
 *   buffered first-page read and close), with the read's round trip at Aurora's latency.
 */
import { onDiskDataGiB } from '../../scenario/compression.ts';
import type { Catalog, InstanceType } from '../../catalog/types.ts';
import type { AuroraStoragePrices } from '../../catalog/rds/index.ts';
import { RDS_CATALOG, rdsRegion } from '../../catalog/rds/index.ts';
import { BUFFERED_READ_OVERHEAD_US, EBS_LATENCY_US_PER_KIB } from '../../devices/constants.ts';
import { EBS_RANDOM_READ_US_16K, EBS_READER } from '../../devices/reader.ts';
import { AURORA_READ_LATENCY_US } from './auroraConstants.ts';
import { formatInt, formatNumber, formatUsd } from '../../format/index.ts';
import { fmt, provenance, usd } from '../price.ts';
import type {
  CostDraft,
  DeviceParams,
  IoRates,
  KindScenario,
  StorageKindModule,
} from '../types.ts';

/** Write I/Os per single-row update: one 4 KiB unit of redo per commit, unbatched (the FAQ's rule). */
export const AURORA_WRITE_IOS_PER_UPDATE = 1;

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

/** The region's Aurora storage and I/O prices in `catalog`, or undefined. */
function auroraPrices(catalog: Catalog, region: string): AuroraStoragePrices | undefined {
  return rdsRegion(region, catalog.rds ?? RDS_CATALOG)?.aurora;
}

const ioOptimized = (s: Pick<KindScenario, 'auroraStorage'>): boolean =>
  s.auroraStorage === 'io-optimized';

/** "I/O-Optimized" or "Standard". */
export function auroraConfigText(s: Pick<KindScenario, 'auroraStorage'>): string {
  return ioOptimized(s) ? 'I/O-Optimized' : 'Standard';
}

/** Aurora's storage item: the data stored, at the storage configuration's price. */
function storageItem(s: KindScenario, p: AuroraStoragePrices): CostDraft {
  const perGiB = ioOptimized(s) ? p.ioOptimizedPerGiBMonthUsd : p.standardPerGiBMonthUsd;
  const gib = onDiskDataGiB(s.mysql);
  return {
    label: () =>
      `Aurora ${auroraConfigText(s)} storage ${fmt(gib)} GiB (the data stored; Aurora bills what it holds) × ${usd(perGiB)}/GiB-month`,
    monthlyUsd: gib * perGiB,
    ...provenance(p),
  };
}

/** The note on Aurora Standard's I/O when no average load is given (issue 40). */
export const AURORA_IO_NOT_PRICED_NOTE =
  "Aurora Standard bills every I/O request; with no average load given the monthly total leaves the I/O out. Give the average load (--average-qps, the app's Average load, or imported telemetry) to price it.";

/** Aurora Standard's I/O a month per 1,000 QPS at the rates' reads and writes per query, or 0. */
export function auroraIoPer1000QpsUsd(
  rates: IoRates,
  perMillionUsd: number,
  hours: number,
): number {
  const at = rates.atQps ?? 0;
  if (!(at > 0)) return 0;
  const { reads, writes } = auroraMonthlyIos(rates, hours);
  return ((reads + writes) / 1e6) * perMillionUsd * (1000 / at);
}

/**
 * Aurora's I/O item: on Standard the reads and writes all month at the scenario's average load
 * × the price per million; with no average load given, none in the total: the item says what
 * 1,000 average QPS would cost (issue 40: the headline is not built on a load nobody gave). On
 * I/O-Optimized, none.
 */
function ioItem(
  s: KindScenario,
  p: AuroraStoragePrices,
  rates: IoRates,
  hoursPerMonth: number,
): CostDraft {
  if (ioOptimized(s))
    return {
      label: () => 'Aurora I/O-Optimized: I/O requests included, no charge',
      monthlyUsd: 0,
      ...provenance(p),
    };
  const price = p.standardPerMillionIoUsd;
  if (rates.averageQps === undefined) {
    const per1000 = auroraIoPer1000QpsUsd(rates, price, hoursPerMonth);
    const at = rates.atQps ?? 0;
    const perQuery = (v: number) => (at > 0 ? formatNumber(v / at, 3) : '0');
    const src = provenance(p);
    return {
      label: () =>
        `Aurora Standard I/O: not in the total (no average load given); ${formatUsd(per1000)}/month per 1,000 average QPS (${perQuery(rates.pageReadsPerSecond)} page reads + ${perQuery(rates.updatesPerSecond * AURORA_WRITE_IOS_PER_UPDATE)} log writes per query × ${usd(price)} per million)`,
      monthlyUsd: 0,
      per1000AverageQpsUsd: per1000,
      ...src,
      note: [src.note, AURORA_IO_NOT_PRICED_NOTE].filter((n) => n !== undefined).join(' '),
    };
  }
  const { reads, writes } = auroraMonthlyIos(rates, hoursPerMonth);
  const millions = (reads + writes) / 1e6;
  const avg = rates.averageQps;
  // Taken from imported telemetry (issue 40 item 4): the note says which capture.
  const from = rates.averageFrom ? `; I/O priced on ${rates.averageFrom}` : '';
  return {
    label: () =>
      `Aurora Standard I/O ${millions >= 100 ? formatInt(millions) : fmt(millions)} million requests/month (${formatInt(rates.pageReadsPerSecond)} page reads/s + ${formatInt(rates.updatesPerSecond * AURORA_WRITE_IOS_PER_UPDATE)} log writes/s at the average load of ${formatInt(avg)} QPS) × ${usd(price)} per million${from}`,
    monthlyUsd: millions * price,
    ...provenance(p),
  };
}

/** Aurora storage's device parameters on instance `inst` (null: unknown, no cap). */
export function auroraStorageParams(inst: InstanceType | null, labels: boolean): DeviceParams {
  const device = AURORA_READ_LATENCY_US - BUFFERED_READ_OVERHEAD_US;
  // A startup reader's file on EBS is one EBS round trip; on Aurora that read takes Aurora's.
  const readDelta = device - EBS_RANDOM_READ_US_16K;
  const iops = inst ? inst.ebs.maxIops : Number.MAX_VALUE;
  const mibps = inst ? inst.ebs.maxMiBps : Number.MAX_VALUE;
  const name = inst?.name ?? 'the DB instance';
  const n = (v: number): string => (labels ? formatInt(v) : '');
  return {
    iops: {
      value: iops,
      bound: 'iops',
      label: `Aurora storage via ${name} about ${n(iops)} IOPS (assumed: the class's maximum EBS ceiling)`,
    },
    bandwidth: {
      value: mibps,
      bound: 'bandwidth',
      label: `Aurora storage via ${name} about ${n(mibps)} MiB/s (assumed: the class's maximum EBS bandwidth)`,
    },
    latency4kUs: Math.max(1, device),
    latencyUsPerKiB: EBS_LATENCY_US_PER_KIB,
    latencyUsPerThread: 0,
    maxIoKiB: 0,
    name: 'Aurora storage',
    reader: { ...EBS_READER, base4kUs: EBS_READER.base4kUs + readDelta },
  };
}

export const AURORA: StorageKindModule = {
  kind: 'aurora',
  name: 'Aurora cluster volume',
  label: 'Aurora cluster volume (Standard or I/O-Optimized)',
  deployments: ['aurora'],
  family: 'aurora',
  dataRule: "Aurora's cluster volume grows with the data",
  onEbs: false,
  durable: true,
  provisions: { sizeGiB: false, iops: false, throughputMiBps: false, device: false },
  searchedByDefault: true,
  deviceClass: 'aurora',
  measured: { rates: false, reader: false },
  params: (_st, inst, _catalog, mode) => auroraStorageParams(inst, mode.labels !== false),
  costItems: (_v, _st, _prices, _prefix, catalog, s) => {
    const p = s ? auroraPrices(catalog, s.region) : undefined;
    return s && p ? [storageItem(s, p)] : [];
  },
  ioItems: (s, catalog, rates) => {
    const p = auroraPrices(catalog, s.region);
    return p ? [ioItem(s, p, rates, catalog.hoursPerMonth)] : [];
  },
  // One volume: the data, at Standard's price (the deployment tries both configurations).
  searchCandidates: (catalog, _prices, dataGiB, _c, region) => {
    const p = region === undefined ? undefined : auroraPrices(catalog, region);
    if (!p) return [];
    const monthlyUsd = dataGiB * p.standardPerGiBMonthUsd;
    return [{ kind: 'aurora', sizeGiB: dataGiB, iops: 0, throughputMiBps: 0, monthlyUsd }];
  },
  telemetryLimits: (_s, _catalog, _inst, device) => [
    {
      key: 'volume-iops',
      label: `${formatInt(device.iops.value)} IOPS Aurora storage (assumed)`,
      measure: 'ebs-iops',
      value: device.iops.value,
      unit: 'IOPS',
    },
    {
      key: 'volume-mibps',
      label: `${formatInt(device.bandwidth.value)} MiB/s Aurora storage (assumed)`,
      measure: 'mibps',
      value: device.bandwidth.value,
      unit: 'MiB/s',
    },
  ],
  // Aurora writes redo records to storage, never whole pages: no page can be torn.
  preventsTornWrites: () => true,
  describe: (_st, _form, s) =>
    s
      ? `Aurora ${auroraConfigText(s)} storage, ${formatInt(s.mysql.dataGiB)} GiB of data`
      : 'Aurora cluster volume',
};
