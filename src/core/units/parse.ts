/**
 * A small pure parser for the units people write in benchmark files: IO sizes ("16k", "16KiB",
 * "4 KB"), counts ("12k", "1M"), rates ("125 MiB/s", "131MB/s") and durations ("2:18", "1:02:03",
 * "45s", "3.2 ms").
 *
 * What `k` means (decided once, here):
 * - **IO, block and volume sizes**: k, K, KB and KiB all mean 1,024 bytes (and so on up to T, TB,
 *   TiB: 2^40 bytes, as AWS bills a "GB" of EBS as a GiB). Storage tools write sizes that
 *   way: sysbench prints "Block size 16KiB" for `--file-block-size=16384`, fio's `bs=16k` is
 *   16,384 bytes (fio's `kb_base` defaults to 1024), and nobody benchmarks 16,000-byte reads.
 * - **Counts** (IOPS, reads/s, tables): k = 1,000 and M = 1,000,000 (SI): "12k IOPS", "1M tables".
 * - **Rates**: the letters matter, because fio prints both ("bw=125MiB/s (131MB/s)"): MiB/s is
 *   2^20 bytes per second, MB/s is 10^6. A bare number is taken in the column's unit.
 * Every parser returns a value or a message saying what was expected; none throws.
 */

import { own } from '../own.ts';

export type UnitResult = { ok: true; value: number } | { ok: false; message: string };

const NUMBER = String.raw`([+]?(?:\d[\d_,]*(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)`;

function toNumber(text: string): number {
  return Number(text.replace(/[_,]/g, ''));
}

/** "3 048" and "1 000 000" (digits grouped by spaces, as many locales print them) → "3048". */
function ungroup(t: string): string {
  return /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:\.\d+)?\b/.test(t)
    ? t.replace(/(\d)[ \u00a0\u202f](?=\d{3}\b)/g, '$1')
    : t;
}

function fail(kind: string, example: string, got: string): UnitResult {
  const shown = got.length > 40 ? `${got.slice(0, 40)}…` : got;
  return { ok: false, message: `expected ${kind} like ${example}, got '${shown}'` };
}

function finite(value: number, kind: string, example: string, got: string): UnitResult {
  return Number.isFinite(value) && value >= 0 ? { ok: true, value } : fail(kind, example, got);
}

/** A plain non-negative number ("5012.44", "1,234", "1e3"). */
export function parseNumber(text: string): UnitResult {
  const t = ungroup(text.trim());
  const m = new RegExp(`^${NUMBER}$`, 'i').exec(t);
  if (!m?.[1]) return fail('a number', '5012.44', text);
  return finite(toNumber(m[1]), 'a number', '5012.44', text);
}

const SIZE_FACTORS_KIB: Record<string, number> = {
  b: 1 / 1024,
  byte: 1 / 1024,
  bytes: 1 / 1024,
  k: 1,
  kb: 1,
  kib: 1,
  m: 1024,
  mb: 1024,
  mib: 1024,
  g: 1024 * 1024,
  gb: 1024 * 1024,
  gib: 1024 * 1024,
  // Volume and data sizes (fleet inventories, issue 27: "1 TiB" as the help says).
  t: 1024 * 1024 * 1024,
  tb: 1024 * 1024 * 1024,
  tib: 1024 * 1024 * 1024,
};

/**
 * An IO or block size in KiB. k/KB/KiB = 1,024 bytes (see above). A bare number is in
 * `bareUnit` ('KiB' for a column named "block_size_kib", 'bytes' for fio's `bs`).
 */
export function parseSizeKiB(text: string, bareUnit: 'KiB' | 'bytes' = 'KiB'): UnitResult {
  const t = text.trim();
  const m = new RegExp(`^${NUMBER}\\s*([a-z]*)$`, 'i').exec(t);
  if (!m?.[1]) return fail('a size', '16k, 16KiB or 4 KB', text);
  const unit = (m[2] ?? '').toLowerCase();
  const factor = unit === '' ? (bareUnit === 'KiB' ? 1 : 1 / 1024) : own(SIZE_FACTORS_KIB, unit);
  if (factor === undefined) return fail('a size', '16k, 16KiB or 4 KB', text);
  return finite(toNumber(m[1]) * factor, 'a size', '16k, 16KiB or 4 KB', text);
}

const COUNT_FACTORS: Record<string, number> = { '': 1, k: 1e3, m: 1e6, g: 1e9 };

/** A count (IOPS, reads/s, tables): k = 1,000, M = 1,000,000. Optional "/s" or "IOPS" suffix. */
export function parseCount(text: string): UnitResult {
  const t = ungroup(text.trim().replace(/\s*(?:\/s|\/sec|iops|ops\/s|qps)$/i, ''));
  const m = new RegExp(`^${NUMBER}\\s*([kmg]?)$`, 'i').exec(t);
  if (!m?.[1]) return fail('a number', '5012.44 or 12k', text);
  const f = own(COUNT_FACTORS, (m[2] ?? '').toLowerCase()) ?? 1;
  return finite(toNumber(m[1]) * f, 'a number', '5012.44 or 12k', text);
}

/** Bytes per second of each rate unit, divided by 2^20: the factor to MiB/s. */
const RATE_FACTORS_MIBPS: Record<string, number> = {
  'b/s': 1 / 1048576,
  'kib/s': 1 / 1024,
  'kb/s': 1000 / 1048576,
  'mib/s': 1,
  'mb/s': 1e6 / 1048576,
  'gib/s': 1024,
  'gb/s': 1e9 / 1048576,
};

/** A transfer rate in MiB/s ("125 MiB/s", "131MB/s", "1.2 GiB/s"); a bare number is MiB/s. */
export function parseRateMiBps(text: string): UnitResult {
  const t = text.trim();
  const m = new RegExp(`^${NUMBER}\\s*([a-z]+/s(?:ec)?)?$`, 'i').exec(t);
  if (!m?.[1]) return fail('a rate', '125 MiB/s', text);
  const unit = (m[2] ?? 'mib/s').toLowerCase().replace(/sec$/, 's');
  const f = own(RATE_FACTORS_MIBPS, unit);
  if (f === undefined) return fail('a rate', '125 MiB/s', text);
  return finite(toNumber(m[1]) * f, 'a rate', '125 MiB/s', text);
}

const DURATION_FACTORS_S: Record<string, number> = {
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  ms: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hour: 3600,
  hours: 3600,
};

/**
 * A duration in seconds: "2:18" (minutes:seconds), "1:02:03" (h:mm:ss), "45s", "3.2 ms",
 * "7m9s", "1h 2m". A bare number is in `bareUnit` (seconds by default).
 */
export function parseSeconds(text: string, bareUnit: 's' | 'ms' = 's'): UnitResult {
  const t = text.trim();
  const example = '2:18, 1:02:03, 45s or 3.2 ms';
  const clock = /^(\d+):([0-5]?\d(?:\.\d+)?)$/.exec(t) ?? null;
  if (clock?.[1] !== undefined && clock[2] !== undefined) {
    return finite(Number(clock[1]) * 60 + Number(clock[2]), 'a duration', example, text);
  }
  const hms = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/.exec(t);
  if (hms?.[1] !== undefined && hms[2] !== undefined && hms[3] !== undefined) {
    const v = Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3]);
    return finite(v, 'a duration', example, text);
  }
  const bare = new RegExp(`^${NUMBER}$`, 'i').exec(t);
  if (bare?.[1]) {
    return finite(toNumber(bare[1]) * (bareUnit === 'ms' ? 1e-3 : 1), 'a duration', example, text);
  }
  const part = new RegExp(`${NUMBER}\\s*([a-zµ]+)\\s*`, 'iy');
  let total = 0;
  let pos = 0;
  let parts = 0;
  while (pos < t.length) {
    part.lastIndex = pos;
    const m = part.exec(t);
    if (!m?.[1] || m[2] === undefined) return fail('a duration', example, text);
    const f = own(DURATION_FACTORS_S, m[2].toLowerCase());
    if (f === undefined) return fail('a duration', example, text);
    total += toNumber(m[1]) * f;
    pos = part.lastIndex;
    parts += 1;
  }
  if (parts === 0) return fail('a duration', example, text);
  return finite(total, 'a duration', example, text);
}
