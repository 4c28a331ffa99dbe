import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DiskstatsSnapshotRecord } from '../../../../src/core/imports/index.ts';
import {
  counterDelta,
  analyseWorkload,
  diskstatsSeries,
  telemetrySeries,
  WRAP_32,
} from '../../../../src/core/telemetry/index.ts';
import { importFixture } from './fixtures.ts';

const recordsOf = (...files: string[]) => files.flatMap((f) => importFixture(f).records);

describe('diskstats deltas', () => {
  it('pt-stalk snapshots 10 s apart: iostat arithmetic per device', () => {
    const s = telemetrySeries(recordsOf('diskstats-pt-stalk-20.txt'));
    expect(s.errors).toEqual([]);
    const d = s.disks.find((x) => x.device === 'nvme1n1');
    const dt = 1763805610.004925 - 1763805600.005131;
    expect(d?.readsPerSecond[0]).toBeCloseTo(30000 / dt, 3);
    expect(d?.readMiBps[0]).toBeCloseTo((960000 * 512) / 1048576 / dt, 3);
    expect(d?.readAwaitMs?.[0]).toBeCloseTo(0.8, 9);
    expect(d?.writeAwaitMs?.[0]).toBeCloseTo(1.45, 9);
    expect(d?.utilPct?.[0]).toBeCloseTo((9700 / (dt * 1000)) * 100, 3);
    expect(d?.queueDepth?.[0]).toBeCloseTo(39000 / (dt * 1000), 6);
    expect(d?.source.line).toBe(1);
  });

  it('two files, each a snapshot with a date +%s line', () => {
    const s = telemetrySeries(recordsOf('diskstats-14-before.txt', 'diskstats-14-after.txt'));
    const d = s.disks.find((x) => x.device === 'xvdf');
    expect(Array.from(d?.readsPerSecond ?? [])).toEqual([1500]);
    expect(d?.readMiBps[0]).toBeCloseTo(23.4375, 9);
    expect(d?.writtenMiBps[0]).toBeCloseTo(18.75, 9);
    expect(d?.readAwaitMs?.[0]).toBeCloseTo(0.8, 9);
    expect(d?.writeAwaitMs?.[0]).toBeCloseTo(1.5, 9);
    expect(Array.from(d?.intervalSec ?? [])).toEqual([60]);
    expect(Array.from(d?.timesSec ?? [])).toEqual([1763805660]);
  });

  it('snapshots without time need the interval; one snapshot alone is an error', () => {
    const recs = recordsOf('diskstats-18-no-time.txt');
    const noTime = telemetrySeries(recs).errors[0];
    expect(noTime?.message).toMatch(/carry no time: capture with pt-stalk/);
    expect(noTime?.message).not.toMatch(/--\w/);
    expect(noTime?.noClock).toBe(true);
    expect(analyseWorkload(telemetrySeries(recs)).noClock).toBe(true);
    const s = telemetrySeries(recs, { intervalSec: 10 });
    expect(s.errors).toEqual([]);
    expect(Array.from(s.disks[0]?.readsPerSecond ?? [])).toEqual([60]);
    expect(s.disks[0]?.timesSec).toBeNull();
    expect(telemetrySeries(recordsOf('diskstats-14-before.txt')).errors[0]?.message).toMatch(
      /one \/proc\/diskstats snapshot only/,
    );
  });

  it('coarse samples: the warning gives their length as core/format writes durations', () => {
    const recs = recordsOf('diskstats-18-no-time.txt');
    const w = analyseWorkload(telemetrySeries(recs, { intervalSec: 300 })).warnings;
    expect(w).toContain(
      'samples are 5 min 00 s averages: peaks shorter than that are averaged away (CloudWatch at 1-minute periods, or iostat at 1 s, show them)',
    );
  });
});

const snap = (line: number, timeSec: number, counters: number[]): DiskstatsSnapshotRecord => ({
  kind: 'diskstats-snapshot',
  source: { file: 'p', line },
  tool: 'diskstats',
  timeSec,
  devices: [{ name: 'sda', counters }],
});

describe('counter properties', () => {
  it('a delta is never negative, and a wrap gives back the true increase', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.maxSafeNat(), (a, b) => {
        const d = counterDelta(a, b);
        if (d.kind !== 'reset') expect(d.delta).toBeGreaterThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: WRAP_32 / 2, max: WRAP_32 - 1 }),
        fc.integer({ min: 1, max: WRAP_32 / 2 - 1 }),
        (prev, inc) => {
          const cur = (prev + inc) % WRAP_32;
          const d = counterDelta(prev, cur);
          expect(d.kind === 'reset' ? -1 : d.delta).toBe(inc);
        },
      ),
    );
  });

  it('random snapshot sequences: rates finite and ≥ 0; wraps corrected and reported; reboots left out and reported', () => {
    const step = fc.record({
      inc: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 11, maxLength: 11 }),
      event: fc.constantFrom('none', 'none', 'none', 'wrap', 'reboot'),
      dt: fc.integer({ min: 1, max: 600 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        let counters = Array.from({ length: 11 }, () => WRAP_32 - 500_000);
        let t = 1_700_000_000;
        const snaps = [snap(1, t, counters)];
        let wraps = 0;
        let reboots = 0;
        steps.forEach((s, i) => {
          t += s.dt;
          if (s.event === 'reboot') {
            const after = s.inc.map((v) => v % 1000);
            // A reboot is seen only when a counter went down (from idle zeros to zeros it is not).
            if (after.some((c, k) => k !== 8 && c < (counters[k] ?? 0))) reboots += 1;
            counters = after;
          } else {
            let wrapped = false;
            counters = counters.map((c, k) => {
              const next = c + (s.inc[k] ?? 0);
              if (wrapped || k === 8 || s.event !== 'wrap' || c >= WRAP_32 || next < WRAP_32)
                return next;
              wrapped = true;
              return next - WRAP_32;
            });
            if (wrapped) wraps += 1;
          }
          snaps.push(snap(i + 2, t, counters));
        });
        const { disks } = diskstatsSeries(snaps);
        const d = disks[0];
        const kept = steps.length - reboots;
        if (kept === 0) return;
        expect(d?.readsPerSecond).toHaveLength(kept);
        for (const arr of [
          d?.readsPerSecond,
          d?.writesPerSecond,
          d?.readMiBps,
          d?.writtenMiBps,
          d?.readAwaitMs,
          d?.writeAwaitMs,
          d?.queueDepth,
          d?.utilPct,
        ])
          for (const v of arr ?? []) {
            expect(Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
        expect(d?.warnings.some((w) => /wrap-around/.test(w))).toBe(wraps > 0);
        // Counted in words: "1 counter wrap-around", "2 counter wrap-arounds".
        if (wraps > 0)
          expect(d?.warnings).toContain(
            `${wraps} counter wrap-around${wraps === 1 ? '' : 's'} at 2^32 corrected (32-bit kernel counters)`,
          );
        expect(d?.warnings.some((w) => /reboot/.test(w))).toBe(reboots > 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('MySQL status rates', () => {
  it('SHOW GLOBAL STATUS: Uptime is the clock; QPS, miss ratio, MiB/s', () => {
    const s = telemetrySeries(recordsOf('show-global-status-two.tsv'));
    expect(s.errors).toEqual([]);
    const m = s.mysql[0];
    expect(m?.intervalSec).toEqual([60]);
    expect(m?.qps).toEqual([10000]);
    expect(m?.readRequestsPerSec).toEqual([20000]);
    expect(m?.missesPerSec).toEqual([3000]);
    expect(m?.missRatio?.[0]).toBeCloseTo(0.15, 12);
    expect(m?.redoMiBps?.[0]).toBeCloseTo(1, 12);
    expect(m?.doublewritePagesPerSec).toEqual([500]);
    expect(m?.pageSizeBytes).toBe(16384);
  });

  it('mysqld_exporter: 30 s of uptime between scrapes', () => {
    const m = telemetrySeries(recordsOf('mysqld-exporter-two-scrapes.prom')).mysql[0];
    expect(m?.qps).toEqual([20000]);
    expect(m?.missRatio?.[0]).toBeCloseTo(0.15, 12);
    expect(m?.dataReadMiBps).toBeNull();
  });

  it('a restart between snapshots is reported and left out', () => {
    const [a, b] = recordsOf('show-global-status-two.tsv');
    if (a?.kind !== 'mysql-status-snapshot' || b?.kind !== 'mysql-status-snapshot')
      throw new Error('kind');
    const restarted = { ...b, counters: { ...b.counters, uptimeSec: 30, questions: 100 } };
    const s = telemetrySeries([a, restarted, b]);
    expect(s.mysql[0]?.qps).toHaveLength(1);
    expect(s.mysql[0]?.warnings[0]).toMatch(/Uptime went down.*restarted/);
  });
});
