import { describe, expect, it } from 'vitest';
import {
  modelAtMeasurement,
  modelDifference,
  toMeasuredPoints,
} from '../../../src/app/features/import/overlay.ts';
import { predict } from '../../../src/core/model.ts';
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

describe('measured vs the model at its own settings (issue 13)', () => {
  it('predicts a 200k-table start at 200k tables, not on the 1M-table curve', () => {
    const csv =
      'case,instance,storage,provisioned_iops,provisioned_mibps,tables,phase,seconds\n' +
      'small,m6i.large,gp3,3000,125,200000,total,42\n' +
      'nvme,m6id.xlarge,instance-store,,,1000000,total,156\n';
    const r = parseBenchmarkText('runs.csv', csv);
    expect(r.errors).toEqual([]);
    const scenario = defaultScenario();
    expect(scenario.mysql.tables).toBe(1_000_000);
    const pts = toMeasuredPoints(r.records, scenario);
    const small = pts.find((p) => p.label === 'small' && p.chart === 'iops')!;
    const c = modelAtMeasurement(small, scenario);
    expect(c.settings).toBe('m6i.large gp3 3,000 IOPS / 125 MiB/s, 200,000 tables');
    const own = { ...scenario, mysql: { ...scenario.mysql, tables: 200_000 } };
    const p200k = predict(own);
    const p1m = predict(scenario);
    if (!p200k.ok || !p1m.ok) throw new Error('model refused');
    expect(c.model).toBeCloseTo(p200k.prediction.startup.totalSeconds, 6);
    expect(c.model!).toBeLessThan(p1m.prediction.startup.totalSeconds / 3);
    expect(modelDifference(c)).toMatch(/^[+−]?\d+%$/);
    // A local NVMe start gives no IOPS: no dot on the IOPS axis, still compared in the table.
    const nvme = pts.find((p) => p.label === 'nvme' && p.chart === 'iops')!;
    expect(nvme.xKnown).toBe(false);
    expect(modelAtMeasurement(nvme, scenario).settings).toMatch(/^m6id\.xlarge instance-store/);
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
