import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/importer.ts';
import { proposeMachine, contradictions } from '../../../../src/core/calibration/proposeMachine.ts';
import { fileEvidence, deviceContradictions } from '../../../../src/core/calibration/evidence.ts';
import { calibrate } from '../../../../src/core/calibration/calibrate.ts';
import type { MeasuredOn } from '../../../../src/core/calibration/machine.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile } from '../../../../src/core/scenario/file.ts';
import type { BenchmarkRecord } from '../../../../src/core/imports/types.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';

const F = new URL('../../../fixtures/', import.meta.url);
const text = (p: string): string => readFileSync(new URL(p, F), 'utf8');
const base = (p: string): string => p.split('/').pop() ?? p;
const read = (p: string): BenchmarkRecord[] => parseBenchmarkText(base(p), text(p)).records;
const scenarioOf = (p: string): Scenario => {
  const r = parseScenarioFile(text(p));
  if (!r.ok) throw new Error(p);
  return r.scenario;
};

/** The five kinds of file of issue 39, with the machines they were measured on (SOURCES.md). */
const FIVE: [string, string | null][] = [
  ['calibration/a-m6i-large-gp3.err', 'calibration/a.innosizer.json'],
  ['calibration/b-m6id-xlarge-nvme.err', 'calibration/b.innosizer.json'],
  ['imports/sysbench-gp3-5000-200-runs.txt', 'calibration/sysbench-gp3-5000-200.innosizer.json'],
  ['imports/fio-randread-16k-qd32.json', 'calibration/fio-m6id-4xlarge-nvme.innosizer.json'],
  ['imports/brief-fileio.csv', null],
];

describe('proposeMachine', () => {
  const current = defaultScenario();

  it('reads the vCPUs from the duplicate-check threads: 9 threads over 1,000,000 files is 4 vCPUs', () => {
    const recs = read('calibration/b-m6id-xlarge-nvme.err');
    const p = proposeMachine(recs, 'b-m6id-xlarge-nvme.err', current, DEFAULT_CATALOG);
    expect(p.scenario.instance.type).toBe('m6id.xlarge');
    expect(p.scenario.storage.kind).toBe('instance-store');
    expect(p.scenario.mysql.version).toBe('9.0.1');
    expect(p.reasons.join('\n')).toMatch(/"Using 9 threads" is 8 duplicate-check workers.*4 vCPUs/);
    expect(p.reasons.join('\n')).toMatch(/line 3: MySQL 9\.0\.1/);
  });

  it('keeps a gp3 log on a 2-vCPU gp3 machine at the baseline 3,000 IOPS', () => {
    const recs = read('calibration/a-m6i-large-gp3.err');
    const p = proposeMachine(recs, 'a-m6i-large-gp3.err', current, DEFAULT_CATALOG);
    expect(p.scenario.instance.type).toBe('m6i.large');
    expect(p.scenario.storage).toMatchObject({ kind: 'gp3', iops: 3000, throughputMiBps: 125 });
  });

  it('provisions a benchmarked gp3 volume at the round figures its runs reached', () => {
    const recs = read('imports/sysbench-gp3-5000-200-runs.txt');
    const p = proposeMachine(recs, 'sysbench-gp3-5000-200-runs.txt', current, DEFAULT_CATALOG);
    expect(p.scenario.storage).toMatchObject({ kind: 'gp3', iops: 5000, throughputMiBps: 200 });
    expect(p.reasons.join('\n')).toMatch(/5,061 random reads\/s: no volume or instance below/);
  });

  it('rules out network volumes for a run whose fastest read took 64 µs', () => {
    const recs = read('imports/fio-randread-16k-qd32.json');
    const e = fileEvidence(recs, 'fio-randread-16k-qd32.json');
    expect(e.device?.fastestReadUs?.value).toBeCloseTo(64.001, 2);
    const io2 = { ...current, storage: { ...current.storage, kind: 'io2', iops: 80000 } };
    io2.instance = { ...current.instance, type: 'm6i.16xlarge' };
    const why = deviceContradictions(e.device!, io2, DEFAULT_CATALOG, (l) => `line ${l}`);
    expect(why.join()).toMatch(/fastest read took 64 µs; io2 takes about/);
    const p = proposeMachine(recs, 'fio-randread-16k-qd32.json', current, DEFAULT_CATALOG);
    expect(p.scenario.storage.kind).toBe('instance-store');
    expect(p.reasons.join('\n')).toMatch(
      /the fastest read took 64 µs: no device whose typical read/,
    );
  });

  it('says why a volume provisioned below the measured reads cannot be the machine', () => {
    const recs = read('imports/sysbench-gp3-5000-200-runs.txt');
    const e = fileEvidence(recs, 'sysbench-gp3-5000-200-runs.txt');
    const why = contradictions(e, [], current, DEFAULT_CATALOG);
    expect(why[0]).toMatch(
      /5,061 reads\/s measured; gp3 provisioned at 3,000 IOPS cannot give them/,
    );
    const ok = { ...current, storage: { ...current.storage, iops: 5000, throughputMiBps: 200 } };
    expect(contradictions(e, [], ok, DEFAULT_CATALOG)).toEqual([]);
  });

  it('takes a CSV row’s own columns', () => {
    const recs = read('imports/brief-fileio.csv');
    const p = proposeMachine(recs, 'brief-fileio.csv', current, DEFAULT_CATALOG);
    expect(p.scenario.instance.type).toBe('m6i.2xlarge');
    expect(p.reasons[0]).toMatch(/the rows name their machine/);
  });

  it('reads iostat’s (N CPU) header as the vCPUs', () => {
    const t =
      'Linux 6.1.0 (db1) \t11/29/2026 \t_x86_64_\t(8 CPU)\n\nDevice            r/s     rMB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wMB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dMB/s   drqm/s  %drqm d_await dareq-sz  aqu-sz  %util\nnvme1n1        100.00      1.56     0.00   0.00    0.50    16.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.05   5.00\n';
    const recs = parseBenchmarkText('io.txt', t).records;
    expect(fileEvidence(recs, 'io.txt').vcpu).toMatchObject({ exact: 8 });
  });

  it('accepting the five proposals gives the before-error of the true machines', () => {
    const recs = FIVE.flatMap(([f]) => read(f));
    const truth: Record<string, MeasuredOn> = {};
    const proposed: Record<string, MeasuredOn> = {};
    for (const [f, t] of FIVE) {
      if (t !== null) truth[base(f)] = { scenario: scenarioOf(t), name: t };
      const p = proposeMachine(recs, base(f), current, DEFAULT_CATALOG);
      proposed[base(f)] = { scenario: p.scenario, name: 'p', proposed: { reasons: p.reasons } };
    }
    const opts = { createdAt: '2026-11-29T00:00:00Z' };
    const t = calibrate(recs, current, DEFAULT_CATALOG, { ...opts, measuredOn: truth });
    const p = calibrate(recs, current, DEFAULT_CATALOG, { ...opts, measuredOn: proposed });
    const assumed = calibrate(recs, current, DEFAULT_CATALOG, opts);
    expect(p.summary.points).toBe(t.summary.points);
    expect(p.summary.meanAbsErrorPctBefore).toBeCloseTo(t.summary.meanAbsErrorPctBefore, 6);
    expect(p.summary.meanAbsErrorPctBefore).toBeLessThan(5);
    // On the scenario alone, the 4-vCPU log is refused and the rest are far off.
    expect(assumed.summary.points).toBeLessThan(t.summary.points);
    expect(assumed.summary.meanAbsErrorPctBefore).toBeGreaterThan(20);
    expect(p.machines.every((m) => m.proposed !== undefined)).toBe(true);
  });

  it('refuses runs that contradict the machine given for them, once, instead of fitting them', () => {
    const recs = read('imports/sysbench-gp3-5000-200-runs.txt');
    const r = calibrate(recs, current, DEFAULT_CATALOG, {
      measuredOn: { 'sysbench-gp3-5000-200-runs.txt': { scenario: current, name: 'x.json' } },
    });
    expect(r.before.filter((b) => b.kind === 'device')).toHaveLength(0);
    expect(r.warnings.join('\n')).toMatch(/not used: .*cannot give them; set the machine/);
  });
});
