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

  it('follows at once where there are no frames', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const { rerender } = render(<Probe value={1} />);
    rerender(<Probe value={5} />);
    expect(late()).toBe('5');
  });
});
