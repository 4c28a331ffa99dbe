import { describe, expect, it } from 'vitest';
import { deviceParams } from '../../../../src/core/devices/params.ts';
import { NVME_FIT_FAMILY } from '../../../../src/core/devices/constants.ts';
import { DEFAULT_CATALOG as C, getInstance } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';

function on(type: string, kind: 'instance-store' | 'gp3') {
  const s = defaultScenario();
  s.instance.type = type;
  s.storage.kind = kind;
  return deviceParams(s, C, { sustained: true, firstTouch: false });
}

describe('device labels say which figures are published, estimated or assumed', () => {
  it('m6id: published IOPS and the fitted bandwidth, no assumption', () => {
    const p = on('m6id.xlarge', 'instance-store');
    expect(NVME_FIT_FAMILY).toBe('m6id');
    expect(p.iops.label).toBe('local NVMe 67,083 IOPS (published, 4 KiB)');
    expect(p.bandwidth.label).not.toMatch(/assumed|estimate/);
  });

  it('i4i: published IOPS, bandwidth per IOPS assumed from m6id', () => {
    const p = on('i4i.large', 'instance-store');
    expect(p.iops.label).toContain('(published, 4 KiB)');
    expect(p.bandwidth.label).toBe(
      'local NVMe about 225 MiB/s (4.6 KiB per IOPS as fitted on m6id, assumed for i4i)',
    );
  });

  it('i7ie, i8g, m7gd: estimated IOPS, and the bandwidth built on them says so', () => {
    for (const t of ['i7ie.large', 'i8g.2xlarge', 'm7gd.xlarge']) {
      expect(getInstance(C, t)?.instanceStore?.estimateNote).toMatch(/ESTIMATE/);
      const p = on(t, 'instance-store');
      expect(p.iops.label).toContain('(estimate, 4 KiB)');
      expect(p.bandwidth.label).toMatch(/assumed for \w+; from estimated IOPS\)$/);
    }
  });

  it('an estimated EBS row: the baseline ceilings say estimate', () => {
    const p = on('r8g.large', 'gp3');
    // The default gp3 volume (3,000 IOPS) is below r8g.large's baseline: raise it to see the ceiling.
    expect(getInstance(C, 'r8g.large')?.ebs.estimateNote).toMatch(/ESTIMATE/);
    const s = defaultScenario();
    s.instance.type = 'r8g.large';
    s.storage.sizeGiB = 1000;
    s.storage.iops = 40000;
    s.storage.throughputMiBps = 2000;
    const q = deviceParams(s, C, { sustained: true, firstTouch: false });
    expect(q.iops.label).toMatch(/^r8g\.large EBS baseline ceiling [\d,]+ IOPS \(estimate\)$/);
    expect(q.bandwidth.label).toMatch(/MiB\/s \(estimate\)$/);
    const burst = deviceParams(s, C, { sustained: false, firstTouch: false });
    // The maximum bandwidth is published for r8g: no estimate mark on it.
    expect(burst.bandwidth.label).toMatch(/^r8g\.large EBS burst ceiling [\d,]+ MiB\/s$/);
    expect(p.iops.value).toBe(3000);
  });
});
