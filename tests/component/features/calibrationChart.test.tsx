import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CalibrationPoint } from '../../../src/core/calibration/types.ts';
import {
  calibrationChartData,
  describeCalibration,
} from '../../../src/app/features/calibration/calibrationChartData.ts';
import { CalibrationChart } from '../../../src/app/features/calibration/CalibrationChart.tsx';

const pt = (
  point: string,
  unit: CalibrationPoint['unit'],
  measured: number,
  predicted: number,
): CalibrationPoint => ({
  point,
  kind: unit === 's' ? 'startup' : 'device',
  source: { file: 'runs.csv', line: 2 },
  unit,
  measured,
  predicted,
  errorPct: ((predicted - measured) / measured) * 100,
});

const before = [
  pt('db1.err: duplicate check', 's', 100, 150),
  pt('fio 16 KiB × 16', 'reads/s', 3000, 2500),
];
const after = [
  pt('db1.err: duplicate check', 's', 100, 102),
  pt('fio 16 KiB × 16', 'reads/s', 3000, 2990),
];

describe('calibrationChartData', () => {
  it('splits by unit, keeps measured on x and predicted on y, and spans y = x over all dots', () => {
    const series = calibrationChartData(before, after);
    expect(series.map((s) => s.unit)).toEqual(['reads/s', 's']);
    const startup = series[1];
    expect(startup?.before).toEqual([
      { x: 100, y: 150, label: 'db1.err: duplicate check', errorPct: 50 },
    ]);
    expect(startup?.after[0]?.y).toBe(102);
    expect(startup?.identity).toEqual([
      { x: 0, y: 0 },
      { x: 150, y: 150 },
    ]);
    expect(series[0]?.identity[1]).toEqual({ x: 3000, y: 3000 });
  });

  it('drops non-finite points and units with no points', () => {
    const series = calibrationChartData([pt('bad', 's', 0, 5)], []);
    // Measured 0 gives an infinite error %, but the dot itself is finite and is kept.
    expect(series).toHaveLength(1);
    expect(calibrationChartData([{ ...pt('nan', 's', 1, 1), predicted: Number.NaN }], [])).toEqual(
      [],
    );
    expect(describeCalibration(calibrationChartData(before, after)[1]!, String)).toMatch(
      /^Measured vs predicted startup seconds\. Before calibration: db1\.err: duplicate check: measured 100, predicted 150 \(\+50\.0%\)\. After: .*predicted 102/,
    );
  });
});

describe('CalibrationChart', () => {
  it('draws both scatters and the y = x line at a fixed size, named for screen readers', async () => {
    const series = calibrationChartData(before, after)[1]!;
    render(<CalibrationChart series={series} width={500} />);
    const img = await screen.findByRole('img', { name: /^Measured vs predicted startup seconds/ });
    expect(img.querySelectorAll('.recharts-scatter-symbol').length).toBe(2);
    expect(img.querySelectorAll('.recharts-line-curve').length).toBe(1);
    expect(img.textContent).toContain('Before calibration');
    expect(img.textContent).toContain('After calibration');
    // The legend sits above the plot (HTML), not over the top tick inside it.
    expect(img.querySelector('.recharts-legend-wrapper')).toBeNull();
    expect(img.querySelector('.chart-legend')?.textContent).toContain('y = x');
    // Both axes: round ticks in one unit.
    const ticks = [...img.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(
      (t) => t.textContent,
    );
    expect(ticks.length).toBeGreaterThan(4);
    for (const t of ticks) expect(t).toMatch(/^\d+ s$/);
  });
});
