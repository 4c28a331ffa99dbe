/**
 * Issue 40 item 2: one read latency per volume. Every EBS phase of a start (directory scan,
 * dictionary reads, duplicate check) and the QPS client ceiling read the volume at queue depth 1
 * on one curve, `latencyUs(device, ioKiB, 1)` (+ the kernel's buffered-read overhead for the
 * startup's buffered reads): this test recovers each phase's per-read time from the model's own
 * output and checks they are that one figure, for each EBS kind.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { BURST, deviceParams } from '../../../../src/core/devices/index.ts';
import { BUFFERED_READ_OVERHEAD_US } from '../../../../src/core/devices/constants.ts';
import { latencyUs } from '../../../../src/core/devices/rate.ts';
import { predictQps, qpsInputs } from '../../../../src/core/qps/index.ts';
import { CPU_US_PER_PAGE_READ, CPU_US_PER_QUERY } from '../../../../src/core/qps/constants.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { predictStartup } from '../../../../src/core/startup/index.ts';

/** A volume fast enough that one reader (or the four of m6i.large) never reaches its caps. */
function onKind(kind: 'gp3' | 'io2' | 'gp2'): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6i.large';
  s.instance.burstKnown = true;
  s.storage.kind = kind;
  s.storage.sizeGiB = kind === 'gp2' ? 5000 : 2000;
  s.storage.iops = 40_000;
  s.storage.throughputMiBps = 1000;
  return s;
}

const buffered = (s: Scenario, kib: number): number =>
  latencyUs(deviceParams(s, cat, BURST), kib, 1) + BUFFERED_READ_OVERHEAD_US;

describe('one read latency per EBS volume (issue 40 item 2)', () => {
  for (const kind of ['gp3', 'io2', 'gp2'] as const) {
    it(`${kind}: directory scan, dictionary reads, duplicate check and QPS read one curve`, () => {
      const s = onKind(kind);
      const st = predictStartup(s, cat);
      const ph = (n: string) => st.phases.find((p) => p.name === n);
      // Directory scan and DD reads: one reader, one read at a time (1 / reads per second).
      const scan = ph('directories_scan')?.io;
      const dd = ph('dd_files_reading')?.io;
      expect(scan?.threads).toBe(1);
      expect(1e6 / (scan?.readsPerSecond ?? NaN)).toBeCloseTo(buffered(s, scan?.ioSizeKiB ?? 4), 6);
      expect(1e6 / (dd?.readsPerSecond ?? NaN)).toBeCloseTo(buffered(s, dd?.ioSizeKiB ?? 16), 6);
      // Duplicate check: k readers of one file each, latency-bound under the caps.
      const dup = ph('duplicate_check');
      const k = dup?.io?.threads ?? NaN;
      expect(['threads', 'latency']).toContain(dup?.bound);
      expect((k * 1e6) / (dup?.io?.readsPerSecond ?? NaN)).toBeCloseTo(
        buffered(s, dup?.io?.ioSizeKiB ?? 32),
        6,
      );
      // QPS: one client thread, read-only: CPU + misses × the same curve at the page size
      // (O_DIRECT: no buffered overhead).
      const q = { ...s, workload: { ...s.workload, threads: 1, writeFraction: 0 } };
      const x = qpsInputs(q, cat);
      const p = predictQps(q, cat);
      expect(['threads', 'latency']).toContain(p.bound);
      const readUs =
        (1e6 / p.pointSelect - CPU_US_PER_QUERY - x.missRatio * CPU_US_PER_PAGE_READ) / x.missRatio;
      expect(readUs).toBeCloseTo(latencyUs(x.device, q.mysql.pageSizeKiB, 1), 6);
      expect(readUs + BUFFERED_READ_OVERHEAD_US).toBeCloseTo(buffered(s, q.mysql.pageSizeKiB), 6);
    });
  }
});
