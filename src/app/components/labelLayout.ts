/**
 * Where each scatter dot's label goes (issue 41.7): beside its dot, never over another label,
 * inside the plot. Two runs measured close together ("light" and "light-warm") used to print over
 * each other, and a label near the right or top edge was cut by the plot's clip. Each label takes
 * the first of its candidate places (right above the dot, left above, right below, left below,
 * centred above and below, then the same a line further out, then any height beside the dot) whose
 * box lies in the plot and meets no label placed before it (nor, if it can, another dot); with
 * none, the one overlapping least, moved inside the plot.
 */

/** A label to place: its dot, in pixels, and its text. */
export interface LabelDot {
  px: number;
  py: number;
  text: string;
}

/** A placed label: its text's anchor point (baseline) and alignment, and its estimated width. */
export interface PlacedLabel {
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  text: string;
  widthPx: number;
}

/** The plot's box, pixels. */
export interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Width of one character of the 11 px bold label font, px (estimate: 0.6 em, a little over). */
const CHAR_PX = 6.8;
/** Above and below the baseline, px (11 px font: ascent and descent). */
const ASCENT_PX = 10;
const DESCENT_PX = 3;
/** A line of labels, px. */
const LINE_PX = ASCENT_PX + DESCENT_PX + 1;
/** From the dot's centre to its label, px. */
const GAP_PX = 6;
/** The dot's half-size, px, as an obstacle. */
const DOT_PX = 4;

/** The box a placed label covers. */
export function labelBox(l: PlacedLabel): Box {
  const x0 =
    l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - l.widthPx : l.x - l.widthPx / 2;
  return { x0, x1: x0 + l.widthPx, y0: l.y - ASCENT_PX, y1: l.y + DESCENT_PX };
}

function meets(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function within(b: Box, p: PlotBox): boolean {
  return b.x0 >= p.left && b.x1 <= p.right && b.y0 >= p.top && b.y1 <= p.bottom;
}

/** The places tried for a label of `widthPx` beside its dot, nearest first. */
function candidates(d: LabelDot, widthPx: number, plot: PlotBox): PlacedLabel[] {
  const out: PlacedLabel[] = [];
  const at = (x: number, y: number, anchor: PlacedLabel['anchor']) =>
    out.push({ x, y, anchor, text: d.text, widthPx });
  for (let k = 0; k <= 4; k += 1) {
    const up = d.py - GAP_PX + 1 - k * LINE_PX;
    const down = d.py + GAP_PX + ASCENT_PX - 1 + k * LINE_PX;
    at(d.px + GAP_PX, up, 'start');
    at(d.px - GAP_PX, up, 'end');
    at(d.px + GAP_PX, down, 'start');
    at(d.px - GAP_PX, down, 'end');
    at(d.px, up - 2, 'middle');
    at(d.px, down + 2, 'middle');
  }
  // Then every half line of the plot's height beside the dot, nearest first (a crowded column).
  const ys: number[] = [];
  for (let y = plot.top + ASCENT_PX; y <= plot.bottom - DESCENT_PX; y += LINE_PX / 2) ys.push(y);
  ys.sort((a, b) => Math.abs(a - d.py) - Math.abs(b - d.py));
  for (const y of ys) {
    at(d.px + GAP_PX, y, 'start');
    at(d.px - GAP_PX, y, 'end');
  }
  return out;
}

/** `l` moved the least to lie inside the plot (a label wider than the plot starts at its left). */
function clampInside(l: PlacedLabel, p: PlotBox): PlacedLabel {
  const b = labelBox(l);
  const dx =
    b.x0 < p.left ? p.left - b.x0 : b.x1 > p.right ? Math.max(p.left - b.x0, p.right - b.x1) : 0;
  const dy = b.y0 < p.top ? p.top - b.y0 : b.y1 > p.bottom ? p.bottom - b.y1 : 0;
  return { ...l, x: l.x + dx, y: l.y + dy };
}

/** The labels of `dots`, in their order, each placed apart from those before it and inside `plot`. */
export function layoutLabels(dots: readonly LabelDot[], plot: PlotBox): PlacedLabel[] {
  const dotBoxes: Box[] = dots.map((d) => ({
    x0: d.px - DOT_PX,
    x1: d.px + DOT_PX,
    y0: d.py - DOT_PX,
    y1: d.py + DOT_PX,
  }));
  const placed: PlacedLabel[] = [];
  const boxes: Box[] = [];
  for (const d of dots) {
    const tries = candidates(d, Math.ceil(d.text.length * CHAR_PX) + 2, plot);
    const free = (l: PlacedLabel, dotsToo: boolean): boolean => {
      const b = labelBox(l);
      return (
        within(b, plot) &&
        !boxes.some((o) => meets(b, o)) &&
        (!dotsToo || !dotBoxes.some((o) => meets(b, o)))
      );
    };
    let best = tries.find((l) => free(l, true)) ?? tries.find((l) => free(l, false));
    if (!best) {
      const cost = (l: PlacedLabel) => {
        const b = labelBox(clampInside(l, plot));
        return boxes.reduce((sum, o) => sum + overlapArea(b, o), 0);
      };
      best = clampInside(
        tries.reduce((a, b) => (cost(b) < cost(a) ? b : a)),
        plot,
      );
    }
    placed.push(best);
    boxes.push(labelBox(best));
  }
  return placed;
}
