/**
 * Unit forms that the benchmark parsers (core/units/parse.ts) read back: "16KiB", "125 MiB/s",
 * "2:18". Used by exports that write units and by round-trip property tests.
 */

/** "16KiB", "1MiB", "512B" (exact for whole bytes). */
export function formatSizeKiB(kib: number): string {
  const bytes = Math.round(kib * 1024);
  if (bytes % (1024 * 1024) === 0 && bytes > 0) return `${bytes / (1024 * 1024)}MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024}KiB`;
  return `${bytes}B`;
}

/** "125 MiB/s". */
export function formatRateMiBps(mibps: number): string {
  return `${mibps} MiB/s`;
}

/** "2:18" under an hour, "1:02:03" from an hour (seconds keep their decimals). */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds - h * 3600) / 60);
  const s = seconds - h * 3600 - m * 60;
  const ss = s < 10 ? `0${s}` : `${s}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
