import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CATALOG,
  getInstance,
  getInstancePrice,
} from '../../../../src/core/catalog/index.ts';
import { FAMILIES, SIZES } from '../../../../src/core/catalog/instances.ts';
import { mbpsToMiBps } from '../../../../src/core/catalog/units.ts';
import type { InstanceType } from '../../../../src/core/catalog/types.ts';

const C = DEFAULT_CATALOG;
/** AWS's regions: EBS and EC2 prices (an Azure or Google Cloud region prices its own VMs, issue 38). */
const AWS_REGIONS = Object.values(C.regions).filter((r) => r.cloud === undefined);
const REGIONS = AWS_REGIONS.map((r) => r.id);

function inst(family: string, size: string): InstanceType {
  const i = getInstance(C, `${family}.${size}`);
  if (!i) throw new Error(`${family}.${size} missing`);
  return i;
}

function price(region: string, name: string): number {
  const p = getInstancePrice(C, region, name);
  if (!p) throw new Error(`${region} ${name} unpriced`);
  return p.hourlyUsd;
}

/** GiB of memory per vCPU by family, as AWS designs them. */
const MEMORY_PER_VCPU: Record<string, number> = {
  m6i: 4,
  m6id: 4,
  m6g: 4,
  m7g: 4,
  m7i: 4,
  m7a: 4,
  m8g: 4,
  m7gd: 4,
  m8gd: 4,
  c6i: 2,
  c6g: 2,
  c7g: 2,
  c7i: 2,
  c8g: 2,
  r6i: 8,
  r6id: 8,
  r6g: 8,
  r7g: 8,
  r7i: 8,
  r7a: 8,
  r8g: 8,
  r7gd: 8,
  r8gd: 8,
  x2idn: 16,
  x2iedn: 32,
  i4i: 8,
  i4g: 8,
  im4gn: 4,
  is4gen: 6,
  i7ie: 8,
  i8g: 8,
};
/** Families with a local NVMe instance store. */
const STORE_FAMILIES = new Set([
  'm6id',
  'r6id',
  'x2idn',
  'x2iedn',
  'i4i',
  'i4g',
  'im4gn',
  'is4gen',
  'm7gd',
  'r7gd',
  'm8gd',
  'r8gd',
  'i7ie',
  'i8g',
]);
const SIBLING: Record<string, string> = {
  m6id: 'm6i',
  r6id: 'r6i',
  m7gd: 'm7g',
  r7gd: 'r7g',
  m8gd: 'm8g',
  r8gd: 'r8g',
};

/** vCPUs AWS gives a size: large 2, xlarge 4, Nxlarge 4N. */
function sizeVcpu(size: string): number {
  if (size === 'large') return 2;
  return 4 * Number(size.replace('xlarge', '') || 1);
}

/** The sizes of `family` in the catalog, smallest first. */
function sizesOf(family: string): string[] {
  return SIZES.filter((s) => getInstance(C, `${family}.${s}`) !== undefined);
}

const ALL = FAMILIES.flatMap((f) => sizesOf(f).map((s) => [f, s] as const));

describe('instance types', () => {
  it('cover every family of the memory table', () => {
    expect([...FAMILIES].sort()).toEqual(Object.keys(MEMORY_PER_VCPU).sort());
  });

  it.each(ALL)(
    '%s.%s: memory/vCPU ratio, EBS baseline ≤ max, MiB/s = MB/s converted, store only where expected',
    (family, size) => {
      const i = inst(family, size);
      expect(i.memoryGiB / i.vcpu).toBe(MEMORY_PER_VCPU[family]);
      expect(i.vcpu).toBe(sizeVcpu(size));
      expect(i.architecture).toBe(/g/.test(family) ? 'arm64' : 'x86_64');
      expect(i.ebs.baselineIops).toBeLessThanOrEqual(i.ebs.maxIops);
      expect(i.ebs.baselineMiBps).toBeLessThanOrEqual(i.ebs.maxMiBps);
      expect(i.ebs.baselineMiBps).toBeCloseTo(mbpsToMiBps(i.ebs.baselineMBps ?? NaN), 9);
      expect(i.ebs.maxMiBps).toBeCloseTo(mbpsToMiBps(i.ebs.maxMBps ?? NaN), 9);
      // A MiB is larger than a MB: the MiB/s figure must be the smaller number.
      expect(i.ebs.maxMiBps).toBeLessThan(i.ebs.maxMBps ?? 0);
      expect(i.instanceStore !== null).toBe(STORE_FAMILIES.has(family));
      if (i.instanceStore) {
        expect(i.instanceStore.devices).toBeGreaterThanOrEqual(1);
        expect(i.instanceStore.readIops4k).toBeGreaterThan(i.instanceStore.writeIops4k);
      }
    },
  );

  it.each(FAMILIES)(
    '%s grows with size: vCPU, memory, EBS baseline, store size and IOPS',
    (family) => {
      const sizes = sizesOf(family);
      expect(sizes.length).toBeGreaterThanOrEqual(2);
      for (let k = 1; k < sizes.length; k++) {
        const a = inst(family, sizes[k - 1] ?? '');
        const b = inst(family, sizes[k] ?? '');
        expect(b.vcpu).toBeGreaterThan(a.vcpu);
        expect(b.memoryGiB).toBeGreaterThan(a.memoryGiB);
        expect(b.ebs.baselineIops).toBeGreaterThan(a.ebs.baselineIops);
        expect(b.ebs.baselineMiBps).toBeGreaterThan(a.ebs.baselineMiBps);
        expect(b.ebs.maxIops).toBeGreaterThanOrEqual(a.ebs.maxIops);
        if (a.instanceStore && b.instanceStore) {
          const sizeA = a.instanceStore.devices * a.instanceStore.deviceSizeGB;
          const sizeB = b.instanceStore.devices * b.instanceStore.deviceSizeGB;
          expect(sizeB).toBeGreaterThan(sizeA);
          expect(b.instanceStore.readIops4k).toBeGreaterThan(a.instanceStore.readIops4k);
        }
      }
    },
  );

  it('gives a *d type the same vCPU, memory and EBS ceilings as its non-d sibling', () => {
    for (const [d, base] of Object.entries(SIBLING)) {
      expect(sizesOf(d)).toEqual(sizesOf(base));
      for (const s of sizesOf(d)) {
        const a = inst(d, s);
        const b = inst(base, s);
        // Ceilings equal; the notes differ (a d family newer than the guide is an estimate
        // taken from its published sibling).
        const figures = (i: InstanceType) =>
          [i.ebs.baselineIops, i.ebs.maxIops, i.ebs.baselineMBps, i.ebs.maxMBps].concat([
            i.ebs.baselineMiBps,
            i.ebs.maxMiBps,
          ]);
        expect([a.vcpu, a.memoryGiB, figures(a)]).toEqual([b.vcpu, b.memoryGiB, figures(b)]);
      }
    }
  });

  it("marks estimated EBS ceilings and instance stores in the type's note, and only those", () => {
    for (const i of Object.values(C.instances)) {
      const storeNote = i.instanceStore?.estimateNote;
      expect(i.note !== undefined, i.name).toBe(
        i.ebs.estimateNote !== undefined || storeNote !== undefined,
      );
      if (i.ebs.estimateNote) expect(i.note).toContain(i.ebs.estimateNote);
      if (storeNote) expect(i.note).toContain(storeNote);
      for (const n of [i.ebs.estimateNote, storeNote]) if (n) expect(n).toContain('ESTIMATE');
    }
  });
});

describe('instance prices', () => {
  it('increase with size within a family, in every region', () => {
    for (const r of REGIONS)
      for (const f of FAMILIES) {
        const sizes = sizesOf(f);
        for (let k = 1; k < sizes.length; k++)
          expect(price(r, `${f}.${sizes[k]}`), `${r} ${f}`).toBeGreaterThan(
            price(r, `${f}.${sizes[k - 1]}`),
          );
      }
  });

  it('make a *d instance cost at least its non-d sibling, in every region', () => {
    for (const r of REGIONS)
      for (const [d, base] of Object.entries(SIBLING))
        for (const s of sizesOf(d))
          expect(price(r, `${d}.${s}`), `${r} ${d}.${s}`).toBeGreaterThanOrEqual(
            price(r, `${base}.${s}`),
          );
  });

  it('never price a region below us-east-1, the cheapest of the five (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGIONS), fc.constantFrom(...ALL), (r, [f, s]) => {
        return price(r, `${f}.${s}`) >= price('us-east-1', `${f}.${s}`) - 0.0015;
      }),
    );
  });

  it('keep the price per vCPU within a family nearly constant across sizes (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.constantFrom(...FAMILIES),
        fc.nat(),
        fc.nat(),
        (r, f, k1, k2) => {
          const sizes = sizesOf(f);
          const s1 = sizes[k1 % sizes.length] ?? '';
          const s2 = sizes[k2 % sizes.length] ?? '';
          const a = price(r, `${f}.${s1}`) / inst(f, s1).vcpu;
          const b = price(r, `${f}.${s2}`) / inst(f, s2).vcpu;
          return Math.abs(a / b - 1) < 0.01;
        },
      ),
    );
  });
});

describe('EBS limits and prices', () => {
  it('keep every limit internally coherent', () => {
    for (const l of Object.values(C.ebsLimits)) {
      expect(l.minSizeGiB).toBeGreaterThan(0);
      expect(l.minSizeGiB).toBeLessThan(l.maxSizeGiB);
      expect(l.baselineIops).toBeLessThanOrEqual(l.maxIops);
      expect(l.baselineMiBps).toBeLessThanOrEqual(l.maxMiBps);
      expect(l.iopsPerGiB).toBeGreaterThan(0);
      expect(l.maxIoSizeKiB).toBe(256);
      expect(l.readLatencyUs).toBeGreaterThan(0);
      expect(l.readLatencyUs).toBeLessThan(1000); // sub-millisecond when warm
    }
    const gp3 = C.ebsLimits.gp3;
    // 80,000 IOPS at 500 IOPS/GiB needs 160 GiB; 2,000 MiB/s at 0.25 MiB/s per IOPS needs 8,000 IOPS.
    expect(gp3.maxIops / gp3.iopsPerGiB).toBeLessThan(gp3.maxSizeGiB);
    expect(gp3.maxMiBps / gp3.maxMiBpsPerIops).toBeLessThanOrEqual(gp3.maxIops);
    expect(gp3.baselineMiBps).toBeLessThanOrEqual(gp3.baselineIops * gp3.maxMiBpsPerIops);
  });

  it('tier io2 IOPS contiguously from 0 to the io2 maximum, cheaper per tier', () => {
    for (const r of AWS_REGIONS) {
      const t = r.ebs.io2IopsTiers;
      expect(t[0]?.fromIops).toBe(0);
      expect(t[t.length - 1]?.toIops).toBe(C.ebsLimits.io2.maxIops);
      for (let k = 1; k < t.length; k++) {
        expect(t[k]?.fromIops).toBe(t[k - 1]?.toIops);
        expect(t[k]?.perIopsMonthUsd).toBeLessThan(t[k - 1]?.perIopsMonthUsd ?? 0);
      }
    }
  });

  it('price gp3 below gp2 and io2 per GiB-month in every region', () => {
    for (const r of AWS_REGIONS) {
      expect(r.ebs.gp3StoragePerGiBMonthUsd).toBeLessThan(r.ebs.gp2StoragePerGiBMonthUsd);
      expect(r.ebs.gp2StoragePerGiBMonthUsd).toBeLessThan(r.ebs.io2StoragePerGiBMonthUsd);
      expect(r.ebs.gp3StoragePerGiBMonthUsd).toBeCloseTo(0.8 * r.ebs.gp2StoragePerGiBMonthUsd, 9);
    }
  });

  it('quote the initialization price at a rate AWS offers (100–300 MiB/s)', () => {
    for (const r of AWS_REGIONS) {
      const rate = r.ebs.initializationRateMiBps ?? 0;
      expect(rate).toBeGreaterThanOrEqual(100);
      expect(rate).toBeLessThanOrEqual(300);
    }
  });
});
