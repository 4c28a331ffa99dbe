/**
 * Issue 16, item 4: a calibration profile is validated wherever it enters — a scenario file's
 * calibration block, a profile file, the model's validation (the app's store and every command),
 * and `calibrate --out` before writing — with the same path-named errors as the rest.
 */
import { describe, expect, it } from 'vitest';
import {
  parseProfileFile,
  serializeProfile,
  validateProfile,
} from '../../../../src/core/calibration/index.ts';
import { parseScenarioFile, serializeScenario } from '../../../../src/core/scenario/file.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { predict } from '../../../../src/core/model.ts';
import type { CalibrationProfile } from '../../../../src/core/scenario/types.ts';

const good: CalibrationProfile = {
  name: 'lab gp3',
  createdAt: '2026-11-23T10:00:00Z',
  sources: ['fileio.csv'],
  device: { readIopsCap: 3000, readMiBpsCap: 125, readLatencyUs: 500 },
  startup: { duplicate_check: 1.2 },
};

const withCalibration = (c: unknown): string => {
  const s = defaultScenario() as unknown as Record<string, unknown>;
  s.calibration = c;
  return JSON.stringify(s);
};

describe('calibration profile limits', () => {
  it('accepts a real profile everywhere', () => {
    expect(validateProfile(good).ok).toBe(true);
    const parsed = parseScenarioFile(withCalibration(good));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(predict(parsed.scenario).ok).toBe(true);
    expect(parseProfileFile(serializeProfile(good)).ok).toBe(true);
  });

  it.each([
    [
      'device.readIopsCap',
      { device: { ...good.device, readIopsCap: 0 } },
      /IOPS cap must be between 1 and 10,000,000, got 0/,
    ],
    ['device.readMiBpsCap', { device: { ...good.device, readMiBpsCap: 0 } }, /throughput cap/],
    [
      'device.readLatencyUs',
      { device: { ...good.device, readLatencyUs: null } },
      /must be a number/,
    ],
    [
      'startup.duplicate_check',
      { startup: { duplicate_check: 1e308 } },
      /startup factor must be between 0.01 and 100/,
    ],
    ['startup.validation', { startup: { validation: -2 } }, /nearest valid 0.01/],
  ])('refuses %s out of range in a scenario file, naming the path', (path, patch, message) => {
    const parsed = parseScenarioFile(withCalibration({ ...good, ...patch }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors[0]?.path).toBe(`calibration.${path}`);
    expect(parsed.errors[0]?.message).toMatch(message);
    // the profile's range checks say "At calibration.x: …", the file's type checks "calibration.x must …"
    expect(parsed.errors[0]?.message).toMatch(
      new RegExp(`^(At )?calibration\\.${path.replace('.', '\\.')}(: | must )`),
    );
  });

  it('a negative factor is refused, not silently 1', () => {
    const parsed = parseScenarioFile(
      withCalibration({ ...good, startup: { dd_files_reading: -3 } }),
    );
    expect(parsed.ok).toBe(false);
  });

  it('the model refuses a scenario whose profile is out of range (app store, every command)', () => {
    const s = defaultScenario();
    s.calibration = { ...good, device: { readIopsCap: 0, readMiBpsCap: 125, readLatencyUs: 500 } };
    const r = predict(s);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues[0]).toMatchObject({
      path: 'calibration.device.readIopsCap',
      limit: 'calibration.range',
      nearestValid: 1,
    });
  });

  it('a profile file with absurd figures is refused with the same message', () => {
    const text = serializeProfile({ ...good, startup: { validation: 1e308 } });
    const r = parseProfileFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.message).toMatch(/^At profile\.startup\.validation: /);
  });

  it('a saved scenario round-trips with its profile', () => {
    const s = defaultScenario();
    s.calibration = good;
    const back = parseScenarioFile(serializeScenario(s));
    expect(back.ok).toBe(true);
  });
});

describe('innosizer calibrate on absurd rows', () => {
  it('refuses to write a profile no device has (exit 2, nothing written)', async () => {
    const { mkdtempSync, writeFileSync, existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { main } = await import('../../../../src/cli/main.ts');
    const dir = mkdtempSync(join(tmpdir(), 'absurd-'));
    const csv = join(dir, 'absurd.csv');
    writeFileSync(
      csv,
      'instance,storage,block_size_kib,threads,reads_per_s\nm6i.large,gp3,16,16,0.000001\nm6i.large,gp3,4,1,1e15\n',
    );
    const out = join(dir, 'p.json');
    let err = '';
    const code = await main(['calibrate', csv, '--out', out], {
      stdout: () => {},
      stderr: (s) => (err += s),
    });
    expect(code).toBe(2);
    expect(err).toMatch(/At profile\.device\.\w+: calibrated/);
    expect(err).not.toMatch(/∞|null/);
    expect(existsSync(out)).toBe(false);
  });
});
