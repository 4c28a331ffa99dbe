/**
 * Issue 26: what a log states about its machine, and what of a profile transfers to other
 * scenarios (src/core/calibration/machine.ts, src/core/scenario/calibrationCover.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { StartupRecord } from '../../../../src/core/imports/index.ts';
import {
  applyProfile,
  calibrate,
  statedMachine,
  vcpuFromScanThreads,
} from '../../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { caseA, caseB, caseC } from '../briefCases.ts';

const DIR = resolve(import.meta.dirname, '../../../fixtures/calibration');
function log(name: string): StartupRecord {
  const r = parseBenchmarkText(name, readFileSync(resolve(DIR, name), 'utf8'));
  const rec = r.records[0];
  if (rec?.kind !== 'startup') throw new Error(`${name}: no start`);
  return rec;
}

describe('what a log states', () => {
  it('version, .ibd files and duplicate-check threads, each with its line', () => {
    const st = statedMachine(log('b-m6id-xlarge-nvme.err'));
    expect(st.version).toEqual({ value: '9.0.1', line: 3 });
    expect(st.filesFound).toEqual({ value: 1_000_000, line: 8 });
    expect(st.scanThreads).toMatchObject({ value: 9, line: 9, minVcpu: 4, exactVcpu: 4 });
  });

  it("InnoDB's rule min(files / 8,000, 2 × vCPUs, 16) + main, read backwards", () => {
    expect(vcpuFromScanThreads(5, 1_000_000, 8000)).toEqual({ minVcpu: 2, exactVcpu: 2 });
    // 16 workers: the cap of 16, so only a lower bound.
    expect(vcpuFromScanThreads(17, 1_000_000, 8000)).toEqual({ minVcpu: 8, exactVcpu: null });
    // 40,000 files: 5 workers by the file count, whatever the vCPUs beyond 3.
    expect(vcpuFromScanThreads(6, 40_000, 8000)).toEqual({ minVcpu: 3, exactVcpu: null });
  });
});

describe('what a profile applies to other scenarios', () => {
  const records = ['b-m6id-xlarge-nvme.err', 'c-m6id-xlarge-nvme-light-warm.err'].map(log);
  // A device twice as slow as the model's: the duplicate check (and so the total) takes longer.
  const slower = records.map((r) => {
    const dup = r.phases.find((p) => p.name === 'duplicate_check')?.seconds ?? 0;
    return {
      ...r,
      totalSeconds: (r.totalSeconds ?? 0) + dup,
      phases: r.phases.map((p) =>
        p.name === 'duplicate_check' ? { ...p, seconds: p.seconds * 2 } : p,
      ),
    };
  });
  const measuredOn = {
    'b-m6id-xlarge-nvme.err': { scenario: caseB(), name: 'b' },
    'c-m6id-xlarge-nvme-light-warm.err': { scenario: caseC(), name: 'c' },
  };
  const r = calibrate(slower, caseA(), DEFAULT_CATALOG, {
    measuredOn,
    createdAt: '2026-11-27T00:00:00Z',
  });

  it('a fit on local NVMe covers local NVMe on m6id and changes its duplicate check', () => {
    expect(r.profile.covers).toEqual([
      expect.objectContaining({ storage: 'instance-store', family: 'm6id' }),
    ]);
    const dup = (s: ReturnType<typeof caseB>) => {
      const p = predict(s, DEFAULT_CATALOG);
      if (!p.ok) throw new Error('refused');
      return p.prediction;
    };
    const plain = dup(caseB());
    const fitted = dup(applyProfile(caseB(), r.profile));
    const d = (p: typeof plain) =>
      p.startup.phases.find((x) => x.name === 'duplicate_check')?.seconds ?? 0;
    expect(d(fitted)).toBeGreaterThan(d(plain) * 1.5);
    expect(fitted.warnings.some((w) => w.startsWith('Uncalibrated device'))).toBe(false);
  });

  it('does not change gp3, and the gp3 prediction says it is uncalibrated', () => {
    const plain = predict(caseA(), DEFAULT_CATALOG);
    const applied = predict(applyProfile(caseA(), r.profile), DEFAULT_CATALOG);
    if (!plain.ok || !applied.ok) throw new Error('refused');
    const io = (p: typeof plain.prediction) =>
      p.startup.phases
        .filter((x) => x.name === 'directories_scan' || x.name === 'duplicate_check')
        .map((x) => x.seconds);
    expect(io(applied.prediction)).toEqual(io(plain.prediction));
    expect(applied.prediction.warnings.find((w) => w.startsWith('Uncalibrated device'))).toMatch(
      /fitted on instance-store on m6id; gp3 on m6i is outside it/,
    );
  });
});

describe('covers in files', () => {
  it('a profile file keeps its covers, and a damaged cover is named by its path', async () => {
    const { parseProfileFile, serializeProfile } =
      await import('../../../../src/core/calibration/index.ts');
    const { parseScenarioFile, serializeScenario } =
      await import('../../../../src/core/scenario/file.ts');
    const r = calibrate([log('b-m6id-xlarge-nvme.err')], caseB(), DEFAULT_CATALOG, {
      createdAt: '2026-11-27T00:00:00Z',
      name: 'nvme',
    });
    const back = parseProfileFile(serializeProfile(r.profile));
    expect(back.ok && back.profile.covers).toEqual(r.profile.covers);
    const scenario = parseScenarioFile(serializeScenario(applyProfile(caseB(), r.profile)));
    expect(scenario.ok && scenario.scenario.calibration?.covers).toEqual(r.profile.covers);
    const bad = JSON.parse(serializeProfile(r.profile)) as {
      profile: { covers: { storage: string; startup: Record<string, number> }[] };
    };
    bad.profile.covers[0]!.storage = 'floppy';
    bad.profile.covers[0]!.startup = { duplicate_check: 1e9 };
    const refused = parseProfileFile(JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors.map((e) => e.path)).toEqual([
        'profile.covers[0].storage',
        'profile.covers[0].startup.duplicate_check',
      ]);
  });
});

describe("a row's own machine against the machine given for its file", () => {
  const csv = [
    'instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s',
    'm6i.2xlarge,gp3,3000,125,4,16,3048.28',
    'm6i.2xlarge,gp3,3000,125,16,16,2975.80',
    'm6i.2xlarge,gp3,16000,125,16,16,15000',
  ].join('\n');
  const recs = parseBenchmarkText('runs.csv', csv).records;
  const notesOf = (scenario: ReturnType<typeof caseA>): string[] =>
    calibrate(recs, caseA(), DEFAULT_CATALOG, {
      measuredOn: { 'runs.csv': { scenario, name: 'x.innosizer.json' } },
      createdAt: '2026-11-27T00:00:00Z',
    }).warnings.filter((w) => w.includes('the row says'));

  it('each difference is said once per file, with its first line and the rows it covers', () => {
    const given = caseA();
    given.instance.type = 'm6i.large';
    const notes = notesOf(given);
    expect(notes).toContain(
      "runs.csv line 2 (and 2 more rows): the row says instance m6i.2xlarge; its machine (x.innosizer.json) has m6i.large: the row's value is used",
    );
    expect(notes).toContain(
      "runs.csv line 4: the row says provisioned IOPS 16,000; its machine (x.innosizer.json) has 3,000: the row's value is used",
    );
    expect(notes).toHaveLength(2);
  });

  it('rows that agree with their machine give no note', () => {
    const given = caseA();
    given.instance.type = 'm6i.2xlarge';
    given.storage.iops = 3000;
    given.storage.throughputMiBps = 125;
    expect(notesOf(given)).toEqual([
      "runs.csv line 4: the row says provisioned IOPS 16,000; its machine (x.innosizer.json) has 3,000: the row's value is used",
    ]);
  });
});
