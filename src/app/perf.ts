/**
 * Performance marks around one slider step: `markInput` on the input event, `measurePaint` in the
 * animation frame after the charts committed. bench/ui.bench.ts reads the `innosizer:update`
 * measures.
 */
let pending: string | null = null;
let seq = 0;

export function markInput(): void {
  if (pending) return; // the previous step has not painted yet: measure from its start
  pending = `innosizer:input:${++seq}`;
  performance.mark(pending);
}

export function measurePaint(): void {
  const start = pending;
  if (!start) return;
  // Work done: the charts' DOM reflects the input (paint follows at the next frame).
  performance.measure('innosizer:commit', start);
  requestAnimationFrame(() => {
    if (pending !== start) return;
    pending = null;
    performance.measure('innosizer:update', start);
  });
}
