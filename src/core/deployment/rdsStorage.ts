/**
 * RDS for MySQL storage (issue 29): EBS volumes RDS provisions and manages, with RDS's own rules
 * and prices (RDS User Guide, "Amazon RDS DB instance storage"; RDS for MySQL pricing).
 *
 * gp3 for MySQL: below 400 GiB one volume with 3,000 IOPS and 125 MiB/s included and fixed (not
 * adjustable); from 400 GiB RDS stripes the storage over four volumes and includes 12,000 IOPS and
 * 500 MiB/s (their aggregate), the minimum there, and more can be provisioned (up to 64,000 IOPS
 * and 4,000 MiB/s), priced per IOPS-month and MiB/s-month above the included amount. The device
 * model reads the aggregate: the four volumes' IOPS and throughput add, their latency is one
 * volume's, and the DB instance's EBS-optimized ceilings cap the sum as they cap an EC2 volume.
 */
import type { Scenario, StorageChoice } from '../scenario/types.ts';
import type { RdsStoragePrices, RdsStorageRules } from '../catalog/rds/index.ts';
import { RDS_STORAGE_RULES } from '../catalog/rds/storageRules.ts';
import { formatInt, formatNumber, formatUnitUsd } from '../format/index.ts';
import type { LazyItem } from './items.ts';
import { sourced } from './items.ts';

/** RDS gp3's rules (the catalog's; the shipped ones by default). */
type Gp3Rules = RdsStorageRules['gp3'];

/**
 * Volumes RDS stripes gp3 over from the threshold (RDS User Guide, gp3 storage: "Amazon RDS
 * stripes the storage across four volumes"); the model reads their aggregate, so the count only
 * names the storage.
 */
export const RDS_GP3_STRIPES = 4;

/** What RDS includes with gp3 of `sizeGiB`, and over how many volumes it stripes it. */
export function rdsGp3Included(
  sizeGiB: number,
  r: Gp3Rules = RDS_STORAGE_RULES.gp3,
): {
  iops: number;
  mibps: number;
  volumes: number;
  /** True below the threshold: the included figures are all there is. */
  fixed: boolean;
} {
  return sizeGiB < r.stripeThresholdGiB
    ? { iops: r.smallIops, mibps: r.smallMiBps, volumes: 1, fixed: true }
    : { iops: r.largeIops, mibps: r.largeMiBps, volumes: RDS_GP3_STRIPES, fixed: false };
}

/** The rule in words, for messages and the docs: RDS for MySQL gp3's included IOPS by size. */
export function rdsGp3RuleText(r: Gp3Rules = RDS_STORAGE_RULES.gp3): string {
  return `RDS for MySQL gp3 below ${formatInt(r.stripeThresholdGiB)} GiB includes ${formatInt(r.smallIops)} IOPS and ${formatInt(r.smallMiBps)} MiB/s, fixed; from ${formatInt(r.stripeThresholdGiB)} GiB it stripes over ${RDS_GP3_STRIPES} volumes, includes ${formatInt(r.largeIops)} IOPS and ${formatInt(r.largeMiBps)} MiB/s, and more can be provisioned (up to ${formatInt(r.maxIops)} IOPS, ${formatInt(r.maxMiBps)} MiB/s)`;
}

const fmt = (n: number): string => formatNumber(n, 2);

/** io tier charge, as EBS io2's (RDS io2 has one flat tier in us-east-1). */
function tieredUsd(iops: number, tiers: RdsStoragePrices['io2IopsTiers']): number {
  let total = 0;
  for (const t of tiers)
    total += Math.max(0, Math.min(iops, t.toIops) - t.fromIops) * t.perIopsMonthUsd;
  return total;
}

/**
 * Cost items of RDS storage of kind `kind` ('gp2' | 'gp3' | 'io1' | 'io2'), Single-AZ prices ×
 * `copies` (2 with Multi-AZ: the standby has its own copy of the storage). `what` names the
 * server in the labels ("", "Multi-AZ ").
 */
export function rdsStorageItems(
  st: Pick<StorageChoice, 'sizeGiB' | 'iops' | 'throughputMiBps'>,
  kind: string,
  p: RdsStoragePrices,
  copies: number,
): LazyItem[] {
  const src = sourced(p);
  const x = copies > 1 ? ` × ${copies} (Multi-AZ: primary and standby)` : '';
  const gib = st.sizeGiB;
  const storage = (perGiB: number): LazyItem => ({
    label: () => `RDS ${kind} storage ${fmt(gib)} GiB × ${formatUnitUsd(perGiB)}/GiB-month${x}`,
    monthlyUsd: gib * perGiB * copies,
    ...src,
  });
  if (kind === 'gp3') {
    const inc = rdsGp3Included(gib);
    const extraIops = Math.max(0, st.iops - inc.iops);
    const extraMiBps = Math.max(0, st.throughputMiBps - inc.mibps);
    return [
      storage(p.gp3PerGiBMonthUsd),
      {
        label: () =>
          `RDS gp3 IOPS ${fmt(extraIops)} above the ${fmt(inc.iops)} included × ${formatUnitUsd(p.gp3PerIopsMonthUsd)}/IOPS-month${x}`,
        monthlyUsd: extraIops * p.gp3PerIopsMonthUsd * copies,
        ...src,
      },
      {
        label: () =>
          `RDS gp3 throughput ${fmt(extraMiBps)} MiB/s above the ${fmt(inc.mibps)} included × ${formatUnitUsd(p.gp3PerMiBpsMonthUsd)} per MiB/s-month${x}`,
        monthlyUsd: extraMiBps * p.gp3PerMiBpsMonthUsd * copies,
        ...src,
      },
    ];
  }
  if (kind === 'io1' || kind === 'io2') {
    const perGiB = kind === 'io1' ? p.io1PerGiBMonthUsd : p.io2PerGiBMonthUsd;
    const iopsUsd =
      kind === 'io1' ? st.iops * p.io1PerIopsMonthUsd : tieredUsd(st.iops, p.io2IopsTiers);
    return [
      storage(perGiB),
      {
        label: () =>
          `RDS ${kind} IOPS ${fmt(st.iops)} × ${formatUnitUsd(iopsUsd / Math.max(1, st.iops))}/IOPS-month${x}`,
        monthlyUsd: iopsUsd * copies,
        ...src,
      },
    ];
  }
  return [storage(p.gp2PerGiBMonthUsd)];
}

/** The storage kind RDS prices an RDS storage choice as: gp2, gp3, io1 or io2. */
export function rdsKindOf(kind: string): string {
  return kind.startsWith('rds-') ? kind.slice(4) : kind;
}

/**
 * RDS gp3's provisioning made what RDS gives at the storage's size, for the fields the user did not
 * set (`keep`): below 400 GiB the included 3,000 IOPS and 125 MiB/s, from 400 GiB at least the
 * included 12,000 and 500. A change of deployment or size carries the provisioning with it.
 */
export function withRdsIncluded(
  s: Scenario,
  keep: { iops?: boolean; throughput?: boolean } = {},
  rules: Gp3Rules = RDS_STORAGE_RULES.gp3,
): Scenario {
  if (s.deployment !== 'rds' || rdsKindOf(s.storage.kind) !== 'gp3') return s;
  const inc = rdsGp3Included(s.storage.sizeGiB, rules);
  const fit = (v: number, included: number): number =>
    inc.fixed ? included : Math.max(v, included);
  const iops = keep.iops ? s.storage.iops : fit(s.storage.iops, inc.iops);
  const mibps = keep.throughput
    ? s.storage.throughputMiBps
    : fit(s.storage.throughputMiBps, inc.mibps);
  if (iops === s.storage.iops && mibps === s.storage.throughputMiBps) return s;
  return { ...s, storage: { ...s.storage, iops, throughputMiBps: mibps } };
}

/**
 * What RDS gp3's provisioning above `usable` IOPS and MiB/s costs a month (the instance can never
 * use it), at the region's RDS prices, twice with Multi-AZ; 0 for other RDS kinds (io1/io2 IOPS
 * are priced from the first one) or without RDS prices in the region.
 */
export function rdsWastedUsd(
  s: Scenario,
  prices: RdsStoragePrices | undefined,
  usableIops: number,
  usableMiBps: number,
): number {
  if (!prices || rdsKindOf(s.storage.kind) !== 'gp3') return 0;
  const inc = rdsGp3Included(s.storage.sizeGiB);
  const copies = s.multiAz ? prices.multiAzFactor : 1;
  const iops = Math.max(0, s.storage.iops - Math.max(usableIops, inc.iops));
  const mibps = Math.max(0, s.storage.throughputMiBps - Math.max(usableMiBps, inc.mibps));
  return (iops * prices.gp3PerIopsMonthUsd + mibps * prices.gp3PerMiBpsMonthUsd) * copies;
}
