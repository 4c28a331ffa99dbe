/**
 * Which importer a file goes to (issue 37 item 5), decided once for the CLI's `calibrate` and the
 * app's import: the recovery phases a log times (recoveryLog.ts), and whether it is also a
 * benchmark the importer reads. A MySQL error log of a crash recovery is both (its start is a
 * startup measurement); an xtrabackup log is no server start, whatever its [MY-…] codes suggest.
 */
import { detectFormat } from './detect.ts';
import { parseRecoveryLog } from './recoveryLog.ts';
import type { RecoveryLogRecord } from './recoveryLog.ts';
import type { ImportError } from './types.ts';

export interface RecoveryLogSplit {
  records: RecoveryLogRecord[];
  /** True when the benchmark importer should read the file too (or say why it cannot). */
  benchmark: boolean;
  /**
   * A file that reads as an attempt at a recovery log (xtrabackup, clone, crash recovery) and
   * times no phase: the one error naming what was expected. Empty otherwise.
   */
  errors: ImportError[];
  /** True when neither this parser nor the benchmark importer recognises the file. */
  unrecognised: boolean;
}

/**
 * Words a recovery log has: a file with them and no timed phase is told what was expected. Not
 * "XA crash recovery" (every 8.x start prints MY-010229 "Starting XA crash recovery...").
 */
const RECOVERY_WORDS =
  /xtrabackup|(?<!XA )crash recovery|not shutdown normally|\[Clone\]|Apply batch|copy-back|move-back/i;

export function splitRecoveryLog(file: string, text: string): RecoveryLogSplit {
  const parsed = parseRecoveryLog(file, text);
  const records = parsed.records;
  const format = detectFormat(file, text.slice(0, 65_536));
  const tool = records.some((r) => r.tool === 'xtrabackup');
  return {
    records,
    benchmark: records.length === 0 || (!tool && format !== null),
    errors: records.length === 0 && RECOVERY_WORDS.test(text) ? parsed.errors : [],
    unrecognised: records.length === 0 && format === null,
  };
}
