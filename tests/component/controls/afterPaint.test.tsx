import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useAfterPaint } from '../../../src/app/components/afterPaint.ts';

/** Renders `value` and what `useAfterPaint` gives for it. */
function Probe(props: { value: number }) {
  const late = useAfterPaint(props.value);
  return (
    <p>
      now {props.value}, late <span data-testid="late">{late}</span>
    </p>
  );
}

const late = () => screen.getByTestId('late').textContent;

/**
 * Frames and the task queued at each frame's end, run when the test says; `Log` records every
 * value `useAfterPaint` gives it in `seen`.
 */
function manualFrames() {
  const frames: FrameRequestCallback[] = [];
  const messages: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  class Channel {
    port1: { onmessage: (() => void) | null; close: () => void } = {
      onmessage: null,
      close: () => undefined,
    };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  vi.stubGlobal('MessageChannel', Channel);
  const seen: number[] = [];
  function Log(props: { value: number }) {
    const v = useAfterPaint(props.value);
    seen.push(v);
    return <span data-testid="late">{v}</span>;
  }
  return { frames, messages, seen, Log };
}

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts at the value, and follows a new value only after a frame has been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { rerender } = render(<Probe value={1} />);
    expect(late()).toBe('1');
    rerender(<Probe value={2} />);
    // Committed with the new value; no frame yet, so still the old one.
    expect(late()).toBe('1');
    expect(frames).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(late()).toBe('1');
    // The frame runs; the value follows in a task after it.
    act(() => frames.shift()?.(performance.now()));
    await waitFor(() => expect(late()).toBe('2'));
  });

  it('skips values superseded before their frame: follows the latest only', async () => {
    const frames: FrameRequestCallback[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => cancelled.push(id));
    const { rerender } = render(<Probe value={1} />);
    rerender(<Probe value={2} />);
    rerender(<Probe value={3} />);
    // The request made for 2 was cancelled when 3 came.
    expect(cancelled).toEqual([1]);
    act(() => frames.at(-1)?.(performance.now()));
    await waitFor(() => expect(late()).toBe('3'));
  });

  it('drops a value superseded after its render was asked for but before it committed', async () => {
    const { frames, messages, seen, Log } = manualFrames();
    const { rerender } = render(<Log value={1} />);
    rerender(<Log value={2} />);
    act(() => frames.shift()?.(performance.now()));
    // The frame is painted: the render for 2 is asked for (a transition, not yet rendered)…
    messages.shift()?.();
    // …and 3 comes before it ran. The render for 2 would draw what is already out of date.
    rerender(<Log value={3} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).not.toContain(2);
    act(() => frames.shift()?.(performance.now()));
    act(() => messages.shift()?.());
    await waitFor(() => expect(late()).toBe('3'));
    expect(seen).not.toContain(2);
  });

  it('drops it too when the value goes back to what is on screen', async () => {
    const { frames, messages, seen, Log } = manualFrames();
    const { rerender } = render(<Log value={1} />);
    rerender(<Log value={2} />);
    act(() => frames.shift()?.(performance.now()));
    messages.shift()?.();
    rerender(<Log value={1} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).not.toContain(2);
    expect(late()).toBe('1');
    expect(frames).toHaveLength(0);
  });

  it('follows at once where there are no frames', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const { rerender } = render(<Probe value={1} />);
    rerender(<Probe value={5} />);
    expect(late()).toBe('5');
  });
});
