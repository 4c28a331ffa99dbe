/**
 * RDS for MySQL gp3 (issue 29; RDS User Guide, "Amazon RDS DB instance storage", gp3 storage):
 * below 400 GiB one volume with 3,000 IOPS and 125 MiB/s included and fixed (not adjustable); from
 * 400 GiB RDS stripes the storage over four volumes and includes 12,000 IOPS and 500 MiB/s (their
 * aggregate), the least there, and more can be provisioned (up to 64,000 IOPS and 4,000 MiB/s, at
 * most 0.25 MiB/s per IOPS), priced per IOPS-month and MiB/s-month above the included amount
 * (RDS for MySQL pricing, per region in src/core/catalog/rds). The device model reads the
 * aggregate: the four volumes' IOPS and throughput add, their latency is one gp3 volume's, and the
 * DB instance's EBS-optimized ceilings cap the sum as they cap an EC2 volume.
 */
import type { Catalog } from '../../catalog/types.ts';
import type { RdsStorageRules } from '../../catalog/rds/index.ts';
import { RDS_STORAGE_RULES } from '../../catalog/rds/storageRules.ts';
import type { Scenario, StorageChoice } from '../../scenario/types.ts';
import type { ScenarioIssue } from '../../types.ts';
import { int } from '../ebs.ts';
import { fmt, usd } from '../price.ts';
import { rdsIssue, rdsKind, rdsRules } from '../rds.ts';
import type { StorageCandidate, VolumeLimits } from '../types.ts';

/** RDS gp3's rules (the catalog's; the shipped ones by default). */
type Gp3Rules = RdsStorageRules['gp3'];

/**
 * Volumes RDS stripes gp3 over from the threshold ("Amazon RDS stripes the storage across four
 * volumes"); the model reads their aggregate, so the count only names the storage.
 */
export const RDS_GP3_STRIPES = 4;

/** RDS gp3 IOPS levels the search tries from 400 GiB (12,000 included). */
export const RDS_GP3_IOPS = [12000, 16000, 24000, 32000, 48000, 64000];

/** Throughput the search gives a level: 1 MiB/s per 16 IOPS (16 KiB pages), within the rules. */
const MIBPS_PER_IOPS = 1 / 16;

/** What RDS includes with gp3 of `sizeGiB`, and over how many volumes it stripes it. */
export function rdsGp3Included(
  sizeGiB: number,
  r: Gp3Rules = RDS_STORAGE_RULES.gp3,
): { iops: number; mibps: number; volumes: number; fixed: boolean } {
  return sizeGiB < r.stripeThresholdGiB
    ? { iops: r.smallIops, mibps: r.smallMiBps, volumes: 1, fixed: true }
    : { iops: r.largeIops, mibps: r.largeMiBps, volumes: RDS_GP3_STRIPES, fixed: false };
}

/** The rule in words, for messages and the docs: RDS for MySQL gp3's included IOPS by size. */
export function rdsGp3RuleText(r: Gp3Rules = RDS_STORAGE_RULES.gp3): string {
  return `RDS for MySQL gp3 below ${int(r.stripeThresholdGiB)} GiB includes ${int(r.smallIops)} IOPS and ${int(r.smallMiBps)} MiB/s, fixed; from ${int(r.stripeThresholdGiB)} GiB it stripes over ${RDS_GP3_STRIPES} volumes, includes ${int(r.largeIops)} IOPS and ${int(r.largeMiBps)} MiB/s, and more can be provisioned (up to ${int(r.maxIops)} IOPS, ${int(r.maxMiBps)} MiB/s)`;
}

/**
 * RDS gp3's size rule for one end of the IOPS or throughput range at `sizeGiB`, in the words of
 * the RDS User Guide ("Amazon RDS DB instance storage", gp3): below 400 GiB the included figures
 * are all there is; from 400 GiB they are the least, over four volumes striped.
 */
function sizeRuleText(
  field: 'iops' | 'throughputMiBps',
  end: 'min' | 'max' | 'rule',
  sizeGiB: number,
  catalog: Catalog,
): string | undefined {
  const g = rdsRules(catalog).gp3;
  const inc = rdsGp3Included(sizeGiB, g);
  const at = int(g.stripeThresholdGiB);
  const iops = field === 'iops';
  const unit = iops ? 'IOPS' : 'MiB/s';
  const [small, large, max] = iops
    ? [g.smallIops, g.largeIops, g.maxIops]
    : [g.smallMiBps, g.largeMiBps, g.maxMiBps];
  if (inc.fixed) {
    if (end === 'rule')
      return `RDS gp3 below ${at} GiB: ${int(small)} ${unit} fixed (${int(large)}–${int(max)} from ${at} GiB)`;
    return `RDS for MySQL gp3 below ${at} GiB has ${int(g.smallIops)} IOPS and ${int(g.smallMiBps)} MiB/s included and fixed (from ${at} GiB: ${int(g.largeIops)} IOPS and ${int(g.largeMiBps)} MiB/s included, up to ${int(g.maxIops)} IOPS and ${int(g.maxMiBps)} MiB/s provisioned)`;
  }
  // From 400 GiB the generic rule line ("≥ 12,000 (included), ≤ 64,000") is RDS's.
  if (end === 'rule') return undefined;
  return end === 'min'
    ? `RDS for MySQL gp3 from ${at} GiB includes ${int(large)} ${unit}, the least it provisions`
    : `RDS for MySQL gp3 from ${at} GiB (${RDS_GP3_STRIPES} volumes striped) allows at most ${int(max)} ${unit}`;
}

/** RDS gp3's limits at `sizeGiB` (the included figures are the least, and below 400 GiB all). */
function limits(catalog: Catalog, st?: Pick<StorageChoice, 'sizeGiB'>): VolumeLimits {
  const r = rdsRules(catalog);
  const g = r.gp3;
  const inc = rdsGp3Included(st?.sizeGiB ?? g.stripeThresholdGiB, g);
  return {
    // One gp3 volume's latency and IO size (EC2's figures: the same volumes).
    ...catalog.ebsLimits.gp3,
    kind: 'rds-gp3',
    minSizeGiB: r.minSizeGiB.gp3,
    maxSizeGiB: r.maxSizeGiB,
    baselineIops: inc.iops,
    maxIops: inc.fixed ? inc.iops : g.maxIops,
    baselineMiBps: inc.mibps,
    maxMiBps: inc.fixed ? inc.mibps : g.maxMiBps,
    maxMiBpsPerIops: g.maxMiBpsPerIops,
    source: r.source,
    asOf: r.asOf,
  };
}

/** RDS gp3's included IOPS and throughput by size: fixed below 400 GiB, the least from it. */
function issues(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const st = s.storage;
  const lim = rdsRules(catalog).gp3;
  const inc = rdsGp3Included(st.sizeGiB, lim);
  const out: ScenarioIssue[] = [];
  const check = (path: string, value: number, included: number, max: number, unit: string) => {
    const wrong = inc.fixed ? value !== included : value < included || value > max;
    if (!wrong) return;
    const nearest = inc.fixed ? included : Math.min(max, Math.max(included, value));
    const label = path === 'storage.iops' ? 'Provisioned IOPS' : 'Provisioned throughput';
    const more =
      inc.fixed && value > included
        ? ` (or ${int(lim.stripeThresholdGiB)} GiB of storage for more)`
        : '';
    out.push(
      rdsIssue(
        path,
        inc.fixed ? 'rds.gp3.fixedBelow400' : 'rds.gp3.range',
        `${label} ${int(value)} ${unit} on RDS gp3 of ${int(st.sizeGiB)} GiB: ${rdsGp3RuleText(lim)}. Nearest valid: ${int(nearest)} ${unit}${more}.`,
        nearest,
      ),
    );
  };
  check('storage.iops', st.iops, inc.iops, lim.maxIops, 'IOPS');
  check('storage.throughputMiBps', st.throughputMiBps, inc.mibps, lim.maxMiBps, 'MiB/s');
  return out;
}

/** The provisioning RDS gives gp3 of the storage's size (the included figures, at least). */
function fitProvisioning(
  st: StorageChoice,
  catalog: Catalog,
  keep: { iops?: boolean; throughput?: boolean },
): StorageChoice {
  const inc = rdsGp3Included(st.sizeGiB, rdsRules(catalog).gp3);
  const fit = (v: number, included: number): number =>
    inc.fixed ? included : Math.max(v, included);
  const iops = keep.iops ? st.iops : fit(st.iops, inc.iops);
  const mibps = keep.throughput ? st.throughputMiBps : fit(st.throughputMiBps, inc.mibps);
  if (iops === st.iops && mibps === st.throughputMiBps) return st;
  return { ...st, iops, throughputMiBps: mibps };
}

export const RDS_GP3 = rdsKind({
  kind: 'rds-gp3',
  family: 'gp3',
  label: 'gp3 (RDS general purpose)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: true, device: false },
  searchedByDefault: true,
  // The same gp3 volumes as EC2's, whose rates and startup readers were measured.
  measured: { rates: true, reader: true },
  baselineIncluded: true,
  limits,
  caps: (v, _lim, _sustained, out) => {
    out.iops = v.iops;
    out.mibps = v.throughputMiBps;
    return out;
  },
  telemetryIops: (iops) => `${int(iops)} RDS gp3 IOPS`,
  telemetryMiBps: (mibps) => `${int(mibps)} RDS gp3 MiB/s`,
  perGiB: (p) => p.gp3PerGiBMonthUsd,
  extraItems: (v, p, catalog) => {
    const inc = rdsGp3Included(v.sizeGiB, rdsRules(catalog).gp3);
    const extraIops = Math.max(0, v.iops - inc.iops);
    const extraMiBps = Math.max(0, v.throughputMiBps - inc.mibps);
    return [
      {
        label: `RDS gp3 IOPS ${fmt(extraIops)} above the ${fmt(inc.iops)} included × ${usd(p.gp3PerIopsMonthUsd)}/IOPS-month`,
        monthlyUsd: extraIops * p.gp3PerIopsMonthUsd,
      },
      {
        label: `RDS gp3 throughput ${fmt(extraMiBps)} MiB/s above the ${fmt(inc.mibps)} included × ${usd(p.gp3PerMiBpsMonthUsd)} per MiB/s-month`,
        monthlyUsd: extraMiBps * p.gp3PerMiBpsMonthUsd,
      },
    ];
  },
  grid: (catalog, p, dataGiB, c) => {
    const r = rdsRules(catalog);
    const g = r.gp3;
    const need = Math.max(r.minSizeGiB.gp3, c.minSizeGiB ?? 0, Math.ceil(dataGiB * 1.15));
    const size = (s: number): number => c.sizeGiB ?? s;
    const levels = [
      ...(size(need) < g.stripeThresholdGiB
        ? [{ size: size(need), iops: g.smallIops, mibps: g.smallMiBps }]
        : []),
      ...RDS_GP3_IOPS.map((iops) => ({
        size: size(Math.max(need, g.stripeThresholdGiB)),
        iops,
        mibps: Math.min(g.maxMiBps, Math.max(g.largeMiBps, iops * MIBPS_PER_IOPS)),
      })).filter((l) => l.size >= g.stripeThresholdGiB),
    ];
    return levels.map((l): StorageCandidate => {
      const inc = rdsGp3Included(l.size, g);
      return {
        kind: 'rds-gp3',
        sizeGiB: l.size,
        iops: l.iops,
        throughputMiBps: l.mibps,
        monthlyUsd:
          l.size * p.gp3PerGiBMonthUsd +
          Math.max(0, l.iops - inc.iops) * p.gp3PerIopsMonthUsd +
          Math.max(0, l.mibps - inc.mibps) * p.gp3PerMiBpsMonthUsd,
      };
    });
  },
  issues,
  sizeRuleText,
  fitProvisioning,
  provisionedUsd: {
    iops: (from, to, p) => (to - from) * p.gp3PerIopsMonthUsd,
    throughputMiBps: (from, to, p) => (to - from) * p.gp3PerMiBpsMonthUsd,
  },
  describe: (st) => {
    const volumes = rdsGp3Included(st.sizeGiB).volumes;
    const striped = volumes > 1 ? ` (${volumes} volumes striped)` : '';
    return `gp3 ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS, ${int(st.throughputMiBps)} MiB/s${striped}`;
  },
});
