/**
 * What every EBS kind shares (gp3, io2, gp2, and any kind built with `ebsKind`): read through the
 * instance's EBS ceiling, restorable from a snapshot, a separate log volume possible, the
 * size/IOPS/throughput rules of its `VolumeLimits`, priced per GiB-month, torn-write prevention on
 * Nitro instances. A kind module gives the parts that differ (`EbsKindSpec`).
 */
import type { Catalog, EbsPrices, InstanceType } from '../catalog/types.ts';
import type { TornWriteRules } from '../catalog/tornWrite.ts';
import { BUFFERED_READ_OVERHEAD_US, EBS_LATENCY_US_PER_KIB } from '../devices/constants.ts';
import { ebsReader } from '../devices/reader.ts';
import { formatInt } from '../format/index.ts';
import type { StorageChoice, StorageKind } from '../scenario/types.ts';
import { fmt, provenance, usd } from './price.ts';
import type {
  Cap,
  CapacityLimit,
  CostDraft,
  DeviceMode,
  DeviceParams,
  StorageCandidate,
  StorageConstraints,
  StorageKindModule,
  VolumeCaps,
  VolumeFigures,
  VolumeLimits,
} from './types.ts';

function tighter(a: Cap, b: Cap | null): Cap {
  return b !== null && b.value < a.value ? b : a;
}

/** The instance's EBS ceiling as caps (burst or sustained), null for a custom instance. */
export function instanceEbsCaps(
  inst: InstanceType | null,
  sustained: boolean,
  fmtN: (n: number) => string,
): { iops: Cap | null; bandwidth: Cap | null } {
  if (!inst) return { iops: null, bandwidth: null };
  const iops = sustained ? inst.ebs.baselineIops : inst.ebs.maxIops;
  const mibps = sustained ? inst.ebs.baselineMiBps : inst.ebs.maxMiBps;
  const kind = sustained ? 'baseline' : 'burst';
  // An estimated row (estimateNote): the IOPS and the baseline bandwidth are estimates; the
  // maximum (burst) bandwidth is published.
  const est = inst.ebs.estimateNote === undefined ? '' : ' (estimate)';
  return {
    iops: {
      value: iops,
      bound: 'instance-ebs',
      label: `${inst.name} EBS ${kind} ceiling ${fmtN(iops)} IOPS${est}`,
    },
    bandwidth: {
      value: mibps,
      bound: 'instance-ebs',
      label: `${inst.name} EBS ${kind} ceiling ${fmtN(mibps)} MiB/s${sustained ? est : ''}`,
    },
  };
}

/** The parts of an EBS kind that differ from kind to kind. */
export interface EbsKindSpec {
  kind: StorageKind;
  label: string;
  provisions: StorageKindModule['provisions'];
  searchedByDefault: boolean;
  limits(catalog: Catalog): VolumeLimits;
  /** The volume's IOPS and MiB/s, burst or sustained. */
  caps(v: VolumeFigures, lim: VolumeLimits, sustained: boolean, out: VolumeCaps): VolumeCaps;
  /** How a cap is named in explanations ("gp3 provisioned"), and what follows the IOPS (gp2: " (burst)"). */
  capName: string;
  capIopsSuffix?: (sustained: boolean) => string;
  /** What telemetry calls the volume's IOPS and MiB/s limits ("6,000 provisioned IOPS"). */
  telemetryIops(iops: number, v: VolumeFigures): string;
  telemetryMiBps(mibps: number): string;
  /** Where its prices come from, when not from the region's EBS prices (the catalog's). */
  priceSource?: (prices: EbsPrices) => ReturnType<typeof provenance>;
  /** Price per GiB-month of the region's EBS prices. */
  storagePerGiBMonthUsd(prices: EbsPrices): number;
  /** Items beyond storage (provisioned IOPS, throughput). */
  extraItems?(
    v: VolumeFigures,
    prices: EbsPrices,
    catalog: Catalog,
    prefix: string,
    src: ReturnType<typeof provenance>,
  ): CostDraft[];
  searchCandidates(
    catalog: Catalog,
    prices: EbsPrices,
    dataGiB: number,
    c: StorageConstraints,
  ): StorageCandidate[];
  provisionedUsd?: StorageKindModule['provisionedUsd'];
  measured?: StorageKindModule['measured'];
  storageAdvice?: StorageKindModule['storageAdvice'];
  baselineIncluded?: boolean;
  /** The storage in words ("gp3 500 GiB, 3,000 IOPS, 125 MiB/s"): the same in every form. */
  describe(st: StorageChoice): string;
  /**
   * Its IOPS limiter's short-term excess was measured (gp3, io2: devices/limiter.ts), so the
   * device carries `volumeBucket`.
   */
  limiterBucket?: boolean;
}

function ebsParams(
  spec: EbsKindSpec,
  st: StorageChoice,
  inst: InstanceType | null,
  catalog: Catalog,
  mode: DeviceMode,
  fmtN: (n: number) => string,
): DeviceParams {
  const lim = spec.limits(catalog);
  const v = spec.caps(st, lim, mode.sustained, { iops: 0, mibps: 0 });
  const suffix = spec.capIopsSuffix?.(mode.sustained) ?? '';
  const what = spec.capName;
  const ceil = instanceEbsCaps(inst, mode.sustained, fmtN);
  return {
    iops: tighter(
      { value: v.iops, bound: 'iops', label: `${what} ${fmtN(v.iops)} IOPS${suffix}` },
      ceil.iops,
    ),
    bandwidth: tighter(
      { value: v.mibps, bound: 'bandwidth', label: `${what} ${fmtN(v.mibps)} MiB/s` },
      ceil.bandwidth,
    ),
    latency4kUs: Math.max(1, lim.readLatencyUs - BUFFERED_READ_OVERHEAD_US),
    latencyUsPerKiB: EBS_LATENCY_US_PER_KIB,
    latencyUsPerThread: 0,
    maxIoKiB: lim.maxIoSizeKiB,
    name: `${st.kind} volume`,
    // The reader reads the volume on its own latency curve (issue 40 item 2).
    reader: ebsReader(Math.max(1, lim.readLatencyUs - BUFFERED_READ_OVERHEAD_US)),
    onEbs: true,
    ...(spec.limiterBucket === true
      ? { volumeBucket: { burstIopsCeiling: ceil.iops?.value ?? Infinity } }
      : {}),
  };
}

function ebsCostItems(
  spec: EbsKindSpec,
  v: VolumeFigures,
  p: EbsPrices,
  prefix: string,
  catalog: Catalog,
): CostDraft[] {
  const src = spec.priceSource?.(p) ?? provenance(p);
  const perGiB = spec.storagePerGiBMonthUsd(p);
  return [
    {
      label: () => `${prefix}${spec.kind} storage ${fmt(v.sizeGiB)} GiB × ${usd(perGiB)}/GiB-month`,
      monthlyUsd: v.sizeGiB * perGiB,
      ...src,
    },
    ...(spec.extraItems?.(v, p, catalog, prefix, src) ?? []),
  ];
}

function ebsTelemetryLimits(
  spec: EbsKindSpec,
  st: StorageChoice,
  catalog: Catalog,
): CapacityLimit[] {
  const v = spec.caps(st, spec.limits(catalog), true, { iops: 0, mibps: 0 });
  return [
    {
      key: 'volume-iops',
      label: spec.telemetryIops(v.iops, st),
      measure: 'ebs-iops',
      value: v.iops,
      unit: 'IOPS',
    },
    {
      key: 'volume-mibps',
      label: spec.telemetryMiBps(v.mibps),
      measure: 'mibps',
      value: v.mibps,
      unit: 'MiB/s',
    },
  ];
}

/** A kind module from the parts of an EBS kind. */
export function ebsKind(spec: EbsKindSpec): StorageKindModule {
  return {
    kind: spec.kind,
    label: spec.label,
    onEbs: true,
    durable: true,
    provisions: spec.provisions,
    searchedByDefault: spec.searchedByDefault,
    deviceClass: 'ebs',
    logVolume: true,
    volumeLimits: (catalog) => spec.limits(catalog),
    volumeCaps: (v, catalog, sustained, out) => spec.caps(v, spec.limits(catalog), sustained, out),
    params: (st, inst, catalog, mode, fmtN) => ebsParams(spec, st, inst, catalog, mode, fmtN),
    costItems: (v, _st, prices, prefix, catalog) => ebsCostItems(spec, v, prices, prefix, catalog),
    searchCandidates: (catalog, prices, dataGiB, c) =>
      spec.searchCandidates(catalog, prices, dataGiB, c),
    telemetryLimits: (scenario, catalog) => ebsTelemetryLimits(spec, scenario.storage, catalog),
    preventsTornWrites: (inst: InstanceType, rules: TornWriteRules) =>
      rules.nitroFamilies.includes(inst.family),
    describe: (st) => spec.describe(st),
    ...(spec.provisionedUsd ? { provisionedUsd: spec.provisionedUsd } : {}),
    ...(spec.measured ? { measured: spec.measured } : {}),
    ...(spec.storageAdvice ? { storageAdvice: spec.storageAdvice } : {}),
    ...(spec.baselineIncluded ? { baselineIncluded: true } : {}),
  };
}

/** "500 GiB" and the like in a kind's words: whole numbers, grouped. */
export const int = formatInt;
