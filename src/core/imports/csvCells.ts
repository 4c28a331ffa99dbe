/**
 * How a CSV cell becomes a number, given the unit its column's header declares ('' when none):
 * the benchmark importer's rules (csv.ts), shared with the fleet inventory (src/core/fleet).
 * Plain numbers take a fast path; anything else goes through the unit parsers (../units), so
 * "12k" IOPS, "16KiB", "131 MB/s" and "2:18" read the same everywhere.
 */
import type { UnitResult } from '../units/index.ts';
import { parseCount, parseRateMiBps, parseSeconds, parseSizeKiB } from '../units/index.ts';

/** Fast path for plain numbers (the common cell), then the unit parser. */
export function numberOr(cell: string, slow: (t: string) => UnitResult): UnitResult {
  const n = +cell;
  if (cell !== '' && n >= 0 && n < Infinity) return { ok: true, value: n };
  return slow(cell);
}

/** A bare number of a column with a unit in its header, written with that unit ("5" → "5 ms"). */
function withUnit(cell: string, unit: string): string {
  return unit !== '' && looksBare(cell) ? `${cell} ${unit}` : cell;
}
function looksBare(cell: string): boolean {
  const c = cell.charCodeAt(cell.length - 1);
  return c >= 48 && c <= 57;
}

/** A count (IOPS, reads/s, tables, QPS): k = 1,000. */
export const cellCount = (cell: string): UnitResult => numberOr(cell, parseCount);

/** An IO, block or page size in KiB (k = 1,024); a header in bytes makes bare numbers bytes. */
export const cellSizeKiB = (cell: string, unit: string): UnitResult =>
  unit === 'bytes' ? parseSizeKiB(cell, 'bytes') : numberOr(cell, parseSizeKiB);

/** A rate in MiB/s; a header in MB/s (or any rate unit) applies to bare numbers. */
export const cellRateMiBps = (cell: string, unit: string): UnitResult =>
  unit.endsWith('/s') && unit !== 'mib/s'
    ? parseRateMiBps(withUnit(cell, unit))
    : numberOr(cell, parseRateMiBps);

/** A latency in milliseconds (bare numbers in ms unless the header says otherwise). */
export const cellMs = (cell: string, unit: string): UnitResult => {
  if (unit === '' || unit === 'ms') {
    const fast = numberOr(cell, () => ({ ok: false, message: '' }));
    if (fast.ok) return fast;
  }
  const r = parseSeconds(withUnit(cell, unit === '' ? 'ms' : unit));
  return r.ok ? { ok: true, value: Math.round(r.value * 1e9) / 1e6 } : r;
};

/** A duration in seconds ("2:18", "45s", "5 min"); bare numbers in the header's unit or seconds. */
export const cellSeconds = (cell: string, unit: string): UnitResult =>
  unit === '' || unit === 's' ? numberOr(cell, parseSeconds) : parseSeconds(withUnit(cell, unit));
