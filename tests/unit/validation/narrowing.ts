/**
 * Issue 36, Done when 3, on every published start's own machine: the MySQL error log a user on
 * that machine would have (`startupLog`), calibrated on through the same core calls as `innosizer
 * calibrate LOG --measured-on LOG=SCENARIO.innosizer.json --out P.json` (calibrate with the
 * log's machine given), applied as `predict --calibration P.json` does (applyProfile), then
 * predictWithRanges: the total's range before and after, the ratio of their half-widths, and
 * whether the log's total is inside. narrowing.test.ts checks docs/validation.md against these
 * rows; `npx tsx tests/unit/validation/printNarrowing.ts` prints them.
 *
 * The published sources time the total only. Each generated log gives that total exactly; how it
 * splits into the log's spans (server start, InnoDB initialization, the gap after it) follows the
 * model's uncalibrated phases, each scaled by measured / predicted total, so the log carries no
 * information beyond the published total. Nothing here sets a constant.
 */
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { applyProfile, calibrate } from '../../../src/core/calibration/index.ts';
import type { MeasuredOn } from '../../../src/core/calibration/index.ts';
import { describeMachine } from '../../../src/core/calibration/context.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import type { Range, StartupPrediction } from '../../../src/core/types.ts';
import { predictWithRanges } from '../../../src/core/uncertainty/index.ts';
import {
  formatDuration,
  formatFixed,
  formatInt,
  formatPercent,
  formatRange,
} from '../../../src/core/format/index.ts';
import { caseA, caseB } from '../core/briefCases.ts';
import { CASES } from './cases.ts';

/** The seconds of each span a log times, in the order they pass. */
export interface LogSpans {
  /** "starting as process" → "InnoDB initialization has started". */
  beforeInnodbS: number;
  /** The directories scan (from InnoDB initialization's start). */
  scanS: number;
  /** The duplicate check (to InnoDB initialization's end). */
  duplicateCheckS: number;
  /** InnoDB initialization ended → the next line (DD files reading and validation). */
  afterInitS: number;
  /** That line → "ready for connections". */
  toReadyS: number;
  /**
   * Verbosity 3's lines around the duplicate check ("Found N '.ibd'", "Using N threads to scan"
   * with workers + main, "Completed space ID check"), so the log times it alone; absent:
   * verbosity 2, where InnoDB initialization is one span.
   */
  duplicateCheckLines?: { tables: number; threads: number };
}

const LOG_START_MS = Date.parse('2026-03-05T06:00:00.000Z');

/** An RFC 3339 time as MySQL 8.0/9.x writes it (microseconds, UTC). */
function stamp(offsetS: number): string {
  return new Date(LOG_START_MS + Math.round(offsetS * 1000)).toISOString().replace('Z', '000Z');
}

/** InnoDB initialization's lines from its start (at `at(0)`) to its end. */
function innodbLines(spans: LogSpans, at: (dt: number) => string): string[] {
  const d = spans.duplicateCheckLines;
  const started = `${at(0)} 1 [System] [MY-013576] [InnoDB] InnoDB initialization has started.`;
  if (!d)
    return [
      started,
      `${at(spans.scanS + spans.duplicateCheckS)} 1 [System] [MY-013577] [InnoDB] InnoDB initialization has ended.`,
    ];
  return [
    started,
    `${at(0)} 1 [Note] [MY-012203] [InnoDB] Directories to scan './'`,
    `${at(spans.scanS)} 1 [Note] [MY-012206] [InnoDB] Found ${d.tables} '.ibd' and 2 undo files`,
    `${at(0)} 1 [Note] [MY-012207] [InnoDB] Using ${d.threads} threads to scan ${d.tables + 2} tablespace files`,
    `${at(spans.duplicateCheckS)} 1 [Note] [MY-012208] [InnoDB] Completed space ID check of ${d.tables + 4} files.`,
    `${at(0)} 1 [System] [MY-013577] [InnoDB] InnoDB initialization has ended.`,
  ];
}

/**
 * A MySQL 8.0/8.4/9.x error log of one start, as tests/fixtures/calibration/d-m6i-large-gp3-v2.err
 * (log_error_verbosity 2, the 8.0 default: System and Warning lines) or with verbosity 3's
 * duplicate-check notes: its total, from "starting as process" to "ready for connections", is the
 * sum of the spans.
 */
export function startupLog(version: string, spans: LogSpans): string {
  let t = 0;
  const at = (dt: number): string => stamp((t += dt));
  const lines = [
    `${at(0)} 0 [System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld ${version}) starting as process 4127`,
  ];
  t += spans.beforeInnodbS;
  lines.push(
    ...innodbLines(spans, at),
    `${at(spans.afterInitS)} 0 [Warning] [MY-010068] [Server] CA certificate ca.pem is self signed.`,
    `${at(spans.toReadyS)} 0 [System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections. Version: '${version}'  socket: '/var/lib/mysql/mysql.sock'  port: 3306  MySQL Community Server - GPL.`,
    '',
  );
  return lines.join('\n');
}

const phaseS = (p: StartupPrediction, ...names: string[]): number =>
  p.phases.filter((x) => names.includes(x.name)).reduce((a, x) => a + x.seconds, 0);

/**
 * The spans of a start measured at `totalS` on `scenario` (and, when published, its duplicate
 * check at `duplicateCheckS`, which the log then times alone): what is not published is the
 * model's uncalibrated spans scaled to the rest of the measured total (the fixed server time split
 * evenly before and after InnoDB).
 */
export function spansFor(scenario: Scenario, totalS: number, duplicateCheckS?: number): LogSpans {
  const p = predicted(scenario).startup;
  const dup = phaseS(p, 'duplicate_check');
  const k =
    duplicateCheckS === undefined
      ? totalS / p.totalSeconds
      : (totalS - duplicateCheckS) / (p.totalSeconds - dup);
  const fixed =
    p.totalSeconds -
    phaseS(p, 'directories_scan', 'duplicate_check', 'dd_files_reading', 'validation');
  return {
    beforeInnodbS: (k * fixed) / 2,
    scanS: k * phaseS(p, 'directories_scan'),
    duplicateCheckS: duplicateCheckS ?? k * dup,
    afterInitS: k * phaseS(p, 'dd_files_reading', 'validation'),
    toReadyS: (k * fixed) / 2,
    ...(duplicateCheckS === undefined
      ? {}
      : {
          duplicateCheckLines: {
            tables: scenario.mysql.tables,
            threads: p.duplicateCheckThreads + 1,
          },
        }),
  };
}

function predicted(s: Scenario): { startup: StartupPrediction } {
  const r = predictWithRanges(s, DEFAULT_CATALOG);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
}

export interface NarrowingCase {
  id: string;
  role: 'calibration machine' | 'validation';
  scenario: () => Scenario;
  measuredS: number;
  /** The same start's duplicate check where it was published (its own case), timed alone. */
  duplicateCheck?: { id: string; measuredS: number };
}

const validation = (id: string): NarrowingCase => {
  const c = CASES.find((x) => x.id === id);
  if (!c || c.unit !== 's') throw new Error(`${id}: not a startup case`);
  return { id, role: 'validation', scenario: c.scenario, measuredS: c.measured };
};

/** V13 is V1's start's duplicate check, read from the same log's timestamps. */
const v1: NarrowingCase = {
  ...validation('V1'),
  duplicateCheck: { id: 'V13', measuredS: validation('V13').measuredS },
};

/** Every published start whose total a log times: the validation starts, then cases A and B. */
export const NARROWING_CASES: readonly NarrowingCase[] = [
  v1,
  ...['V2', 'V8', 'V9', 'V10', 'V11', 'V12', 'V14'].map(validation),
  { id: 'A', role: 'calibration machine', scenario: caseA, measuredS: 429 },
  { id: 'B', role: 'calibration machine', scenario: caseB, measuredS: 156 },
];

export interface Narrowed {
  /** The log's file name, as the profile's measured start names it. */
  file: string;
  uncalibrated: StartupPrediction;
  calibrated: StartupPrediction;
  /** The log's total as the importer reads it. */
  logTotalS: number;
}

/**
 * The core path of `calibrate LOG --measured-on LOG=MACHINE.json` then `predict --scenario
 * MACHINE.json --calibration P.json`: the CLI's calibrate runs on its default scenario with the
 * log's machine in `measuredOn` under the log's base name.
 */
export function calibrateOnOwnMachine(file: string, log: string, machine: Scenario): Narrowed {
  const records = parseBenchmarkText(file, log).records;
  const start = records.find((r) => r.kind === 'startup');
  if (start?.kind !== 'startup' || start.totalSeconds === null)
    throw new Error(`${file}: no start`);
  const measuredOn: Record<string, MeasuredOn> = {
    [file]: { scenario: machine, name: file.replace(/\.err$/, '.innosizer.json') },
  };
  const { profile } = calibrate(records, defaultScenario(), DEFAULT_CATALOG, {
    measuredOn,
    createdAt: '2026-11-29T00:00:00Z',
  });
  return {
    file,
    uncalibrated: predicted(machine).startup,
    calibrated: predicted(applyProfile(machine, profile)).startup,
    logTotalS: start.totalSeconds,
  };
}

export interface NarrowingRow {
  id: string;
  /** The log calibrated on. */
  file: string;
  role: NarrowingCase['role'] | 'validation (one phase)';
  measuredS: number;
  /** Calibrated half-width over uncalibrated half-width (seconds over seconds). */
  ratio: number;
  /** |calibrated point / measured − 1|: the residual the calibrated range is built on. */
  residual: number;
  inside: boolean;
  narrowedBy: string | undefined;
  markdown: string;
}

/** The machine as the calibration names it, with the settings that set V9 and V14 apart. */
function machineText(s: Scenario): string {
  const extra = [
    s.mysql.validatePaths ? '' : 'innodb_validate_tablespace_paths=OFF',
    s.instance.burstUsedMin > 0 ? `EBS burst used ${formatInt(s.instance.burstUsedMin)} min` : '',
  ].filter(Boolean);
  return [describeMachine(s), ...extra].join(', ');
}

const half = (r: Range): number => (r[1] - r[0]) / 2;

function rangeCell(r: Range, point: number): string {
  const pct = formatPercent((half(r) / point) * 100, 0);
  return `${formatRange(r[0], r[1], formatDuration)} (± ${formatDuration(half(r))}, ${pct})`;
}

/** A figure's point and range: the total, or one phase. */
function figure(p: StartupPrediction, phase?: string): { point: number; range: Range } {
  if (phase === undefined)
    return { point: p.totalSeconds, range: p.totalRange ?? [p.totalSeconds, p.totalSeconds] };
  const ph = p.phases.find((x) => x.name === phase);
  const v = ph?.seconds ?? NaN;
  return { point: v, range: ph?.range ?? [v, v] };
}

interface RowOf {
  id: string;
  role: NarrowingRow['role'];
  machine: Scenario;
  measuredS: number;
  phase?: string;
}

function row(r: RowOf, n: Narrowed): NarrowingRow {
  const plain = figure(n.uncalibrated, r.phase);
  const cal = figure(n.calibrated, r.phase);
  const ratio = half(cal.range) / half(plain.range);
  // The total as the importer read the log; a phase as published (the log gives it to the ms).
  const got = r.phase === undefined ? n.logTotalS : r.measuredS;
  const inside = cal.range[0] <= got && got <= cal.range[1];
  const what = r.phase === undefined ? '' : ` (${r.phase.replace('_', ' ')} alone)`;
  const markdown = `| ${r.id} | ${machineText(r.machine)}${what} | ${r.role} | ${formatDuration(r.measuredS)} | ${rangeCell(plain.range, plain.point)} | ${rangeCell(cal.range, cal.point)} | ${formatFixed(ratio, 2)} | ${inside ? 'yes' : 'no'} |`;
  const narrowedBy = n.calibrated.narrowedBy;
  const residual = Math.abs(cal.point / got - 1);
  return {
    id: r.id,
    file: n.file,
    role: r.role,
    measuredS: r.measuredS,
    ratio,
    residual,
    inside,
    narrowedBy,
    markdown,
  };
}

export function narrowingRows(): NarrowingRow[] {
  return NARROWING_CASES.flatMap((c) => {
    const machine = c.scenario();
    const file = `${c.id.toLowerCase()}.err`;
    const spans = spansFor(machine, c.measuredS, c.duplicateCheck?.measuredS);
    const n = calibrateOnOwnMachine(file, startupLog(machine.mysql.version, spans), machine);
    const d = c.duplicateCheck;
    const phaseRow: RowOf[] = d
      ? [{ ...d, role: 'validation (one phase)', machine, phase: 'duplicate_check' }]
      : [];
    return [row({ ...c, machine }, n), ...phaseRow.map((r) => row(r, n))];
  });
}

/** The section's summary line, as the rows compute it. */
export function narrowingSummary(rows: readonly NarrowingRow[]): string {
  const count = (role: NarrowingRow['role']): string => {
    const of = rows.filter((r) => r.role === role);
    const half = of.filter((r) => r.ratio <= 0.5).length;
    const inside = of.filter((r) => r.inside).length;
    return `${half} of ${of.length} at most half as wide, ${inside} of ${of.length} holding the log's total`;
  };
  return `Validation machines: ${count('validation')}. Calibration machines: ${count('calibration machine')}.`;
}
