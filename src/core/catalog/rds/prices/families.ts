/**
 * Builds a family's hourly prices from the sizes a source lists. Sizes the source does not list
 * are priced in proportion to vCPU from the family's largest listed size (RDS and Aurora prices
 * are proportional to size within a family: the cited tables double at every size step), and a
 * family the source does not list at all is priced from a sibling family of the same source times
 * the on-demand EC2 price ratio of the two families' instance types. Every derived price says so.
 */
import type { Sourced } from '../../types.ts';
import { RDS_CLASSES } from '../classes.ts';
import { US_EAST_1 } from '../../prices/us-east-1.ts';

/** Rounds away binary floating-point noise (AWS lists at most 6 decimals). */
export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** One hourly figure with its provenance. */
export interface HourlyFigure extends Sourced {
  hourlyUsd: number;
  estimated: boolean;
}

/** Size → $/hour as a source lists it. */
export type SizeTable = Readonly<Record<string, number>>;

function vcpuOf(family: string, size: string): number | undefined {
  return RDS_CLASSES[`db.${family}.${size}`]?.vCpu;
}

/** The classes of `family` sold for an engine, smallest first. */
function sizesOf(family: string, engine: 'mysql' | 'aurora-mysql'): string[] {
  return Object.values(RDS_CLASSES)
    .filter((c) => c.family === family && c.engines.includes(engine))
    .sort((a, b) => a.vCpu - b.vCpu)
    .map((c) => c.size);
}

/** Size → figure for every class of `family` the engine sells, from the sizes `table` lists. */
export function familyPrices(
  family: string,
  engine: 'mysql' | 'aurora-mysql',
  table: SizeTable,
  p: Sourced,
  derivedNote?: string,
): Record<string, HourlyFigure> {
  const listed = Object.keys(table).filter((s) => vcpuOf(family, s) !== undefined);
  const anchor = listed.sort((a, b) => (vcpuOf(family, b) ?? 0) - (vcpuOf(family, a) ?? 0))[0];
  const out: Record<string, HourlyFigure> = {};
  for (const size of sizesOf(family, engine)) {
    const own = table[size];
    if (own !== undefined) {
      out[size] =
        derivedNote === undefined
          ? { hourlyUsd: own, estimated: false, ...p }
          : { hourlyUsd: own, estimated: true, source: p.source, asOf: p.asOf, note: derivedNote };
      continue;
    }
    if (anchor === undefined) continue;
    const ratio = (vcpuOf(family, size) ?? 0) / (vcpuOf(family, anchor) ?? 1);
    out[size] = {
      hourlyUsd: round6((table[anchor] ?? 0) * ratio),
      estimated: true,
      source: p.source,
      asOf: p.asOf,
      note:
        `${derivedNote === undefined ? '' : `${derivedNote} `}` +
        `Derived, not listed in the source: db.${family}.${anchor} × ${ratio} (vCPU ratio; prices are proportional to size within a family).`,
    };
  }
  return out;
}

/** us-east-1 EC2 on-demand $/hour of an instance type (the EC2 catalog's generated price). */
function ec2Hourly(type: string): number {
  const p = US_EAST_1.instancePrices[type];
  if (!p) throw new Error(`the EC2 catalog has no us-east-1 price of ${type}`);
  return p.hourlyUsd;
}

/**
 * A family's size table from a sibling family's: each size × the us-east-1 EC2 price ratio of
 * `<family>.large` to `<sibling>.large`, or × `ratio` when the sibling is not in the EC2 catalog
 * (then `ratioNote` says where the ratio comes from).
 */
export function siblingTable(
  family: string,
  sibling: string,
  siblingTable: SizeTable,
  ratio?: { value: number; note: string },
): { table: SizeTable; note: string } {
  const r = ratio?.value ?? ec2Hourly(`${family}.large`) / ec2Hourly(`${sibling}.large`);
  const why =
    ratio?.note ??
    `EC2 ${family}.large / ${sibling}.large on-demand price ratio in us-east-1, ${r.toFixed(4)}`;
  const table = Object.fromEntries(
    Object.entries(siblingTable).map(([size, usd]) => [size, round6(usd * r)]),
  );
  return {
    table,
    note: `Derived, not listed in the source: db.${sibling} price × ${why} (an estimate; the AmazonRDS price list offer file, which prices RDS and Aurora, gives the real price).`,
  };
}
