import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { BenchmarkRecord } from '../../../../src/core/imports/index.ts';
import {
  applyProfile,
  calibrate,
  fitDevice,
  parseProfileFile,
  predictReads,
  serializeProfile,
} from '../../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { predict } from '../../../../src/core/model.ts';
import { BURST, deviceParams } from '../../../../src/core/devices/index.ts';
import { fixture } from '../imports/fixtures.ts';

const CREATED = '2026-11-21T00:00:00.000Z';

function records(name: string): BenchmarkRecord[] {
  const r = parseBenchmarkText(name, fixture(name));
  expect(r.errors).toEqual([]);
  return r.records;
}

describe("device calibration on the brief's fileio table", () => {
  const result = calibrate(records('brief-fileio.csv'), defaultScenario(), DEFAULT_CATALOG, {
    createdAt: CREATED,
  });

  it('fits every one of the 8 devices and reproduces all 28 rows within 3 %', () => {
    expect(result.devices.map((d) => [d.device, d.points])).toEqual([
      ['m6i.2xlarge gp3 3,000 IOPS / 125 MiB/s', 3],
      ['m6i.2xlarge gp3 12,000 IOPS / 500 MiB/s', 3],
      ['m6i.2xlarge gp3 16,000 IOPS / 256 MiB/s', 3],
      ['m6id.large instance-store', 3],
      ['m6id.xlarge instance-store', 3],
      ['m6id.2xlarge instance-store', 3],
      ['m6id.4xlarge instance-store', 5],
      ['m6id.8xlarge instance-store', 5],
    ]);
    expect(result.after).toHaveLength(28);
    for (const p of result.after) expect(Math.abs(p.errorPct), p.point).toBeLessThan(3);
    expect(result.summary.meanAbsErrorPctAfter).toBeLessThan(1);
    expect(result.summary.meanAbsErrorPctAfter).toBeLessThanOrEqual(
      result.summary.meanAbsErrorPctBefore,
    );
  });

  it('a device the model already predicts within 15 %: the fit makes none of its runs worse (issue 26)', () => {
    let checked = 0;
    for (const d of result.devices) {
      const pairs = result.before
        .map((b, i) => [b, result.after[i]!] as const)
        .filter(([b]) => b.point.startsWith(`${d.device}:`));
      if (!pairs.every(([b]) => Math.abs(b.errorPct) <= 15)) continue;
      checked += 1;
      for (const [b, a] of pairs)
        expect(Math.abs(a.errorPct), a.point).toBeLessThanOrEqual(Math.abs(b.errorPct) + 0.01);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('finds the caps the table shows: gp3 IOPS-bound, 16,000/256 bandwidth-bound at 32 KiB, NVMe bandwidth ~ IOPS × 4.4 KiB', () => {
    const fit = (name: string) => result.devices.find((d) => d.device === name)?.params;
    const gp3 = fit('m6i.2xlarge gp3 3,000 IOPS / 125 MiB/s');
    expect(gp3?.readIopsCap).toBeGreaterThan(2950);
    expect(gp3?.readIopsCap).toBeLessThan(3050);
    const bw = fit('m6i.2xlarge gp3 16,000 IOPS / 256 MiB/s');
    expect(bw?.readMiBpsCap).toBeCloseTo((8342.63 * 32) / 1024, -1);
    // All runs at 16 threads cannot tell latency from the caps: gp3 keeps the model's latency.
    const gp3Scenario = defaultScenario();
    gp3Scenario.instance.type = 'm6i.2xlarge';
    const modelLatency = deviceParams(gp3Scenario, DEFAULT_CATALOG, BURST).latency4kUs;
    expect(bw?.readLatencyUs).toBe(modelLatency);
    const nvme = fit('m6id.large instance-store');
    expect(nvme?.readIopsCap).toBeCloseTo(34177, -2);
    expect(nvme?.readMiBpsCap).toBeGreaterThan(145);
    expect(nvme?.readMiBpsCap).toBeLessThan(156);
  });

  it('before is the published-data model, after is MODEL readRate with the fitted parameters', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.2xlarge';
    s.storage.iops = 16000;
    s.storage.throughputMiBps = 256;
    const bwDev = result.devices.find((d) => d.device.includes('16,000'))?.params ?? null;
    const p = { ioSizeKiB: 32, threads: 16, readsPerSecond: 8342.63 };
    const row = result.after.find((x) => x.point.includes('16,000') && x.point.includes('32 KiB'));
    expect(row?.predicted).toBeCloseTo(predictReads(s, DEFAULT_CATALOG, bwDev, p), 1);
    const before = result.before.find((x) => x.point === row?.point);
    expect(before?.predicted).toBeCloseTo(predictReads(s, DEFAULT_CATALOG, null, p), 1);
  });

  it("the profile carries no other machine's device fit and says none matches the scenario's device", () => {
    expect(result.profile.device).toBeNull();
    expect(result.devices.length).toBeGreaterThan(1);
    expect(result.warnings.join(' ')).toContain("no runs on the scenario's device");
    // The profile's JSON key is no word of the app's: the note does not send the user to it.
    expect(result.warnings.join(' ')).not.toContain('listed in devices');
  });
});

describe('fitDevice on synthetic runs', () => {
  it('recovers the parameters that generated the runs', () => {
    const s = defaultScenario();
    s.storage.kind = 'custom';
    const truth = { readIopsCap: 40000, readMiBpsCap: 300, readLatencyUs: 400 };
    const pts = [
      [4, 1],
      [4, 4],
      [4, 32],
      [16, 64],
      [64, 64],
      [128, 16],
    ].map(([kib, t]) => ({ ioSizeKiB: kib ?? 4, threads: t ?? 1, readsPerSecond: 0 }));
    for (const p of pts) p.readsPerSecond = predictReads(s, DEFAULT_CATALOG, truth, p);
    const fit = fitDevice(s, DEFAULT_CATALOG, pts);
    expect(fit.readIopsCap / truth.readIopsCap).toBeCloseTo(1, 2);
    expect(fit.readMiBpsCap / truth.readMiBpsCap).toBeCloseTo(1, 2);
    expect(fit.readLatencyUs / truth.readLatencyUs).toBeCloseTo(1, 2);
  });
});

describe('startup calibration', () => {
  it("fits the brief's cases A-C, each at its own machine, and makes no point worse", () => {
    const r = calibrate(records('brief-startup.csv'), defaultScenario(), DEFAULT_CATALOG, {
      createdAt: CREATED,
    });
    expect(r.profile.device).toBeNull();
    expect(r.after).toHaveLength(12);
    // Each case at its own machine: the model is already within 8 % of every phase there.
    for (const p of r.before) expect(Math.abs(p.errorPct), p.point).toBeLessThan(8);
    r.after.forEach((p, i) => {
      expect(Math.abs(p.errorPct), p.point).toBeLessThanOrEqual(Math.abs(r.before[i]!.errorPct));
      expect(Math.abs(p.errorPct), p.point).toBeLessThan(7.6);
    });
    // Case A ran on gp3 (m6i), B and C on local NVMe (m6id): the IO-bound factors of each stay
    // with its kind.
    expect((r.profile.covers ?? []).map((c) => `${c.storage} ${c.family}`).sort()).toEqual([
      'gp3 m6i',
      'instance-store m6id',
    ]);
    for (const k of Object.keys(r.profile.startup ?? {}))
      expect(['dd_files_reading', 'validation']).toContain(k);
  });

  it('a log from a slower machine: the factors bring every phase onto the measurement', () => {
    const s = defaultScenario();
    s.instance.type = 'm6id.xlarge';
    s.storage.kind = 'instance-store';
    const recs = records('mysqld-9.0-v3-nvme.err');
    const r = calibrate(recs, s, DEFAULT_CATALOG, { createdAt: CREATED, name: 'nvme' });
    const phases = r.after.filter((p) => !p.point.endsWith(': Total'));
    expect(phases).toHaveLength(4);
    // The fit also holds the log's total, so the phases land on the measurement only as far as
    // the model's fixed parts allow: since the dictionary reads sit on the volume's latency curve
    // (issue 40 item 2), DD reading and validation stay 5 % under (6.6 % before calibrating).
    const total = r.after.find((p) => p.point.endsWith(': Total'));
    expect(Math.abs(total?.errorPct ?? NaN)).toBeLessThan(0.1);
    phases.forEach((p) => {
      const b = r.before.find((x) => x.point === p.point);
      expect(Math.abs(p.errorPct)).toBeLessThanOrEqual(Math.abs(b?.errorPct ?? NaN));
      expect(Math.abs(p.errorPct)).toBeLessThan(5);
    });
    // Each point names its phase as the app, the PDF and the log do ("DD tablespace files
    // reading", not "dd tablespace files reading").
    expect(phases.map((p) => p.point.slice(p.point.lastIndexOf(': ') + 2))).toEqual([
      'Directories scanning',
      'Tablespace duplicate check',
      'DD tablespace files reading',
      'Tablespace validation',
    ]);
    // Applied to the scenario, the profile makes predict() reproduce the fit: the log's duplicate
    // check within the 0.49 % the total leaves it.
    const applied = applyProfile({ ...s, mysql: { ...s.mysql, version: '9.0.1' } }, r.profile);
    const pred = predict(applied, DEFAULT_CATALOG);
    expect(pred.ok).toBe(true);
    if (pred.ok) {
      const dup = pred.prediction.startup.phases.find((p) => p.name === 'duplicate_check');
      expect(dup?.seconds).toBeCloseTo(103.02 * (1 + 0.0049), 1);
    }
  });

  it('a verbosity-2 log: one ratio per span, shared by the phases it covers, no point worse', () => {
    const r = calibrate(
      records('mysqld-8.4-v2-two-starts.err'),
      defaultScenario(),
      DEFAULT_CATALOG,
      { createdAt: CREATED },
    );
    const f = r.profile.startup ?? {};
    const io = r.profile.covers?.[0]?.startup ?? {};
    expect(io.directories_scan).toBeDefined();
    expect(io.directories_scan).toBe(io.duplicate_check);
    expect(f.dd_files_reading).toBe(f.validation);
    r.after.forEach((p, i) => {
      const b = r.before[i]!;
      expect(Math.abs(p.errorPct), p.point).toBeLessThanOrEqual(Math.abs(b.errorPct));
    });
    // The spans move towards the log (the total, with the model's fixed parts, limits how far).
    const spans = r.after.filter((p) => !p.point.endsWith(': Total'));
    spans.forEach((p) => {
      const b = r.before.find((x) => x.point === p.point)!;
      expect(Math.abs(p.errorPct), p.point).toBeLessThan(Math.abs(b.errorPct));
    });
  });

  it('device runs and a log together: the startup uses the device just fitted', () => {
    const recs = [
      ...records('sysbench-gp3-5000-200-runs.txt'),
      ...records('sample-mysqld-8.0-v3.err'),
    ];
    // The log's "Using 9 threads" needs 4 vCPUs: the scenario is an m6i.xlarge.
    const s = defaultScenario();
    s.instance.type = 'm6i.xlarge';
    const r = calibrate(recs, s, DEFAULT_CATALOG, { createdAt: CREATED });
    // The runs (5,024 reads/s) carry no machine, so they describe the scenario's volume, a gp3
    // at 3,000 IOPS: the fit is capped there and the review says why (issue 11).
    expect(r.profile.device?.readIopsCap).toBe(3000);
    expect(
      r.warnings.some((w) => /The runs imply 5,0\d\d reads\/s, more than AWS delivers/.test(w)),
    ).toBe(true);
    expect(r.profile.startup).not.toBeNull();
    expect(r.profile.sources).toEqual([
      'sysbench-gp3-5000-200-runs.txt',
      'sample-mysqld-8.0-v3.err',
    ]);
    expect(r.warnings[0]).toContain('1 device run not used');
  });
});

describe('point labels', () => {
  it('repeated runs of one configuration get unique labels (the report pairs points by label)', () => {
    const recs = records('sample-sysbench-rndrd-16k.txt');
    const r = calibrate([...recs, ...recs], defaultScenario(), DEFAULT_CATALOG, {
      createdAt: CREATED,
    });
    expect(r.before.map((p) => p.point)).toEqual([
      'scenario device: 16 KiB × 16 threads',
      'scenario device: 16 KiB × 16 threads #2',
    ]);
    expect(r.after.map((p) => p.point)).toEqual(r.before.map((p) => p.point));
  });
});

describe('profiles', () => {
  const profile = calibrate(
    records('sysbench-gp3-5000-200-runs.txt'),
    defaultScenario(),
    DEFAULT_CATALOG,
    {
      createdAt: CREATED,
      name: 'prod gp3',
    },
  ).profile;

  it('save then load gives the same profile', () => {
    expect(parseProfileFile(serializeProfile(profile))).toEqual({ ok: true, profile });
  });

  it('applying sets scenario.calibration and nothing else', () => {
    const s = defaultScenario();
    const applied = applyProfile(s, profile);
    expect(applied.calibration).toEqual(profile);
    expect({ ...applied, calibration: null }).toEqual(s);
    expect(applyProfile(applied, null).calibration).toBeNull();
  });

  it('rejects damaged files with a path for each problem', () => {
    const text = serializeProfile(profile)
      .replace(/"readIopsCap": [\d.]+/, '"readIopsCap": -5')
      .replace('"name": "prod gp3"', '"name": ""');
    const r = parseProfileFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => e.path)).toEqual(['profile.name', 'profile.device.readIopsCap']);
      expect(r.errors[1]?.message).toBe(
        'At profile.device.readIopsCap: calibrated device IOPS cap must be between 1 and 10,000,000, got −5 → nearest valid 1.',
      );
    }
    expect(parseProfileFile('{"kind":"other"}')).toMatchObject({
      ok: false,
      errors: [{ path: 'kind' }],
    });
    expect(parseProfileFile('not json')).toMatchObject({ ok: false });
  });
});
