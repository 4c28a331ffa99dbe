/**
 * The user catalog overlay: prices read from an AWS offer file by `innosizer catalog update`,
 * laid over the shipped catalog. Published prices replace the shipped (possibly estimated) ones
 * type by type; a region the shipped catalog lacks is added with the overlay's instance prices and
 * us-east-1's EBS prices, marked as an estimate (EC2 offer file EBS prices are not read yet).
 */
import type { Catalog, InstancePrice, RegionCatalog } from '../types.ts';
import { setOwn } from '../../own.ts';

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
}

/** An overlay read back from disk, checked; a message when it is not one. */
export function checkOverlay(raw: unknown): CatalogOverlay | string {
  if (typeof raw !== 'object' || raw === null) return 'not a JSON object';
  const o = raw as Partial<CatalogOverlay>;
  if (o.format !== OVERLAY_FORMAT) return `"format" is not "${OVERLAY_FORMAT}"`;
  if (typeof o.createdAt !== 'string' || typeof o.offer !== 'object' || !o.offer)
    return 'missing "createdAt" or "offer"';
  if (typeof o.regions !== 'object' || o.regions === null) return 'missing "regions"';
  for (const [id, r] of Object.entries(o.regions)) {
    if (typeof r?.name !== 'string' || typeof r.instancePrices !== 'object')
      return `region ${id} has no name or prices`;
    for (const [t, p] of Object.entries(r.instancePrices)) {
      if (!(typeof p?.hourlyUsd === 'number' && p.hourlyUsd > 0))
        return `region ${id}, ${t}: hourlyUsd is not a positive number`;
    }
  }
  return o as CatalogOverlay;
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

/** The catalog with the overlay's prices laid over it (the inputs are not changed). */
export function applyOverlay(catalog: Catalog, overlay: CatalogOverlay): Catalog {
  const regions: Record<string, RegionCatalog> = { ...catalog.regions };
  for (const [id, r] of Object.entries(overlay.regions)) {
    const region = Object.hasOwn(regions, id) ? regions[id] : newRegion(catalog, id, r);
    if (!region) continue;
    const prices = { ...region.instancePrices };
    for (const [t, p] of Object.entries(r.instancePrices))
      if (Object.hasOwn(catalog.instances, t)) prices[t] = p;
    setOwn(regions, id, { ...region, instancePrices: prices });
  }
  return { ...catalog, regions };
}
