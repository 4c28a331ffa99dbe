/** Axis scales for the live charts (pure). Ticks come from core/format/ticks.ts. */

export interface Scale {
  (v: number): number;
  min: number;
  max: number;
}

export function scale(min: number, max: number, from: number, to: number, log: boolean): Scale {
  const f = (v: number): number => {
    if (max === min) return (from + to) / 2;
    const t =
      log && min > 0
        ? Math.log(Math.max(v, min) / min) / Math.log(max / min)
        : (v - min) / (max - min);
    return from + t * (to - from);
  };
  return Object.assign(f, { min, max });
}
