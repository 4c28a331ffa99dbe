/**
 * Issue 36 item 2: calibration narrows the startup range where it measured. `calibrate --out`
 * records each start at its machine with the residual the fit leaves; `predict --calibration`
 * applies the profile; on the measured machine the range is the residual with the run-to-run
 * floor, near it (same processor and storage, another size) it widens in proportion, elsewhere
 * the profile narrows nothing. Fixture: case A's MySQL 8.0.39 log on m6i.large gp3 3,000 IOPS,
 * 1M tables (tests/fixtures/calibration/SOURCES.md).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './runCli.ts';

const DIR = resolve(import.meta.dirname, '../../fixtures/calibration');
const A = join(DIR, 'a-m6i-large-gp3.err');
const A_MACHINE = join(DIR, 'a.innosizer.json');

interface Out {
  startup: { totalSeconds: number; totalRange: [number, number] };
  uncertainty?: { startup: string[] };
}

async function profile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-narrow-'));
  const out = join(dir, 'profile.json');
  const r = await run(['calibrate', A, '--measured-on', `${A}=${A_MACHINE}`, '--out', out]);
  expect(r.code, r.err).toBe(0);
  return out;
}

async function predict(args: string[]): Promise<Out> {
  const r = await run(['predict', '--scenario', A_MACHINE, ...args, '--json']);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as Out;
}

const halfWidth = (o: Out): number => (o.startup.totalRange[1] - o.startup.totalRange[0]) / 2;

describe('predict --calibration: ranges as narrow as the measurement', () => {
  it('on the machine the log was measured on: half the width or less, and the log’s total inside', async () => {
    const p = await profile();
    const saved = JSON.parse(readFileSync(p, 'utf8')) as {
      profile: { measuredStarts: { file: string; instanceType: string; residual: number }[] };
    };
    expect(saved.profile.measuredStarts[0]?.instanceType).toBe('m6i.large');
    expect(saved.profile.measuredStarts[0]?.residual).toBeLessThan(0.05);
    const before = await predict([]);
    const after = await predict(['--calibration', p]);
    expect(halfWidth(after)).toBeLessThanOrEqual(0.5 * halfWidth(before));
    // The log's own total: 7:09 from mysqld_safe to ready for connections (brief case A, 428.7 s).
    const [lo, hi] = after.startup.totalRange;
    expect(lo).toBeLessThanOrEqual(428.7);
    expect(hi).toBeGreaterThanOrEqual(428.7);
    expect(after.uncertainty?.startup.join(' ')).toMatch(
      /narrowed by a-m6i-large-gp3\.err, measured on this machine/,
    );
  });

  it('near it (m6i.xlarge: same processor and storage) narrower than uncalibrated, wider than on it; elsewhere (c7g.large) not narrowed by it', async () => {
    const p = await profile();
    const rel = (o: Out): number => halfWidth(o) / o.startup.totalSeconds;
    const on = await predict(['--calibration', p]);
    const nearBefore = await predict(['--instance', 'm6i.xlarge']);
    const near = await predict(['--instance', 'm6i.xlarge', '--calibration', p]);
    expect(rel(near)).toBeLessThan(rel(nearBefore));
    expect(rel(near)).toBeGreaterThan(rel(on));
    expect(near.uncertainty?.startup.join(' ')).toMatch(/narrowed in part by a-m6i-large-gp3\.err/);
    // Elsewhere no measured start narrows it (the profile's CPU-bound phase factors still apply
    // everywhere, as calibration did before issue 36).
    const away = await predict(['--instance', 'c7g.large', '--calibration', p]);
    expect(rel(away)).toBeGreaterThan(rel(near));
    expect(away.uncertainty?.startup.join(' ')).not.toMatch(/narrowed/);
  });

  it('refuses a file that is no profile in one line naming --calibration', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innosizer-narrow-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"kind": "something else"}');
    const r = await run(['predict', '--calibration', bad]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /--calibration .*bad\.json: At kind: expected "innosizer-calibration-profile"/,
    );
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
