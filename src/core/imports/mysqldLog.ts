/**
 * MySQL 8.0 / 8.4 / 9.x error log of a start (log_error_verbosity 2 or 3). A log usually holds
 * several starts; each start that reaches "ready for connections" (MY-010931) is one record.
 * Starts that never get there (a crash, a truncated copy) are skipped; a file with no complete
 * start is an error.
 *
 * Phases (brief section 3), from the InnoDB notes printed at verbosity 3:
 * - directories scan: MY-012203 "Directories to scan" (or the first MY-012204) → MY-012206 "Found N '.ibd'";
 * - duplicate check: MY-012207 "Using N threads to scan" → MY-012208 "Completed space ID check";
 * - DD files reading + validation: MY-012357 "Reading DD tablespace files" → MY-012356 "Scanned N
 *   tablespaces". No line marks where reading ends and validation starts, so the boundary is
 *   extrapolated from the MY-012350 progress lines ("N threads have validated X out of Y"), at the
 *   rate between the last two points; without progress lines the two stay one span.
 * Total: mysqld_safe "Starting mysqld daemon" (or MY-010116 "starting as process" when there is no
 * mysqld_safe) → MY-010931. At verbosity 2 (the 8.0 default) only MY-013576/MY-013577 (InnoDB
 * initialization started/ended) and MY-010931 appear: InnoDB initialization covers the directories
 * scan and the duplicate check, the gap after it to the next line covers DD reading and
 * validation, and none of the four phases can be separated.
 */
import type { MeasuredPhase, StartupPhaseKey, StartupRecord } from './types.ts';
import { STARTUP_PHASE_KEYS } from './types.ts';
import type { Sink } from './sink.ts';
import { PHASE_LABELS } from './phaseLabels.ts';

const SERVER_LINE =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?)\s+(\S+)\s+\[([A-Za-z]+)\]\s+\[(MY-\d{6})\]\s+\[([A-Za-z]+)\]\s?(.*)$/;
const SAFE_LINE =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?)\s+mysqld_safe\s+(.*)$/;
const OLD_SAFE_LINE = /^(\d\d)(\d\d)(\d\d)\s+(\d\d:\d\d:\d\d)\s+mysqld_safe\s+(.*)$/;

interface Start {
  line: number;
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
}

function newStart(line: number): Start {
  return {
    line,
    safeMs: null,
    serverMs: null,
    notes: 0,
    version: null,
    marks: new Map(),
    lastMs: -Infinity,
    afterInitMs: null,
    scanThreads: null,
    validationThreads: null,
    filesFound: null,
    progress: [],
  };
}

function timeMs(stamp: string): number {
  // "2025-03-14T09:20:01.118204Z": Date.parse keeps milliseconds; add the microseconds back.
  const base = Date.parse(
    stamp.includes('Z') || /[+-]\d\d:?\d\d$/.test(stamp) ? stamp : `${stamp}Z`,
  );
  const frac = /\.(\d+)/.exec(stamp)?.[1] ?? '';
  const micro = frac.length > 3 ? Number(`0.${frac.slice(3)}`) : 0;
  return base + micro;
}

export class MysqldLogParser {
  private start: Start | null = null;
  private complete = 0;
  private lastLine = 0;

  constructor(private readonly sink: Sink) {}

  line(text: string, lineNo: number): void {
    this.lastLine = lineNo;
    const safe = SAFE_LINE.exec(text);
    const old = safe ? null : OLD_SAFE_LINE.exec(text);
    if (safe || old) {
      const stamp = safe ? (safe[1] ?? '') : `20${old?.[1]}-${old?.[2]}-${old?.[3]}T${old?.[4]}`;
      const msg = safe ? (safe[2] ?? '') : (old?.[5] ?? '');
      if (/^Starting mysqld daemon/.test(msg)) {
        const ms = this.stamp(stamp, lineNo);
        if (ms === null) return;
        this.start = newStart(lineNo);
        this.start.safeMs = ms;
        this.start.lastMs = ms;
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
      if (this.start === null || this.start.serverMs !== null) this.start = newStart(lineNo);
      this.start.serverMs = ms;
      this.start.version = /\(mysqld ([0-9][0-9.]*)/.exec(msg)?.[1] ?? this.start.version;
    }
    const s = this.start;
    if (s === null) return;
    if (ms < s.lastMs - 1000) {
      this.sink.error(
        lineNo,
        'timestamp',
        `time goes backwards by ${((s.lastMs - ms) / 1000).toFixed(3)} s within the start of line ${s.line}`,
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
        if (found?.[1] !== undefined) s.filesFound = Number(found[1]);
        break;
      }
      case 'MY-012207': {
        const t = /Using (\d+) threads? to scan/.exec(msg);
        if (t?.[1] !== undefined) s.scanThreads = Number(t[1]);
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
        s.version = /Version: '([0-9][0-9.]*)/.exec(msg)?.[1] ?? s.version;
        this.finish(s, ms);
        this.start = null;
        break;
      }
      default:
        break;
    }
  }

  end(): void {
    if (this.complete === 0 && !this.sink.failed) {
      this.sink.error(
        Math.max(1, this.start?.line ?? this.lastLine),
        '',
        this.start === null
          ? "no MySQL start found: expected a '[MY-010116]' starting line and a '[MY-010931]' ready for connections line"
          : "the start on this line never reaches '[MY-010931] ready for connections' (truncated log?)",
      );
    }
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
      phases.push({ name, label: PHASE_LABELS[name], seconds: round6(seconds), covers, estimated });
    };
    const verbosity: 2 | 3 = s.notes > 0 ? 3 : 2;
    const scan = this.span(s, ['MY-012203', 'MY-012204'], 'MY-012206');
    if (scan) add('directories_scan', scan.seconds, ['directories_scan']);
    const dup = this.span(s, ['MY-012207', 'MY-012206'], 'MY-012208');
    if (dup) add('duplicate_check', dup.seconds, ['duplicate_check']);
    const ddVal = this.span(s, ['MY-012357'], 'MY-012356');
    if (ddVal) {
      const split = this.splitValidation(s, ddVal.seconds);
      if (split) {
        add('dd_files_reading', split.reading, ['dd_files_reading'], true);
        add('validation', split.validation, ['validation'], true);
      } else {
        add('after_innodb_initialization', ddVal.seconds, ['dd_files_reading', 'validation']);
      }
    }
    if (!scan && !dup) {
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
    const from = s.safeMs ?? s.serverMs;
    const separated = new Set(phases.filter((p) => p.covers.length === 1).flatMap((p) => p.covers));
    const rec: StartupRecord = {
      kind: 'startup',
      source: { file: this.sink.file, line: s.line },
      tool: 'mysqld-log',
      version: s.version,
      verbosity,
      phases,
      totalSeconds: from === null ? null : round6((readyMs - from) / 1000),
      totalFrom: s.safeMs !== null ? 'mysqld_safe' : s.serverMs !== null ? 'server-start' : null,
      scanThreads: s.scanThreads,
      validationThreads: s.validationThreads,
      filesFound: s.filesFound,
      unseparated: STARTUP_PHASE_KEYS.filter((k) => !separated.has(k)),
      context: s.version !== null ? { mysqlVersion: s.version } : {},
    };
    if (s.filesFound !== null) rec.context.tables = s.filesFound;
    this.complete += 1;
    this.sink.record(rec);
  }

  /** Reading/validation split from the progress lines (see the file comment), or null. */
  private splitValidation(
    s: Start,
    totalSeconds: number,
  ): { reading: number; validation: number } | null {
    const end = s.marks.get('MY-012356');
    const startMs = s.marks.get('MY-012357');
    const last = s.progress[s.progress.length - 1];
    if (end === undefined || startMs === undefined || last === undefined || last.of <= 0)
      return null;
    const prev = s.progress.length > 1 ? s.progress[s.progress.length - 2] : undefined;
    // Rate between the last two known points (the last progress line and the end, or two progress lines).
    const a = prev ?? last;
    const b = prev ? last : { ms: end, done: last.of };
    const rate = (b.done - a.done) / Math.max(1e-9, b.ms - a.ms);
    if (!(rate > 0)) return null;
    const validationStart = Math.max(startMs, a.ms - a.done / rate);
    const reading = (validationStart - startMs) / 1000;
    return { reading, validation: totalSeconds - reading };
  }
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
