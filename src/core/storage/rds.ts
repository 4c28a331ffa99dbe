/**
 * What every RDS for MySQL storage kind shares (issue 29: rds-gp3, rds-gp2, rds-io1, rds-io2):
 * EBS volumes RDS provisions and manages, read like EC2's EBS (ebs.ts: the DB instance's
 * EBS-optimized ceiling caps them, the same latency), with RDS's own rules (RDS User Guide,
 * "Amazon RDS DB instance storage") and per-region prices from the RDS catalog
 * (src/core/catalog/rds; RDS for MySQL pricing), twice with Multi-AZ (the standby has its own
 * copy of the storage). RDS keeps redo and binlog on this storage: no separate log volume.
 */
import type { Catalog, EbsPrices } from '../catalog/types.ts';
import type { RdsStoragePrices, RdsStorageRules } from '../catalog/rds/index.ts';
import { RDS_CATALOG, rdsStoragePrices, rdsStorageRules } from '../catalog/rds/index.ts';
import type { StorageChoice, StorageKind } from '../scenario/types.ts';
import type { ScenarioIssue } from '../types.ts';
import type { EbsKindSpec } from './ebs.ts';
import { ebsKind } from './ebs.ts';
import { fmt, provenance, usd } from './price.ts';
import type {
  CostDraft,
  KindScenario,
  StorageCandidate,
  StorageConstraints,
  StorageKindModule,
  VolumeFigures,
  VolumeLimits,
} from './types.ts';

/** RDS for MySQL's storage rules in `catalog` (a user's offer file may have replaced the shipped ones). */
export function rdsRules(catalog: Catalog): RdsStorageRules {
  return rdsStorageRules(catalog.rds ?? RDS_CATALOG);
}

/** The region's RDS storage prices in `catalog`, or undefined when it has none. */
export function rdsPrices(catalog: Catalog, region: string): RdsStoragePrices | undefined {
  return rdsStoragePrices(region, catalog.rds ?? RDS_CATALOG);
}

/** How many copies of the storage the scenario pays for: 2 with Multi-AZ (the standby's). */
export function rdsCopies(s: KindScenario, p: RdsStoragePrices): number {
  return s.deployment === 'rds' && s.multiAz ? p.multiAzFactor : 1;
}

/** " × 2 (Multi-AZ: primary and standby)" in a label, or nothing. */
export function copiesText(copies: number): string {
  return copies > 1 ? ` × ${fmt(copies)} (Multi-AZ: primary and standby)` : '';
}

/** The parts of an RDS kind that differ from kind to kind. */
export interface RdsKindSpec {
  kind: StorageKind;
  /** The name RDS's console gives it: "gp3". */
  family: string;
  label: string;
  provisions: StorageKindModule['provisions'];
  searchedByDefault: boolean;
  measured: StorageKindModule['measured'];
  /** Its least IOPS and throughput come with the size at no charge (RDS gp3's included figures). */
  baselineIncluded?: boolean;
  /** Its limits, at the volume's size when they change with it. */
  limits(catalog: Catalog, st?: Pick<StorageChoice, 'sizeGiB'>): VolumeLimits;
  caps: EbsKindSpec['caps'];
  capIopsSuffix?: EbsKindSpec['capIopsSuffix'];
  telemetryIops: EbsKindSpec['telemetryIops'];
  telemetryMiBps: EbsKindSpec['telemetryMiBps'];
  /** Price per GiB-month. */
  perGiB(p: RdsStoragePrices): number;
  /** Items beyond storage for one copy (provisioned IOPS, throughput), `x` the copies' text. */
  extraItems?(v: VolumeFigures, p: RdsStoragePrices, catalog: Catalog): RdsItem[];
  /** The volumes recommend tries (Single-AZ prices). */
  grid(
    catalog: Catalog,
    p: RdsStoragePrices,
    dataGiB: number,
    c: StorageConstraints,
  ): StorageCandidate[];
  issues?: StorageKindModule['issues'];
  sizeRuleText?: StorageKindModule['sizeRuleText'];
  fitProvisioning?: StorageKindModule['fitProvisioning'];
  provisionedUsd?: {
    iops(from: number, to: number, p: RdsStoragePrices): number;
    throughputMiBps?(from: number, to: number, p: RdsStoragePrices): number;
  };
  /** The storage in words, without "RDS " ("gp3 500 GiB, 12,000 IOPS, 500 MiB/s (4 volumes striped)"). */
  describe(st: StorageChoice, catalog?: Catalog): string;
}

/** One copy's item: its label (without the copies) and monthly dollars. */
export interface RdsItem {
  label: string;
  monthlyUsd: number;
}

function rdsCostItems(
  spec: RdsKindSpec,
  v: VolumeFigures,
  catalog: Catalog,
  s: KindScenario | undefined,
): CostDraft[] {
  const p = s ? rdsPrices(catalog, s.region) : undefined;
  if (!s || !p) return [];
  const copies = rdsCopies(s, p);
  const x = copiesText(copies);
  const src = provenance(p);
  const perGiB = spec.perGiB(p);
  const items: RdsItem[] = [
    {
      label: `RDS ${spec.family} storage ${fmt(v.sizeGiB)} GiB × ${usd(perGiB)}/GiB-month`,
      monthlyUsd: v.sizeGiB * perGiB,
    },
    ...(spec.extraItems?.(v, p, catalog) ?? []),
  ];
  return items.map((i) => ({
    label: () => `${i.label}${x}`,
    monthlyUsd: i.monthlyUsd * copies,
    ...src,
  }));
}

/** RDS's price of provisioned figures between two levels, at the scenario's region and copies. */
function rdsProvisioned(
  f: ((from: number, to: number, p: RdsStoragePrices) => number) | undefined,
):
  ((from: number, to: number, _p: EbsPrices, s?: KindScenario, c?: Catalog) => number) | undefined {
  if (!f) return undefined;
  return (from, to, _p, s, catalog) => {
    const p = s && catalog ? rdsPrices(catalog, s.region) : undefined;
    return s && p ? f(from, to, p) * rdsCopies(s, p) : 0;
  };
}

/** A kind module from the parts of an RDS storage kind. */
export function rdsKind(spec: RdsKindSpec): StorageKindModule {
  const base = ebsKind({
    kind: spec.kind,
    label: spec.label,
    provisions: spec.provisions,
    searchedByDefault: spec.searchedByDefault,
    limits: (catalog) => spec.limits(catalog),
    caps: spec.caps,
    capName: `RDS ${spec.family}`,
    ...(spec.baselineIncluded ? { baselineIncluded: true } : {}),
    ...(spec.capIopsSuffix ? { capIopsSuffix: spec.capIopsSuffix } : {}),
    telemetryIops: spec.telemetryIops,
    telemetryMiBps: spec.telemetryMiBps,
    // Not read: the costs and the grid are RDS's (below).
    storagePerGiBMonthUsd: () => 0,
    searchCandidates: () => [],
    describe: (st) => spec.describe(st),
  });
  const iops = rdsProvisioned(spec.provisionedUsd?.iops);
  const mibps = rdsProvisioned(spec.provisionedUsd?.throughputMiBps);
  const { logVolume: _none, storageAdvice: _advice, ...shared } = base;
  return {
    ...shared,
    deployments: ['rds'],
    family: spec.family,
    name: `RDS ${spec.family}`,
    ...(spec.measured ? { measured: spec.measured } : {}),
    volumeLimits: (catalog, st) => spec.limits(catalog, st),
    volumeCaps: (v, catalog, sustained, out) =>
      spec.caps(v, spec.limits(catalog, v), sustained, out),
    params: (st, inst, catalog, mode, fmtN) => ({
      ...base.params(st, inst, catalog, mode, fmtN),
      name: `RDS ${spec.family} storage`,
    }),
    costItems: (v, _st, _prices, _prefix, catalog, s) => rdsCostItems(spec, v, catalog, s),
    searchCandidates: (catalog, _prices, dataGiB, c, region) => {
      const p = region === undefined ? undefined : rdsPrices(catalog, region);
      return p ? spec.grid(catalog, p, dataGiB, c) : [];
    },
    ...(iops ? { provisionedUsd: { iops, ...(mibps ? { throughputMiBps: mibps } : {}) } } : {}),
    ...(spec.issues ? { issues: spec.issues } : {}),
    ...(spec.sizeRuleText ? { sizeRuleText: spec.sizeRuleText } : {}),
    ...(spec.fitProvisioning ? { fitProvisioning: spec.fitProvisioning } : {}),
    describe: (st) => `RDS ${spec.describe(st)}`,
  };
}

/** A validation issue of an RDS kind's rule. */
export function rdsIssue(
  path: string,
  limit: string,
  message: string,
  nearestValid: number,
): ScenarioIssue {
  return { path, limit, message, nearestValid };
}

/** RDS io1/io2 IOPS levels the search tries. */
const RDS_IO_IOPS = [1000, 3000, 6000, 12000, 20000, 32000, 64000];

/** Free space the RDS grids keep above the data (15 %). */
const RDS_HEADROOM = 1.15;

/**
 * An RDS provisioned-IOPS kind (io1, io2): 100 GiB to 64 TiB, 1,000 to 256,000 IOPS at 0.5 to its
 * maximum IOPS per GiB (io1 50, io2 1,000), throughput following the IOPS as on EC2's io2 (one
 * volume's latency and IO size from the catalog's EC2 io2 limits), IOPS priced by `iopsUsd`.
 */
export function rdsIoKind(io: {
  kind: StorageKind;
  family: 'io1' | 'io2';
  label: string;
  perGiB(p: RdsStoragePrices): number;
  iopsUsd(iops: number, p: RdsStoragePrices): number;
}): StorageKindModule {
  const rule = (catalog: Catalog) => rdsRules(catalog)[io.family];
  const limits = (catalog: Catalog): VolumeLimits => {
    const r = rdsRules(catalog);
    const x = r[io.family];
    return {
      ...catalog.ebsLimits.io2,
      kind: io.kind,
      minSizeGiB: r.minSizeGiB[io.family],
      maxSizeGiB: r.maxSizeGiB,
      baselineIops: x.minIops,
      maxIops: x.maxIops,
      iopsPerGiB: x.maxIopsPerGiB,
      source: r.source,
      asOf: r.asOf,
    };
  };
  return rdsKind({
    kind: io.kind,
    family: io.family,
    label: io.label,
    provisions: { sizeGiB: true, iops: true, throughputMiBps: false, device: false },
    searchedByDefault: false,
    // EC2's io2 startup k-sweeps cover the reader; no read rates were measured on them.
    measured: { rates: false, reader: true },
    limits,
    caps: (v, lim, _sustained, out) => {
      const perIops = lim.maxMiBpsPerIops > 0 ? lim.maxMiBpsPerIops : lim.maxIoSizeKiB / 1024;
      out.iops = v.iops;
      out.mibps = Math.min(lim.maxMiBps, v.iops * perIops);
      return out;
    },
    telemetryIops: (iops) => `${fmt(iops)} provisioned RDS ${io.family} IOPS`,
    telemetryMiBps: (mibps) => `${fmt(mibps)} MiB/s RDS ${io.family} limit`,
    perGiB: io.perGiB,
    extraItems: (v, p) => {
      const total = io.iopsUsd(v.iops, p);
      return [
        {
          label: `RDS ${io.family} IOPS ${fmt(v.iops)} × ${usd(total / Math.max(1, v.iops))}/IOPS-month`,
          monthlyUsd: total,
        },
      ];
    },
    grid: (catalog, p, dataGiB, c) => {
      const lim = limits(catalog);
      const x = rule(catalog);
      const need = Math.max(lim.minSizeGiB, c.minSizeGiB ?? 0, Math.ceil(dataGiB * RDS_HEADROOM));
      const levels = c.iops !== undefined ? [c.iops] : RDS_IO_IOPS;
      return levels.flatMap((iops): StorageCandidate[] => {
        const size = c.sizeGiB ?? Math.max(need, Math.ceil(iops / x.maxIopsPerGiB));
        const ok =
          size >= dataGiB &&
          iops >= x.minIops &&
          iops <= Math.min(x.maxIops, size * x.maxIopsPerGiB) &&
          iops >= size * x.minIopsPerGiB;
        if (!ok) return [];
        const usdMonth = size * io.perGiB(p) + io.iopsUsd(iops, p);
        return [{ kind: io.kind, sizeGiB: size, iops, throughputMiBps: 0, monthlyUsd: usdMonth }];
      });
    },
    issues: (s, catalog) => {
      const x = rule(catalog);
      const st = s.storage;
      const least = Math.ceil(st.sizeGiB * x.minIopsPerGiB);
      if (!(st.iops < least) || least <= x.minIops) return [];
      return [
        rdsIssue(
          'storage.iops',
          `rds.${io.family}.minIopsPerGiB`,
          `Provisioned IOPS ${fmt(st.iops)} IOPS on RDS ${io.family} of ${fmt(st.sizeGiB)} GiB: RDS ${io.family} takes ${fmt(x.minIopsPerGiB)} to ${fmt(x.maxIopsPerGiB)} IOPS per GiB, so at least ${fmt(least)} IOPS. Nearest valid: ${fmt(least)} IOPS.`,
          least,
        ),
      ];
    },
    provisionedUsd: { iops: (from, to, p) => io.iopsUsd(to, p) - io.iopsUsd(from, p) },
    describe: (st) => `${io.family} ${fmt(st.sizeGiB)} GiB, ${fmt(st.iops)} IOPS`,
  });
}
