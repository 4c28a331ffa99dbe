/**
 * The single cheapest configuration (`limit: 1`), walked without evaluating every candidate of
 * every instance type: what fleet sizing asks once per server (1,000 servers × the whole search
 * would take minutes; this takes milliseconds per server).
 *
 * It relies on two orders of the space. Cost: a volume's price grows with its IOPS, throughput
 * and size, and an instance's price bounds every configuration on it (index.ts visits types
 * cheapest first and skips one whose price alone exceeds the cheapest found). Speed: more IOPS,
 * throughput or gp2 size never starts slower or serves fewer QPS on the same type (every device
 * cap grows with them). So:
 * - gp3's IOPS × throughput grid is walked along its staircase: the first IOPS step whose fastest
 *   volume meets the targets is found by binary search; for each later step the smallest
 *   throughput meeting them is at most the previous step's, so one pointer moves down while IOPS
 *   moves up (rows + columns evaluations instead of rows × columns), and the walk stops at the
 *   first step whose cheapest volume costs more than the cheapest configuration found;
 * - io2 (by IOPS) and gp2 (by size) are sorted by cost, which is also by speed: a binary search
 *   finds the cheapest that meets the targets.
 * Ties break as in the full search (cheaper, then faster start, then more QPS); a property test
 * compares both on random targets and settings.
 */
import type { Gp3Grid, StorageCandidate } from './space.ts';

/** One instance type's view of the walk. */
export interface SingleWalk {
  /** Evaluates a candidate on the type (recording it if it is the best) → meets the targets. */
  evaluate: (c: StorageCandidate) => boolean;
  /** The storage budget left: cheapest configuration found − this type's price. */
  bound: () => number;
}

interface KindSpan {
  kind: StorageCandidate['kind'];
  start: number;
  end: number;
}

/** The first index of 0..n-1 where a monotone predicate holds, n when none does. */
function firstTrue(n: number, at: (i: number) => boolean): number {
  if (n === 0 || !at(n - 1)) return n;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function gp3Staircase(w: SingleWalk, grid: Gp3Grid): void {
  const ok = (c: StorageCandidate | undefined): boolean => c !== undefined && w.evaluate(c);
  const n = grid.steps.length;
  const first = firstTrue(n, (i) => {
    const row = grid.row(i);
    return ok(row[row.length - 1]);
  });
  let p = -1; // index of the smallest feasible throughput of the previous step
  for (let r = first; r < n; r += 1) {
    const row = grid.row(r);
    // Every later step costs more than this step's cheapest volume.
    if ((row[0]?.monthlyUsd ?? Infinity) > w.bound()) break;
    let i: number;
    if (p < 0) {
      i = firstTrue(row.length, (j) => ok(row[j]));
    } else {
      i = Math.min(p, row.length - 1);
      if (!ok(row[i])) continue;
      while (i > 0 && ok(row[i - 1])) i -= 1;
    }
    if (i < row.length) p = i;
  }
}

/** Walks one instance type's candidates for the cheapest meeting the targets. */
export function walkSingle(
  w: SingleWalk,
  candidates: readonly StorageCandidate[],
  ranges: readonly KindSpan[],
  gp3: Gp3Grid | null,
): void {
  if (gp3) gp3Staircase(w, gp3);
  for (const r of ranges) {
    if (r.kind === 'gp3') continue;
    // io2 by IOPS and gp2 by size (storageCandidates' order): by speed, and so by cost.
    if ((candidates[r.start]?.monthlyUsd ?? Infinity) > w.bound()) continue;
    firstTrue(r.end - r.start, (j) => w.evaluate(candidates[r.start + j] as StorageCandidate));
  }
}
