/**
 * Where the report's prices, limits and measurements come from: the catalog entries the
 * configurations used (each with its source and date) and the measurement sets the model is
 * calibrated on.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance, getRegion } from '../catalog/index.ts';
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

const PRICE = 'price: ';

/** "gp3 storage 500 GiB × $0.08" → "gp3 storage": what was priced, without the quantities. */
function pricedThing(label: string): string {
  return label.replace(/\s+[\d$].*$/, '').trim() || label;
}

/** Adds a figure to the row of its (source, date), so one source is listed once with all it gave. */
function add(
  rows: Map<string, { whats: string[]; source: string; asOf: string }>,
  entry: ReportSource,
): void {
  const key = `${entry.source}|${entry.asOf}`;
  const row = rows.get(key);
  if (!row) rows.set(key, { whats: [entry.what], source: entry.source, asOf: entry.asOf });
  else if (!row.whats.includes(entry.what)) row.whats.push(entry.what);
}

/** Catalog sources for every price and limit the scenarios used, then the measurement sets. */
export function reportSources(
  scenarios: Scenario[],
  columns: ReportColumn[],
  catalog: Catalog,
): ReportSource[] {
  const rows = new Map<string, { whats: string[]; source: string; asOf: string }>();
  for (const column of columns) {
    for (const item of column.cost.items) {
      if (item.source) {
        add(rows, {
          what: `${PRICE}${pricedThing(item.label)}`,
          source: item.source,
          asOf: item.asOf,
        });
      }
    }
  }
  for (const s of scenarios) {
    const instance = getInstance(catalog, s.instance.type);
    if (instance)
      add(rows, {
        what: `${instance.name} limits`,
        source: instance.source,
        asOf: instance.asOf,
      });
    if (s.storage.kind === 'gp3' || s.storage.kind === 'io2' || s.storage.kind === 'gp2') {
      const limits = catalog.ebsLimits[s.storage.kind];
      add(rows, {
        what: `${s.storage.kind} volume limits`,
        source: limits.source,
        asOf: limits.asOf,
      });
    }
    const region = getRegion(catalog, s.region);
    if (region)
      add(rows, {
        what: `EBS prices, ${region.id}`,
        source: region.ebs.source,
        asOf: region.ebs.asOf,
      });
    if (s.calibration) {
      add(rows, {
        what: `Calibration “${s.calibration.name}”`,
        source: s.calibration.sources.join(', ') || 'user measurements',
        asOf: s.calibration.createdAt.slice(0, 10),
      });
    }
  }
  for (const m of MEASUREMENT_SOURCES) add(rows, m);
  return [...rows.values()].map((r) => {
    const prices = r.whats.filter((w) => w.startsWith(PRICE)).map((w) => w.slice(PRICE.length));
    const others = r.whats.filter((w) => !w.startsWith(PRICE));
    const what = [...(prices.length > 0 ? [`Prices: ${prices.join(', ')}`] : []), ...others].join(
      '; ',
    );
    return { what, source: r.source, asOf: r.asOf };
  });
}
