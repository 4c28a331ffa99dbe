/**
 * Issue 41.9: "What would help" never offers IOPS the instance cannot use, and each line's subject
 * is a phase (or QPS) whose bound the change acts on. r7g.2xlarge's EBS baseline ceiling is
 * 12,000 IOPS (catalog, AWS "Amazon EBS-optimized instance types"): from gp3 at 6,000 IOPS the
 * old "+9,000 IOPS" (15,000) added nothing past 12,000.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, getInstance } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { bottleneckAdvice } from '../../../../src/core/recommend/advice.ts';

const cat = DEFAULT_CATALOG;

function r7g(version = '8.0.39'): Scenario {
  const s = defaultScenario();
  s.instance.type = 'r7g.2xlarge';
  s.storage.iops = 6000;
  s.storage.throughputMiBps = 250;
  s.mysql.version = version;
  return s;
}

describe('bottleneck advice respects the instance ceiling and the phase bound (issue 41.9)', () => {
  it('no IOPS line goes past the instance EBS baseline ceiling unless it gains more', () => {
    const ceiling = getInstance(cat, 'r7g.2xlarge')?.ebs.baselineIops ?? 0;
    expect(ceiling).toBe(12000);
    const iops = bottleneckAdvice(r7g(), cat).filter(
      (a) => a.patch.storage?.iops !== undefined && a.patch.instance === undefined,
    );
    expect(iops.length).toBeGreaterThan(0);
    for (const a of iops) expect(a.patch.storage?.iops).toBeLessThanOrEqual(ceiling);
    const top = iops.find((a) => a.patch.storage?.iops === ceiling);
    expect(top?.text).toMatch(/\+6,000 IOPS/);
    expect(top?.text).toMatch(/r7g\.2xlarge's EBS baseline ceiling of 12,000 IOPS/);
    expect(top?.text).toMatch(/past it the instance, not the volume, limits QPS/);
  });

  it('on 5.7 a storage move is not credited to the CPU-bound dictionary load', () => {
    for (const a of bottleneckAdvice(r7g('5.7.44'), cat)) {
      if (a.patch.storage === undefined) continue;
      expect(a.text).not.toMatch(/is CPU-bound/);
    }
    const nvme = bottleneckAdvice(r7g('5.7.44'), cat).find(
      (a) => a.patch.storage?.kind === 'instance-store',
    );
    expect(nvme?.text).toMatch(/^QPS is IOPS-bound: move to r7gd\.2xlarge's local NVMe/);
  });

  it('an upsize is credited to a CPU-bound phase, a startup setting to any', () => {
    const all = bottleneckAdvice(r7g(), cat);
    const up = all.find((a) => a.patch.instance !== undefined && a.patch.storage === undefined);
    expect(up?.text).toMatch(/is CPU-bound|is thread-bound|is latency-bound/);
  });
});
