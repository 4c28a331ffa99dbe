/**
 * Durations as the app, the PDF and the CLI write them: "0.25 s", "42.5 s", "7 min 09 s",
 * "1 h 02 min". Seconds and minutes after a larger unit always take two digits, so a column of
 * startup times lines up and "2 min 00 s" never reads as "2 min 0 s" in one place and "2 min 00 s"
 * in another (issue 13).
 */
import { MINUS, NOT_A_NUMBER, formatInt } from './number.ts';

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** A duration in seconds: "0.25 s" under 1 s, "42.5 s" under a minute, "7 min 09 s", "1 h 02 min". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return NOT_A_NUMBER;
  const s = Math.abs(seconds);
  let text: string;
  // 0.995 would print "1.00 s" and 59.96 "60.0 s": switch units where the rounding does.
  if (s < 0.995) text = `${s.toFixed(2)} s`;
  else if (s < 59.95) text = `${s.toFixed(1)} s`;
  else if (s < 3599.5) {
    // Round once, then split: splitting first turned 119.6 s into "1 min 60 s".
    const total = Math.round(s);
    text = `${Math.floor(total / 60)} min ${pad2(total % 60)} s`;
  } else if (s < 3.6e9) {
    const minutes = Math.round(s / 60);
    text = `${Math.floor(minutes / 60)} h ${pad2(minutes % 60)} min`;
  } else {
    // A million hours (114 years) and more: whole hours, grouped (exponent form when huge).
    text = `${formatInt(s / 3600)} h`;
  }
  return seconds < 0 && !/^0\.00 s$/.test(text) ? `${MINUS}${text}` : text;
}

/** The unit a duration axis is labelled in, chosen once per axis from its largest tick. */
export type DurationUnit = 's' | 'min' | 'h';

/** The unit for an axis whose ticks reach `maxSeconds`: seconds up to 300 s, minutes up to 5 h. */
export function durationUnitFor(maxSeconds: number): DurationUnit {
  if (!(maxSeconds > 300)) return 's';
  return maxSeconds > 5 * 3600 ? 'h' : 'min';
}

const UNIT_SECONDS: Record<DurationUnit, number> = { s: 1, min: 60, h: 3600 };

/** Seconds expressed in `unit` (a number, for placing ticks). */
export function secondsIn(unit: DurationUnit, seconds: number): number {
  return seconds / UNIT_SECONDS[unit];
}

/** Seconds from a value in `unit`. */
export function secondsFrom(unit: DurationUnit, value: number): number {
  return value * UNIT_SECONDS[unit];
}

/** A duration tick in an axis's one unit: (90, 'min') → "1.5 min", (45, 's') → "45 s". */
export function formatDurationIn(unit: DurationUnit, seconds: number): string {
  const v = secondsIn(unit, seconds);
  if (Math.abs(v) >= 1e6) return `${formatInt(v)} ${unit}`;
  const text = Math.abs(v) >= 100 ? String(Math.round(v)) : String(Number(v.toPrecision(3)));
  return `${text.replace('-', MINUS)} ${unit}`;
}
