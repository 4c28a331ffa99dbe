/**
 * Issue 28's acceptance test: a storage kind added from one module (testKind.ts, registered on
 * import) is handled by scenario validation, predict, cost, recommend, the CLI's `--storage` and
 * its help, and the report, with no other file changed. (The app's picker:
 * tests/component/features/testKindPicker.test.tsx.)
 */
import { describe, expect, it } from 'vitest';
import { TEST_KIND, TEST_SSD_GIB_USD, TEST_SSD_IOPS_USD } from './testKind.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { predict } from '../../../src/core/model.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { buildReport } from '../../../src/core/report/build.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { fieldRange } from '../../../src/core/scenario/limits.ts';
import { checkScenario } from '../../../src/core/scenario/schema.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { storageKindIds } from '../../../src/core/storage/index.ts';
import { predictWithRanges } from '../../../src/core/uncertainty/index.ts';
import { run } from '../cli/runCli.ts';
import { reportHtml } from '../../../src/report-view/html.ts';

const cat = DEFAULT_CATALOG;

function testSsd(patch: Partial<Scenario['storage']> = {}): Scenario {
  const s = defaultScenario();
  s.storage = { ...s.storage, kind: TEST_KIND, sizeGiB: 500, iops: 12_000, ...patch };
  return s;
}

describe('a storage kind from one module ("test-ssd")', () => {
  it('is registered after the built-in kinds', () => {
    expect(storageKindIds()).toEqual([
      'gp3',
      'io2',
      'gp2',
      'instance-store',
      'custom',
      'rds-gp3',
      'rds-gp2',
      'rds-io1',
      'rds-io2',
      'aurora',
      // Azure's and Google Cloud's (issue 38).
      'premium-ssd-v2',
      'ultra-disk',
      'premium-ssd',
      'azure-local-nvme',
      'hyperdisk-balanced',
      'hyperdisk-extreme',
      'pd-ssd',
      'pd-balanced',
      'local-ssd',
      TEST_KIND,
    ]);
  });

  it('a scenario file with it passes the schema; an unknown kind does not', () => {
    expect(checkScenario(testSsd()).errors).toEqual([]);
    const bad = checkScenario({ ...testSsd(), storage: { ...testSsd().storage, kind: 'tape' } });
    expect(bad.errors.map((e) => e.path)).toContain('storage.kind');
  });

  it('validation holds its volume to its own limits, in its name', () => {
    const r = fieldRange(testSsd({ sizeGiB: 100 }), cat, 'storage.iops');
    expect(r?.max.value).toBe(5000); // 50 IOPS per GiB × 100 GiB
    expect(r?.max.limit).toBe('test-ssd.maxIopsPerGiB');
    expect(r?.rule).toBe('test-ssd: ≥ 3,000, ≤ 50 per GiB, ≤ 50,000');
    expect(fieldRange(testSsd(), cat, 'storage.throughputMiBps')).toBeUndefined();
    const p = predict(testSsd({ sizeGiB: 100 }), cat);
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.issues.map((i) => i.path)).toContain('storage.iops');
    expect(p.issues.find((i) => i.path === 'storage.iops')?.message).toMatch(
      /test-ssd allows 50 IOPS per GiB, so a 100 GiB volume allows at most 5,000/,
    );
  });

  it('predict reads it through its device rates, behind the instance EBS ceiling', () => {
    const r = predictWithRanges(testSsd(), cat);
    if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
    const p = r.prediction;
    expect(p.startup.totalSeconds).toBeGreaterThan(0);
    expect(p.startup.totalRange?.[1]).toBeGreaterThan(p.startup.totalSeconds);
    expect(p.qps.pointSelect).toBeGreaterThan(0);
    // m6i.large's EBS ceiling (burst 20,000 IOPS at startup; baseline 3,600 for QPS) is below
    // 12,000 provisioned only for QPS: the explanation names the bound.
    expect(p.qps.explanation).toMatch(/m6i\.large EBS baseline ceiling/);
    // More provisioned IOPS start faster while the volume binds (3,000 → 12,000).
    const slow = predict(testSsd({ iops: 3000 }), cat);
    expect(slow.ok && slow.prediction.startup.totalSeconds).toBeGreaterThan(p.startup.totalSeconds);
  });

  it('cost itemises its volume at its own prices', () => {
    const p = predict(testSsd(), cat);
    if (!p.ok) throw new Error('valid');
    const items = p.prediction.cost.items.filter((i) => i.part === 'storage');
    expect(items.map((i) => i.label)).toEqual([
      'test-ssd storage 500 GiB × $0.10/GiB-month',
      'test-ssd IOPS 9,000 above 3,000 × $0.004/IOPS-month',
    ]);
    expect(p.prediction.cost.storageUsd).toBeCloseTo(
      500 * TEST_SSD_GIB_USD + 9000 * TEST_SSD_IOPS_USD,
    );
  });

  it('can be the separate log volume: validated, rated and priced as one', async () => {
    const s = defaultScenario();
    s.logVolume = { kind: TEST_KIND, sizeGiB: 100, iops: 4000, throughputMiBps: 125 };
    const p = predict(s, cat);
    if (!p.ok) throw new Error(p.issues.map((i) => i.message).join('; '));
    expect(p.prediction.cost.items.map((i) => i.label)).toContain(
      'log volume test-ssd storage 100 GiB × $0.10/GiB-month',
    );
    const tooMany = predict({ ...s, logVolume: { ...s.logVolume, iops: 9000 } }, cat);
    expect(!tooMany.ok && tooMany.issues.map((i) => i.path)).toContain('logVolume.iops');
    const help = await run(['predict', '--help']);
    expect(help.out).toMatch(
      /--log-storage same\|gp3\|io2\|gp2\|premium-ssd-v2\|ultra-disk\|premium-ssd\|hyperdisk-balanced\|hyperdisk-extreme\|pd-ssd\|pd-balanced\|test-ssd/,
    );
  });

  it('recommend searches its grid when asked for it, and names the result in its words', () => {
    const res = recommend(
      {
        maxStartupSeconds: 600,
        minQps: 1000,
        tables: 1_000_000,
        dataGiB: 200,
        region: 'us-east-1',
        storageKinds: [TEST_KIND],
        limit: 3,
      },
      cat,
    );
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      expect(r.scenario.storage.kind).toBe(TEST_KIND);
      expect(r.scenario.name).toMatch(/ \+ test-ssd \d[\d,]* GiB, [\d,]+ IOPS, 16 KiB pages$/);
      const again = predict(r.scenario, cat);
      expect(again.ok && again.prediction.cost.monthlyUsd).toBeCloseTo(
        r.prediction.cost.monthlyUsd,
      );
    }
  });

  it("the CLI's --storage takes it, its help lists it, and predict prints it", async () => {
    const help = await run(['predict', '--help']);
    expect(help.out).toMatch(
      /--storage gp3\|io2\|gp2\|instance-store\|custom\|rds-gp3\|rds-gp2\|rds-io1\|rds-io2\|aurora\|premium-ssd-v2\|ultra-disk\|premium-ssd\|azure-local-nvme\|hyperdisk-balanced\|hyperdisk-extreme\|pd-ssd\|pd-balanced\|local-ssd\|test-ssd\|io1 /,
    );
    const text = await run(['predict', '--storage', TEST_KIND, '--iops', '12000']);
    expect(text.code).toBe(0);
    expect(text.out).toContain('m6i.large in us-east-1; test-ssd 500 GiB, 12,000 IOPS;');
    expect(text.out).toContain('test-ssd IOPS 9,000 above 3,000');
    const json = await run(['predict', '--storage', TEST_KIND, '--iops', '12000', '--json']);
    expect(JSON.parse(json.out).scenario.storage.kind).toBe(TEST_KIND);
    const rec = await run([
      'recommend',
      '--max-startup',
      '600',
      '--min-qps',
      '1000',
      '--storage',
      TEST_KIND,
      '--json',
    ]);
    expect(rec.code).toBe(0);
    const kinds = JSON.parse(rec.out).results.map(
      (r: { scenario: Scenario }) => r.scenario.storage.kind,
    );
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set([TEST_KIND]));
    const bad = await run(['predict', '--storage', 'tape']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/test-ssd/);
  });

  it("the report (the PDF's data) describes it and cites its limits", () => {
    const built = buildReport(
      {
        current: testSsd(),
        recommendation: null,
        generatedAt: '2026-01-01T00:00:00Z',
        appVersion: 't',
      },
      cat,
    );
    const storage = built.current.settings.find((r) => r.label === 'Storage');
    expect(storage?.value).toBe('test-ssd 500 GiB, 12,000 IOPS');
    expect(built.current.summary).toBe('m6i.large · test-ssd 500 GiB, 12,000 IOPS · 16 KiB pages');
    const cited = built.sources.find((s) => s.what.includes('test-ssd volume limits'));
    expect(cited?.source).toMatch(/testKind\.ts/);
    // The document the PDF prints (the CLI's report renders the same HTML).
    const html = reportHtml(built, 'A4').replace(/&#x27;/g, "'");
    expect(html).toContain('test-ssd 500 GiB, 12,000 IOPS');
    expect(html).toContain('test-ssd IOPS 9,000 above 3,000');
  });
});
