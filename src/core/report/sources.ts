/**
 * Where the report's prices, limits and measurements come from: the catalog entries the
 * configurations used (each with its source and date) and the measurement sets the model is
 * calibrated on.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance, getRegion } from '../catalog/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { ReportColumn, ReportSource } from './types.ts';
import { storageKind } from '../storage/index.ts';

/**
 * The published measurements the model's constants were fitted to (docs/model.md derives each
 * constant; the project's domain brief, sections 3 to 5, quotes their figures). Cited by their
 * public write-ups, not by the project's files. The write-ups' dates are their publication dates.
 */
export const MEASUREMENT_SOURCES: readonly ReportSource[] = [
  {
    what: 'Startup with 1,000,000 tables on m6i.large + gp3 (phase times, "Using 5 threads")',
    source:
      'J-F Gagné, "Long and Silent / Stressful MySQL Startup with Many Tables", https://jfg-mysql.blogspot.com/2024/11/long-and-silent-stressful-mysql-startup.html',
    asOf: '2024-11-11',
  },
  {
    what: 'Startup with 1,000,000 tables on m6id.xlarge local NVMe, with and without the fadvise and light patches (phase times, threads, sectors read)',
    source:
      'J-F Gagné, "Faster MySQL Startup with Many Tables (1M+)", https://jfg-mysql.blogspot.com/2024/09/blog-post.html; MySQL bug #115988, https://bugs.mysql.com/bug.php?id=115988',
    asOf: '2024-09-03',
  },
  {
    what: 'Device random-read rates by IO size (sysbench fileio on gp3 and m6id instance store)',
    source:
      'J-F Gagné, MySQL startup with many tables series: "The Light MySQL Startup Optimization on EBS Volumes" (annex 1, sysbench fileio), https://jfg-mysql.blogspot.com/2024/11/the-light-mysql-startup-optimization-on-ebs-volumes.html, and "Understanding InnoDB Tablespace Duplicate Check (MySQL Startup with Many Tables)" (2024-11-19), listed at https://jfg-mysql.blogspot.com/search/label/Duplicate%20Check',
    asOf: '2024-11-26',
  },
  {
    what: 'IO-bound point-select QPS against innodb_page_size (sysbench, 8 × 50M rows, 32 GB buffer pool, Optane)',
    source:
      'D. Kravtchuk, "MySQL Performance: 1M IO-bound QPS with 8.0 GA on Intel Optane SSD", http://dimitrik.free.fr/blog/posts/mysql-performance-1m-iobound-qps-with-80-ga-on-intel-optane-ssd.html',
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
    const kind = storageKind(s.storage.kind);
    const limits = kind.volumeLimits?.(catalog);
    if (limits) {
      add(rows, {
        what: `${kind.name ?? s.storage.kind} volume limits`,
        source: limits.source,
        asOf: limits.asOf,
      });
    }
    const region = getRegion(catalog, s.region);
    // No EBS outside AWS (issue 38): those regions' disk prices are the cost items' own sources.
    if (region && region.cloud === undefined)
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
