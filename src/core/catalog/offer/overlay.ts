/**
 * The user catalog overlay: prices read from an AWS offer file by `innosizer catalog update`,
 * laid over the shipped catalog. Published prices replace the shipped (possibly estimated) ones
 * type by type; a region the shipped catalog lacks is added with the overlay's instance prices and
 * us-east-1's EBS prices, marked as an estimate (EC2 offer file EBS prices are not read yet).
 */
import type { Catalog, InstancePrice, RegionCatalog } from '../types.ts';
import { setOwn } from '../../own.ts';
import type { OverlayRdsRegion } from './rds.ts';
import {
  AURORA_PRICE_KEYS,
  AURORA_RESERVED_KEYS,
  EXTENDED_SUPPORT_BAND_KEYS,
  MYSQL_RESERVED_KEYS,
  RDS_STORAGE_PRICE_KEYS,
} from './rds.ts';
import { applyRdsOverlay } from './rdsOverlay.ts';

export const OVERLAY_FORMAT = 'innosizer-catalog-overlay-v1';

export interface OverlayRegion {
  name: string;
  instancePrices: Record<string, InstancePrice>;
}

export interface CatalogOverlay {
  format: typeof OVERLAY_FORMAT;
  /** When the overlay was written (ISO 8601). */
  createdAt: string;
  /** The offer file it was read from. */
  offer: { offerCode: string; version: string; publicationDate: string; file: string };
  regions: Record<string, OverlayRegion>;
  /**
   * RDS for MySQL and Aurora MySQL prices read from AmazonRDS offer files, per region (absent in
   * overlays written before they were read, and when only EC2 files were read).
   */
  rds?: Record<string, OverlayRdsRegion>;
}

const OPTIONAL_PRICES = ['reserved1yHourlyUsd', 'reserved3yHourlyUsd'] as const;

const positive = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * An overlay read back from disk (by the CLI, or by the app's main process and again by the
 * renderer), checked field by field; a message naming the first field that is wrong.
 */
export function checkOverlay(raw: unknown): CatalogOverlay | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'not a JSON object';
  const o = raw as Partial<CatalogOverlay>;
  if (o.format !== OVERLAY_FORMAT) return `"format" is not "${OVERLAY_FORMAT}"`;
  if (typeof o.createdAt !== 'string' || typeof o.offer !== 'object' || !o.offer)
    return 'missing "createdAt" or "offer"';
  if (!/^\d{4}-\d{2}-\d{2}/.test(o.createdAt)) return `"createdAt" "${o.createdAt}" is not a date`;
  for (const key of ['offerCode', 'version', 'publicationDate', 'file'] as const)
    if (typeof o.offer[key] !== 'string') return `"offer.${key}" is not text`;
  if (typeof o.regions !== 'object' || o.regions === null) return 'missing "regions"';
  for (const [id, r] of Object.entries(o.regions)) {
    if (typeof r?.name !== 'string' || typeof r.instancePrices !== 'object' || !r.instancePrices)
      return `region ${id} has no name or prices`;
    for (const [t, p] of Object.entries(r.instancePrices)) {
      if (!positive(p?.hourlyUsd)) return `region ${id}, ${t}: hourlyUsd is not a positive number`;
      if (typeof p.source !== 'string' || typeof p.asOf !== 'string')
        return `region ${id}, ${t}: no "source" or "asOf"`;
      for (const k of OPTIONAL_PRICES)
        if (p[k] !== undefined && !positive(p[k]))
          return `region ${id}, ${t}: ${k} is not a positive number`;
    }
  }
  if (o.rds !== undefined) {
    const bad = checkRds(o.rds);
    if (bad !== null) return bad;
  }
  return o as CatalogOverlay;
}

function checkPrices(where: string, r: Record<string, unknown>, keys: readonly string[]) {
  for (const k of keys)
    if (r[k] !== undefined && !positive(r[k])) return `${where}: ${k} is not a positive number`;
  return null;
}

/** A class's `reservedUpfront` checked: Reserved field → {purchaseOption, upfrontUsd}. */
function checkUpfront(where: string, u: unknown): string | null {
  if (u === undefined) return null;
  if (typeof u !== 'object' || u === null) return `${where}: reservedUpfront is not an object`;
  for (const [k, v] of Object.entries(u)) {
    const x = v as { purchaseOption?: unknown; upfrontUsd?: unknown } | null;
    const option = x?.purchaseOption === 'Partial Upfront' || x?.purchaseOption === 'All Upfront';
    if (!option || !positive(x.upfrontUsd))
      return `${where}: reservedUpfront.${k} is not a purchase option and an upfront fee`;
  }
  return null;
}

/** The overlay's `rds` part checked; a message naming the first wrong field, or null. */
function checkRds(rds: unknown): string | null {
  if (typeof rds !== 'object' || rds === null || Array.isArray(rds))
    return '"rds" is not an object';
  for (const [id, r] of Object.entries(rds as Record<string, Partial<OverlayRdsRegion>>)) {
    const where = `rds region ${id}`;
    if (typeof r?.name !== 'string' || typeof r.source !== 'string' || typeof r.asOf !== 'string')
      return `${where} has no name, "source" or "asOf"`;
    const groups = [r.mysqlInstances, r.auroraInstances, r.storage, r.aurora];
    if (groups.some((g) => typeof g !== 'object' || g === null))
      return `${where} lacks mysqlInstances, auroraInstances, storage or aurora`;
    const classes = { ...r.mysqlInstances, ...r.auroraInstances } as Record<string, object>;
    for (const [c, p] of Object.entries(classes)) {
      const bad = checkPrices(`${where}, ${c}`, p as Record<string, unknown>, [
        'hourlyUsd',
        'hourlyUsdMultiAz',
        'standardHourlyUsd',
        'ioOptimizedHourlyUsd',
        ...MYSQL_RESERVED_KEYS,
        ...AURORA_RESERVED_KEYS,
      ]);
      if (bad !== null) return bad;
      const bad2 = checkUpfront(
        `${where}, ${c}`,
        (p as { reservedUpfront?: unknown }).reservedUpfront,
      );
      if (bad2 !== null) return bad2;
    }
    const es = r.extendedSupport ?? {};
    if (typeof es !== 'object' || es === null) return `${where}: extendedSupport is not an object`;
    const bad =
      checkPrices(where, r.storage as Record<string, unknown>, RDS_STORAGE_PRICE_KEYS) ??
      checkPrices(where, r.aurora as Record<string, unknown>, AURORA_PRICE_KEYS) ??
      checkPrices(`${where}, extendedSupport`, es, EXTENDED_SUPPORT_BAND_KEYS);
    if (bad !== null) return bad;
  }
  return null;
}

/** An overlay holds a few prices per type and region: every region of an EC2 offer file fits in far less. */
export const MAX_OVERLAY_BYTES = 64 * 1024 * 1024;

/**
 * Where the overlay lives, one rule for the CLI (which writes it) and the app's main process
 * (which reads it), on every platform: `$INNOSIZER_CATALOG_OVERLAY`, or
 * `$XDG_CONFIG_HOME/innosizer/catalog-overlay.json`, by default under `<home>/.config`. The
 * callers pass their environment, home folder and path separator (the core has no Node).
 */
export function overlayLocation(
  env: { INNOSIZER_CATALOG_OVERLAY?: string | undefined; XDG_CONFIG_HOME?: string | undefined },
  home: string,
  sep: string,
): string {
  if (env.INNOSIZER_CATALOG_OVERLAY) return env.INNOSIZER_CATALOG_OVERLAY;
  const trim = (p: string) => (p.length > 1 && p.endsWith(sep) ? p.slice(0, -sep.length) : p);
  const config = env.XDG_CONFIG_HOME ? trim(env.XDG_CONFIG_HOME) : `${trim(home)}${sep}.config`;
  return [config, 'innosizer', 'catalog-overlay.json'].join(sep);
}

/** The overlay in `text` (the file's content), checked; a message saying why it is not one. */
export function parseOverlayText(text: string): CatalogOverlay | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return `not JSON: ${e instanceof Error ? e.message : String(e)}`;
  }
  return checkOverlay(raw);
}

/**
 * The overlay after a second `catalog update`: the regions `next` read replace the same regions of
 * `previous`, every other region of `previous` stays (an offer file of one region must not drop
 * the prices another region's file gave). Each price keeps its own source and date; `offer` and
 * `createdAt` describe the latest file read.
 */
export function mergeOverlays(previous: CatalogOverlay, next: CatalogOverlay): CatalogOverlay {
  const regions: Record<string, OverlayRegion> = {};
  for (const [id, r] of Object.entries(previous.regions)) setOwn(regions, id, r);
  for (const [id, r] of Object.entries(next.regions)) setOwn(regions, id, r);
  if (previous.rds === undefined && next.rds === undefined) return { ...next, regions };
  const rds: Record<string, OverlayRdsRegion> = {};
  for (const [id, r] of Object.entries(previous.rds ?? {})) setOwn(rds, id, r);
  for (const [id, r] of Object.entries(next.rds ?? {})) setOwn(rds, id, r);
  return { ...next, regions, rds };
}

/** "2026-11-23T17:40:00.000Z" → "2026-11-23": the day an overlay was written. */
export function overlayImportedOn(overlay: CatalogOverlay): string {
  return overlay.createdAt.slice(0, 10);
}

function newRegion(catalog: Catalog, id: string, r: OverlayRegion): RegionCatalog | null {
  const base = catalog.regions['us-east-1'];
  if (!base) return null;
  return {
    id,
    name: r.name,
    ebs: {
      ...base.ebs,
      note: `EBS prices of us-east-1, not of ${r.name}: an estimate (the EC2 offer file's EBS prices are not read).`,
    },
    instancePrices: {},
  };
}

/**
 * The catalog with the overlay's prices laid over it (the inputs are not changed). Each price's
 * source gains the day it was imported, so reports cite "offer file … of <publication date>,
 * imported <day>".
 */
export function applyOverlay(catalog: Catalog, overlay: CatalogOverlay): Catalog {
  const regions: Record<string, RegionCatalog> = { ...catalog.regions };
  for (const [id, r] of Object.entries(overlay.regions)) {
    const region = Object.hasOwn(regions, id) ? regions[id] : newRegion(catalog, id, r);
    if (!region) continue;
    const prices = { ...region.instancePrices };
    const imported = `imported ${overlayImportedOn(overlay)}`;
    for (const [t, p] of Object.entries(r.instancePrices))
      if (Object.hasOwn(catalog.instances, t))
        setOwn(prices, t, { ...p, source: `${p.source}; ${imported}` });
    setOwn(regions, id, { ...region, instancePrices: prices });
  }
  const rds =
    catalog.rds && overlay.rds
      ? applyRdsOverlay(catalog.rds, overlay.rds, `imported ${overlayImportedOn(overlay)}`)
      : catalog.rds;
  return { ...catalog, regions, ...(rds === undefined ? {} : { rds }) };
}
