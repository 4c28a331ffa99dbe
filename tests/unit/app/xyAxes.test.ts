/**
 * Issue 30: the charts choose their axes from the scenario. Over random valid scenarios and chart
 * widths, the current point lies inside every chart's axes and every tick label stays inside its
 * chart without lying over another (the cost chart's "$10000" was clipped, its "0 min" lay over
 * "$500"; an io2 volume's IOPS sweep ran to 300 min and flattened the current 1 min 43 s).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { formatCompact } from '../../../src/core/format/index.ts';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import {
  costVsPerformance,
  qpsVsPageSize,
  startupVsIops,
  startupVsThroughput,
} from '../../../src/core/sweeps/index.ts';
import { axesInputOf } from '../../../src/app/components/charts.tsx';
import type { XYChartProps } from '../../../src/app/components/charts.tsx';
import {
  fitXLabels,
  labelBox,
  sharedDurationUnit,
  xyAxes,
  yTopOf,
} from '../../../src/app/components/xyAxes.ts';
import type { AxisLabel, XYAxes } from '../../../src/app/components/xyAxes.ts';
import { scale } from '../../../src/report-view/charts/scale.ts';
import { arbValidScenario } from '../core/arbValidScenario.ts';

const cat = DEFAULT_CATALOG;
type Chart = Pick<XYChartProps, 'series' | 'current'> & {
  name: string;
  xLog: boolean;
  formatX: (v: number) => string;
  duration: boolean;
};

/** The four charts of the Charts tab for `s`, as ChartsPanel builds them. */
function chartsOf(s: Scenario): Chart[] {
  const p = predict(s, cat);
  if (!p.ok) throw new Error('valid scenarios only');
  const cur = p.prediction;
  // A startup that is not modelled (Aurora) is no point, as ChartsPanel leaves it out.
  const known = <T extends { startupSeconds: number | null }>(pts: T[]) =>
    pts.flatMap((q) => (q.startupSeconds === null ? [] : [{ ...q, y: q.startupSeconds }]));
  const line = (pts: { x: number; startupSeconds: number | null }[]) => [
    { name: 'Current', color: 'x', points: known(pts).map((q) => ({ x: q.x, y: q.y })) },
  ];
  const iops = startupVsIops(s, cat);
  const tp = startupVsThroughput(s, cat);
  const page = qpsVsPageSize(s, cat);
  const cost = costVsPerformance(s, cat);
  const startup = cur.startup.totalSeconds;
  const range = cur.startup.totalRange;
  return [
    {
      name: 'iops',
      series: line(iops),
      current: iops.length > 0 ? { x: s.storage.iops, y: startup, range } : null,
      xLog: true,
      formatX: formatCompact,
      duration: true,
    },
    {
      name: 'throughput',
      series: line(tp),
      current: tp.length > 0 ? { x: s.storage.throughputMiBps, y: startup, range } : null,
      xLog: false,
      formatX: formatCompact,
      duration: true,
    },
    {
      name: 'page',
      series: [{ name: 'Current', color: 'x', points: page.map((q) => ({ x: q.x, y: q.qps })) }],
      current: { x: s.mysql.pageSizeKiB, y: cur.qps.pointSelect, range: cur.qps.pointSelectRange },
      xLog: true,
      formatX: formatCompact,
      duration: false,
    },
    {
      name: 'cost',
      series: [
        {
          name: 'Same instance',
          color: 'x',
          scatter: true,
          points: known(cost).map((q) => ({ x: q.monthlyUsd, y: q.y })),
        },
      ],
      current: { x: cur.cost.monthlyUsd, y: startup, range },
      xLog: false,
      formatX: (v) => `$${formatCompact(v)}`,
      duration: true,
    },
  ];
}

const overlaps = (a: number[], b: number[]) =>
  a[0]! < b[1]! && b[0]! < a[1]! && a[2]! < b[3]! && b[2]! < a[3]!;

/** Everything wrong with one chart's axes at one size, in words (empty: all good). */
function problems(chart: Chart, axes: XYAxes, width: number, height: number): string[] {
  const out: string[] = [];
  const c = chart.current;
  if (c) {
    if (c.x < axes.sx.min - 1e-9 || c.x > axes.sx.max + 1e-9)
      out.push(`${chart.name}: current x ${c.x} outside ${axes.sx.min}..${axes.sx.max}`);
    if (c.y < 0 || c.y > axes.sy.max + 1e-9)
      out.push(`${chart.name}: current y ${c.y} above ${axes.sy.max}`);
    // Readable: the current point is not flattened into the bottom tenth of the plot.
    if (c.y > 0 && c.y < axes.sy.max / 10)
      out.push(`${chart.name}: current y ${c.y} flattened under ${axes.sy.max}`);
  }
  const labels: AxisLabel[] = [...axes.xLabels, ...axes.yLabels];
  for (const l of labels) {
    const [x0, x1, y0, y1] = labelBox(l);
    if (x0 < 0 || x1 > width || y0 < 0 || y1 > height)
      out.push(`${chart.name}: label "${l.text}" leaves the ${width}x${height} chart`);
  }
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++)
      if (overlaps(labelBox(labels[i]!), labelBox(labels[j]!)))
        out.push(`${chart.name}: "${labels[i]!.text}" lies over "${labels[j]!.text}"`);
  return out;
}

function axesOf(chart: Chart, width: number, unit: ReturnType<typeof sharedDurationUnit>) {
  return xyAxes({
    ...axesInputOf(chart),
    xLog: chart.xLog,
    formatX: chart.formatX,
    durationUnit: chart.duration ? unit : null,
    formatY: formatCompact,
    width,
    height: 220,
  });
}

describe('chart axes', () => {
  it('the io2 case of issue 30: IOPS axis keeps the current point readable, "$10K" fits', () => {
    const s = defaultScenario();
    s.instance.type = 'r6i.2xlarge';
    s.storage.kind = 'io2';
    s.storage.iops = 20000;
    const charts = chartsOf(s);
    const unit = sharedDurationUnit(charts.filter((c) => c.duration).map(axesInputOf));
    for (const chart of charts) {
      const axes = axesOf(chart, 520, unit);
      expect(problems(chart, axes, 520, 220)).toEqual([]);
    }
    // io2 has no throughput to sweep: no points, so the panel says so instead of an empty axis.
    expect(charts.find((c) => c.name === 'throughput')?.series[0]?.points).toEqual([]);
  });

  it('places x labels inside the chart: start at the left edge, end at the right edge', () => {
    const sx = scale(0, 10000, 60, 506, false);
    const labels = fitXLabels([0, 2000, 4000, 6000, 8000, 10000], sx, (v) => `$${v}`, {
      left: 60,
      right: 518,
      y: 200,
    });
    expect(labels[0]?.anchor).toBe('start');
    expect(labels.at(-1)?.anchor).toBe('end');
    for (const l of labels) {
      const [x0, x1] = labelBox(l);
      expect(x0).toBeGreaterThanOrEqual(60);
      expect(x1).toBeLessThanOrEqual(518);
    }
  });

  it('thins labels that would overlap on a narrow chart', () => {
    const sx = scale(100, 100000, 40, 190, true);
    const ticks = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
    const labels = fitXLabels(ticks, sx, (v) => formatCompact(v), { left: 40, right: 198, y: 0 });
    expect(labels.length).toBeLessThan(ticks.length);
    expect(labels.length).toBeGreaterThan(1);
  });

  it('a sweep line far above the current point leaves the top; kept values stay in view', () => {
    const top = yTopOf({ sweepYs: [10800, 600, 103], keptYs: [140], currentY: 103 });
    expect(top).toBeLessThan(103 * 4 * 1.05);
    expect(top).toBeGreaterThan(140);
    expect(yTopOf({ sweepYs: [10800], keptYs: [5000], currentY: 103 })).toBeGreaterThan(5000);
  });

  it('over random valid scenarios and widths: current point inside, every label fits', () => {
    fc.assert(
      fc.property(arbValidScenario(cat), fc.constantFrom(260, 380, 520, 900), (s, width) => {
        const charts = chartsOf(s);
        const unit = sharedDurationUnit(charts.filter((c) => c.duration).map(axesInputOf));
        const found = charts.flatMap((chart) =>
          problems(chart, axesOf(chart, width, unit), width, 220),
        );
        expect(found).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
