/**
 * Issue 41 item 1: a calibrated device is still capped by the instance's EBS ceiling and by the
 * provisioned volume. Before the fix, applying a profile fitted on a sysbench run of m6i.2xlarge
 * with gp3 16,000 IOPS / 256 MiB/s replaced both caps with the fitted ones: QPS rose past the
 * instance's 12,000 IOPS baseline (12,245 -> 16,327 in the issue), the ceiling's bound vanished
 * and later IOPS changes no longer moved QPS.
 */
import { describe, expect, it } from 'vitest';
import { applyProfile } from '../../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG, getInstance } from '../../../../src/core/catalog/index.ts';
import { deviceParams } from '../../../../src/core/devices/index.ts';
import { predictValid } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { CalibrationProfile, Scenario } from '../../../../src/core/scenario/types.ts';

function m6i2xl(iops: number): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6i.2xlarge';
  s.storage.iops = iops;
  s.storage.throughputMiBps = 256;
  return s;
}

// What calibrate fits on that volume: the measured reads reach the volume's 16,000 IOPS (a
// little above, as gp3 does: the brief's fileio table shows 16,267 reads/s on a 16,000 volume).
const PROFILE: CalibrationProfile = {
  name: 'sysbench m6i.2xlarge',
  createdAt: '2026-11-29T00:00:00Z',
  sources: ['fileio.txt'],
  device: { readIopsCap: 16_267, readMiBpsCap: 260, readLatencyUs: 500 },
  startup: null,
};

const qpsOf = (s: Scenario): number => predictValid(s, DEFAULT_CATALOG).qps.pointSelect;

describe('a calibrated EBS device keeps its instance and volume caps', () => {
  const inst = getInstance(DEFAULT_CATALOG, 'm6i.2xlarge');

  it('the instance EBS baseline still bounds the sustained reads', () => {
    const cal = applyProfile(m6i2xl(16_000), PROFILE);
    const p = deviceParams(cal, DEFAULT_CATALOG, { sustained: true, firstTouch: false });
    expect(inst).toBeDefined();
    expect(p.iops.value).toBe(inst?.ebs.baselineIops);
    expect(p.iops.bound).toBe('instance-ebs');
  });

  it('QPS does not rise past the uncalibrated ceiling-bound figure', () => {
    const plain = m6i2xl(16_000);
    expect(qpsOf(applyProfile(plain, PROFILE))).toBeLessThanOrEqual(qpsOf(plain) * 1.001);
  });

  it('later IOPS changes still move QPS', () => {
    const at = (iops: number): number => qpsOf(applyProfile(m6i2xl(iops), PROFILE));
    expect(at(8000)).toBeLessThan(at(16_000) * 0.8);
    const p = deviceParams(applyProfile(m6i2xl(8000), PROFILE), DEFAULT_CATALOG, {
      sustained: true,
      firstTouch: false,
    });
    expect(p.iops.value).toBe(8000);
  });

  it('a cap below the volume and instance (a slower device) still applies', () => {
    const slow = {
      ...PROFILE,
      device: { readIopsCap: 5000, readMiBpsCap: 100, readLatencyUs: 500 },
    };
    const p = deviceParams(applyProfile(m6i2xl(16_000), slow), DEFAULT_CATALOG, {
      sustained: true,
      firstTouch: false,
    });
    expect(p.iops.value).toBe(5000);
    expect(p.iops.label).toMatch(/calibrated/);
  });
});
