/**
 * What a slider step costs, as performance measures that bench/ui.bench.ts reads:
 *
 * - `innosizer:update`: from the slider's input event to the end of the frame that painted the
 *   charts' lines, dots and current points for it (the point figures): the frame a step costs;
 * - `innosizer:ranges`: from the input event to the end of the frame that painted the uncertainty
 *   bands of that step or of a later one (the charts draw them in the step's own frame, so the two
 *   measures are one frame; src/app/features/charts);
 * - `innosizer:input-delay`: from the pointer or key event that moved the slider to its input event.
 *   Chromium delivers pointer moves at the start of the next frame, so this is up to a frame by
 *   design, and more when the main thread is busy (a long task delays every input).
 *
 * A step that comes before the previous one painted is measured from the earlier input. "End of the
 * frame" is a task queued from the frame's animation callback, which runs once the frame's style,
 * layout and paint are done.
 */
let lastEventAt = -Infinity;
let pointsFrom: number | null = null;
let rangesFrom: number | null = null;
let entries = 0;

if (typeof window !== 'undefined') {
  const note = (e: Event) => {
    lastEventAt = e.timeStamp;
  };
  for (const type of ['pointerdown', 'pointermove', 'keydown'])
    window.addEventListener(type, note, { capture: true, passive: true });
}

function measure(name: string, start: number, end: number): void {
  // A long session must not grow the timeline without bound.
  if (++entries > 30_000) {
    performance.clearMeasures();
    entries = 0;
  }
  performance.measure(name, { start, end });
}

/** The slider's value changed (called from its input handler). */
export function markInput(): void {
  const now = performance.now();
  if (lastEventAt <= now && now - lastEventAt < 1000)
    measure('innosizer:input-delay', lastEventAt, now);
  lastEventAt = -Infinity;
  pointsFrom ??= now;
  rangesFrom ??= now;
}

function afterPaint(name: string, start: number): void {
  if (typeof requestAnimationFrame === 'undefined' || typeof MessageChannel === 'undefined') return;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      measure(name, start, performance.now());
    };
    channel.port2.postMessage(null);
  });
}

/** The charts committed the point figures of the current scenario. */
export function pointsCommitted(): void {
  if (pointsFrom === null) return;
  afterPaint('innosizer:update', pointsFrom);
  pointsFrom = null;
}

/** The charts committed the bands of the current scenario. */
export function rangesCommitted(): void {
  if (rangesFrom === null) return;
  afterPaint('innosizer:ranges', rangesFrom);
  rangesFrom = null;
}
