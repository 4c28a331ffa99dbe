import { describe, expect, it } from 'vitest';
import {
  devicePosition,
  dotLabels,
  machineOfFile,
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
    const small = pts.find((p) => p.label.includes(' small,') && p.chart === 'iops')!;
    const c = modelAtMeasurement(small, scenario);
    expect(c.settings).toBe(
      'm6i.large gp3 3,000 IOPS / 125 MiB/s, MySQL 8.0.39, 200,000 tables, default start, cold OS cache',
    );
    const own = { ...scenario, mysql: { ...scenario.mysql, tables: 200_000 } };
    const p200k = predict(own);
    const p1m = predict(scenario);
    if (!p200k.ok || !p1m.ok) throw new Error('model refused');
    expect(c.model).toBeCloseTo(p200k.prediction.startup.totalSeconds, 6);
    expect(c.model!).toBeLessThan(p1m.prediction.startup.totalSeconds / 3);
    expect(modelDifference(c)).toMatch(/^[+−]?\d+%$/);
    // A local NVMe start is drawn at its own device: the model's read caps of that instance
    // store (issue 26: every start is drawn), not the scenario's gp3 IOPS.
    const nvme = pts.find((p) => p.label.includes('nvme') && p.chart === 'iops')!;
    expect(nvme.xKnown).toBe(true);
    expect(nvme.x).toBe(devicePosition(nvme.machine).iops);
    expect(nvme.x).not.toBe(scenario.storage.iops);
    const nc = modelAtMeasurement(nvme, scenario);
    expect(nc.settings).toMatch(/^m6id\.xlarge instance-store/);
    expect(nc.otherMachine).toBe(true);
    expect(c.otherMachine).toBe(false);
  });
});

describe('each file at its own machine (issue 26)', () => {
  it("a log is drawn and modelled at its file's machine, not the charts' scenario", () => {
    const log = [
      "2026-03-03T09:12:04.207311Z mysqld_safe Logging to '/var/lib/mysql/b.err'.",
      '2026-03-03T09:12:04.977311Z 0 [System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 9.0.1) starting as process 4127',
      "2026-03-03T09:14:39.917811Z 0 [System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections. Version: '9.0.1'  socket: '/tmp/s'  port: 3306  MySQL Community Server - GPL.",
    ].join('\n');
    const r = parseBenchmarkText('b.err', log);
    expect(r.errors).toEqual([]);
    const scenario = defaultScenario();
    const nvme = defaultScenario();
    nvme.instance.type = 'm6id.xlarge';
    nvme.storage.kind = 'instance-store';
    const machines = { 'b.err': { scenario: nvme, name: 'm6id.xlarge instance-store' } };
    expect(machineOfFile('other.err', machines, scenario).name).toBe('the current scenario');
    const pts = toMeasuredPoints(r.records, scenario, machines);
    expect(pts.map((p) => p.chart)).toEqual(['iops', 'throughput']);
    expect(pts[0]?.label).toBe('b.err, line 1');
    expect(pts[0]?.machine.mysql.version).toBe('9.0.1');
    const c = modelAtMeasurement(pts[0]!, scenario);
    const own = predict({ ...nvme, mysql: { ...nvme.mysql, version: '9.0.1' } });
    if (!own.ok) throw new Error('model refused');
    expect(c.model).toBeCloseTo(own.prediction.startup.totalSeconds, 6);
  });
});

describe('dot labels', () => {
  it('two measurements at one place draw one label, "+1 more"; others keep theirs', () => {
    expect(
      dotLabels([
        { x: 3000, y: 429, label: 'a.err, line 1' },
        { x: 3000, y: 429.01, label: 'd.err, line 1' },
        { x: 67083, y: 156, label: 'b.err, line 1' },
        { x: 3000, y: 200, label: 'e.err, line 1' },
      ]),
    ).toEqual(['a.err, line 1 +1 more', '', 'b.err, line 1', 'e.err, line 1']);
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
