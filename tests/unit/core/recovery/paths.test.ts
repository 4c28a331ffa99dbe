import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  coldWarmupSeconds,
  defaultRedoCapacityMiB,
  fsrBucketCredits,
  fsrCovers,
  fsrFillPerHour,
  fsrRestoresPerMonth,
  recoveryPaths,
  slowestPath,
  warmupSeconds,
} from '../../../../src/core/recovery/index.ts';
import type { RecoveryInputs, RecoveryPath } from '../../../../src/core/recovery/index.ts';

function base(): RecoveryInputs {
  return {
    deployment: 'ec2',
    restartSeconds: 20,
    crashStartSeconds: 30,
    crashStartRestoredSeconds: 300,
    redoMiB: 100,
    undoMiB: 0,
    dataMiB: 100 * 1024,
    pageKiB: 16,
    deviceIops: 3000,
    deviceMiBps: 125,
    readLatencyUs: 330,
    firstTouchLatencyUs: 43_000,
    recoveryReadsInFlight: 8,
    networkMiBps: 1200,
    backupStoreMiBps: 200,
    backupRedoMiB: 50,
    donorHeadroomMiBps: 300,
    restoreRemedy: 'none',
    initializationMiBps: 300,
    snapshotGiB: 100,
    snapshotSizeGiB: 128,
    restoresPerMonth: 1,
    hoursPerMonth: 730,
    replicaLagSeconds: 5,
    failoverKind: 'rds-multi-az',
  };
}
const byId = (x: RecoveryInputs, id: string): RecoveryPath => {
  const p = recoveryPaths(x).find((q) => q.id === id);
  if (!p) throw new Error(id);
  return p;
};

describe('recovery paths against their formulas', () => {
  it('default redo capacity: 96 MiB before 8.0.30, 100 MiB from 8.0.30', () => {
    expect(defaultRedoCapacityMiB({ major: 5, minor: 7, patch: 44 })).toBe(96);
    expect(defaultRedoCapacityMiB({ major: 8, minor: 0, patch: 29 })).toBe(96);
    expect(defaultRedoCapacityMiB({ major: 8, minor: 0, patch: 30 })).toBe(100);
  });
  it('crash: start + redo read at bandwidth + one read per KiB of redo at the device rate', () => {
    const x = base();
    // 100/125 s of redo read + 102,400 pages at min(3000, 8/330µs=24,242) = 3000/s.
    expect(byId(x, 'crash').seconds).toBeCloseTo(30 + 100 / 125 + 102_400 / 3000, 6);
  });
  it('snapshot-restore without a remedy applies redo at the first-touch latency', () => {
    const x = base();
    const rate = (8 * 1e6) / 43_000;
    expect(byId(x, 'snapshot-restore').seconds).toBeCloseTo(60 + 300 + 0.8 + 102_400 / rate, 4);
  });
  it('initialize adds snapshot data / rate and then recovers at warm speed', () => {
    const x = { ...base(), restoreRemedy: 'initialize' as const };
    expect(byId(x, 'snapshot-restore').seconds).toBeCloseTo(
      60 + (100 * 1024) / 300 + 30 + 0.8 + 102_400 / 3000,
      4,
    );
  });
  it('FSR credit bucket and fill rate from the snapshot size (AWS volume-creation-credits page)', () => {
    // AWS's example: a 128 GiB snapshot fills at MIN(10, 1024/128) = 8 credits/h, bucket 8.
    expect(fsrFillPerHour(128)).toBe(8);
    expect(fsrBucketCredits(128)).toBe(8);
    // Both are capped at 10 (small snapshots); the bucket holds at least 1 (large ones).
    expect(fsrFillPerHour(100)).toBe(10);
    expect(fsrBucketCredits(100)).toBe(10);
    expect(fsrBucketCredits(4096)).toBe(1);
    expect(fsrFillPerHour(4096)).toBe(0.25);
    // Restores a month: the refill over 730 h; none above FSR's 16 TiB snapshot limit.
    expect(fsrRestoresPerMonth(4096, 730)).toBe(182);
    expect(fsrRestoresPerMonth(16_385, 730)).toBe(0);
  });
  it('FSR without credits for every restore of the month is modelled as lazy loading', () => {
    const x = { ...base(), restoreRemedy: 'fsr' as const, snapshotSizeGiB: 16_384 };
    // 1024/16384 = 0.0625 credits/h → 45 restores a month.
    expect(fsrCovers({ ...x, restoresPerMonth: 45 })).toBe(true);
    expect(fsrCovers({ ...x, restoresPerMonth: 46 })).toBe(false);
    const lazy = byId({ ...x, restoreRemedy: 'none' }, 'snapshot-restore').seconds;
    expect(byId({ ...x, restoresPerMonth: 46 }, 'snapshot-restore').seconds).toBeCloseTo(lazy, 9);
    expect(byId({ ...x, restoresPerMonth: 45 }, 'snapshot-restore').seconds).toBeLessThan(lazy);
  });
  it('backup-restore copies at the slowest ceiling (here the volume, 125 MiB/s)', () => {
    const p = byId(base(), 'backup-restore');
    expect(p.phases[0]?.seconds).toBeCloseTo((100 * 1024) / 125, 6);
    expect(p.phases[0]?.bound).toBe('bandwidth');
  });
  it('replica-rebuild is network-bound on a slow network', () => {
    const p = byId({ ...base(), networkMiBps: 50 }, 'replica-rebuild');
    expect(p.phases[0]?.seconds).toBeCloseTo((100 * 1024) / 50, 6);
    expect(p.phases[0]?.bound).toBe('network');
  });
  it('RDS Multi-AZ instance failover: AWS 60–120 s plus the engine crash start, no lag (synchronous copy)', () => {
    const p = byId(base(), 'failover');
    // 30 s crash start, range ÷1.5 to ×1.5.
    expect(p.seconds).toBeCloseTo(90 + 30, 6);
    expect(p.range[0]).toBeCloseTo(60 + 20, 6);
    expect(p.range[1]).toBeCloseTo(120 + 45, 6);
    expect(p.phases.map((q) => q.id)).toEqual(['switch', 'engine_start']);
  });
  it('RDS Multi-AZ DB cluster failover: AWS under 35 s plus lag, no engine start', () => {
    const x: RecoveryInputs = { ...base(), failoverKind: 'rds-multi-az-cluster' };
    const p = byId(x, 'failover');
    expect(p.seconds).toBe(35 + 5);
    expect(p.range).toEqual([15, 40]);
    expect(p.phases.some((q) => q.id === 'engine_start')).toBe(false);
    // The cluster's failover does not grow with the engine's start; the instance's does.
    const slow = { ...x, crashStartSeconds: 3000 };
    expect(byId(slow, 'failover').seconds).toBe(p.seconds);
    expect(byId({ ...slow, failoverKind: 'rds-multi-az' }, 'failover').seconds).toBe(3090);
  });
  it('slowest path is the one with the largest pessimistic end', () => {
    const ps = recoveryPaths(base());
    const s = slowestPath(ps);
    for (const p of ps) expect(p.range[1]).toBeLessThanOrEqual(s?.range[1] ?? 0);
  });
  it('warm-up: f* = 1 − IOPS/need, t = f* × pages / IOPS; dump load at bandwidth caps it', () => {
    const w = {
      poolPages: 1e6,
      pageKiB: 16,
      qps: 1000,
      readsPerQuery: 10,
      deviceIops: 3000,
      deviceMiBps: 125,
      dumpPages: 0,
    };
    expect(coldWarmupSeconds(w)).toBeCloseTo((0.7 * 1e6) / 3000, 6);
    expect(warmupSeconds({ ...w, dumpPages: 1e5 })).toBeCloseTo((1e5 * 16) / 1024 / 125, 6);
  });
});

describe('recovery properties', () => {
  const more = fc.double({ min: 1, max: 10, noNaN: true });
  it('more IOPS, throughput or network never make any path slower', () => {
    fc.assert(
      fc.property(more, more, more, (a, b, c) => {
        const x = base();
        const y = {
          ...x,
          deviceIops: x.deviceIops * a,
          deviceMiBps: x.deviceMiBps * b,
          networkMiBps: x.networkMiBps * c,
        };
        const px = recoveryPaths(x);
        const py = recoveryPaths(y);
        px.forEach((p, i) =>
          expect(py[i]?.seconds ?? Infinity).toBeLessThanOrEqual(p.seconds + 1e-9),
        );
      }),
    );
  });
  it('FSR is never slower than no remedy', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (gib, redo) => {
          const x = { ...base(), snapshotGiB: gib, redoMiB: redo };
          const none = byId(x, 'snapshot-restore');
          const fsr = byId({ ...x, restoreRemedy: 'fsr' }, 'snapshot-restore');
          expect(fsr.seconds).toBeLessThanOrEqual(none.seconds + 1e-9);
          expect(fsr.range[1]).toBeLessThanOrEqual(none.range[1] + 1e-9);
        },
      ),
    );
  });
});
