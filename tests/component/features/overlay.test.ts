import { describe, expect, it } from 'vitest';
import { toMeasuredPoints } from '../../../src/app/features/import/overlay.ts';
import { fileNameFor } from '../../../src/app/features/files/commands.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

describe('import overlay', () => {
  it('puts each start at its measured IOPS/throughput and QPS runs at their page size', () => {
    const csv =
      'case,instance,storage,provisioned_iops,provisioned_mibps,phase,seconds\n' +
      'A,m6i.large,gp3,3000,125,total,429\n' +
      'B,m6i.large,gp3,16000,1000,total,156\n';
    const r = parseBenchmarkText('runs.csv', csv);
    expect(r.errors).toEqual([]);
    const pts = toMeasuredPoints(r.records, defaultScenario());
    const iops = pts.filter((p) => p.chart === 'iops').map((p) => [p.x, p.y]);
    expect(iops).toEqual([
      [3000, 429],
      [16000, 156],
    ]);
    expect(pts.filter((p) => p.chart === 'throughput').map((p) => p.x)).toEqual([125, 1000]);
    expect(pts[0]?.source).toMatch(/^runs\.csv:\d+$/);
  });
});

describe('file names', () => {
  it('derives a safe .innosizer.json name from the scenario name', () => {
    expect(fileNameFor('Default: 1M tables on m6i.large')).toBe(
      'Default-1M-tables-on-m6i.large.innosizer.json',
    );
    expect(fileNameFor('x.innosizer.json')).toBe('x.innosizer.json');
    expect(fileNameFor('///')).toBe('scenario.innosizer.json');
  });
});
