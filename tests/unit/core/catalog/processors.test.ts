/**
 * Processors (issue 36 item 1): every catalog family's processor, its per-vCPU speed against
 * Ice Lake from a cited source, and ranges keyed by processor, not by family name.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import {
  CALIBRATION_PROCESSOR,
  PROCESSORS,
  processorOfFamily,
} from '../../../../src/core/catalog/processors.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';

function startup(type: string): { seconds: number; width: number; validation: number } {
  const s: Scenario = defaultScenario();
  s.instance.type = type;
  const r = predictWithRanges(s, cat);
  if (!r.ok) throw new Error(`${type}: ${r.issues[0]?.message}`);
  const st = r.prediction.startup;
  const [lo, hi] = st.totalRange ?? [0, 0];
  const v = st.phases.find((p) => p.name === 'validation');
  return { seconds: st.totalSeconds, width: hi - lo, validation: v?.seconds ?? 0 };
}

describe('the processor catalog', () => {
  it('names a processor for every family of the shipped catalog, of the family’s own architecture', () => {
    const families = new Map<string, string | undefined>();
    for (const t of Object.values(cat.instances)) families.set(t.family, t.architecture);
    for (const [family, arch] of families) {
      const p = processorOfFamily(family);
      expect(p, family).toBeDefined();
      expect(p?.architecture, family).toBe(arch);
    }
  });

  it('every processor cites its source, and its interval holds its point', () => {
    for (const p of Object.values(PROCESSORS)) {
      expect(p.source.length).toBeGreaterThan(20);
      expect(p.perVcpu.low).toBeLessThanOrEqual(p.perVcpu.point);
      expect(p.perVcpu.high).toBeGreaterThanOrEqual(p.perVcpu.point);
    }
    expect(PROCESSORS[CALIBRATION_PROCESSOR].perVcpu).toEqual({ point: 1, low: 1, high: 1 });
    for (const f of ['m6i', 'm6id', 'r6i', 'r6id', 'c6i'])
      expect(processorOfFamily(f)?.id).toBe(CALIBRATION_PROCESSOR);
  });

  it('pins the measured and derived ratios to their sources', () => {
    // Percona 2021 (MySQL 8.0.26 oltp_read_only, m6g and m6a over m6i of the same size, 1 thread
    // and threads = vCPUs, large-12xlarge): Graviton2 0.666-0.782, median 0.693.
    expect(PROCESSORS['aws-graviton2'].perVcpu).toEqual({ point: 0.693, low: 0.666, high: 0.782 });
    expect(PROCESSORS['amd-milan'].perVcpu).toEqual({ point: 0.81, low: 0.763, high: 1.136 });
    // Graviton3: Graviton2 × up to 1.30 (AWS), point × 1.25.
    const g3 = PROCESSORS['aws-graviton3'].perVcpu;
    expect(g3.point).toBeCloseTo(0.693 * 1.25, 9);
    expect(g3.high).toBeCloseTo(0.782 * 1.3, 9);
    // Graviton4: 2.03 × Graviton2 measured on RDS for MySQL (r8g.2xlarge 9,531 vs r6g.4xlarge 9,405).
    expect(9531 / (9405 / 2)).toBeCloseTo(2.03, 2);
    expect(PROCESSORS['aws-graviton4'].perVcpu.point).toBeCloseTo(0.693 * 2.03, 9);
    // Sapphire Rapids: up to 15 % better price performance at a 5 % higher price.
    expect(1.15 * (0.1008 / 0.096)).toBeCloseTo(1.21, 2);
    expect(PROCESSORS['intel-sapphire-rapids'].perVcpu.high).toBe(1.21);
  });
});

describe('startup ranges by processor, not by family name (issue 36 item 1)', () => {
  it('a Graviton3 startup range is at most 1.5 × as wide as the m6i of the same size', () => {
    for (const size of ['large', 'xlarge', '2xlarge', '4xlarge', '8xlarge']) {
      const m6i = startup(`m6i.${size}`);
      for (const g of ['c7g', 'm7g', 'r7g']) {
        const w = startup(`${g}.${size}`).width;
        expect(w, `${g}.${size}`).toBeGreaterThan(m6i.width);
        expect(w, `${g}.${size}`).toBeLessThanOrEqual(1.5 * m6i.width);
      }
    }
  });

  it('families on one processor share one width (the same size)', () => {
    const width = (t: string): number => Math.round(startup(t).width * 1e6);
    expect(width('c6i.2xlarge')).toBe(width('m6i.2xlarge'));
    expect(width('r6i.2xlarge')).toBe(width('m6i.2xlarge'));
    expect(width('c7g.2xlarge')).toBe(width('m7g.2xlarge'));
    expect(width('m8g.2xlarge')).toBe(width('c8g.2xlarge'));
  });

  it('a CPU-bound phase takes the processor’s speed ratio: Graviton2 validates 1 / 0.693 × as long as Ice Lake', () => {
    const ice = startup('m6i.2xlarge').validation;
    expect(startup('m6g.2xlarge').validation / ice).toBeCloseTo(1 / 0.693, 6);
    expect(startup('m8g.2xlarge').validation).toBeLessThan(ice);
  });
});
