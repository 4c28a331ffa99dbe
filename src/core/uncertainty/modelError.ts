/**
 * The model's own error, beside the spread of its constants (spreads.ts): a list of terms, each
 * with the condition under which it applies and its size (a relative half-width). The ranges
 * widen by the terms that apply, combined as independent errors (root of the sum of squares):
 *
 *     range = [ low × (1 − e), high × (1 + e) ],   e = √(Σ size²)
 *
 * where [low, high] is the range of the constants' corners (corners.ts). A run-to-run floor
 * always applies; the other terms name a mechanism that is an assumption or extrapolated, so a
 * scenario where the calibration never looked gets a range that says so. docs/model.md section 10
 * lists every term with its source. Terms for other figures (QPS) slot in as further lists.
 */
import type { StartupInputs } from '../startup/phases.ts';
import { duplicateCheckReaderBound } from '../startup/phases.ts';

/** One model-error term of a figure. */
export interface ModelErrorTerm<C> {
  id: string;
  /** What the term covers, in the user's words (shown as a reason for a wider range). */
  label: string;
  /** Relative half-width it adds (0.05 = ±5%). */
  size: number;
  applies: (c: C) => boolean;
  /** Where the size comes from (docs/model.md repeats it). */
  source: string;
}

/** Startup terms read the resolved startup inputs only (cheap enough for the recommend search). */
export const STARTUP_ERROR_TERMS: readonly ModelErrorTerm<StartupInputs>[] = [
  {
    id: 'runToRun',
    label: 'run-to-run spread of one setup',
    size: 0.05,
    applies: () => true,
    source:
      'Repeat starts of one setup in the seed harness differ by up to 5% (case B 2:36 and its repeat 2:39 in bug #115988: 2%).',
  },
  {
    id: 'ebsReader',
    label:
      "the duplicate check waits on the per-file reader time, derived from io2's latency bound",
    size: 0.08,
    applies: (x) => x.device.onEbs === true && duplicateCheckReaderBound(x),
    source:
      "One EBS round trip per file at AWS's io2 bound (under 500 µs at 16 KiB), taken for gp3 and gp2 too: the published thread sweeps give B near 0.6 ms on both gp3 and io2, the two volumes up to 8% apart.",
  },
  {
    id: 'dictionaryLoad',
    label: 'the 5.6/5.7 tablespace load rests on two approximate timings',
    size: 0.15,
    applies: (x) => !x.scansFiles && x.dictionaryLoadCpuUsPerTable > 0,
    source:
      'Fitted to "about 2 and 3 minutes" (whole minutes, ±15%), with no independent 5.x start to validate it.',
  },
  {
    id: 'lazyLoading',
    label: 'which reads share a snapshot block depends on the file layout',
    size: 0.35,
    applies: (x) => x.firstTouchUs > 0,
    source:
      'Per-block charging assumes files laid out next to each other in creation order; the seed measured 16× on one volume (assumption: ±35%).',
  },
  {
    id: 'burstDrain',
    label: 'the burst is spent by the time the IO phases take',
    size: 0.1,
    applies: (x) => x.burst !== null && x.burst.secondsLeft < 1800,
    source:
      'AWS publishes no bucket size or refill rate: the buckets are derived from 30 minutes at the burst ceiling above the baseline, and no refill is counted within a start (assumption: ±10%).',
  },
];

/** Combined relative half-width of the terms of `terms` that apply to `c`, and their labels. */
export function modelError<C>(
  terms: readonly ModelErrorTerm<C>[],
  c: C,
): { size: number; reasons: string[] } {
  let sum = 0;
  const reasons: string[] = [];
  for (const t of terms) {
    if (!t.applies(c)) continue;
    sum += t.size * t.size;
    if (t.id !== 'runToRun') reasons.push(t.label);
  }
  return { size: Math.sqrt(sum), reasons };
}

/** Combined size only (the recommend search's hot path). */
export function modelErrorSize<C>(terms: readonly ModelErrorTerm<C>[], c: C): number {
  let sum = 0;
  for (const t of terms) if (t.applies(c)) sum += t.size * t.size;
  return Math.sqrt(sum);
}

/** [low, high] widened by a model error `e` (the point stays inside). */
export function widen(range: readonly [number, number], e: number): [number, number] {
  return [range[0] * Math.max(0, 1 - e), range[1] * (1 + e)];
}
