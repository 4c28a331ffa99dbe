/**
 * Growth (issue 27): the scenario month by month as its tables and data grow at
 * `scenario.growth`'s rates, for up to 36 months, and when it outgrows the startup target, the
 * QPS target and its volume.
 *
 *     tables(m) = tables + tablesPerMonth × m
 *     dataGiB(m) = dataGiB + dataGiBPerMonth × m
 *
 * Each month is predicted by the model (`predictFigures`) and at the pessimistic end of its range
 * (`pessimisticFigures`): a target counts as exceeded from the first month its pessimistic end
 * misses it, the rule recommend applies by default. Growth is linear: the DBA gives the rates
 * (from their own history); the model does not extrapolate a trend.
 *
 * The volume is full in the first month whose data, or whose tables' minimum .ibd size
 * (`minTablesGiB`: every file takes at least its initial pages), no longer fits the EBS volume or
 * the instance store. Later months are predicted as if the EBS volume had been enlarged to hold
 * them (an online Elastic Volumes change, which does not change the provisioned IOPS or
 * throughput); on the instance store, which cannot grow, they have no figures. A month whose
 * scenario the model refuses for another reason (e.g. beyond 10 million tables) has none either.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG, getInstance } from '../catalog/index.ts';
import type { Scenario } from '../scenario/types.ts';
import { storageKind } from '../storage/index.ts';
import { minTablesGiB, parseMysqlVersion } from '../scenario/version.ts';
import { predictFigures } from '../model.ts';
import { startupNotModelled } from '../startup/index.ts';
import { pessimisticFigures } from '../uncertainty/index.ts';
import { formatDuration, formatInt, formatNumber, formatQps } from '../format/index.ts';

/** How far growth is projected, months. */
export const GROWTH_MONTHS = 36;

export interface GrowthPoint {
  month: number;
  tables: number;
  dataGiB: number;
  /**
   * Predicted startup, seconds; null when the model cannot run the month's scenario, or its
   * startup is not modelled (issue 40: Aurora).
   */
  startupSeconds: number | null;
  /** Predicted point-select QPS; null as `startupSeconds`. */
  qps: number | null;
  /** The pessimistic end of the month's ranges (slowest startup, lowest QPS), or null. */
  startupPessimisticSeconds: number | null;
  qpsPessimistic: number | null;
}

export interface GrowthProjection {
  /** First month whose pessimistic startup exceeds the startup target; null: never within 36. */
  startupExceedsTargetInMonths: number | null;
  /** First month whose pessimistic QPS is below the QPS target; null: never within 36. */
  qpsBelowTargetInMonths: number | null;
  /** First month whose data or tables no longer fit the volume; null: never within 36. */
  volumeFullInMonths: number | null;
  points: GrowthPoint[];
  /** The projection in one line ("Startup exceeds 2 min 00 s in 14 months; …"). */
  text: string;
}

/** The scenario grows (tables or data per month above 0). */
export function hasGrowth(s: Scenario): boolean {
  // A scenario built before the growth fields existed (not read through the schema) has none.
  const g = growthOf(s);
  return g.tablesPerMonth > 0 || g.dataGiBPerMonth > 0;
}

/** The scenario's growth rates (none when the section is missing). */
function growthOf(s: Scenario): Scenario['growth'] {
  return (s as Partial<Scenario>).growth ?? { tablesPerMonth: 0, dataGiBPerMonth: 0 };
}

/** What the month's data needs on its volume, GiB: the data, at least the tables' .ibd files. */
function needGiB(s: Scenario): number {
  const ver = parseMysqlVersion(s.mysql.version);
  const tables = ver ? minTablesGiB(s.mysql.tables, ver, s.mysql.pageSizeKiB) : 0;
  return Math.max(s.mysql.dataGiB, tables);
}

/** The capacity the data lives on, GiB, and whether it can grow; null for a custom device. */
function capacityOf(s: Scenario, catalog: Catalog): { gib: number; grows: boolean } | null {
  const m = storageKind(s.storage.kind);
  if (m.provisions.sizeGiB) return { gib: s.storage.sizeGiB, grows: true };
  if (m.instanceCapacityGiB) {
    const inst = getInstance(catalog, s.instance.type);
    return inst?.instanceStore ? { gib: m.instanceCapacityGiB(inst), grows: false } : null;
  }
  return null;
}

/** The scenario after `month` months of growth, the EBS volume enlarged when the data needs it. */
export function grownScenario(s: Scenario, month: number): Scenario {
  const g = growthOf(s);
  const out: Scenario = {
    ...s,
    mysql: {
      ...s.mysql,
      tables: Math.floor(s.mysql.tables + Math.max(0, g.tablesPerMonth) * month),
      dataGiB: s.mysql.dataGiB + Math.max(0, g.dataGiBPerMonth) * month,
    },
  };
  if (storageKind(s.storage.kind).provisions.sizeGiB) {
    const need = Math.ceil(needGiB(out));
    if (need > s.storage.sizeGiB) out.storage = { ...s.storage, sizeGiB: need };
  }
  return out;
}

function pointAt(s: Scenario, month: number, full: boolean, catalog: Catalog): GrowthPoint {
  const grown = grownScenario(s, month);
  const base = { month, tables: grown.mysql.tables, dataGiB: grown.mysql.dataGiB };
  const none = {
    ...base,
    startupSeconds: null,
    qps: null,
    startupPessimisticSeconds: null,
    qpsPessimistic: null,
  };
  if (full) return none;
  const f = predictFigures(grown, catalog);
  if (!f) return none;
  const p = pessimisticFigures(grown, catalog);
  // A startup that is not modelled (issue 40: Aurora) has no figure in any month.
  const modelled = f.startup.modelled;
  return {
    ...base,
    startupSeconds: modelled ? f.startup.totalSeconds : null,
    qps: f.qps.pointSelect,
    startupPessimisticSeconds: modelled ? p.startupSeconds : null,
    qpsPessimistic: p.qps,
  };
}

/**
 * The growth projection of a valid scenario against the targets (either may be absent: its month
 * is then null).
 */
export function projectGrowth(
  s: Scenario,
  targets: { maxStartupSeconds?: number; minQps?: number } = {},
  catalog: Catalog = DEFAULT_CATALOG,
): GrowthProjection {
  const cap = capacityOf(s, catalog);
  let volumeFull: number | null = null;
  let startupExceeds: number | null = null;
  let qpsBelow: number | null = null;
  const points: GrowthPoint[] = [];
  for (let m = 0; m <= GROWTH_MONTHS; m += 1) {
    const grown = grownScenario(s, m);
    if (volumeFull === null && cap && needGiB(grown) > cap.gib) volumeFull = m;
    const p = pointAt(s, m, volumeFull !== null && cap?.grows === false, catalog);
    points.push(p);
    const slow = p.startupPessimisticSeconds;
    const low = p.qpsPessimistic;
    if (startupExceeds === null && targets.maxStartupSeconds !== undefined && slow !== null)
      if (slow > targets.maxStartupSeconds) startupExceeds = m;
    if (qpsBelow === null && targets.minQps !== undefined && low !== null)
      if (low < targets.minQps) qpsBelow = m;
  }
  const projection = {
    startupExceedsTargetInMonths: startupExceeds,
    qpsBelowTargetInMonths: qpsBelow,
    volumeFullInMonths: volumeFull,
    points,
  };
  return { ...projection, text: growthText(s, projection, targets) };
}

/** "startup exceeds 2 min 00 s in 14 months", "the volume is already full". */
const when = (subject: string, verb: string, m: number): string =>
  m === 0
    ? `${subject} already ${verb}`
    : `${subject} ${verb} in ${formatInt(m)} month${m === 1 ? '' : 's'}`;

/** The projection in one line, for the app, the PDF and the CLI. */
export function growthText(
  s: Scenario,
  g: Omit<GrowthProjection, 'text'>,
  targets: { maxStartupSeconds?: number; minQps?: number },
): string {
  const rate = `At ${formatInt(growthOf(s).tablesPerMonth)} tables and ${formatNumber(growthOf(s).dataGiBPerMonth)} GiB a month`;
  const parts: string[] = [];
  const notModelled = startupNotModelled(s);
  if (targets.maxStartupSeconds !== undefined)
    parts.push(
      notModelled !== undefined
        ? `startup not modelled (the ${formatDuration(targets.maxStartupSeconds)} target cannot be checked)`
        : g.startupExceedsTargetInMonths === null
          ? `startup stays within ${formatDuration(targets.maxStartupSeconds)} for ${GROWTH_MONTHS} months`
          : when(
              'startup',
              `exceeds ${formatDuration(targets.maxStartupSeconds)}`,
              g.startupExceedsTargetInMonths,
            ),
    );
  if (targets.minQps !== undefined)
    parts.push(
      g.qpsBelowTargetInMonths === null
        ? `QPS stays at least ${formatQps(targets.minQps)} for ${GROWTH_MONTHS} months`
        : when('QPS', `falls below ${formatQps(targets.minQps)}`, g.qpsBelowTargetInMonths),
    );
  parts.push(
    g.volumeFullInMonths === null
      ? `the volume holds the data for ${GROWTH_MONTHS} months`
      : when('the volume', 'is full', g.volumeFullInMonths),
  );
  return `${rate}, ${parts.join(', ')} (at the pessimistic end of the ranges).`;
}
