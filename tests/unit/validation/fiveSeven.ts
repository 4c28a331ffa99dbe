/**
 * Issue 36 item 3: every published MySQL 5.6/5.7 start found (docs/validation.md, "MySQL 5.6 and
 * 5.7 starts"), each marked calibration or validation, and the summary the page states: the share
 * of validation figures inside their range and the median half-width, for 5.6/5.7 and for every
 * published start (the validation cases of cases.ts). fiveSeven.test.ts recomputes the rows and the
 * summary lines from the scenarios here, so the page cannot drift from the model.
 */
import { formatDuration, formatFixed, formatRange } from '../../../src/core/format/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { predictWithRanges } from '../../../src/core/uncertainty/index.ts';
import { CASES } from './cases.ts';
import { validationRows } from './rows.ts';

const BUG_115988 =
  'bug #115988 "How to repeat" (https://bugs.mysql.com/bug.php?id=115988), copied into https://bugs.mysql.com/bug.php?id=116715';

export interface FiveSevenCase {
  id: string;
  role: 'calibration' | 'validation';
  what: string;
  source: string;
  scenario: () => Scenario;
  /** Measured total startup, seconds. */
  measured: number;
}

/** Case A's machine (m6i.large, gp3 3,000 IOPS / 125 MiB/s, 1M tables) on another version. */
function caseAOn(version: string): Scenario {
  const s = defaultScenario();
  s.mysql.version = version;
  return s;
}

/** The 5.6/5.7 starts a scenario can be built for (the others: docs/validation.md, prose). */
export const FIVE_SEVEN: readonly FiveSevenCase[] = [
  {
    id: 'K1',
    role: 'calibration',
    what: 'MySQL 5.7.44 clean start, case A machine (m6i.large, gp3 3,000 IOPS), 1M tables: "about 2 minutes"',
    source: BUG_115988,
    scenario: () => caseAOn('5.7.44'),
    measured: 120,
  },
  {
    id: 'K2',
    role: 'calibration',
    what: 'MySQL 5.6.51 clean start, same machine and tables: "about 3 minutes"',
    source: BUG_115988,
    scenario: () => caseAOn('5.6.51'),
    measured: 180,
  },
];

export interface FiveSevenRow {
  id: string;
  role: FiveSevenCase['role'];
  inside: boolean;
  halfWidth: number;
  markdown: string;
}

const pct = (x: number): string => `${formatFixed(x * 100, 0)} %`;

/** One table row: the measured figure against the predicted point and range. */
function rowOf(
  c: { id: string; role: FiveSevenCase['role']; what: string; source: string; measured: number },
  point: number,
  [lo, hi]: readonly [number, number],
  fmt: (v: number) => string,
): FiveSevenRow {
  const inside = lo <= c.measured && c.measured <= hi;
  const halfWidth = (hi - lo) / 2 / point;
  const markdown = `| ${c.id} | ${c.role} | ${c.what} | ${fmt(c.measured)} | ${fmt(point)} | ${formatRange(lo, hi, fmt)} | ${inside ? 'yes' : 'no'} | ${pct(halfWidth)} | ${c.source} |`;
  return { id: c.id, role: c.role, inside, halfWidth, markdown };
}

/** The 5.6/5.7 rows: this file's cases, then cases.ts's 5.6/5.7 validation rows. */
export function fiveSevenRows(): FiveSevenRow[] {
  const own = FIVE_SEVEN.map((c) => {
    const r = predictWithRanges(c.scenario());
    if (!r.ok) throw new Error(`${c.id}: ${r.issues.map((i) => i.message).join('; ')}`);
    const st = r.prediction.startup;
    return rowOf(
      c,
      st.totalSeconds,
      st.totalRange ?? [st.totalSeconds, st.totalSeconds],
      formatDuration,
    );
  });
  const published = CASES.filter((c) => FIVE_SEVEN_VALIDATION_IDS.has(c.id)).map((c) => {
    const scenario = c.scenario();
    const r = predictWithRanges(scenario);
    if (!r.ok) throw new Error(`${c.id}: ${r.issues.map((i) => i.message).join('; ')}`);
    const { point, range } = c.pick(r.prediction, scenario);
    const ratio = (v: number): string => `${formatFixed(v, 1)}×`;
    return rowOf({ ...c, role: 'validation', source: `row ${c.id} above` }, point, range, ratio);
  });
  return [...own, ...published];
}

function median(v: readonly number[]): number {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  if (s.length === 0) return NaN;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** `N of M inside (P), median half-width H`: the page's summary of validation rows. */
function summary(rows: readonly { inside: boolean; halfWidth: number }[]): string {
  const inside = rows.filter((r) => r.inside).length;
  const share = rows.length > 0 ? inside / rows.length : NaN;
  return `${inside} of ${rows.length} inside (${pct(share)}), median half-width ${pct(median(rows.map((r) => r.halfWidth)))}`;
}

/** IDs of cases.ts's rows that are MySQL 5.6/5.7 starts (validation). */
const FIVE_SEVEN_VALIDATION_IDS = new Set(['V15']);

/** IDs of cases.ts's rows that time a start (totals, a phase, a ratio; not thread counts, QPS or latency). */
const START_IDS = new Set(CASES.filter((c) => c.unit === 's' || c.unit === '×').map((c) => c.id));

/** The two summary lines docs/validation.md states. */
export function fiveSevenSummary(): { fiveSeven: string; allStarts: string } {
  const validation = fiveSevenRows().filter((r) => r.role === 'validation');
  const own = new Set(FIVE_SEVEN.map((c) => c.id));
  const starts = validationRows().filter((r) => START_IDS.has(r.id));
  return {
    fiveSeven: `MySQL 5.6/5.7 validation starts: ${summary(validation)}.`,
    allStarts: `Every published start timing (validation rows ${starts.map((r) => r.id).join(', ')} and the 5.6/5.7 validation rows): ${summary([...starts, ...validation.filter((r) => own.has(r.id))])}.`,
  };
}
