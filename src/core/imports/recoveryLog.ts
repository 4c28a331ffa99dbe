/**
 * Logs of a recovery (issue 37 item 6): what happened, timed, for calibrating the recovery phases.
 * Never throws: a file with nothing to time is one error naming what was expected.
 *
 * - MySQL error log of a crash recovery with redo to apply. 5.6/5.7: "InnoDB: Starting crash
 *   recovery." (or "Log scan progressed past the checkpoint lsn N"), "Doing recovery: scanned up
 *   to log sequence number M", "Starting an apply batch of log records", "Apply batch completed";
 *   8.0+: MY-013086 "Starting to parse redo log at lsn = N", MY-012550 "Doing recovery: scanned up
 *   to log sequence number M", MY-012532 "Applying a batch of … redo log records", MY-012535
 *   "Apply batch completed!". `redo_apply` runs from the start of the scan to the last batch
 *   completed; the redo is M − N bytes (the checkpoint lsn to the end of the scan).
 * - The rollback of open transactions in the same log (5.7: "InnoDB: Rolling back trx with id N,
 *   M rows to undo", "Rollback of trx with id N completed", "Rollback of non-prepared transactions
 *   completed"; 8.0+: the same texts as MY-013011, MY-013012, MY-013015, after MY-013014 "Starting
 *   in background the rollback of uncommitted transactions"): `undo` runs from the background
 *   start (else the first "Rolling back trx") to "Rollback of non-prepared transactions completed"
 *   (else the last "Rollback of trx … completed"); only when some transaction had rows to undo.
 * - xtrabackup (2.4: `190110 10:00:00 …`; 8.0: RFC 3339 with [Xtrabackup] lines): --copy-back
 *   or --move-back is `copy_back`, --prepare is `prepare` (with the redo it scanned, as above),
 *   each from the first timed line to "completed OK!".
 * - The clone plugin's notes in the recipient's error log ("[Clone]" / MY-013272): `clone` from
 *   the first to the last of them.
 */
import type { ImportError } from './types.ts';

export type RecoveryLogPhase = 'redo_apply' | 'copy_back' | 'prepare' | 'clone' | 'undo';

export interface RecoveryLogRecord {
  kind: 'recovery';
  file: string;
  tool: 'mysqld-log' | 'xtrabackup' | 'clone';
  phase: RecoveryLogPhase;
  seconds: number;
  /** Redo the phase applied (checkpoint lsn to the end of the scan), MiB; null when not printed. */
  redoMiB: number | null;
  /** Server or tool version when printed. */
  version: string | null;
  /** Rows the rollback undid (the sum of "M rows to undo"); only on an `undo` record. */
  undoRows?: number;
}

const ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?\b/;
const XB24 = /^(\d{2})(\d{2})(\d{2}) +(\d{1,2}):(\d{2}):(\d{2})\b/;

/** Seconds since the epoch of a line's leading time, or null (times without a zone read as UTC). */
export function lineTime(line: string): number | null {
  const m = ISO.exec(line);
  if (m) {
    const zone = m[4] === undefined || m[4] === '-00:00' ? 'Z' : m[4];
    const t = Date.parse(`${m[1]}T${m[2]}${m[3] ?? ''}${zone}`);
    return Number.isFinite(t) ? t / 1000 : null;
  }
  const x = XB24.exec(line);
  if (x) {
    const t = Date.parse(
      `20${x[1]}-${x[2]}-${x[3]}T${(x[4] ?? '').padStart(2, '0')}:${x[5]}:${x[6]}Z`,
    );
    return Number.isFinite(t) ? t / 1000 : null;
  }
  return null;
}

interface Timed {
  t: number;
  text: string;
}

/** Lines from the first timed one on; an untimed line (2.4's InnoDB notes) takes the last time. */
function timedLines(text: string): Timed[] {
  const out: Timed[] = [];
  let last: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    last = lineTime(raw.trim()) ?? last;
    if (last !== null) out.push({ t: last, text: raw });
  }
  return out;
}

const SCAN_START =
  /Starting to parse redo log at lsn = (\d+)|checkpoint lsn (\d+)|Starting crash recovery|Starting InnoDB instance for recovery/;
const SCANNED = /scanned up to log sequence number (\d+)/;
const APPLY_DONE = /Apply batch completed/;
const MIB = 1024 * 1024;

/** The redo scan-and-apply span of a log (mysqld crash recovery or xtrabackup --prepare). */
function redoSpan(lines: Timed[]): { seconds: number; redoMiB: number | null } | null {
  let start: Timed | undefined;
  let fromLsn: number | null = null;
  let toLsn: number | null = null;
  let end: Timed | undefined;
  for (const l of lines) {
    const s = SCAN_START.exec(l.text);
    if (s) {
      start ??= l;
      const lsn = s[1] ?? s[2];
      if (lsn !== undefined && fromLsn === null) fromLsn = Number(lsn);
    }
    const sc = SCANNED.exec(l.text);
    if (sc && start) toLsn = Number(sc[1]);
    if (APPLY_DONE.test(l.text) && start) end = l;
  }
  if (!start || !end) return null;
  const redo =
    fromLsn !== null && toLsn !== null && toLsn > fromLsn ? (toLsn - fromLsn) / MIB : null;
  return { seconds: end.t - start.t, redoMiB: redo };
}

const ROLLBACK_START = /Starting in background the rollback of uncommitted transactions/;
const ROLLING_BACK = /Rolling back trx with id \d+, (\d+) rows to undo/;
const ROLLBACK_DONE = /Rollback of trx with id \d+ completed/;
const ALL_ROLLED_BACK = /Rollback of non-prepared transactions completed/;

/** The rollback of the open transactions a crash recovery found, when any had rows to undo. */
function undoSpan(lines: Timed[]): { seconds: number; rows: number } | null {
  let start: Timed | undefined;
  let first: Timed | undefined;
  let end: Timed | undefined;
  let all: Timed | undefined;
  let rows = 0;
  for (const l of lines) {
    if (ROLLBACK_START.test(l.text)) start ??= l;
    const r = ROLLING_BACK.exec(l.text);
    if (r) {
      first ??= l;
      rows += Number(r[1]);
    }
    if (ROLLBACK_DONE.test(l.text) && first) end = l;
    if (ALL_ROLLED_BACK.test(l.text) && first) all ??= l;
  }
  const from = start ?? first;
  const to = all ?? end;
  if (!from || !to || rows <= 0 || to.t < from.t) return null;
  return { seconds: to.t - from.t, rows };
}

function versionOf(text: string): string | null {
  const m = /(?:mysqld|xtrabackup)[^\n]*?\b(?:version |\(mysqld |Ver )?(\d+\.\d+\.\d+)/i.exec(text);
  return m?.[1] ?? null;
}

function xtrabackup(file: string, text: string, lines: Timed[]): RecoveryLogRecord | null {
  const ok = lines.filter((l) => /completed OK!/.test(l.text)).at(-1);
  const first = lines[0];
  if (!ok || !first) return null;
  const copy = /--(copy|move)-back\b|Starting '(copy|move)-back'|copy-back|move-back/.test(text);
  const prepare = /--prepare\b|Starting InnoDB instance for recovery/.test(text);
  const version = versionOf(text);
  if (copy) {
    return {
      kind: 'recovery',
      file,
      tool: 'xtrabackup',
      phase: 'copy_back',
      seconds: ok.t - first.t,
      redoMiB: null,
      version,
    };
  }
  if (prepare) {
    const span = redoSpan(lines);
    return {
      kind: 'recovery',
      file,
      tool: 'xtrabackup',
      phase: 'prepare',
      seconds: ok.t - first.t,
      redoMiB: span?.redoMiB ?? null,
      version,
    };
  }
  return null;
}

/** A mysqld error log's crash recovery: redo apply and the rollback of open transactions. */
function mysqldRecords(file: string, text: string, lines: Timed[]): RecoveryLogRecord[] {
  const out: RecoveryLogRecord[] = [];
  const base = { kind: 'recovery', file, tool: 'mysqld-log', version: versionOf(text) } as const;
  const span = redoSpan(lines);
  if (span)
    out.push({ ...base, phase: 'redo_apply', seconds: span.seconds, redoMiB: span.redoMiB });
  const undo = undoSpan(lines);
  if (undo)
    out.push({ ...base, phase: 'undo', seconds: undo.seconds, redoMiB: null, undoRows: undo.rows });
  return out;
}

/** The recovery phases a log times, or one error saying what the file lacks. */
export function parseRecoveryLog(
  file: string,
  text: string,
): { records: RecoveryLogRecord[]; errors: ImportError[] } {
  const lines = timedLines(text);
  const records: RecoveryLogRecord[] = [];
  if (/xtrabackup/i.test(text)) {
    const r = xtrabackup(file, text, lines);
    if (r) records.push(r);
  } else {
    const clone = lines.filter((l) => /\[Clone\]/.test(l.text));
    const first = clone[0];
    const last = clone.at(-1);
    if (first && last && last.t > first.t)
      records.push({
        kind: 'recovery',
        file,
        tool: 'clone',
        phase: 'clone',
        seconds: last.t - first.t,
        redoMiB: null,
        version: versionOf(text),
      });
    records.push(...mysqldRecords(file, text, lines));
  }
  if (records.length > 0) return { records, errors: [] };
  return {
    records,
    errors: [
      {
        file,
        line: 1,
        field: 'recovery log',
        message:
          'no recovery timed: expected a MySQL error log of a crash recovery with redo applied ("Apply batch completed") or transactions rolled back ("Rolling back trx with id"), an xtrabackup --copy-back or --prepare log ending "completed OK!", or clone plugin notes ([Clone])',
      },
    ],
  };
}

/** What the app and the CLI call each phase a log times. */
export const RECOVERY_LOG_PHASE_LABELS: Record<RecoveryLogPhase, string> = {
  redo_apply: 'Redo apply (crash recovery)',
  copy_back: 'Copy back (xtrabackup)',
  prepare: 'Prepare (xtrabackup apply log)',
  clone: 'Clone (clone plugin)',
  undo: 'Undo of open transactions (crash recovery)',
};
