/**
 * The interval between snapshots that carry no time (plain `cat /proc/diskstats` in a loop, issue
 * 41.10): what the user types in the app's field (the CLI's `--interval`), with a default.
 */
import { formatInt } from '../format/index.ts';

/**
 * The default seconds between snapshots (assumption: a capture loop's usual `sleep 60`, as the
 * CLI's help example `--interval 60`); the field shows it, and the user changes it.
 */
export const DEFAULT_SNAPSHOT_INTERVAL_SEC = 60;
/** The least and most seconds the field takes: 1 ms to one day. */
export const SNAPSHOT_INTERVAL_RANGE_SEC = { min: 0.001, max: 86_400 } as const;

/** The field's text as seconds (empty: the default), or one clear error naming it and a valid value. */
export function parseSnapshotInterval(
  text: string,
): { ok: true; seconds: number } | { ok: false; message: string } {
  const t = text.trim();
  if (t === '') return { ok: true, seconds: DEFAULT_SNAPSHOT_INTERVAL_SEC };
  const n = Number(t);
  const { min, max } = SNAPSHOT_INTERVAL_RANGE_SEC;
  if (Number.isFinite(n) && n >= min && n <= max) return { ok: true, seconds: n };
  return {
    ok: false,
    message: `Seconds between snapshots: expected a number of seconds from ${min} to ${formatInt(max)}, e.g. ${DEFAULT_SNAPSHOT_INTERVAL_SEC}; got "${text}"`,
  };
}
