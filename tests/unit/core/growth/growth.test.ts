import { describe, expect, it } from 'vitest';
import { GROWTH_MONTHS, grownScenario, projectGrowth } from '../../../../src/core/growth/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { pessimisticFigures } from '../../../../src/core/uncertainty/index.ts';

describe('projectGrowth', () => {
  const s = defaultScenario();
  s.growth = { tablesPerMonth: 50_000, dataGiBPerMonth: 10 };
  const g = projectGrowth(s, { maxStartupSeconds: 600, minQps: 2500 }, cat);

  it('one point a month for 36 months, tables and data growing linearly', () => {
    expect(g.points).toHaveLength(GROWTH_MONTHS + 1);
    expect(g.points[12]).toMatchObject({ month: 12, tables: 1_600_000, dataGiB: 320 });
  });

  it('startup exceeds the target from the first month its pessimistic end does', () => {
    const m = g.startupExceedsTargetInMonths;
    if (m === null) throw new Error('1M tables + 50k a month pass 8 min within 36 months');
    expect(g.points[m]?.startupPessimisticSeconds).toBeGreaterThan(600);
    if (m > 0) expect(g.points[m - 1]?.startupPessimisticSeconds).toBeLessThanOrEqual(600);
    const again = pessimisticFigures(grownScenario(s, m), cat);
    expect(again.startupSeconds).toBeCloseTo(g.points[m]?.startupPessimisticSeconds ?? 0, 6);
    expect(g.text).toMatch(/startup exceeds 10 min 00 s in \d+ months?/);
  });

  it('the volume is full in the first month the data no longer fits (500 GiB at 10 GiB/month)', () => {
    // 200 GiB + 10 GiB × m > 500 GiB from m = 31.
    expect(g.volumeFullInMonths).toBe(31);
    // Later months are predicted on the volume enlarged to hold them.
    expect(g.points[36]?.startupSeconds).not.toBeNull();
  });

  it('null when never within 36 months, and without a target', () => {
    const flat = projectGrowth(defaultScenario(), { maxStartupSeconds: 3600 }, cat);
    expect(flat.startupExceedsTargetInMonths).toBeNull();
    expect(flat.volumeFullInMonths).toBeNull();
    expect(flat.qpsBelowTargetInMonths).toBeNull();
    expect(flat.points[36]?.startupSeconds).toBeCloseTo(flat.points[0]?.startupSeconds ?? 0, 9);
  });

  it('an instance store cannot grow: months after it is full have no figures', () => {
    const x = defaultScenario();
    x.instance.type = 'm6id.large';
    x.storage.kind = 'instance-store';
    x.mysql.dataGiB = 80;
    x.growth = { tablesPerMonth: 0, dataGiBPerMonth: 10 };
    const p = projectGrowth(x, {}, cat);
    const m = p.volumeFullInMonths;
    if (m === null) throw new Error('118 GB fills within 36 months');
    expect(p.points[m]?.startupSeconds).toBeNull();
    expect(p.points[m - 1]?.startupSeconds).not.toBeNull();
  });
});
