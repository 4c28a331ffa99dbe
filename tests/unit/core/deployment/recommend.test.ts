import { describe, expect, it } from 'vitest';
import { recommend } from '../../../../src/core/recommend/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { OPERATION_ORDER } from '../../../../src/core/recommend/changes.ts';

const targets = (base = defaultScenario()) => ({
  maxStartupSeconds: 400,
  minQps: 3000,
  tables: base.mysql.tables,
  dataGiB: base.mysql.dataGiB,
  region: base.region,
  base,
  // 60: since ranges go by processor (issue 36) Sapphire Rapids and Genoa types meet the targets
  // with less room, and the cheapest RDS class ranks 33rd among 30 EC2 and Aurora results.
  limit: 60,
});

describe('recommend across deployments (issue 29)', () => {
  it('any: EC2, RDS and Aurora results ranked by monthly cost, each meeting the targets at its pessimistic end', () => {
    const r = recommend({ ...targets(), deployments: ['ec2', 'rds', 'aurora'] }, DEFAULT_CATALOG);
    const kinds = new Set(r.results.map((x) => x.scenario.deployment));
    expect(kinds).toEqual(new Set(['ec2', 'rds', 'aurora']));
    const costs = r.results.map((x) => x.prediction.cost.monthlyUsd);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    r.results.forEach((x, i) => {
      expect(x.rank).toBe(i + 1);
      expect(x.includes).toBeTruthy();
      // Aurora's startup is not modelled (issue 40): only the others are held to the target.
      if (x.prediction.startup.modelled)
        expect(x.prediction.startup.totalRange?.[1]).toBeLessThanOrEqual(400);
      expect(x.prediction.qps.pointSelectRange?.[0]).toBeGreaterThanOrEqual(3000);
    });
  });

  it('a move between deployments is a migration, its own and most disruptive operation', () => {
    const r = recommend({ ...targets(), deployments: ['ec2', 'rds', 'aurora'] }, DEFAULT_CATALOG);
    const moved = r.results.find((x) => x.scenario.deployment !== 'ec2');
    expect(moved?.operation).toBe('migrate');
    expect(moved?.changes[0]).toMatchObject({ setting: 'deployment', operation: 'migrate' });
    expect(OPERATION_ORDER.at(-1)).toBe('migrate');
    const stay = r.results.find((x) => x.scenario.deployment === 'ec2');
    expect(stay?.changes.some((c) => c.operation === 'migrate')).toBe(false);
  });

  it('an RDS current scenario searches RDS DB classes on RDS storage rules', () => {
    const base = withDeployment(defaultScenario(), 'rds');
    const r = recommend(targets(base), DEFAULT_CATALOG);
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.scenario.deployment).toBe('rds');
      expect(x.scenario.instance.type.startsWith('db.')).toBe(true);
      expect(x.operation).not.toBe('migrate');
    }
  });

  it("Aurora Standard's I/O is priced at the QPS target when no average load is given, and the result shows what the scenario predicts", () => {
    const r = recommend({ ...targets(), deployments: ['aurora'] }, DEFAULT_CATALOG);
    const std = r.results.find((x) => x.scenario.auroraStorage === 'standard');
    expect(std).toBeDefined();
    expect(std?.scenario.workload.averageQps).toBe(3000);
    expect(r.rules).toContain(
      "Aurora MySQL: every DB class sold in us-east-1 × Standard and I/O-Optimized storage; Standard's I/O priced at the QPS target, 3,000 QPS (no average load given). Aurora's startup is not modelled: the startup target cannot be checked on Aurora, and its results are not ranked on startup.",
    );
    const again = predict(std?.scenario ?? defaultScenario(), DEFAULT_CATALOG);
    if (!again.ok) throw new Error('refused');
    expect(again.prediction.cost.ioUsd).toBeCloseTo(std?.prediction.cost.ioUsd ?? NaN, 6);
    // At 3,000 QPS, not at the class's full throughput.
    const full = withDeployment(std?.scenario ?? defaultScenario(), 'aurora');
    full.workload.averageQps = 0;
    const sat = predict(full, DEFAULT_CATALOG);
    if (!sat.ok) throw new Error('refused');
    // With no average load the scenario's headline leaves the I/O out (issue 40); the result's
    // I/O is 3 × the per-1,000-average-QPS figure.
    expect(sat.prediction.cost.ioUsd).toBe(0);
    expect(std?.prediction.cost.ioUsd ?? NaN).toBeCloseTo(
      3 * (sat.prediction.cost.ioNotPriced?.per1000AverageQpsUsd ?? NaN),
      6,
    );
  });
});

describe('Aurora startup not modelled in recommend (issue 40 item 3)', () => {
  it('a startup target on Aurora is said not to be checkable, and no Aurora result is refused or bound by it', () => {
    const tight = { ...targets(), maxStartupSeconds: 1, deployments: ['aurora'] as const };
    const r = recommend({ ...tight, deployments: [...tight.deployments] }, DEFAULT_CATALOG);
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.rules.join(' ')).toMatch(/startup target cannot be checked on Aurora/);
    for (const x of r.results) {
      expect(x.prediction.startup.modelled).toBe(false);
      expect(x.binding).toMatch(/startup target cannot be checked/);
      expect(x.headroom.text).toMatch(/^startup not modelled/);
    }
  });
});

describe('recommend on RDS and Aurora keeps the architecture and the volume (issue 41 item 2)', () => {
  const x86 = (type: string) => !/\.(m|r|c|t)\dg[a-z]*\./.test(type);

  it('RDS on an x86 class: no Graviton (db.m6g) results unless an architecture change is allowed', () => {
    const base = withDeployment(defaultScenario(), 'rds');
    expect(x86(base.instance.type)).toBe(true);
    const kept = recommend(targets(base), DEFAULT_CATALOG);
    expect(kept.results.length).toBeGreaterThan(0);
    for (const x of kept.results) expect(x86(x.scenario.instance.type)).toBe(true);
    expect(kept.rules.join(' ')).toMatch(/architecture kept, x86_64/);
    const free = recommend({ ...targets(base), allowArchitectureChange: true }, DEFAULT_CATALOG);
    expect(free.results.some((x) => !x86(x.scenario.instance.type))).toBe(true);
  });

  it('--deployment any keeps the architecture on RDS and Aurora too', () => {
    const r = recommend({ ...targets(), deployments: ['ec2', 'rds', 'aurora'] }, DEFAULT_CATALOG);
    for (const x of r.results) expect(x86(x.scenario.instance.type)).toBe(true);
  });

  it('RDS storage is never reduced: 500 GiB stays at least 500 GiB', () => {
    const rds = withDeployment(defaultScenario(), 'rds');
    const base = { ...rds, storage: { ...rds.storage, sizeGiB: 500 } };
    const r = recommend(targets(base), DEFAULT_CATALOG);
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) expect(x.scenario.storage.sizeGiB).toBeGreaterThanOrEqual(500);
    expect(r.rules.join(' ')).toMatch(/not reduced below 500 GiB/);
  });

  it('a managed class change is described as the service does it, not in EC2 words', () => {
    const base = withDeployment(defaultScenario(), 'rds');
    const r = recommend({ ...targets(base), allowArchitectureChange: true }, DEFAULT_CATALOG);
    const crossed = r.results.find((x) => !x86(x.scenario.instance.type));
    const change = crossed?.changes.find((c) => c.setting === 'instance.type');
    expect(change?.note).toMatch(/RDS DB class modify across CPU architectures/);
    expect(change?.note).not.toMatch(/image|detached/);
    expect(change?.operation).toBe('restart');
  });
});
