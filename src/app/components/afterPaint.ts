import { startTransition, useLayoutEffect, useState } from 'react';

/**
 * `value` as it was when the last frame was painted: it follows `value` once the frame that shows
 * the new value has been painted, as a transition (a render that a newer input interrupts).
 *
 * For what a slider step may draw a frame late (the charts' uncertainty bands, the "what would
 * help" advice). React's `useDeferredValue` starts that render in a task queued at the step's
 * commit: after a keyboard step (a task of its own, not aligned to frames) it can run before the
 * frame and delay it by a slice, and after a pointer step it runs ahead of any task the frame's
 * end queued (src/app/perf.ts's measure). Starting it from the end of the frame keeps it out of
 * the step's frame whatever the input and the order of tasks (bench/ui.bench.ts).
 * Where there are no frames (tests without requestAnimationFrame), it follows at once.
 */
export function useAfterPaint<T>(value: T): T {
  const [late, setLate] = useState(value);
  useLayoutEffect(() => {
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
        if (live) startTransition(() => setLate(() => value));
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
