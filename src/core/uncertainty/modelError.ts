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
  /**
   * The term applies only once a faster device moves what binds (a step up where the device gets
   * faster): left out of a bound over all devices of a kind (`modelErrorBoundSize`).
   */
  stepsWithDevice?: true;
}

/** Startup terms read the resolved startup inputs only (cheap enough for the recommend search). */
export const STARTUP_ERROR_TERMS: readonly ModelErrorTerm<StartupInputs>[] = [
  {
    id: 'runToRun',
    label: 'run-to-run spread of one setup',
    size: 0.05,
    applies: () => true,
    source:
      "Published repeat starts of one setup (m6id.xlarge, local NVMe, 1M tables, 9.0.1, no patch): 2:36 (brief case B), 2:39 (bug #115988 and the post's introduction) and 2:47 (the post's body), 7% apart, ±3.4% around their middle; with both patches 1:07 and 1:09 (3% apart) (https://jfg-mysql.blogspot.com/2024/09/blog-post.html, https://bugs.mysql.com/bug.php?id=115988). ±5% sits between their half-spread and the 7% a repeat can fall from the one start a profile was fitted on.",
  },
  {
    id: 'ebsReader',
    label:
      "the duplicate check waits on the per-file reader time, the volume's queue-depth-1 latency at 32 KiB",
    size: 0.08,
    applies: (x) => x.device.onEbs === true && duplicateCheckReaderBound(x),
    stepsWithDevice: true,
    source:
      "One buffered read per file on the volume's latency curve (600 µs at 32 KiB, the published thread sweeps' B near 0.6 ms on gp3 and io2, the two volumes up to 8% apart; gp2 assumed alike).",
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

/**
 * Combined size of the terms that apply to `c` whatever the device's speed: a lower bound of
 * `modelErrorSize` over every device of the kind (recommend's kind bound). A term that steps up
 * when a faster device moves what binds (`stepsWithDevice`) would make the pessimistic end rise
 * with the device's speed, so the fastest candidate's figure would not bound the slower ones.
 */
export function modelErrorBoundSize<C>(terms: readonly ModelErrorTerm<C>[], c: C): number {
  let sum = 0;
  for (const t of terms) if (t.stepsWithDevice !== true && t.applies(c)) sum += t.size * t.size;
  return Math.sqrt(sum);
}

/** [low, high] widened by a model error `e` (the point stays inside). */
export function widen(range: readonly [number, number], e: number): [number, number] {
  return [range[0] * Math.max(0, 1 - e), range[1] * (1 + e)];
}
