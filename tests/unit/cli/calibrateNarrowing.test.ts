/**
 * Issue 36, Done when 3, from the command line on a validation machine (V8: m6i.large, gp3 12,000
 * IOPS / 500 MiB/s, MySQL 8.0.39, 1M tables, measured 4 min 07 s): exactly `innosizer calibrate
 * LOG --measured-on LOG=SCENARIO.innosizer.json --out P.json`, then `innosizer predict --scenario
 * SCENARIO.innosizer.json --calibration P.json --json`. The log is the one a user on that machine
 * would have (tests/unit/validation/narrowing.ts); the range is at most half as wide as without
 * the profile and holds the log's total.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeScenario } from '../../../src/core/scenario/file.ts';
import { CASES } from '../validation/cases.ts';
import { spansFor, startupLog } from '../validation/narrowing.ts';
import { run } from './runCli.ts';

const V8 = CASES.find((c) => c.id === 'V8');

describe('innosizer calibrate --measured-on, then predict --calibration, on V8', () => {
  it('halves the startup range at least and holds the log total', async () => {
    if (!V8) throw new Error('V8 missing from cases.ts');
    const machine = V8.scenario();
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-narrowing-'));
    const log = join(dir, 'v8.err');
    const scenario = join(dir, 'v8.innosizer.json');
    const profile = join(dir, 'p.json');
    writeFileSync(log, startupLog(machine.mysql.version, spansFor(machine, V8.measured)));
    writeFileSync(scenario, serializeScenario(machine));

    const cal = await run([
      'calibrate',
      log,
      '--measured-on',
      `${log}=${scenario}`,
      '--out',
      profile,
    ]);
    expect(cal.code, cal.err).toBe(0);
    expect(cal.out).toMatch(
      /v8\.err: m6i\.large gp3 12,000 IOPS \/ 500 MiB\/s.*\(v8\.innosizer\.json\)/,
    );

    const predict = async (...flags: string[]) => {
      const r = await run(['predict', '--scenario', scenario, ...flags, '--json']);
      expect(r.code, r.err).toBe(0);
      const st = JSON.parse(r.out).startup as { totalRange: [number, number]; narrowedBy?: string };
      return st;
    };
    const plain = await predict();
    const narrowed = await predict('--calibration', profile);
    const half = (r: [number, number]): number => (r[1] - r[0]) / 2;
    expect(half(narrowed.totalRange)).toBeLessThanOrEqual(half(plain.totalRange) * 0.5);
    expect(narrowed.totalRange[0]).toBeLessThanOrEqual(V8.measured);
    expect(narrowed.totalRange[1]).toBeGreaterThanOrEqual(V8.measured);
    expect(narrowed.narrowedBy).toMatch(/^v8\.err .*measured 247 s.*on its machine/);
    expect(plain.narrowedBy).toBeUndefined();
  });
});
