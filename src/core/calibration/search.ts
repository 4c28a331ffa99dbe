/**
 * A derivative-free minimiser for a few positive parameters: compass (pattern) search in log
 * space. The device model is a min() of three terms, so its error surface has kinks where the
 * binding term changes; a compass search needs no gradient there and, started from a direct
 * estimate, only moves a parameter when that lowers the error, so a parameter the data cannot
 * see (a cap never reached) keeps its starting value instead of drifting. When no single
 * coordinate helps, pairs of coordinates are moved together before the step shrinks.
 */
const PAIR_MOVES: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

export function compassSearch(
  start: readonly number[],
  cost: (x: readonly number[]) => number,
  options: { initialStep?: number; minStep?: number; maxEvaluations?: number } = {},
): { x: number[]; cost: number } {
  let x = start.slice();
  let best = cost(x);
  let step = options.initialStep ?? Math.log(2);
  const minStep = options.minStep ?? 1e-5;
  let evals = 1;
  const maxEvals = options.maxEvaluations ?? 20_000;
  while (step >= minStep && evals < maxEvals) {
    let improved = false;
    for (let i = 0; i < x.length; i += 1) {
      for (const dir of [1, -1]) {
        const trial = x.slice();
        trial[i] = (trial[i] ?? 1) * Math.exp(dir * step);
        const c = cost(trial);
        evals += 1;
        if (c < best - 1e-15) {
          best = c;
          x = trial;
          improved = true;
          break;
        }
      }
    }
    // At a kink of a min() no single coordinate may help while a pair moved together does.
    for (let i = 0; !improved && i < x.length; i += 1) {
      for (let j = i + 1; !improved && j < x.length; j += 1) {
        for (const [di, dj] of PAIR_MOVES) {
          const trial = x.slice();
          trial[i] = (trial[i] ?? 1) * Math.exp(di * step);
          trial[j] = (trial[j] ?? 1) * Math.exp(dj * step);
          const c = cost(trial);
          evals += 1;
          if (c < best - 1e-15) {
            best = c;
            x = trial;
            improved = true;
            break;
          }
        }
      }
    }
    if (!improved) step /= 2;
  }
  return { x, cost: best };
}
