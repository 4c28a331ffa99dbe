import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SIZE,
  parseWindowState,
  restoreWindowState,
  type Rect,
  type WindowState,
} from '../../../electron/main/windowState.ts';

const LAPTOP: Rect = { x: 0, y: 25, width: 1440, height: 875 };
const RIGHT_MONITOR: Rect = { x: 1440, y: 0, width: 2560, height: 1415 };
const saved = (r: Partial<WindowState>): WindowState => ({
  x: 100,
  y: 100,
  width: 1200,
  height: 800,
  maximized: false,
  fullScreen: false,
  ...r,
});

const inside = (w: Rect, a: Rect) =>
  w.x >= a.x && w.y >= a.y && w.x + w.width <= a.x + a.width && w.y + w.height <= a.y + a.height;

describe('restoreWindowState', () => {
  it('centres a first window on the primary display', () => {
    const r = restoreWindowState(null, [LAPTOP]);
    expect(r.width).toBe(DEFAULT_SIZE.width);
    expect(r.height).toBe(Math.min(DEFAULT_SIZE.height, LAPTOP.height));
    expect(r.x).toBe(Math.round((LAPTOP.width - r.width) / 2));
    expect(inside(r, LAPTOP)).toBe(true);
  });

  it('keeps a saved window that is on a display', () => {
    expect(restoreWindowState(saved({}), [LAPTOP])).toEqual(saved({}));
  });

  it('keeps a window on a second monitor while that monitor is connected', () => {
    const onRight = saved({ x: 2000, y: 200, width: 1600, height: 1000, maximized: true });
    expect(restoreWindowState(onRight, [LAPTOP, RIGHT_MONITOR])).toEqual(onRight);
  });

  it('brings a window back when its monitor was unplugged', () => {
    const onRight = saved({ x: 2000, y: 200, width: 1600, height: 1000, maximized: true });
    const r = restoreWindowState(onRight, [LAPTOP]);
    expect(inside(r, LAPTOP)).toBe(true);
    expect(r.maximized).toBe(true);
  });

  it('shrinks a window larger than its display and moves a hanging one inside', () => {
    const r = restoreWindowState(saved({ x: 1000, y: 25, width: 3000, height: 2000 }), [LAPTOP]);
    expect(r).toMatchObject({ x: 0, y: 25, width: 1440, height: 875 });
  });

  it('recentres a window whose title bar is above the screen', () => {
    const r = restoreWindowState(saved({ y: -5000 }), [LAPTOP]);
    expect(inside(r, LAPTOP)).toBe(true);
  });

  it('always returns a window inside some display (property)', () => {
    const rect = fc.record({
      x: fc.integer({ min: -5000, max: 5000 }),
      y: fc.integer({ min: -5000, max: 5000 }),
      width: fc.integer({ min: 1, max: 6000 }),
      height: fc.integer({ min: 1, max: 6000 }),
    });
    const area = fc.record({
      x: fc.integer({ min: -3000, max: 3000 }),
      y: fc.integer({ min: -3000, max: 3000 }),
      width: fc.integer({ min: 640, max: 4000 }),
      height: fc.integer({ min: 480, max: 3000 }),
    });
    fc.assert(
      fc.property(rect, fc.array(area, { minLength: 1, maxLength: 3 }), (r, areas) => {
        const out = restoreWindowState({ ...r, maximized: false, fullScreen: false }, areas);
        expect(areas.some((a) => inside(out, a))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseWindowState', () => {
  it('reads a saved state and rejects anything malformed', () => {
    expect(parseWindowState(JSON.stringify(saved({})))).toEqual(saved({}));
    expect(parseWindowState(null)).toBeNull();
    expect(parseWindowState('{')).toBeNull();
    expect(parseWindowState(JSON.stringify({ ...saved({}), width: 'wide' }))).toBeNull();
    expect(parseWindowState(JSON.stringify({ ...saved({}), width: 1e9 }))).toBeNull();
    expect(parseWindowState(JSON.stringify({ ...saved({}), extra: 1 }))).toBeNull();
  });
});
