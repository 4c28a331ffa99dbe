/**
 * What the managed disks of Azure and Google Cloud share (issue 38): a network disk read through
 * the VM's disk caps (Azure: the VM's uncached disk IOPS and MB/s, its burst caps for a startup;
 * Google Cloud: the machine's Hyperdisk or Persistent Disk caps), the size/IOPS/throughput rules of
 * its `CloudDiskLimits`, priced per region from src/core/catalog/clouds/disks.ts, a vendor's
 * latency figure, and no calibration data (`measured` false: the ranges take the full spread of an
 * uncalibrated device). Not EBS: no snapshot-restore model, no EBS burst credits, no torn-write
 * prevention claimed. A kind module gives the parts that differ (`CloudDiskSpec`).
 */
import type { Catalog, EbsPrices, InstanceType } from '../catalog/types.ts';
import type { CloudDiskLimits, CloudDiskPrices } from '../catalog/clouds/types.ts';
import { MIBPS_PER_MBPS } from '../catalog/clouds/disks.ts';
import { BUFFERED_READ_OVERHEAD_US, EBS_LATENCY_US_PER_KIB } from '../devices/constants.ts';
import { formatInt } from '../format/index.ts';
import type { Cloud, StorageChoice, StorageKind } from '../scenario/types.ts';
import { fmt, provenance, usd } from './price.ts';
import { ebsMinIopsForThroughput, ebsMinSizeForIops } from './volumeRules.ts';
import type {
  Cap,
  CapacityLimit,
  CostDraft,
  DeviceParams,
  KindScenario,
  StorageAdvice,
  StorageCandidate,
  StorageConstraints,
  StorageKindModule,
  VolumeCaps,
  VolumeFigures,
  VolumeLimits,
} from './types.ts';

/** The parts of a cloud disk kind that differ from kind to kind. */
export interface CloudDiskSpec {
  kind: StorageKind;
  cloud: Exclude<Cloud, 'aws'>;
  /** The vendor's name: "Premium SSD v2". */
  name: string;
  label: string;
  provisions: StorageKindModule['provisions'];
  baselineIncluded: boolean;
  searchedByDefault: boolean;
  limits: CloudDiskLimits;
  /**
   * Which VM caps bind it: `disk` (Azure's uncached Premium SSD caps, GCP's Hyperdisk caps), `v2`
   * (Azure's Premium SSD v2 and Ultra Disk caps where the size lists them apart, else `disk`'s)
   * or `pd` (GCP's Persistent Disk caps).
   */
  capGroup: 'disk' | 'v2' | 'pd';
  /** The disk's own IOPS and MiB/s (burst or sustained). */
  caps(v: VolumeFigures, sustained: boolean, out: VolumeCaps): VolumeCaps;
  /** Its cost items in a region, `undefined` when the region has no price for it. */
  items(v: VolumeFigures, region: string, prefix: string): CostDraft[] | undefined;
  /** The volumes recommend tries in a region, cheapest first. */
  grid(dataGiB: number, c: StorageConstraints, region: string): StorageCandidate[];
  issues?: StorageKindModule['issues'];
  unavailableOn?: StorageKindModule['unavailableOn'];
  describe(st: StorageChoice): string;
}

/** The VM's caps on this disk group, sustained or burst; null: a custom instance or none known. */
export function vmDiskCaps(
  inst: InstanceType | null,
  group: 'disk' | 'v2' | 'pd',
  sustained: boolean,
): { iops: number; mibps: number; what: string } | null {
  if (!inst) return null;
  if (group === 'pd') {
    const pd = inst.pdDisk;
    return pd ? { iops: pd.iops, mibps: pd.mibps, what: 'Persistent Disk limit' } : null;
  }
  const v2 = group === 'v2' ? inst.v2Disk : undefined;
  if (v2)
    return {
      iops: sustained ? v2.iops : v2.burstIops,
      mibps: sustained ? v2.mibps : v2.burstMiBps,
      what: sustained
        ? 'uncached Premium SSD v2/Ultra Disk limit'
        : 'uncached Premium SSD v2/Ultra Disk burst limit',
    };
  const iops = sustained ? inst.ebs.baselineIops : inst.ebs.maxIops;
  const mibps = sustained ? inst.ebs.baselineMiBps : inst.ebs.maxMiBps;
  const what =
    inst.cloud === 'azure'
      ? sustained
        ? 'uncached disk limit'
        : 'uncached disk burst limit'
      : 'Hyperdisk limit';
  return { iops, mibps, what };
}

function tighter(a: Cap, b: Cap | null): Cap {
  return b !== null && b.value < a.value ? b : a;
}

function cloudParams(
  spec: CloudDiskSpec,
  st: StorageChoice,
  inst: InstanceType | null,
  sustained: boolean,
  fmtN: (n: number) => string,
): DeviceParams {
  const v = spec.caps(st, sustained, { iops: 0, mibps: 0 });
  const vm = vmDiskCaps(inst, spec.capGroup, sustained);
  const est = inst?.ebs.estimateNote === undefined ? '' : ' (estimate)';
  const vmCap = (value: number, unit: string): Cap | null =>
    vm && inst
      ? {
          value,
          bound: 'instance-ebs',
          label: `${inst.name} ${vm.what} ${fmtN(value)} ${unit}${est}`,
        }
      : null;
  const lim = spec.limits;
  return {
    iops: tighter(
      { value: v.iops, bound: 'iops', label: `${spec.name} ${fmtN(v.iops)} IOPS` },
      vm ? vmCap(vm.iops, 'IOPS') : null,
    ),
    bandwidth: tighter(
      { value: v.mibps, bound: 'bandwidth', label: `${spec.name} ${fmtN(v.mibps)} MiB/s` },
      vm ? vmCap(vm.mibps, 'MiB/s') : null,
    ),
    latency4kUs: Math.max(1, lim.readLatencyUs - BUFFERED_READ_OVERHEAD_US),
    latencyUsPerKiB: EBS_LATENCY_US_PER_KIB,
    latencyUsPerThread: 0,
    maxIoKiB: 256,
    name: `${spec.name} disk`,
  };
}

/** The kind's limits in the catalog's volume shape (the field-limits table and the grids read it). */
export function cloudVolumeLimits(kind: string, lim: CloudDiskLimits): VolumeLimits {
  return {
    kind,
    minSizeGiB: lim.minSizeGiB,
    maxSizeGiB: lim.maxSizeGiB,
    baselineIops: lim.baselineIops,
    maxIops: lim.maxIops,
    iopsPerGiB: lim.maxIopsPerGiB,
    baselineMiBps: lim.baselineMiBps,
    maxMiBps: lim.maxMiBps,
    maxMiBpsPerIops: lim.maxMiBpsPerIops,
    ...(lim.publishedMBps ? { throughputStepMiBps: MIBPS_PER_MBPS } : {}),
    maxIoSizeKiB: 256,
    readLatencyUs: lim.readLatencyUs,
    burstIops: 0,
    fullThroughputSizeGiB: 0,
    source: lim.source,
    asOf: lim.asOf,
    ...(lim.note === undefined ? {} : { note: lim.note }),
  };
}

/**
 * The cost items of a provisioned disk priced per GiB, IOPS and MiB/s above what it includes
 * (Premium SSD v2, Ultra Disk, Hyperdisk): one item each, the source and caveat of the prices.
 */
/**
 * A provisioned disk's cost items in a region (undefined where its prices do not reach): the one
 * `items` every provisioned cloud kind needs, priced above `lim`'s included figures.
 */
export function regionItems(
  name: string,
  prices: Readonly<Record<string, CloudDiskPrices>>,
  lim: CloudDiskLimits,
): (v: VolumeFigures, region: string, prefix: string) => CostDraft[] | undefined {
  return (v, region, prefix) => {
    const p = Object.hasOwn(prices, region) ? prices[region] : undefined;
    return p ? provisionedItems(name, v, p, lim, prefix) : undefined;
  };
}

export function provisionedItems(
  name: string,
  v: VolumeFigures,
  p: CloudDiskPrices,
  lim: CloudDiskLimits,
  prefix: string,
): CostDraft[] {
  const src = provenance(p);
  const includedIops = lim.baselineIops;
  const extraIops = Math.max(0, v.iops - (p.perIopsMonthUsd > 0 ? includedIops : v.iops));
  const items: CostDraft[] = [
    {
      label: () => `${prefix}${name} ${fmt(v.sizeGiB)} GiB × ${usd(p.perGiBMonthUsd)}/GiB-month`,
      monthlyUsd: v.sizeGiB * p.perGiBMonthUsd,
      ...src,
    },
  ];
  if (p.perIopsMonthUsd > 0)
    items.push({
      label: () =>
        `${prefix}${name} IOPS ${fmt(extraIops)} above ${fmt(includedIops)} × ${usd(p.perIopsMonthUsd)}/IOPS-month`,
      monthlyUsd: extraIops * p.perIopsMonthUsd,
      ...src,
    });
  if (p.perMiBpsMonthUsd > 0) items.push(throughputItem(name, v, p, lim, prefix, src));
  return items;
}

/** MB/s (10^6 bytes/s) in `mibps`, rounded to a millionth (125 MB/s read back from MiB/s is 125). */
function toMBps(mibps: number): number {
  return Math.round((mibps / MIBPS_PER_MBPS) * 1e6) / 1e6;
}

/** The throughput above the included, billed per MB/s-month (Azure) or per MiB/s-month. */
function throughputItem(
  name: string,
  v: VolumeFigures,
  p: CloudDiskPrices,
  lim: CloudDiskLimits,
  prefix: string,
  src: ReturnType<typeof provenance>,
): CostDraft {
  const mbPrice = p.perMBpsMonthUsd;
  if (mbPrice !== undefined) {
    const included = lim.publishedMBps?.baseline ?? toMBps(lim.baselineMiBps);
    const extra = Math.max(0, toMBps(v.throughputMiBps) - included);
    return {
      label: () =>
        `${prefix}${name} throughput ${fmt(extra)} MB/s above ${fmt(included)} MB/s × ${usd(mbPrice)} per MB/s-month`,
      monthlyUsd: extra * mbPrice,
      ...src,
    };
  }
  const extraMiBps = Math.max(0, v.throughputMiBps - lim.baselineMiBps);
  return {
    label: () =>
      `${prefix}${name} throughput ${fmt(extraMiBps)} MiB/s above ${fmt(lim.baselineMiBps)} × ${usd(p.perMiBpsMonthUsd)} per MiB/s-month`,
    monthlyUsd: extraMiBps * p.perMiBpsMonthUsd,
    ...src,
  };
}

function telemetry(spec: CloudDiskSpec, st: StorageChoice): CapacityLimit[] {
  const v = spec.caps(st, true, { iops: 0, mibps: 0 });
  return [
    {
      key: 'volume-iops',
      label: `${formatInt(v.iops)} ${spec.name} IOPS`,
      measure: 'ebs-iops',
      value: v.iops,
      unit: 'IOPS',
    },
    {
      key: 'volume-mibps',
      label: `${formatInt(v.mibps)} ${spec.name} MiB/s`,
      measure: 'mibps',
      value: v.mibps,
      unit: 'MiB/s',
    },
  ];
}

/**
 * More of what a provisioned disk provisions, for the advice (as gp3's): +64, +125, +250 MiB/s
 * (with the IOPS and size the rules need) and +1,000, +3,000, +9,000 IOPS (with the size), within
 * the kind's maxima.
 */
function provisionedAdvice(kind: string, lim: VolumeLimits, st: StorageChoice): StorageAdvice[] {
  const out: StorageAdvice[] = [];
  for (const add of [64, 125, 250]) {
    const mibps = Math.min(lim.maxMiBps, st.throughputMiBps + add);
    const iops = Math.max(st.iops, ebsMinIopsForThroughput(lim, mibps));
    const size = Math.max(st.sizeGiB, ebsMinSizeForIops(lim, iops));
    if (mibps <= st.throughputMiBps || iops > lim.maxIops) continue;
    const extra = iops > st.iops ? ` (and ${formatInt(iops)} IOPS, which that needs)` : '';
    out.push({
      kind: `${kind}-throughput`,
      change: `+${formatInt(mibps - st.throughputMiBps)} MiB/s${extra}`,
      patch: { storage: { throughputMiBps: mibps, iops, sizeGiB: size } },
    });
  }
  for (const add of [1000, 3000, 9000]) {
    const iops = Math.min(lim.maxIops, st.iops + add);
    if (iops <= st.iops) continue;
    const size = Math.max(st.sizeGiB, ebsMinSizeForIops(lim, iops));
    out.push({
      kind: `${kind}-iops`,
      change: `+${formatInt(iops - st.iops)} IOPS`,
      patch: { storage: { iops, sizeGiB: size } },
    });
  }
  return out;
}

/** A kind module from the parts of a cloud disk kind. */
export function cloudDiskKind(spec: CloudDiskSpec): StorageKindModule {
  const lim = cloudVolumeLimits(spec.kind, spec.limits);
  const advises = spec.provisions.iops && spec.provisions.throughputMiBps;
  return {
    kind: spec.kind,
    name: spec.name,
    label: spec.label,
    clouds: [spec.cloud],
    onEbs: false,
    durable: true,
    provisions: spec.provisions,
    ...(spec.limits.publishedMBps ? { throughputUnit: 'MB/s' as const } : {}),
    ...(spec.baselineIncluded ? { baselineIncluded: true } : {}),
    searchedByDefault: spec.searchedByDefault,
    deviceClass: 'ebs',
    // No published read rates or startup k-sweeps on these clouds (docs/model.md §uncertainty).
    measured: { rates: false, reader: false },
    logVolume: true,
    volumeLimits: () => lim,
    volumeCaps: (v, _catalog, sustained, out) => spec.caps(v, sustained, out),
    params: (st, inst, _catalog, mode, fmtN) => cloudParams(spec, st, inst, mode.sustained, fmtN),
    costItems: (v, _st, _prices: EbsPrices, prefix, _catalog: Catalog, s?: KindScenario) =>
      (s ? spec.items(v, s.region, prefix) : undefined) ?? [],
    searchCandidates: (_catalog, _prices, dataGiB, c, region) =>
      region === undefined ? [] : spec.grid(dataGiB, c, region),
    telemetryLimits: (scenario) => telemetry(spec, scenario.storage),
    preventsTornWrites: () => false,
    describe: (st) => spec.describe(st),
    ...(spec.issues ? { issues: spec.issues } : {}),
    ...(spec.unavailableOn ? { unavailableOn: spec.unavailableOn } : {}),
    ...(advises
      ? { storageAdvice: (st: StorageChoice) => provisionedAdvice(spec.kind, lim, st) }
      : {}),
  };
}

/** "500 GiB" and the like in a kind's words. */
export const int = formatInt;

/** IOPS and MiB/s levels a provisioned cloud disk's search grid tries (within its limits). */
const GRID_IOPS = [3000, 6000, 12000, 20000, 40000, 80000, 160000];
const GRID_MIBPS = [125, 140, 250, 500, 1000, 2000];

/**
 * The grid of a disk provisioned in size, IOPS and throughput apart (Premium SSD v2, Ultra Disk,
 * Hyperdisk Balanced): at each IOPS and MiB/s level the smallest size that holds the data and
 * allows the IOPS, priced by `monthlyUsd`; fixed settings (`c`) replace the levels.
 */
export function provisionedGrid(
  kind: StorageKind,
  lim: CloudDiskLimits,
  dataGiB: number,
  c: StorageConstraints,
  monthlyUsd: (v: VolumeFigures) => number,
): StorageCandidate[] {
  const least = Math.max(lim.minSizeGiB, c.minSizeGiB ?? 0, Math.ceil(dataGiB));
  const iopsLevels =
    c.iops !== undefined
      ? [c.iops]
      : [lim.baselineIops, ...GRID_IOPS.filter((i) => i > lim.baselineIops && i <= lim.maxIops)];
  const out: StorageCandidate[] = [];
  for (const iops of iopsLevels) {
    const perGiB = lim.maxIopsPerGiB > 0 ? Math.ceil(iops / lim.maxIopsPerGiB) : 0;
    const size = c.sizeGiB ?? Math.max(least, iops > lim.baselineIops ? perGiB : 0);
    if (size > lim.maxSizeGiB || size < dataGiB) continue;
    const top = Math.min(
      lim.maxMiBps,
      lim.maxMiBpsPerIops > 0 ? iops * lim.maxMiBpsPerIops : lim.maxMiBps,
    );
    const levels =
      c.throughputMiBps !== undefined
        ? [c.throughputMiBps]
        : [lim.baselineMiBps, ...GRID_MIBPS.filter((m) => m > lim.baselineMiBps && m <= top)];
    for (const mibps of levels) {
      if (mibps > top) continue;
      const v = { kind, sizeGiB: size, iops, throughputMiBps: mibps };
      out.push({ ...v, monthlyUsd: monthlyUsd(v) });
    }
  }
  return out.sort((a, b) => a.monthlyUsd - b.monthlyUsd);
}

/** The disk's IOPS and MiB/s as provisioned (Premium SSD v2, Ultra Disk, Hyperdisk). */
export function provisionedCaps(
  v: VolumeFigures,
  _sustained: boolean,
  out: VolumeCaps,
): VolumeCaps {
  out.iops = v.iops;
  out.mibps = v.throughputMiBps;
  return out;
}

/** The sum of a kind's items in a region (0 when it has no price there). */
export function itemsUsd(items: CostDraft[] | undefined): number {
  return (items ?? []).reduce((sum, i) => sum + i.monthlyUsd, 0);
}
