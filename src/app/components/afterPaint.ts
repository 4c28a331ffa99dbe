import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * `value` as it was when the last frame was painted: it follows `value` once the frame that shows
 * the new value has been painted, as a transition (a render that a newer input interrupts).
 *
 * For what a slider step may draw a frame late (the charts' uncertainty bands, the "what would
 * help" advice). React's `useDeferredValue` starts that render in a task queued at the step's
 * commit: after a keyboard step (a task of its own, not aligned to frames) it can run before the
 * frame and delay it by a slice, and after a pointer step it runs ahead of any task the frame's
 * end queued (src/app/perf.ts's measure). Starting it from the end of the frame keeps it out of
 * the step's frame whatever the input and the order of tasks (bench/ui.bench.ts). A value superseded
 * before its render committed is dropped, not drawn late: during a drag the bands and advice
 * follow the latest painted step, and a stale render never competes with a step's frame.
 * Where there are no frames (tests without requestAnimationFrame), it follows at once.
 */
export function useAfterPaint<T>(value: T): T {
  const [late, setLate] = useState(value);
  // The value of the transition last started, until it commits.
  const sent = useRef<{ value: T } | null>(null);
  useLayoutEffect(() => {
    if (sent.current && Object.is(sent.current.value, late)) sent.current = null;
    // A newer value before the last one's render committed: that render would draw what is
    // already out of date, in the time this step's own frame needs. Set the state back to what
    // is on screen (React entangles transition updates of one state, so the two render
    // together: they leave the state as it is, and the render bails out), and start afresh
    // after this step's frame (or not at all, if the value is back to what is on screen).
    if (sent.current && !Object.is(sent.current.value, value)) {
      sent.current = null;
      startTransition(() => setLate(() => late));
    }
    if (Object.is(late, value)) return;
    if (typeof requestAnimationFrame === 'undefined' || typeof MessageChannel === 'undefined') {
      setLate(() => value);
      return;
    }
    let live = true;
    let channel: MessageChannel | null = null;
    const frame = requestAnimationFrame(() => {
      // The animation callback runs before the frame's style, layout and paint; a message posted
      // from it runs once they are done.
      channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel?.port1.close();
        if (!live) return;
        sent.current = { value };
        startTransition(() => setLate(() => value));
      };
      channel.port2.postMessage(null);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      channel?.port1.close();
    };
  }, [value, late]);
  return late;
}
