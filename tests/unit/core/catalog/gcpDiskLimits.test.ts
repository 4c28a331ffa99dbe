/**
 * Compute Engine's per-machine Persistent Disk limits (issue 38) against Google's own tables as
 * GoogleCloudPlatform/gcpdiag holds them (gcpdiag/runbook/gce/disk_performance_benchmark/
 * {n,c,z}-family.json at commit af18750, 2024-08-21, transcribed from
 * cloud.google.com/compute/docs/disks/performance). The rows below are copied from those files
 * (pd-ssd, the machine sizes the catalog carries; other fields left out). c3d's row is its own,
 * not c3's (the catalog once copied c3's).
 */
import { describe, expect, it } from 'vitest';
import { CLOUD_VM_ROWS } from '../../../../src/core/catalog/clouds/generated/cloudVms.ts';
import { CLOUD_DISK_LIMITS, PD_MIBPS_PER_GIB } from '../../../../src/core/catalog/clouds/disks.ts';

/** [series key, "VM vCPU count", Maximum read IOPS, Maximum read throughput (MiBps)]. */
const GCPDIAG_PD_SSD: readonly [string, string, number, number][] = [
  ['N2 VMs', '2-7', 15000, 240],
  ['N2 VMs', '8-15', 15000, 800],
  ['N2 VMs', '16-31', 25000, 1200],
  ['N2D VMs', '8-15', 15000, 800],
  ['C3 VMs', '8', 15000, 240],
  ['C3D VMs', '8', 25000, 800],
  ['Z3 VMs', '88', 100000, 1200],
];

/** The gcpdiag row a catalog machine falls in. */
function rowOf(series: string, vcpu: number): [number, number] | undefined {
  const key = `${series.toUpperCase()} VMs`;
  const hit = GCPDIAG_PD_SSD.find(([k, count]) => {
    if (k !== key) return false;
    const [lo, hi] = count.split('-').map(Number);
    return hi === undefined ? vcpu === lo : vcpu >= (lo ?? NaN) && vcpu <= hi;
  });
  return hit ? [hit[2], hit[3]] : undefined;
}

describe('Compute Engine Persistent Disk limits per machine (read from gcpdiag)', () => {
  const withPd = CLOUD_VM_ROWS.filter((r) => r.cloud === 'gcp' && r.pdDisk !== null);

  it('every machine that attaches Persistent Disk has the read limits of its row', () => {
    expect(withPd.map((r) => r.family).sort()).toEqual(
      ['c3', 'c3', 'c3', 'c3d', 'c3d', 'n2', 'n2', 'n2', 'n2', 'n2d', 'n2d', 'z3'].sort(),
    );
    for (const r of withPd) {
      const row = rowOf(r.family, r.vcpu);
      expect(row, r.name).toBeDefined();
      expect([r.pdDisk?.iops, r.pdDisk?.mibps], r.name).toEqual(row);
    }
  });

  it("c3d's limits are its own (25,000 IOPS, 800 MiB/s), not c3's (15,000, 240)", () => {
    const c3d = withPd.find((r) => r.name === 'c3d-standard-8');
    const c3 = withPd.find((r) => r.name === 'c3-standard-8');
    expect(c3d?.pdDisk).toEqual({ iops: 25000, mibps: 800 });
    expect(c3?.pdDisk).toEqual({ iops: 15000, mibps: 240 });
    expect(c3d?.source.size).toMatch(/gcpdiag/);
  });

  it('c4, c4a, n4 and n4d attach no Persistent Disk (Hyperdisk only)', () => {
    const none = CLOUD_VM_ROWS.filter((r) => ['c4', 'c4a', 'n4', 'n4d'].includes(r.family));
    expect(none.length).toBe(8);
    for (const r of none) expect(r.pdDisk, r.name).toBeNull();
  });
});

describe("pd-ssd and pd-balanced per-GiB rules (gcpdiag's limits_per_gb.json, commit 9f84bc0)", () => {
  // Copied from the file: "Read IOPS per GiB", "Throughput per GiB (MiBps)", "Baseline IOPS per
  // VM", "Baseline Throughput (MiBps) per VM".
  const READ = {
    'pd-ssd': { perGiB: 30, mibpsPerGiB: 0.48, baselineIops: 6000, baselineMiBps: 240 },
    'pd-balanced': { perGiB: 6, mibpsPerGiB: 0.28, baselineIops: 3000, baselineMiBps: 140 },
  } as const;
  it.each(Object.entries(READ))('%s', (kind, r) => {
    const l = CLOUD_DISK_LIMITS[kind as keyof typeof READ];
    expect(l.maxIopsPerGiB).toBe(r.perGiB);
    expect(l.baselineIops).toBe(r.baselineIops);
    expect(l.baselineMiBps).toBe(r.baselineMiBps);
    expect(PD_MIBPS_PER_GIB[kind as keyof typeof READ]).toBe(r.mibpsPerGiB);
    expect(l.source).toMatch(/gcpdiag/);
  });
});
