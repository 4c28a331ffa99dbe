import { z } from 'zod';

/**
 * The main window's position and size, remembered between sessions. Pure: the glue reads the
 * displays from Electron's `screen` and the saved state from user data, and this module decides
 * where the window goes — on a display that still exists, at least partly visible, and no larger
 * than that display's work area (a monitor unplugged since last time must not strand the window
 * off-screen).
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState extends Rect {
  maximized: boolean;
  fullScreen: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 800, height: 560 } as const;
/** How much of the title bar must stay on a display for the saved position to be kept, in px. */
export const MIN_VISIBLE_PX = 64;

const windowStateSchema = z.strictObject({
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});

/** Parses a saved state file; anything malformed gives null (the window opens centred). */
export function parseWindowState(text: string | null): WindowState | null {
  if (text === null) return null;
  try {
    const result = windowStateSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

function centred(size: { width: number; height: number }, area: Rect): Rect {
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/**
 * Where to open the window. `workAreas` are the displays' work areas, the primary first.
 * A saved window is kept on the display showing most of its title bar (top `MIN_VISIBLE_PX`
 * rows), shrunk to fit and moved inside it; with no such display it is centred on the primary.
 */
export function restoreWindowState(
  saved: WindowState | null,
  workAreas: readonly Rect[],
): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  if (!saved) return { ...centred(DEFAULT_SIZE, primary), maximized: false, fullScreen: false };
  const titleBar: Rect = { x: saved.x, y: saved.y, width: saved.width, height: MIN_VISIBLE_PX };
  let best: Rect | null = null;
  let bestArea = 0;
  for (const area of workAreas) {
    const o = overlap(titleBar, area);
    const visible = o.width * o.height;
    if (visible > bestArea) {
      best = area;
      bestArea = visible;
    }
  }
  const flags = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  if (!best || bestArea < MIN_VISIBLE_PX * Math.min(MIN_VISIBLE_PX, saved.width)) {
    return { ...centred(saved, primary), ...flags };
  }
  const width = Math.min(Math.max(saved.width, Math.min(MIN_SIZE.width, best.width)), best.width);
  const height = Math.min(
    Math.max(saved.height, Math.min(MIN_SIZE.height, best.height)),
    best.height,
  );
  const x = Math.min(Math.max(saved.x, best.x), best.x + best.width - width);
  const y = Math.min(Math.max(saved.y, best.y), best.y + best.height - height);
  return { x, y, width, height, ...flags };
}
