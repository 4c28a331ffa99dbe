/**
 * Lays the RDS part of a user catalog overlay (prices read from an AmazonRDS offer file) over the
 * RDS catalog. Published prices replace the shipped (possibly estimated) ones class by class and
 * field by field; a region the shipped catalog lacks is added from us-east-1's figures, marked as
 * an estimate, and the file's prices replace what it gives. A Multi-AZ or I/O-Optimized price
 * the file lacks is AWS's rule applied to the price it gives (×2, ×1.3), and says so.
 */
import type {
  AuroraInstancePrice,
  AuroraStoragePrices,
  ExtendedSupportRates,
  RdsCatalog,
  RdsInstancePrice,
  RdsRegionPrices,
  RdsStoragePrices,
} from '../rds/types.ts';
import type {
  AuroraPriceKey,
  ExtendedSupportBandKey,
  OverlayRdsRegion,
  RdsStoragePriceKey,
} from './rds.ts';
import {
  AURORA_PRICE_KEYS,
  AURORA_RESERVED_KEYS,
  EXTENDED_SUPPORT_BAND_KEYS,
  MYSQL_RESERVED_KEYS,
  RDS_STORAGE_PRICE_KEYS,
} from './rds.ts';
import { setOwn } from '../../own.ts';

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function newRegion(rds: RdsCatalog, id: string, name: string): RdsRegionPrices | null {
  const base = rds.regions['us-east-1'];
  if (!base) return null;
  const note = `us-east-1 figure, not of ${name}: an estimate (the offer file did not give it).`;
  const mark = <T extends { estimated: boolean; note?: string }>(x: T): T => ({
    ...x,
    estimated: true,
    note,
  });
  return {
    id,
    name,
    mysqlInstances: {},
    auroraInstances: {},
    storage: mark(base.storage),
    aurora: mark(base.aurora),
    extendedSupport: mark(base.extendedSupport),
  };
}

/** The region's class prices with those the file gives (for the catalog's classes) replaced. */
function classPrices<G, P>(
  base: Record<string, P>,
  given: Record<string, G>,
  rds: RdsCatalog,
  build: (g: G) => P | null,
): Record<string, P> {
  const out = { ...base };
  for (const [cls, g] of Object.entries(given)) {
    const p = Object.hasOwn(rds.classes, cls) ? build(g) : null;
    if (p) setOwn(out, cls, p);
  }
  return out;
}

type Provenance = { source: string; asOf: string };

/** The Reserved prices (and their upfront fees) the file gives for a class, as catalog fields. */
function reservedOf(p: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (typeof p[k] === 'number') out[k] = p[k];
  if (typeof p.reservedUpfront === 'object' && p.reservedUpfront !== null)
    out.reservedUpfront = p.reservedUpfront;
  return out;
}

function mysqlPrice(
  p: OverlayRdsRegion['mysqlInstances'][string],
  factor: number,
  prov: Provenance,
): RdsInstancePrice | null {
  if (p.hourlyUsd === undefined) return null;
  const note = `Multi-AZ = ${factor} × the published Single-AZ price (the file has no Multi-AZ SKU).`;
  return {
    hourlyUsd: p.hourlyUsd,
    hourlyUsdMultiAz: p.hourlyUsdMultiAz ?? round6(p.hourlyUsd * factor),
    ...reservedOf(p, MYSQL_RESERVED_KEYS),
    estimated: false,
    ...prov,
    ...(p.hourlyUsdMultiAz === undefined ? { note } : {}),
  };
}

function auroraPrice(
  p: OverlayRdsRegion['auroraInstances'][string],
  factor: number,
  prov: Provenance,
): AuroraInstancePrice | null {
  if (p.standardHourlyUsd === undefined) return null;
  const note = `I/O-Optimized = ${factor} × the published Aurora Standard price (the file has no I/O-Optimized SKU).`;
  return {
    standardHourlyUsd: p.standardHourlyUsd,
    ioOptimizedHourlyUsd: p.ioOptimizedHourlyUsd ?? round6(p.standardHourlyUsd * factor),
    ...reservedOf(p, AURORA_RESERVED_KEYS),
    estimated: false,
    ...prov,
    ...(p.ioOptimizedHourlyUsd === undefined ? { note } : {}),
  };
}

/** Field-by-field merge of published figures into a priced group; marks what stays estimated. */
function mergeFigures<
  T extends { estimated: boolean; source: string; asOf: string; note?: string },
  K extends string,
>(
  base: T,
  given: Partial<Record<K, number>>,
  keys: readonly K[],
  prov: { source: string; asOf: string },
  apply: (out: T, key: K, value: number) => void,
): T {
  const read = keys.filter((k) => given[k] !== undefined);
  if (read.length === 0) return base;
  const out = { ...base };
  for (const k of read) apply(out, k, given[k] ?? 0);
  const missing = keys.filter((k) => given[k] === undefined);
  const keptEstimate = base.estimated && missing.length > 0;
  const { note: _note, ...rest } = out;
  return {
    ...rest,
    ...prov,
    source: missing.length === 0 ? prov.source : `${prov.source}; other figures: ${base.source}`,
    estimated: keptEstimate,
    ...(missing.length === 0
      ? {}
      : {
          note: `From the offer file: ${read.join(', ')}; not in it, kept from the shipped catalog${keptEstimate ? ' (estimates)' : ''}: ${missing.join(', ')}.`,
        }),
  } as T;
}

function storagePrices(
  base: RdsStoragePrices,
  o: OverlayRdsRegion,
  prov: { source: string; asOf: string },
): RdsStoragePrices {
  return mergeFigures<RdsStoragePrices, RdsStoragePriceKey>(
    base,
    o.storage,
    RDS_STORAGE_PRICE_KEYS,
    prov,
    (out, k, v) => {
      if (k === 'io2PerIopsMonthUsd')
        out.io2IopsTiers = [{ fromIops: 0, toIops: 256000, perIopsMonthUsd: v }];
      else out[k] = v;
    },
  );
}

function auroraStorage(
  base: AuroraStoragePrices,
  o: OverlayRdsRegion,
  prov: { source: string; asOf: string },
): AuroraStoragePrices {
  return mergeFigures<AuroraStoragePrices, AuroraPriceKey>(
    base,
    o.aurora,
    AURORA_PRICE_KEYS,
    prov,
    (out, k, v) => {
      out[k] = v;
    },
  );
}

function extendedSupportRates(
  base: ExtendedSupportRates,
  o: OverlayRdsRegion,
  prov: { source: string; asOf: string },
): ExtendedSupportRates {
  return mergeFigures<ExtendedSupportRates, ExtendedSupportBandKey>(
    base,
    o.extendedSupport ?? {},
    EXTENDED_SUPPORT_BAND_KEYS,
    prov,
    (out, k, v) => {
      out.perVcpuHourUsd = { ...out.perVcpuHourUsd, [k]: v };
    },
  );
}

/** The RDS catalog with the overlay's RDS regions laid over it (inputs unchanged). */
export function applyRdsOverlay(
  rds: RdsCatalog,
  overlay: Readonly<Record<string, OverlayRdsRegion>>,
  imported: string,
): RdsCatalog {
  const regions: Record<string, RdsRegionPrices> = { ...rds.regions };
  for (const [id, o] of Object.entries(overlay)) {
    const base = Object.hasOwn(regions, id) ? regions[id] : newRegion(rds, id, o.name);
    if (!base) continue;
    const prov = { source: `${o.source}; ${imported}`, asOf: o.asOf };
    setOwn(regions, id, {
      ...base,
      mysqlInstances: classPrices(base.mysqlInstances, o.mysqlInstances, rds, (p) =>
        mysqlPrice(p, base.storage.multiAzInstanceFactor, prov),
      ),
      auroraInstances: classPrices(base.auroraInstances, o.auroraInstances, rds, (p) =>
        auroraPrice(p, base.aurora.ioOptimizedInstanceFactor, prov),
      ),
      storage: storagePrices(base.storage, o, prov),
      aurora: auroraStorage(base.aurora, o, prov),
      extendedSupport: extendedSupportRates(base.extendedSupport, o, prov),
    });
  }
  return { ...rds, regions };
}
