/**
 * Issue 26: `calibrate` (and `report --calibrate`) evaluate every file at the machine it was
 * measured on (--measured-on FILE=SCENARIO.innosizer.json), say what a file contradicts, and make
 * no point worse when the model already predicts them within 15 %. Issue 31 item 4: every
 * scenario calibration uses is validated (exit 2, one line). Fixtures: mysqld error logs built
 * from the brief's cases A (m6i.large gp3, 8.0.39), B (m6id.xlarge local NVMe, 9.0.1) and C (B
 * with the light optimisation and a warm OS cache), A again at verbosity 2 (d), and sysbench
 * fileio runs of B's device (tests/fixtures/calibration/SOURCES.md).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './runCli.ts';
import { predict } from '../../../src/core/model.ts';
import { parseScenarioFile } from '../../../src/core/scenario/file.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';

const DIR = resolve(import.meta.dirname, '../../fixtures/calibration');
const f = (name: string): string => join(DIR, name);
const A = f('a-m6i-large-gp3.err');
const B = f('b-m6id-xlarge-nvme.err');
const C = f('c-m6id-xlarge-nvme-light-warm.err');
const D = f('d-m6i-large-gp3-v2.err');
const RUN = f('run-m6id-xlarge-nvme.txt');
const ALL = [A, B, C, D, RUN];
const ON = [
  '--measured-on',
  `${A}=${f('a.innosizer.json')}`,
  '--measured-on',
  `${B}=${f('b.innosizer.json')}`,
  '--measured-on',
  `${C}=${f('c.innosizer.json')}`,
  '--measured-on',
  `${RUN}=${f('b.innosizer.json')}`,
];

function scenario(name: string): Scenario {
  const p = parseScenarioFile(readFileSync(f(name), 'utf8'));
  if (!p.ok) throw new Error(p.errors[0]?.message);
  return p.scenario;
}

interface Point {
  point: string;
  source: { file: string; line: number };
  measured: number;
  predicted: number;
  errorPct: number;
}

describe('calibrate --measured-on', () => {
  it('evaluates each file at its own machine; a fit on points already within 15 % makes none worse', async () => {
    const r = await run(['calibrate', ...ALL, ...ON, '--json']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as {
      before: Point[];
      after: Point[];
      machines: { file: string; from: string; assumed: boolean }[];
      warnings: string[];
      profile: { covers: { storage: string; family: string }[] };
    };
    expect(j.machines.map((m) => [m.file, m.from, m.assumed])).toEqual([
      ['a-m6i-large-gp3.err', 'a.innosizer.json', false],
      ['b-m6id-xlarge-nvme.err', 'b.innosizer.json', false],
      ['c-m6id-xlarge-nvme-light-warm.err', 'c.innosizer.json', false],
      ['d-m6i-large-gp3-v2.err', 'the scenario', true],
      ['run-m6id-xlarge-nvme.txt', 'b.innosizer.json', false],
    ]);
    // Nothing contradicts: every file is on the machine that ran it.
    expect(j.warnings.filter((w) => /the log says/.test(w))).toEqual([]);
    // Every point names its file; every file has points.
    const files = new Set(j.after.map((p) => p.source.file));
    expect([...files].sort()).toEqual(j.machines.map((m) => m.file).sort());
    // Before = the published model at the file's own machine: B's total is predict(case B).
    const bTotal = j.before.find((p) => p.point.startsWith('b-m6id') && p.point.endsWith('Total'));
    const own = predict(scenario('b.innosizer.json'));
    expect(own.ok).toBe(true);
    if (own.ok) expect(bTotal?.predicted).toBeCloseTo(own.prediction.startup.totalSeconds, 1);
    // The model already predicts every point within 15 %: the fit makes none of them worse.
    for (const p of j.before) expect(Math.abs(p.errorPct), p.point).toBeLessThan(15);
    j.after.forEach((p, i) => {
      expect(p.point).toBe(j.before[i]?.point);
      expect(Math.abs(p.errorPct), p.point).toBeLessThanOrEqual(Math.abs(j.before[i]!.errorPct));
    });
    expect(j.profile.covers.map((c) => `${c.storage} ${c.family}`).sort()).toEqual([
      'gp3 m6i',
      'instance-store m6id',
    ]);
  });

  it('files without a machine are taken as the scenario, and the text output says so', async () => {
    const r = await run(['calibrate', A, D, '--measured-on', `${A}=${f('a.innosizer.json')}`]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('measured on:');
    expect(r.out).toMatch(/a-m6i-large-gp3\.err: m6i\.large gp3 .*\(a\.innosizer\.json\)/);
    expect(r.out).toMatch(/d-m6i-large-gp3-v2\.err: .*\(assumed: the scenario/);
  });

  it('a contradiction is never silent: file, line and both values, the same text in --json', async () => {
    const text = await run(['calibrate', A, B]);
    const json = await run(['calibrate', A, B, '--json']);
    expect(text.code).toBe(0);
    const warnings = (JSON.parse(json.out) as { warnings: string[] }).warnings;
    const version = 'b-m6id-xlarge-nvme.err line 3: the log says 9.0.1; the scenario is 8.0.39';
    const threads =
      'b-m6id-xlarge-nvme.err line 9: the log says 9 duplicate-check threads (8 workers + main: 4 vCPUs); the scenario is m6i.large with 2 vCPUs, which would use 5: not used';
    expect(warnings.some((w) => w.startsWith(version))).toBe(true);
    expect(warnings.some((w) => w.startsWith(threads))).toBe(true);
    for (const w of warnings) expect(text.out).toContain(`note: ${w}`);
    // Refused: no point of B is fitted or shown.
    expect(
      (JSON.parse(json.out) as { after: Point[] }).after.map((p) => p.source.file),
    ).not.toContain('b-m6id-xlarge-nvme.err');
  });

  it('a machine given for it that the log contradicts is named by its file', async () => {
    const r = await run([
      'calibrate',
      A,
      B,
      '--measured-on',
      `${B}=${f('a.innosizer.json')}`,
      '--json',
    ]);
    expect(r.code).toBe(0);
    const warnings = (JSON.parse(r.out) as { warnings: string[] }).warnings;
    expect(warnings).toContain(
      "b-m6id-xlarge-nvme.err line 3: the log says 9.0.1; its machine (a.innosizer.json) is 8.0.39: the log's version is used",
    );
  });
});

describe('calibrate validates every scenario it uses (issue 31)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'calib-'));
  const bad = join(tmp, 'bad.innosizer.json');
  const s = JSON.parse(readFileSync(f('a.innosizer.json'), 'utf8')) as Scenario;
  s.storage.iops = -1;
  writeFileSync(bad, JSON.stringify(s));

  it.each([
    [['--iops', '-1'], /Provisioned IOPS \(--iops\) −1 IOPS is too low/],
    [['--instance', 'bogus', '--region', 'mars-1'], /not in the catalog/],
    [
      ['--measured-on', `${A}=${bad}`],
      /^innosizer calibrate: --measured-on \S*bad\.innosizer\.json: .*IOPS/,
    ],
    [
      ['--measured-on', `nope.err=${f('a.innosizer.json')}`],
      /--measured-on: expected FILE=SCENARIO/,
    ],
    [['--measured-on', `${A}=${join(tmp, 'missing.json')}`], /--measured-on: cannot read/],
    [
      [
        '--measured-on',
        `${A}=${f('a.innosizer.json')}`,
        '--measured-on',
        `${A}=${f('b.innosizer.json')}`,
      ],
      /is given a machine twice/,
    ],
  ])('calibrate %j: exit 2, one line', async (flags, message) => {
    const r = await run(['calibrate', A, ...flags]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
    const j = await run(['calibrate', A, ...flags, '--json']);
    expect(j.code).toBe(2);
    expect(JSON.parse(j.out).error.message).toMatch(
      new RegExp(message.source.replace('^innosizer calibrate: ', '')),
    );
  });

  it('report --calibrate: the scenario and each --measured-on are validated too', async () => {
    const r = await run(['report', '--calibrate', A, '--iops', '-1', '--json']);
    expect(r.code).toBe(2);
    const m = await run(['report', '--calibrate', A, '--measured-on', `${A}=${bad}`, '--json']);
    expect(m.code).toBe(2);
    expect(JSON.parse(m.out).error.message).toMatch(/--measured-on \S*bad\.innosizer\.json/);
  });

  it('report --calibrate evaluates the log at its --measured-on machine', async () => {
    const r = await run([
      'report',
      '--calibrate',
      B,
      '--measured-on',
      `${B}=${f('b.innosizer.json')}`,
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const cal = (JSON.parse(r.out) as { calibration: { warnings: string[]; points: unknown[] } })
      .calibration;
    expect(cal.warnings).toEqual([]);
    expect(cal.points.length).toBeGreaterThan(0);
  });
});

describe('calibrate with nothing left to fit', () => {
  it('names the refusal, not just "nothing to fit"', async () => {
    const r = await run(['calibrate', f('b-m6id-xlarge-nvme.err')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /nothing to fit: b-m6id-xlarge-nvme\.err line 9: the log says 9 duplicate-check threads/,
    );
  });
});
