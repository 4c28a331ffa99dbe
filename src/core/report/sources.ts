/**
 * Where the report's prices, limits and measurements come from: the catalog entries the
 * configurations used (each with its source and date) and the measurement sets the model is
 * calibrated on.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { ReportColumn, ReportSource } from './types.ts';

/**
 * The published measurements the model's constants were fitted to (docs/model.md derives each
 * constant). The brief records the write-ups' figures, not their publication dates.
 */
export const MEASUREMENT_SOURCES: readonly ReportSource[] = [
  {
    what: 'Startup with 1,000,000 tables, cases A–D (phase times, threads, bytes read)',
    source:
      'InnoSizer domain brief §3 (public MySQL startup write-ups, bug #115988); docs/model.md',
    asOf: '',
  },
  {
    what: 'Device random-read rates by IO size (sysbench fileio, gp3 and m6id instance store)',
    source: 'InnoSizer domain brief §4; docs/model.md',
    asOf: '',
  },
  {
    what: 'IO-bound point-select QPS against innodb_page_size',
    source: 'InnoSizer domain brief §5; docs/model.md',
    asOf: '',
  },
];

function add(list: ReportSource[], seen: Set<string>, entry: ReportSource): void {
  const key = `${entry.what}|${entry.source}|${entry.asOf}`;
  if (seen.has(key)) return;
  seen.add(key);
  list.push(entry);
}

/** Catalog sources for every price and limit the scenarios used, then the measurement sets. */
export function reportSources(
  scenarios: Scenario[],
  columns: ReportColumn[],
  catalog: Catalog,
): ReportSource[] {
  const list: ReportSource[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    for (const item of column.cost.items) {
      if (item.source)
        add(list, seen, { what: `Price: ${item.label}`, source: item.source, asOf: item.asOf });
    }
  }
  for (const s of scenarios) {
    const instance = catalog.instances[s.instance.type];
    if (instance)
      add(list, seen, {
        what: `Instance limits: ${instance.name}`,
        source: instance.source,
        asOf: instance.asOf,
      });
    if (s.storage.kind === 'gp3' || s.storage.kind === 'io2' || s.storage.kind === 'gp2') {
      const limits = catalog.ebsLimits[s.storage.kind];
      add(list, seen, {
        what: `${s.storage.kind} volume limits`,
        source: limits.source,
        asOf: limits.asOf,
      });
    }
    const region = catalog.regions[s.region];
    if (region)
      add(list, seen, {
        what: `EBS prices, ${region.id}`,
        source: region.ebs.source,
        asOf: region.ebs.asOf,
      });
    if (s.calibration) {
      add(list, seen, {
        what: `Calibration “${s.calibration.name}”`,
        source: s.calibration.sources.join(', ') || 'user measurements',
        asOf: s.calibration.createdAt.slice(0, 10),
      });
    }
  }
  for (const m of MEASUREMENT_SOURCES) add(list, seen, m);
  return list;
}
