/**
 * Issue 41.10 (b, c): iostat's banner "(2 CPU)" is machine evidence, the vCPUs of the machine the
 * capture ran on, held against the scenario's instance; plain /proc/diskstats snapshots take the
 * interval between them from a field with a default, and a bad value is one clear error.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import {
  analyseTelemetry,
  DEFAULT_SNAPSHOT_INTERVAL_SEC,
  parseSnapshotInterval,
} from '../../../../src/core/telemetry/index.ts';
import { disk, importFixture } from './fixtures.ts';

describe("iostat's banner as machine evidence (issue 41.10)", () => {
  const recs = importFixture('iostat-sysstat12-xt.txt').records;

  it('the record carries the vCPUs the banner states, with its line', () => {
    const d = recs.find((r) => r.kind === 'disk-series');
    if (d?.kind !== 'disk-series') throw new Error('no disk series');
    expect(disk(recs, d.device).machineVcpu).toEqual({ value: 2, line: 1 });
  });

  it('held against the scenario: the same vCPUs agree, others are said to be another machine', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.large';
    const same = analyseTelemetry(recs, s, DEFAULT_CATALOG, { sizing: false });
    expect(same.utilisation?.machine).toMatch(
      /^iostat-sysstat12-xt\.txt line 1: the capture ran on 2 CPUs, as m6i\.large's 2 vCPUs$/,
    );
    s.instance.type = 'm6i.2xlarge';
    const other = analyseTelemetry(recs, s, DEFAULT_CATALOG, { sizing: false });
    expect(other.utilisation?.machine).toMatch(
      /^iostat-sysstat12-xt\.txt line 1: the capture ran on 2 CPUs, but m6i\.2xlarge has 8 vCPUs: it comes from another machine; set the instance it ran on/,
    );
  });
});

describe('the interval between plain /proc/diskstats snapshots (issue 41.10)', () => {
  it('a default, and one clear error naming the field and a valid value', () => {
    expect(DEFAULT_SNAPSHOT_INTERVAL_SEC).toBe(60);
    expect(parseSnapshotInterval('')).toEqual({ ok: true, seconds: 60 });
    expect(parseSnapshotInterval('30')).toEqual({ ok: true, seconds: 30 });
    for (const bad of ['0', '-5', 'abc', '1e9'])
      expect(parseSnapshotInterval(bad)).toEqual({
        ok: false,
        message: `Seconds between snapshots: expected a number of seconds from 0.001 to 86,400, e.g. 60; got "${bad}"`,
      });
  });

  it('the snapshots without time give rates once the interval is given', () => {
    const recs = importFixture('diskstats-18-no-time.txt').records;
    const none = analyseTelemetry(recs, null, DEFAULT_CATALOG);
    expect(none.workload.noClock).toBe(true);
    const given = analyseTelemetry(recs, null, DEFAULT_CATALOG, { intervalSec: 60 });
    expect(given.workload.noClock).toBe(false);
    expect(given.workload.disk?.durationSec).toBeGreaterThan(0);
  });
});
