/**
 * Issue 41.7: measured dots' labels never overlap each other and stay inside the plot ("light"
 * was drawn over "light-warm", the last cut at the chart's edge); dots measured on another machine
 * than the charts' scenario are their own series, "Measured on <machine>".
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labelBox, layoutLabels } from '../../../src/app/components/labelLayout.ts';
import type { PlacedLabel } from '../../../src/app/components/labelLayout.ts';
import { measuredSeries } from '../../../src/app/features/charts/ChartsPanel.tsx';
import type { MeasuredVsModel } from '../../../src/app/features/import/overlay.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

const plot = { left: 40, right: 400, top: 10, bottom: 190 };

const overlap = (a: PlacedLabel, b: PlacedLabel): boolean => {
  const p = labelBox(a);
  const q = labelBox(b);
  return p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
};

const inside = (l: PlacedLabel): boolean => {
  const b = labelBox(l);
  return b.x0 >= plot.left && b.x1 <= plot.right && b.y0 >= plot.top && b.y1 <= plot.bottom;
};

describe('label layout (issue 41.7)', () => {
  it('"light" and "light-warm" at nearly one place: both drawn, apart; the last not cut at the edge', () => {
    const placed = layoutLabels(
      [
        { px: 390, py: 100, text: 'light' },
        { px: 392, py: 104, text: 'light-warm' },
        { px: 398, py: 12, text: 'default, line 4' },
      ],
      plot,
    );
    expect(placed).toHaveLength(3);
    const [a, b, c] = placed as [PlacedLabel, PlacedLabel, PlacedLabel];
    expect(overlap(a, b)).toBe(false);
    expect(overlap(a, c) || overlap(b, c)).toBe(false);
    for (const l of placed) expect(inside(l)).toBe(true);
  });

  it('property: labels that fit apart are placed apart and inside the plot', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            px: fc.integer({ min: plot.left, max: plot.right }),
            py: fc.integer({ min: plot.top, max: plot.bottom }),
            text: fc.string({ minLength: 1, maxLength: 12 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (dots) => {
          const placed = layoutLabels(dots, plot);
          for (const l of placed) expect(inside(l)).toBe(true);
          // Five short labels in a 360 × 180 plot always have room apart.
          placed.forEach((l, i) =>
            placed.slice(i + 1).forEach((m) => expect(overlap(l, m)).toBe(false)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('points from another machine say so (issue 41.7)', () => {
  const here = defaultScenario();
  const other = { ...defaultScenario(), instance: { ...here.instance, type: 'm6id.xlarge' } };
  other.storage = { ...other.storage, kind: 'instance-store' };
  const point = (label: string, machine: typeof here, otherMachine: boolean): MeasuredVsModel => ({
    point: {
      source: `${label}.csv:2`,
      label,
      context: {},
      machine,
      machineName: otherMachine ? 'nvme.innosizer.json' : 'the current scenario',
      chart: 'iops',
      x: 3000,
      xKnown: true,
      y: 100,
    },
    settings: '…',
    model: null,
    refused: 'no',
    otherMachine,
  });

  it('a series "Measured" for this machine and "Measured on m6id.xlarge instance-store" for the other', () => {
    const series = measuredSeries([point('a', here, false), point('b', other, true)], 'iops');
    expect(series.map((s) => s.name)).toEqual([
      'Measured',
      'Measured on m6id.xlarge instance store (local NVMe)',
    ]);
    expect(series[1]?.marker).toBe('square');
  });
});
