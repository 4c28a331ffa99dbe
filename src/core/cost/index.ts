/**
 * Monthly cost, itemised (brief section 6): the data volume (storage, IOPS and throughput above
 * the included baseline), the instance (on-demand hourly price × hours per month), the separate log
 * volume (priced like a data volume of its kind), and the snapshot-restore remedy chosen. Every price comes from the catalog with its
 * source and date.
 */
import type { Catalog, EbsPrices } from '../catalog/types.ts';
import { getInstancePrice, getRegion } from '../catalog/index.ts';
import type { PricingOption, Scenario } from '../scenario/types.ts';
import {
  PRICING_OPTION_LABELS,
  appliedDiscountPercent,
  discountFactor,
  instanceRate,
  pricingLabel,
} from './pricing.ts';
import type { CostBreakdown, CostItem, CostPart } from '../types.ts';
import { managed } from '../deployment/index.ts';
import { managedCostDrafts } from './deployment.ts';
import type { IoRates } from '../storage/types.ts';
import { formatPercentUpTo } from '../format/index.ts';
import {
  initializationPerGiBUsd,
  initializationRateMiBps,
  snapshotDataGiB,
} from '../devices/restore.ts';
import { storageKind } from '../storage/index.ts';
import { fmt, provenance, usd } from '../storage/price.ts';
import { AURORA_IO_NOT_PRICED_NOTE } from '../storage/kinds/aurora.ts';
import type { CostDraft as Draft, VolumeFigures } from '../storage/types.ts';

export { tieredIopsUsd } from '../storage/price.ts';
export { gp3MonthlyUsd } from '../storage/kinds/gp3.ts';

/** The data volume's items (its kind's), then the separate log volume's, labels unwritten. */
function volumeItems(s: Scenario, catalog: Catalog, p: EbsPrices): Draft[] {
  const st = s.storage;
  const items = storageKind(st.kind).costItems(st, st, p, '', catalog, s);
  const log = s.logVolume;
  if (log.kind !== 'same') {
    const v: VolumeFigures = log;
    items.push(...storageKind(log.kind).costItems(v, st, p, 'log volume ', catalog, s));
  }
  return items;
}

function instanceItem(s: Scenario, catalog: Catalog): { item: Draft; applied: PricingOption } {
  const hours = catalog.hoursPerMonth;
  if (s.instance.type === 'custom') {
    return {
      item: {
        label: () => `custom instance ${usd(s.instance.customHourlyUsd)}/h × ${hours} h`,
        monthlyUsd: s.instance.customHourlyUsd * hours,
        source: 'user input',
        asOf: '',
      },
      applied: s.pricing.option,
    };
  }
  const price = getInstancePrice(catalog, s.region, s.instance.type);
  if (!price) {
    return {
      item: {
        label: () => `${s.instance.type} ${usd(0)}/h × ${hours} h`,
        monthlyUsd: 0,
        source: 'not in catalog',
        asOf: '',
      },
      applied: s.pricing.option,
    };
  }
  const rate = instanceRate(price, s.pricing.option);
  const src = provenance(price);
  const note = [src.note, rate.fallbackNote].filter((n) => n !== undefined).join(' ');
  return {
    item: {
      label: () =>
        `${s.instance.type} ${PRICING_OPTION_LABELS[rate.applied]} ${usd(rate.hourlyUsd)}/h × ${hours} h`,
      monthlyUsd: rate.hourlyUsd * hours,
      ...src,
      ...(note ? { note } : {}),
    },
    applied: rate.applied,
  };
}

/** Every item at the user's discount, its label saying so. */
function discounted(items: Draft[], s: Scenario): Draft[] {
  const d = appliedDiscountPercent(s.pricing.discountPercent);
  if (d === 0) return items;
  const f = discountFactor(s.pricing);
  const pct = formatPercentUpTo(d, 2);
  return items.map((i) => ({
    ...i,
    label: () => `${i.label()} − ${pct} discount`,
    monthlyUsd: i.monthlyUsd * f,
    ...(i.per1000AverageQpsUsd !== undefined
      ? { per1000AverageQpsUsd: i.per1000AverageQpsUsd * f }
      : {}),
  }));
}

function restoreItems(s: Scenario, catalog: Catalog, p: EbsPrices): Draft[] {
  const st = s.storage;
  if (!storageKind(st.kind).onEbs || st.volumeState !== 'restored') return [];
  // Both remedies are priced per restore, times the user's restores per month.
  const restores = Number.isFinite(st.restoresPerMonth) ? Math.max(0, st.restoresPerMonth) : 0;
  if (st.restoreRemedy === 'fsr') {
    // Enabled before each restore for as long as AWS takes to optimize the snapshot (60 min per
    // TiB, billed per minute with a one-hour minimum), then disabled; all month when the
    // restores add up to more.
    const rules = catalog.fastSnapshotRestore;
    const tib = snapshotDataGiB(s) / 1024;
    const perRestore = Math.max(rules.minimumBilledHours, (tib * rules.optimizeMinutesPerTiB) / 60);
    const month = catalog.hoursPerMonth;
    const allMonth = restores * perRestore >= month;
    const hours = allMonth ? month : restores * perRestore;
    return [
      {
        label: () =>
          allMonth
            ? `Fast Snapshot Restore, 1 snapshot × 1 AZ, enabled all month (${fmt(restores)} restores/month × ${fmt(perRestore)} h ≥ ${fmt(month)} h), ${usd(p.fsrPerHourUsd)}/h × ${fmt(month)} h`
            : `Fast Snapshot Restore, 1 snapshot × 1 AZ, enabled ${fmt(perRestore)} h per restore (optimizing ${fmt(rules.optimizeMinutesPerTiB)} min/TiB, ${fmt(rules.minimumBilledHours)} h minimum) × ${fmt(restores)} restores/month, ${usd(p.fsrPerHourUsd)}/h`,
        monthlyUsd: p.fsrPerHourUsd * hours,
        ...provenance({ ...p, source: `${p.source}; ${rules.source}` }),
      },
    ];
  }
  if (st.restoreRemedy === 'initialize') {
    // AWS bills the snapshot data, not the volume size (devices/restore.ts); the data size stands
    // in for the snapshot, so the item is an estimate whatever the price's provenance.
    const gib = snapshotDataGiB(s);
    const rate = initializationRateMiBps(catalog);
    const perGiB = initializationPerGiBUsd(p, rate);
    return [
      {
        label: () =>
          `volume initialization (estimate): ${fmt(gib)} GiB of snapshot data × ${usd(perGiB)}/GiB at ${fmt(rate)} MiB/s × ${fmt(restores)} restores/month`,
        monthlyUsd: gib * perGiB * restores,
        ...provenance({ ...p, note: p.initializationNote ?? p.note }),
      },
    ];
  }
  return [];
}

/** The cost's items, labels unwritten, and the sums the breakdown reports. */
interface Drafts {
  applied: PricingOption;
  /** How the applied option is named when it is not its usual label (an RDS upfront-only term). */
  appliedLabel?: string;
  /** False when the region is not in the catalog: the instance alone, and no per-QPS figure. */
  regional: boolean;
  storage: Draft[];
  instance: Draft | undefined;
  restore: Draft[];
  /** Aurora Standard's I/O requests (issue 29); empty elsewhere. */
  io: Draft[];
  /** RDS Extended Support of a MySQL version past standard support; empty elsewhere. */
  support: Draft[];
  storageUsd: number;
  instanceUsd: number;
  restoreUsd: number;
  ioUsd: number;
  supportUsd: number;
  /** One replica: the instance and its own volumes (restore remedies are the primary's). */
  replicas: Draft[];
  replicaUsd: number;
  monthlyUsd: number;
}

const sumOf = (items: Draft[]): number => items.reduce((a, i) => a + i.monthlyUsd, 0);

/** Drafts with their sums (the monthly total is every part's). */
function withSums(
  d: Pick<
    Drafts,
    'applied' | 'regional' | 'storage' | 'instance' | 'restore' | 'io' | 'support' | 'replicas'
  > & { appliedLabel?: string },
): Drafts {
  const storageUsd = sumOf(d.storage);
  const instanceUsd = d.instance?.monthlyUsd ?? 0;
  const restoreUsd = sumOf(d.restore);
  const ioUsd = sumOf(d.io);
  const supportUsd = sumOf(d.support);
  const replicaUsd = sumOf(d.replicas);
  const out: Drafts = {
    applied: d.applied,
    regional: d.regional,
    storage: d.storage,
    instance: d.instance,
    restore: d.restore,
    io: d.io,
    support: d.support,
    replicas: d.replicas,
    storageUsd,
    instanceUsd,
    restoreUsd,
    ioUsd,
    supportUsd,
    replicaUsd,
    monthlyUsd: storageUsd + instanceUsd + restoreUsd + ioUsd + supportUsd + replicaUsd,
  };
  if (d.appliedLabel !== undefined) out.appliedLabel = d.appliedLabel;
  return out;
}

/** No I/O: what the cost of an EC2 server, or a figure that does not price I/O, is given. */
const NO_IO: IoRates = { pageReadsPerSecond: 0, updatesPerSecond: 0 };

/** RDS and Aurora (cost/deployment.ts), every item at the user's discount. */
function managedDrafts(s: Scenario, catalog: Catalog, rates: IoRates): Drafts {
  const m = managedCostDrafts(s, catalog, rates, replicaCount(s));
  return withSums({
    applied: m.applied,
    ...(m.appliedLabel === undefined ? {} : { appliedLabel: m.appliedLabel }),
    regional: m.regional,
    storage: discounted(m.storage, s),
    instance: m.instance ? discounted([m.instance], s)[0] : undefined,
    restore: [],
    io: discounted(m.io, s),
    support: discounted(m.support, s),
    replicas: discounted(m.replicas, s),
  });
}

/** Replicas of the scenario (topology.replicas), a whole number from 0. */
export function replicaCount(s: Scenario): number {
  const n = s.topology?.replicas;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/**
 * One item per replica (issue 27): each replica is the same instance type with its own data volume
 * (and log volume) of the same kind and provisioning, so it costs the primary's instance and
 * volumes; restore remedies (FSR, initialization) are priced once, for the primary.
 */
function replicaDrafts(s: Scenario, serverUsd: number, storage: Draft[]): Draft[] {
  const n = replicaCount(s);
  if (n === 0) return [];
  const volumes = !storageKind(s.storage.kind).durable
    ? 'its own instance store'
    : storage.length > 0
      ? `its own ${s.storage.kind} volume${s.logVolume.kind !== 'same' ? ' and log volume' : ''}`
      : 'its own storage';
  return Array.from({ length: n }, (_, i) => ({
    label: () => `Replica ${i + 1}: ${s.instance.type} with ${volumes}, as the primary`,
    monthlyUsd: serverUsd,
    source: "the primary server's items above",
    asOf: '',
  }));
}

function costDrafts(s: Scenario, catalog: Catalog, rates: IoRates = NO_IO): Drafts {
  if (managed(s.deployment)) return managedDrafts(s, catalog, rates);
  const region = getRegion(catalog, s.region);
  const { item: instRaw, applied } = instanceItem(s, catalog);
  const [inst] = discounted([instRaw], s);
  const none = { restore: [], io: [], support: [], replicas: [] };
  if (!region || !inst)
    return withSums({ applied, regional: false, storage: [], instance: inst, ...none });
  const p = region.ebs;
  const storage = discounted(volumeItems(s, catalog, p), s);
  const restore = discounted(restoreItems(s, catalog, p), s);
  const replicas = replicaDrafts(s, sumOf(storage) + inst.monthlyUsd, storage);
  return withSums({ applied, regional: true, storage, instance: inst, ...none, restore, replicas });
}

/** `predictCost(…).monthlyUsd` alone, its items' labels never written (the charts' sweeps). */
export function predictMonthlyUsd(s: Scenario, catalog: Catalog, rates: IoRates = NO_IO): number {
  return costDrafts(s, catalog, rates).monthlyUsd;
}

/**
 * `predictCost(…).pricing.label` alone: the pricing option applied to the instance (an instance
 * without the option's price falls back to on-demand) and the discount.
 */
export function predictPricingLabel(s: Scenario, catalog: Catalog): string {
  if (managed(s.deployment)) {
    const d = costDrafts(s, catalog);
    return pricingLabel(d.applied, s.pricing.discountPercent, d.appliedLabel);
  }
  return pricingLabel(instanceItem(s, catalog).applied, s.pricing.discountPercent);
}

/**
 * Itemised monthly cost; `qps` is the predicted point-select QPS for the per-1,000-QPS figure,
 * `rates` the page reads and updates per second at the predicted throughput (Aurora Standard
 * prices its I/O requests from them; no I/O when left out).
 */
export function predictCost(
  s: Scenario,
  catalog: Catalog,
  qps: number,
  rates: IoRates = NO_IO,
): CostBreakdown {
  const d = costDrafts(s, catalog, rates);
  const pricing = {
    option: d.applied,
    discountPercent: appliedDiscountPercent(s.pricing.discountPercent),
    label: pricingLabel(d.applied, s.pricing.discountPercent, d.appliedLabel),
  };
  const monthlyUsd = d.monthlyUsd;
  return {
    monthlyUsd,
    storageUsd: d.storageUsd,
    instanceUsd: d.instanceUsd,
    restoreUsd: d.restoreUsd,
    ioUsd: d.ioUsd,
    supportUsd: d.supportUsd,
    replicaUsd: d.replicaUsd,
    servers: 1 + d.replicas.length,
    items: [
      ...d.storage.map((i) => itemOf(i, 'storage')),
      ...(d.instance ? [itemOf(d.instance, 'instance')] : []),
      ...d.io.map((i) => itemOf(i, 'io')),
      ...d.support.map((i) => itemOf(i, 'support')),
      ...d.restore.map((i) => itemOf(i, 'restore')),
      ...d.replicas.map((i) => itemOf(i, 'replica')),
    ],
    per1000QpsUsd: d.regional && qps > 0 && Number.isFinite(qps) ? monthlyUsd / (qps / 1000) : 0,
    pricing,
    ...ioNotPriced(d.io),
  };
}

/**
 * A draft with its label written, field by field in the drafts' order (`{ ...draft }` of drafts of
 * many shapes was a third of the cost's time): the item left out of the total (Aurora Standard's
 * I/O) gives its per-1,000-QPS figure before its source. A new `CostItem` field goes here too.
 */
function itemOf(i: Draft, part: CostPart): CostItem {
  const o: CostItem = { label: i.label(), monthlyUsd: i.monthlyUsd } as CostItem;
  if (i.per1000AverageQpsUsd !== undefined) o.per1000AverageQpsUsd = i.per1000AverageQpsUsd;
  o.source = i.source;
  o.asOf = i.asOf;
  if (i.note !== undefined) o.note = i.note;
  o.part = part;
  return o;
}

/** The I/O item left out of the total for want of an average load (Aurora Standard), if any. */
function ioNotPriced(io: readonly Draft[]): Pick<CostBreakdown, 'ioNotPriced'> {
  const i = io.find((x) => x.per1000AverageQpsUsd !== undefined);
  if (i?.per1000AverageQpsUsd === undefined) return {};
  return {
    ioNotPriced: { per1000AverageQpsUsd: i.per1000AverageQpsUsd, note: AURORA_IO_NOT_PRICED_NOTE },
  };
}

/**
 * Where a cost table shows the storage subtotal (`storageUsd`): after the last volume item, when the
 * volumes take two items or more (a single item is its own subtotal); -1 for no subtotal row.
 */
export function storageSubtotalAfter(items: readonly { part?: CostPart }[]): number {
  let last = -1;
  let count = 0;
  items.forEach((item, i) => {
    if (item.part === 'storage') {
      last = i;
      count += 1;
    }
  });
  return count >= 2 ? last : -1;
}

/**
 * Where a cost table shows the primary server's subtotal (issue 27: the servers separately, then
 * the total): after its last item, before the first replica; -1 without replicas.
 */
export function primarySubtotalAfter(items: readonly { part?: CostPart }[]): number {
  const first = items.findIndex((i) => i.part === 'replica');
  return first > 0 ? first - 1 : -1;
}
