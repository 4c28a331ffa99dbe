import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, getRegion } from '../../../../src/core/catalog/index.ts';
import { recoveryAdvice, SUGGESTED_DUMP_PERCENT } from '../../../../src/core/recovery/advice.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';

const c = DEFAULT_CATALOG;

describe('recovery advice (issue 37 item 4)', () => {
  it('on a snapshot restore: FSR priced from the catalog, and it saves time', () => {
    const s = defaultScenario();
    s.recovery.path = 'snapshot-restore';
    const advice = recoveryAdvice(s, c, 1000);
    const fsr = advice.find((a) => a.patch.storage?.restoreRemedy === 'fsr');
    expect(fsr).toBeDefined();
    // One restore a month of a 200 GiB snapshot: enabled for the 1 h minimum at the region's rate.
    const perHour = getRegion(c, s.region)?.ebs?.fsrPerHourUsd ?? NaN;
    expect(fsr?.deltaMonthlyUsd).toBeCloseTo(perHour * 1, 6);
    expect(fsr?.text).toMatch(/Fast Snapshot Restore for 1 restore a month/);
    expect(fsr?.afterSeconds).toBeLessThan(fsr?.beforeSeconds ?? 0);
    const init = advice.find((a) => a.patch.storage?.restoreRemedy === 'initialize');
    expect(init?.deltaMonthlyUsd).toBeGreaterThan(0);
  });
  it('every line saves time on its path and names its monthly cost', () => {
    const s = defaultScenario();
    s.mysql.bufferPoolGiB = 4;
    const advice = recoveryAdvice(s, c, 5000);
    expect(advice.length).toBeGreaterThan(0);
    for (const a of advice) {
      expect(a.afterSeconds).toBeLessThan(a.beforeSeconds);
      expect(a.text).toMatch(/\/month|no cost/);
    }
    for (let i = 1; i < advice.length; i++)
      expect(advice[i]?.afterSeconds).toBeGreaterThanOrEqual(advice[i - 1]?.afterSeconds ?? 0);
  });
  it('a replica makes failover the path; buffer-pool dump/load costs nothing', () => {
    const s = defaultScenario();
    s.recovery.path = 'backup-restore';
    const advice = recoveryAdvice(s, c, 20_000);
    const replica = advice.find((a) => a.patch.topology?.replicas === 1);
    expect(replica?.text).toMatch(/Failover to a replica in up to/);
    expect(replica?.deltaMonthlyUsd).toBeGreaterThan(0);
    const dump = advice.find(
      (a) => a.patch.recovery?.bufferPoolDumpPercent === SUGGESTED_DUMP_PERCENT,
    );
    if (dump) expect(dump.deltaMonthlyUsd).toBe(0);
  });
  it('more throughput is offered on gp3 and priced (where the volume, not the instance, binds)', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.4xlarge';
    s.recovery.path = 'backup-restore';
    const tp = recoveryAdvice(s, c, 1000).find((a) => a.patch.storage?.throughputMiBps === 250);
    expect(tp?.deltaMonthlyUsd).toBeGreaterThan(0);
    expect(tp?.text).toMatch(/250 MiB\/s of volume throughput/);
  });
  it("on m6i.large the instance's baseline EBS ceiling binds: a bigger instance is offered", () => {
    const s = defaultScenario();
    s.recovery.path = 'backup-restore';
    const advice = recoveryAdvice(s, c, 1000);
    expect(advice.some((a) => a.patch.instance?.type === 'm6i.xlarge')).toBe(true);
  });
});
