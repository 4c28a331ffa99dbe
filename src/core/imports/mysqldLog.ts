/**
 * MySQL 8.0 / 8.4 / 9.x error log of a start (log_error_verbosity 2 or 3), as users have it: a
 * whole log with several starts, a rotated file that begins or ends in the middle of one, an
 * extract, or lines behind a journald/docker/Kubernetes prefix. Each start that reaches "ready for
 * connections" (MY-010931) is one record; starts that never get there (a crash, a log rotated
 * mid-start) are skipped; a file with no complete start is an error.
 *
 * A start begins at the first of: mysqld_safe "Logging to" / "Starting mysqld daemon", MY-010116
 * "starting as process", or (an extract without that line) MY-013576 "InnoDB initialization has
 * started", which imports the phases it contains with a warning naming what is missing. The total
 * runs from that first line to MY-010931.
 *
 * Phases (brief section 3), from the InnoDB notes printed at verbosity 3:
 * - directories scan: MY-012203 "Directories to scan" (or the first MY-012204) → MY-012206 "Found N
 *   '.ibd'". InnoDB prints "Found" only when the walk took long enough to print a "Files found so
 *   far" progress line (`Tablespace_dirs::scan`, storage/innobase/fil/fil0fil.cc: `print_msg`), so
 *   a warm or small scan ends at MY-012207 "Using N threads to scan N tablespace files" instead;
 *   under 8,000 files no extra thread runs and neither line is printed: MY-012203 → MY-012208 is
 *   then the directories scan and the duplicate check as one span;
 * - duplicate check: MY-012207 "Using N threads to scan" → MY-012208 "Completed space ID check";
 * - DD files reading + validation: MY-012357 "Reading DD tablespace files" → MY-012356 "Scanned N
 *   tablespaces". No line marks where reading ends and validation starts: reading ends at the
 *   first MY-012350 progress line ("N threads have validated X out of Y") minus its 10 s
 *   interval (the brief's definition); without progress lines the two stay one span.
 * At verbosity 2 (the 8.0 default) only MY-013576/MY-013577 (InnoDB initialization started/ended)
 * and MY-010931 appear: InnoDB initialization covers the directories scan and the duplicate
 * check, the gap after it to the next line covers DD reading and validation, and none of the four
 * phases can be separated.
 *
 * MySQL 5.5, 5.6 and 5.7 write no [MY-…] codes: `2017-12-27 00:54:36 88 [Note] mysqld (mysqld
 * 5.6.38) starting as process 88 ...` (5.6), the same with an RFC 3339 time (5.7), `150319
 * 1:46:59 [Note] …` (5.5), and "ready for connections." with "Version: '…'" on the next line. A
 * clean start prints no line between InnoDB's steps (the total is timed); a 5.6 crash recovery
 * times its tablespace discovery, from "InnoDB: Reading tablespace information from the .ibd
 * files..." to the next line.
 */
import { startsWithCalendarDate } from './calendar.ts';
import type { MeasuredPhase, StartupPhaseKey, StartupRecord } from './types.ts';
import { STARTUP_PHASE_KEYS } from './types.ts';
import type { Sink } from './sink.ts';
import { COMBINED_SPAN_LABELS, PHASE_LABELS } from '../phaseLabels.ts';
import { formatDuration } from '../format/index.ts';

/** Labels of measured spans: the model's phases' (core/phaseLabels.ts) and the combined spans. */
const MEASURED_LABELS: Readonly<Record<MeasuredPhase['name'], string>> = {
  ...PHASE_LABELS,
  ...COMBINED_SPAN_LABELS,
};

/**
 * Lines may carry a prefix: journald (`Mar 14 09:20:01 db1 mysqld[2211]: `), `docker logs -t`
 * (its own RFC 3339 time), Kubernetes/CRI (`<time> stderr F `). The MySQL line is found after any
 * text ending in a space, so such prefixes are skipped.
 */
const STAMP = String.raw`(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?)`;
const SERVER_LINE = new RegExp(
  String.raw`(?<!\S)${STAMP}\s+(\S+)\s+\[([A-Za-z]+)\]\s+\[(MY-\d{6})\]\s+\[([A-Za-z]+)\]\s?(.*)$`,
);
const SAFE_LINE = new RegExp(String.raw`(?<!\S)${STAMP}\s+mysqld_safe\s+(.*)$`);
const OLD_SAFE_LINE = /(?<!\S)(\d\d)(\d\d)(\d\d)\s+(\d\d:\d\d:\d\d)\s+mysqld_safe\s+(.*)$/;
/** 5.7: `<RFC 3339> <thread> [Note] <text>` without a [MY-…] code. */
const V57_LINE = new RegExp(String.raw`(?<!\S)${STAMP}\s+\d+\s+\[([A-Za-z]+)\]\s+(?!\[MY-)(.*)$`);
/** 5.6: `2017-12-27 00:54:36 88 [Note] <text>` (local time, no zone). */
const V56_LINE = /(?<!\S)(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)\s+\d+\s+\[([A-Za-z]+)\]\s+(.*)$/;
/** 5.5: `150319  1:46:59 [Note] <text>` (two-digit year, space-padded hour). */
const V55_LINE = /(?<!\S)(\d\d)(\d\d)(\d\d)\s+(\d?\d):(\d\d:\d\d)\s+\[([A-Za-z]+)\]\s+(.*)$/;

/**
 * InnoDB prints a validation progress line (MY-012350) every 10 s: by the definition of the
 * brief (section 3), DD files reading ends at the first progress line minus this interval.
 */
export const VALIDATION_PROGRESS_INTERVAL_SEC = 10;

/** How a start begins in the log. */
type StartKind = 'mysqld_safe' | 'server-start' | 'innodb-initialization';

interface Start {
  line: number;
  kind: StartKind;
  /** Written without [MY-…] codes (5.5, 5.6, 5.7). */
  legacy: boolean;
  firstMs: number;
  safeMs: number | null;
  serverMs: number | null;
  notes: number;
  version: string | null;
  marks: Map<string, number>;
  lastMs: number;
  afterInitMs: number | null;
  scanThreads: number | null;
  validationThreads: number | null;
  filesFound: number | null;
  progress: { ms: number; done: number; of: number }[];
  statedAt: NonNullable<StartupRecord['statedAt']>;
}

function newStart(line: number, kind: StartKind, ms: number): Start {
  return {
    line,
    kind,
    legacy: false,
    firstMs: ms,
    safeMs: kind === 'mysqld_safe' ? ms : null,
    serverMs: null,
    notes: 0,
    version: null,
    marks: new Map(),
    lastMs: ms,
    afterInitMs: null,
    scanThreads: null,
    validationThreads: null,
    filesFound: null,
    progress: [],
    statedAt: {},
  };
}

function timeMs(stamp: string): number {
  // Date.parse rolls 2026-02-30 over into March: a date off the calendar is no time.
  if (!startsWithCalendarDate(stamp)) return NaN;
  // "2025-03-14T09:20:01.118204Z": Date.parse keeps milliseconds; add the microseconds back.
  const base = Date.parse(
    stamp.includes('Z') || /[+-]\d\d:?\d\d$/.test(stamp) ? stamp : `${stamp}Z`,
  );
  const frac = /\.(\d+)/.exec(stamp)?.[1] ?? '';
  const micro = frac.length > 3 ? Number(`0.${frac.slice(3)}`) : 0;
  return base + micro;
}

/** The lines that bound each span, for the warning naming what an extract lacks. */
const BOUNDS: { label: string; from: string[]; to: string[]; verbosity: 2 | 3 }[] = [
  {
    label: 'directories scan',
    from: ['MY-012203', 'MY-012204'],
    to: ['MY-012206', 'MY-012207', 'MY-012208'],
    verbosity: 3,
  },
  { label: 'duplicate check', from: ['MY-012207', 'MY-012206'], to: ['MY-012208'], verbosity: 3 },
  { label: 'DD files reading + validation', from: ['MY-012357'], to: ['MY-012356'], verbosity: 3 },
  { label: 'InnoDB initialization', from: ['MY-013576'], to: ['MY-013577'], verbosity: 2 },
];
/** The directories scan ends at the first of these the version printed (see the header). */
const SCAN_ENDS = ['MY-012206', 'MY-012207'];
const LINE_NAMES: Record<string, string> = {
  'MY-012203': "'[MY-012203] Directories to scan'",
  'MY-012206': "'[MY-012206] Found N .ibd' or '[MY-012207] Using N threads'",
  'MY-012207': "'[MY-012207] Using N threads to scan'",
  'MY-012208': "'[MY-012208] Completed space ID check'",
  'MY-012357': "'[MY-012357] Reading DD tablespace files'",
  'MY-012356': "'[MY-012356] Scanned N tablespaces'",
  'MY-013576': "'[MY-013576] InnoDB initialization has started'",
  'MY-013577': "'[MY-013577] InnoDB initialization has ended'",
};

export class MysqldLogParser {
  private start: Start | null = null;
  /** A 5.x "ready for connections." whose "Version: '…'" may follow on the next line. */
  private pendingReady: { start: Start; ms: number } | null = null;
  private complete = 0;
  private lastLine = 0;

  constructor(private readonly sink: Sink) {}

  line(text: string, lineNo: number): void {
    this.lastLine = lineNo;
    // Cheap test first: most lines of a long log are neither.
    const hasSafe = text.includes('mysqld_safe');
    if (!hasSafe && !text.includes('[MY-')) {
      if (this.pendingReady !== null || text.includes('] ')) this.legacyLine(text, lineNo);
      return;
    }
    if (this.pendingReady !== null) this.legacyLine('', lineNo);
    const safe = hasSafe ? SAFE_LINE.exec(text) : null;
    const old = hasSafe && !safe ? OLD_SAFE_LINE.exec(text) : null;
    if (safe || old) {
      const stamp = safe ? (safe[1] ?? '') : `20${old?.[1]}-${old?.[2]}-${old?.[3]}T${old?.[4]}`;
      const msg = safe ? (safe[2] ?? '') : (old?.[5] ?? '');
      if (/^(Logging to|Starting mysqld daemon)/.test(msg)) {
        const ms = this.stamp(stamp, lineNo);
        if (ms === null) return;
        // "Logging to" then "Starting mysqld daemon" open one start; a mysqld_safe line after
        // server lines opens the next one (the previous never got ready).
        const s = this.start;
        if (s === null || s.kind !== 'mysqld_safe' || s.serverMs !== null || s.marks.size > 0)
          this.start = newStart(lineNo, 'mysqld_safe', ms);
      }
      return;
    }
    const m = SERVER_LINE.exec(text);
    if (!m) return;
    const ms = this.stamp(m[1] ?? '', lineNo);
    if (ms === null) return;
    const level = m[3] ?? '';
    const code = m[4] ?? '';
    const msg = m[6] ?? '';
    if (code === 'MY-010116') {
      // A start without mysqld_safe, or the server line of the start mysqld_safe announced.
      const s = this.start;
      if (s === null || s.serverMs !== null || s.kind === 'innodb-initialization')
        this.start = newStart(lineNo, 'server-start', ms);
      const cur = this.start;
      if (cur !== null) {
        cur.serverMs = ms;
        const v = /\(mysqld ([0-9][0-9.]*)/.exec(msg)?.[1];
        if (v !== undefined) {
          cur.version = v;
          cur.statedAt.version = lineNo;
        }
      }
    } else if (code === 'MY-013576' && (this.start === null || this.start.marks.has(code))) {
      // An extract that begins at InnoDB initialization (no "starting as process" line).
      this.start = newStart(lineNo, 'innodb-initialization', ms);
    }
    const s = this.start;
    if (s === null) return;
    if (ms < s.lastMs - 1000) {
      this.sink.error(
        lineNo,
        'timestamp',
        `time goes backwards by ${formatDuration((s.lastMs - ms) / 1000)} within the start of line ${s.line}`,
      );
      return;
    }
    if (s.marks.has('MY-013577') && s.afterInitMs === null && code !== 'MY-013577')
      s.afterInitMs = ms;
    s.lastMs = Math.max(s.lastMs, ms);
    if (level === 'Note') s.notes += 1;
    if (!s.marks.has(code)) s.marks.set(code, ms);
    switch (code) {
      case 'MY-012206': {
        const found = /Found (\d+) '\.ibd'/.exec(msg);
        if (found?.[1] !== undefined) this.found(s, Number(found[1]), lineNo);
        break;
      }
      case 'MY-012207': {
        const t = /Using (\d+) threads? to scan (\d+)?/.exec(msg);
        if (t?.[1] !== undefined) {
          s.scanThreads = Number(t[1]);
          s.statedAt.scanThreads = lineNo;
        }
        // Without a "Found" line, the count of .ibd files is the one the threads scan.
        if (t?.[2] !== undefined && s.filesFound === null) this.found(s, Number(t[2]), lineNo);
        break;
      }
      case 'MY-012208': {
        // Under 8,000 files neither "Found" nor "Using" is printed: the check's count (.ibd and
        // undo files) is all the log says.
        const c = /space ID check of (\d+) files/.exec(msg)?.[1];
        if (c !== undefined && s.filesFound === null) this.found(s, Number(c), lineNo);
        break;
      }
      case 'MY-012350': {
        const p = /(\d+)\s*threads? have validated (\d+) out of (\d+)/.exec(msg);
        if (p?.[1] !== undefined && p[2] !== undefined && p[3] !== undefined) {
          s.validationThreads = Number(p[1]);
          s.progress.push({ ms, done: Number(p[2]), of: Number(p[3]) });
        }
        break;
      }
      case 'MY-010931': {
        const v = /Version: '([0-9][0-9.]*)/.exec(msg)?.[1];
        if (v !== undefined && s.version === null) s.statedAt.version = lineNo;
        s.version = v ?? s.version;
        this.finish(s, ms);
        this.start = null;
        break;
      }
      default:
        break;
    }
  }

  end(): void {
    if (this.pendingReady !== null) this.legacyLine('', this.lastLine);
    if (this.complete === 0 && !this.sink.failed) {
      this.sink.error(
        Math.max(1, this.start?.line ?? this.lastLine),
        '',
        this.start === null
          ? "no MySQL start found: expected a 'mysqld_safe Logging to' or '[MY-010116] starting as process' or '[MY-013576] InnoDB initialization has started' line, and a '[MY-010931] ready for connections' line"
          : "the start on this line never reaches '[MY-010931] ready for connections' (truncated log?)",
      );
    }
  }

  private found(s: Start, files: number, lineNo: number): void {
    s.filesFound = files;
    s.statedAt.filesFound = lineNo;
  }

  /**
   * A line of MySQL 5.5/5.6/5.7 (no [MY-…] code), or the "Version: '…'" line after their "ready
   * for connections.". Returns false when the line is none of these.
   */
  private legacyLine(text: string, lineNo: number): boolean {
    const pending = this.pendingReady;
    if (pending !== null) {
      this.pendingReady = null;
      const v = /^Version: '([0-9][0-9.]*)/.exec(text.trim())?.[1];
      if (v !== undefined) {
        if (pending.start.version === null) pending.start.statedAt.version = lineNo;
        pending.start.version = v;
      }
      this.finish(pending.start, pending.ms);
      if (v !== undefined) return true;
    }
    const parsed = legacyParts(text);
    if (parsed === null) return false;
    const ms = this.stamp(parsed.stamp, lineNo);
    if (ms === null) return true;
    const { level, msg } = parsed;
    const starting = /\(mysqld ([0-9][0-9.]*)[^)]*\) starting as process/.exec(msg);
    if (starting) {
      const s0 = this.start;
      if (s0 === null || s0.serverMs !== null) this.start = newStart(lineNo, 'server-start', ms);
      const cur = this.start;
      if (cur !== null) {
        cur.serverMs = ms;
        cur.version = starting[1] ?? null;
        cur.statedAt.version = lineNo;
      }
    }
    const s = this.start;
    if (s === null) return true;
    s.legacy = true;
    s.lastMs = Math.max(s.lastMs, ms);
    if (level === 'Note') s.notes += 1;
    if (s.marks.has('LEGACY-DISCOVERY') && !s.marks.has('LEGACY-DISCOVERY-END'))
      s.marks.set('LEGACY-DISCOVERY-END', ms);
    if (/InnoDB: Reading tablespace information from the \.ibd files/.test(msg))
      s.marks.set('LEGACY-DISCOVERY', ms);
    if (/ready for connections/.test(msg)) {
      const v = /Version: '([0-9][0-9.]*)/.exec(msg)?.[1];
      this.start = null;
      if (v !== undefined) {
        s.version = v;
        this.finish(s, ms);
      } else this.pendingReady = { start: s, ms };
    }
    return true;
  }

  private stamp(text: string, lineNo: number): number | null {
    const ms = timeMs(text);
    if (Number.isFinite(ms)) return ms;
    this.sink.error(
      lineNo,
      'timestamp',
      `expected a time like 2025-03-14T09:20:01.118204Z, got '${text}'`,
    );
    return null;
  }

  private span(s: Start, from: string[], to: string): { seconds: number } | null {
    const a = from.map((c) => s.marks.get(c)).find((v) => v !== undefined);
    const b = s.marks.get(to);
    if (a === undefined || b === undefined || b < a) return null;
    return { seconds: (b - a) / 1000 };
  }

  private finish(s: Start, readyMs: number): void {
    const phases: MeasuredPhase[] = [];
    const add = (
      name: MeasuredPhase['name'],
      seconds: number,
      covers: StartupPhaseKey[],
      estimated = false,
    ): void => {
      phases.push({
        name,
        label: MEASURED_LABELS[name],
        seconds: round6(seconds),
        covers,
        estimated,
      });
    };
    const verbosity: 2 | 3 = s.notes > 0 ? 3 : 2;
    const scanFrom = ['MY-012203', 'MY-012204'];
    const scanEnd = SCAN_ENDS.find((c) => s.marks.has(c));
    const scan = scanEnd !== undefined ? this.span(s, scanFrom, scanEnd) : null;
    if (scan) add('directories_scan', scan.seconds, ['directories_scan']);
    const dup = this.span(s, ['MY-012207', 'MY-012206'], 'MY-012208');
    if (dup) add('duplicate_check', dup.seconds, ['duplicate_check']);
    // Neither "Found" nor "Using N threads": one span from the scan's start to the check's end.
    const both = scanEnd === undefined ? this.span(s, scanFrom, 'MY-012208') : null;
    if (both)
      add('scan_and_duplicate_check', both.seconds, ['directories_scan', 'duplicate_check']);
    const combined = both !== null;
    const discovery = this.span(s, ['LEGACY-DISCOVERY'], 'LEGACY-DISCOVERY-END');
    if (discovery)
      phases.push({
        name: 'tablespace_discovery',
        label: MEASURED_LABELS.tablespace_discovery,
        seconds: round6(discovery.seconds),
        covers: [],
        model: ['directories_scan', 'tablespace_discovery'],
        estimated: false,
      });
    const ddVal = this.span(s, ['MY-012357'], 'MY-012356');
    if (ddVal) {
      const split = splitValidation(s, ddVal.seconds);
      if (split) {
        add('dd_files_reading', split.reading, ['dd_files_reading'], true);
        add('validation', split.validation, ['validation'], true);
      } else {
        add('after_innodb_initialization', ddVal.seconds, ['dd_files_reading', 'validation']);
      }
    }
    if (!scan && !dup && !both) {
      const init = this.span(s, ['MY-013576'], 'MY-013577');
      if (init) add('innodb_initialization', init.seconds, ['directories_scan', 'duplicate_check']);
    }
    if (!ddVal && s.afterInitMs !== null) {
      const initEnd = s.marks.get('MY-013577') ?? s.afterInitMs;
      add('after_innodb_initialization', (s.afterInitMs - initEnd) / 1000, [
        'dd_files_reading',
        'validation',
      ]);
    }
    const separated = new Set(phases.filter((p) => p.covers.length === 1).flatMap((p) => p.covers));
    const rec: StartupRecord = {
      kind: 'startup',
      source: { file: this.sink.file, line: s.line },
      tool: 'mysqld-log',
      version: s.version,
      verbosity,
      phases,
      totalSeconds: round6((readyMs - s.firstMs) / 1000),
      totalFrom: s.kind,
      scanThreads: s.scanThreads,
      validationThreads: s.validationThreads,
      filesFound: s.filesFound,
      statedAt: s.statedAt,
      unseparated: STARTUP_PHASE_KEYS.filter((k) => !separated.has(k)),
      context: s.version !== null ? { mysqlVersion: s.version } : {},
      warnings: missingLines(s, verbosity, ddVal !== null, combined),
    };
    if (s.filesFound !== null) rec.context.tables = s.filesFound;
    this.complete += 1;
    this.sink.record(rec);
  }
}

/**
 * What an extract lacks, in words: the server's start line when it begins at InnoDB
 * initialization, and the boundary lines of spans it cannot time (Note lines at verbosity 3, the
 * InnoDB initialization pair at verbosity 2).
 */
function missingLines(
  s: Start,
  verbosity: 2 | 3,
  ddTimed: boolean,
  combinedScan: boolean,
): string[] {
  const out: string[] = [];
  if (s.legacy) return legacyMissing(s);
  if (s.kind === 'innodb-initialization')
    out.push(
      `no '[MY-010116] starting as process' line before line ${s.line}: the extract begins at InnoDB initialization, so the total runs from there and leaves out the server's start before it`,
    );
  for (const b of BOUNDS) {
    if (b.verbosity !== verbosity) continue;
    const hasFrom = b.from.some((c) => s.marks.has(c));
    const hasTo = b.to.some((c) => s.marks.has(c));
    if (hasFrom && hasTo) continue;
    // Under 8,000 files InnoDB prints no "Using N threads" line: the scan's span covers it.
    if (b.label === 'duplicate check' && combinedScan) continue;
    const missing = [hasFrom ? null : (b.from[0] ?? ''), hasTo ? null : (b.to[0] ?? '')]
      .filter((c): c is string => c !== null)
      .map((c) => LINE_NAMES[c] ?? c);
    out.push(`${b.label} not timed: no ${missing.join(' or ')} line`);
  }
  if (verbosity === 3 && ddTimed && s.progress.length === 0)
    out.push(
      "DD files reading and validation stay one span: no '[MY-012350] N threads have validated' progress line (validation took under 10 s, or the extract lacks it)",
    );
  return out;
}

/**
 * DD files reading / validation split (brief section 3): reading ends at the first MY-012350
 * progress line minus the 10 s progress interval (never before MY-012357); validation runs from
 * there to MY-012356. Null without a progress line.
 */
function splitValidation(
  s: Start,
  totalSeconds: number,
): { reading: number; validation: number } | null {
  const startMs = s.marks.get('MY-012357');
  const first = s.progress[0];
  if (startMs === undefined || first === undefined) return null;
  const validationStart = Math.max(startMs, first.ms - VALIDATION_PROGRESS_INTERVAL_SEC * 1000);
  const reading = Math.min(totalSeconds, (validationStart - startMs) / 1000);
  return { reading, validation: totalSeconds - reading };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** The time and text of a 5.5/5.6/5.7 line, or null. */
function legacyParts(text: string): { stamp: string; level: string; msg: string } | null {
  const v57 = V57_LINE.exec(text);
  if (v57) return { stamp: v57[1] ?? '', level: v57[2] ?? '', msg: v57[3] ?? '' };
  const v56 = V56_LINE.exec(text);
  if (v56) return { stamp: `${v56[1]}T${v56[2]}`, level: v56[3] ?? '', msg: v56[4] ?? '' };
  const v55 = V55_LINE.exec(text);
  if (v55) {
    const hour = (v55[4] ?? '').padStart(2, '0');
    const stamp = `20${v55[1]}-${v55[2]}-${v55[3]}T${hour}:${v55[5]}`;
    return { stamp, level: v55[6] ?? '', msg: v55[7] ?? '' };
  }
  return null;
}

/** What a 5.x start cannot time: the four 8.0 phases, and (at a clean start) any phase. */
function legacyMissing(s: Start): string[] {
  const out = [
    `MySQL ${s.version ?? '5.x'} writes no [MY-…] phase lines: only the total${s.marks.has('LEGACY-DISCOVERY-END') ? " and the crash recovery's tablespace discovery are" : ' is'} timed`,
  ];
  if (s.marks.has('LEGACY-DISCOVERY') && !s.marks.has('LEGACY-DISCOVERY-END'))
    out.push(
      "tablespace discovery not timed: no line after 'InnoDB: Reading tablespace information from the .ibd files'",
    );
  return out;
}
