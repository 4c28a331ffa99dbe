/**
 * recommend()'s whole output, pinned (issue 28): written on the search as it was before it was
 * split into steps, so the refactor keeps every result, count, rule, note and closest identical.
 * Each case stores a SHA-256 of the response's JSON (what `recommend --json` prints) and a
 * readable summary to see what moved. After a deliberate change of the model or the catalog,
 * regenerate with `GOLDEN_UPDATE=1 npx vitest run tests/unit/core/recommend/golden.test.ts`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecommendResponse, RecommendTargets } from '../../../../src/core/recommend/index.ts';
import { failureText, recommend } from '../../../../src/core/recommend/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { run } from '../../cli/runCli.ts';

const FILE = resolve(import.meta.dirname, 'golden/recommend.json');

function base(patch: (s: Scenario) => void = () => {}): Scenario {
  const s = defaultScenario();
  patch(s);
  return s;
}

function targets(s: Scenario, t: Partial<RecommendTargets>): RecommendTargets {
  return {
    maxStartupSeconds: 600,
    minQps: 5000,
    tables: s.mysql.tables,
    dataGiB: s.mysql.dataGiB,
    region: s.region,
    base: s,
    ...t,
  };
}

const arm = (s: Scenario): void => {
  s.instance.type = 'm7g.2xlarge';
};

/** The targets and scenarios: durable-only (the default), instance store, architecture, family… */
const CASES: Record<string, () => RecommendTargets> = {
  'default, durable only': () => targets(base(), {}),
  'no base scenario': () => ({
    maxStartupSeconds: 120,
    minQps: 5000,
    tables: 1_000_000,
    dataGiB: 200,
    region: 'us-east-1',
  }),
  'instance store allowed, no replica': () => targets(base(), { allowInstanceStore: true }),
  'instance store pinned, two replicas': () =>
    targets(
      base((s) => {
        s.topology.replicas = 2;
      }),
      { pins: { storageKind: 'instance-store' }, limit: 5 },
    ),
  'page size may change': () => targets(base(), { allowPageSizeChange: true, minQps: 20000 }),
  'no solution: closest': () => targets(base(), { maxStartupSeconds: 1, minQps: 5_000_000 }),
  'no solution under a margin': () =>
    targets(base(), { maxStartupSeconds: 2, minQps: 1_000_000, headroom: { marginPercent: 10 } }),
  'margin rule': () => targets(base(), { headroom: { marginPercent: 20 }, minQps: 12000 }),
  'arm64 base, architecture kept (saving)': () => targets(base(arm), {}),
  'x86 base, architecture may change': () => targets(base(), { allowArchitectureChange: true }),
  'architecture pinned arm64': () => targets(base(), { pins: { architecture: 'arm64' } }),
  'family m6i': () => targets(base(), { pins: { family: 'm6i' } }),
  'family with no such architecture': () =>
    targets(base(), { pins: { family: 'm6i', architecture: 'arm64' } }),
  'unknown family': () => targets(base(), { pins: { family: 'zz9' } }),
  'unknown region': () => targets(base(), { region: 'mars-north-1' }),
  'custom instance kept': () =>
    targets(
      base((s) => {
        s.instance.type = 'custom';
      }),
      { fixed: ['instance.type'] },
    ),
  'custom storage pinned': () => targets(base(), { pins: { storageKind: 'custom' } }),
  'fixed instance, storage kind and size': () =>
    targets(base(), { fixed: ['instance.type', 'storage.kind', 'storage.sizeGiB'] }),
  'fixed buffer pool and io2 only': () =>
    targets(base(), { fixed: ['mysql.bufferPoolGiB'], storageKinds: ['io2'] }),
  'cheapest only (single walk)': () => targets(base(), { limit: 1, allowInstanceStore: true }),
  'cheapest only, margin, no architecture saving': () =>
    targets(base(), { limit: 1, headroom: { marginPercent: 10 }, architectureSaving: false }),
  'growth horizon 24 months': () =>
    targets(
      base((s) => {
        s.growth = { ...s.growth, tablesPerMonth: 20000, dataGiBPerMonth: 40 };
      }),
      { horizonMonths: 24 },
    ),
  'restored volume, initialized': () =>
    targets(
      base((s) => {
        s.storage.volumeState = 'restored';
        s.storage.restoreRemedy = 'initialize';
      }),
      {},
    ),
  'restored volume, first touch': () =>
    targets(
      base((s) => {
        s.storage.volumeState = 'restored';
        s.storage.restoreRemedy = 'none';
      }),
      { maxStartupSeconds: 3600 },
    ),
  'doublewrite off': () =>
    targets(
      base((s) => {
        s.mysql.doublewrite = 'off';
      }),
      { allowInstanceStore: true },
    ),
  'measured IO load': () =>
    targets(base(), {
      maxStartupSeconds: Number.MAX_VALUE,
      minQps: 0,
      io: { readIops: 9000, writeIops: 3000, readMiBps: 150, writtenMiBps: 60, miss: null },
      headroom: { marginPercent: 10 },
    }),
  'measured IO load nothing sustains': () =>
    targets(base(), {
      maxStartupSeconds: Number.MAX_VALUE,
      minQps: 0,
      io: {
        readIops: 9_000_000,
        writeIops: 3000,
        readMiBps: 150,
        writtenMiBps: 60,
        miss: { measured: 0.1, factor: 1.2 },
      },
      headroom: { marginPercent: 10 },
      fixed: ['instance.type'],
    }),
};

interface Golden {
  sha256: string;
  summary: unknown;
}

function summary(r: RecommendResponse): unknown {
  return {
    searched: r.searched,
    evaluated: r.evaluated,
    pessimisticEvaluated: r.pessimisticEvaluated,
    results: r.results.map(
      (x) =>
        `#${x.rank} ${x.scenario.name} $${x.prediction.cost.monthlyUsd.toFixed(2)} (${x.binding})`,
    ),
    note: r.note,
    closest: r.closest?.misses.text,
    architectureSaving: r.architectureSaving?.text,
    rules: r.rules.length,
  };
}

function golden(r: RecommendResponse): Golden {
  // `failure` (issue 28) is the typed value behind `note`, added after the file was written.
  const json = JSON.stringify({ ...r, failure: undefined }, null, 2);
  return { sha256: createHash('sha256').update(json).digest('hex'), summary: summary(r) };
}

const CLI = 'cli: recommend --json --allow-instance-store --limit 3';
const UPDATE = process.env.GOLDEN_UPDATE === '1';
const stored: Record<string, Golden> =
  existsSync(FILE) && !UPDATE
    ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Golden>)
    : {};
const fresh: Record<string, Golden> = {};

describe('recommend: golden output over targets and scenarios', () => {
  // Under GOLDEN_UPDATE=1 the file is written once every case has run.
  afterAll(() => {
    if (UPDATE) writeFileSync(FILE, `${JSON.stringify(fresh, null, 2)}\n`);
  });

  for (const [name, make] of Object.entries(CASES)) {
    it(name, () => {
      const got = golden(recommend(make(), DEFAULT_CATALOG));
      fresh[name] = got;
      if (UPDATE) return;
      expect(got.summary).toEqual(stored[name]?.summary);
      expect(got.sha256).toBe(stored[name]?.sha256);
    });
  }

  it('says why there is no result as a typed failure, and the note in its words', () => {
    const kinds: Record<string, string> = {
      'no solution: closest': 'targets-not-met',
      'unknown family': 'no-instance-type',
      'family with no such architecture': 'no-instance-type',
      'unknown region': 'unknown-region',
      'custom instance kept': 'custom-instance',
      'custom storage pinned': 'no-storage-kind',
      'measured IO load nothing sustains': 'io-not-sustained',
      'default, durable only': 'none',
    };
    for (const [name, kind] of Object.entries(kinds)) {
      const r = recommend((CASES[name] as () => RecommendTargets)(), DEFAULT_CATALOG);
      expect(r.failure?.kind ?? 'none', name).toBe(kind);
      expect(r.note, name).toBe(r.failure ? failureText(r.failure) : undefined);
    }
  });

  it('covers every case', () => {
    if (!UPDATE) expect(Object.keys(stored).sort()).toEqual([...Object.keys(CASES), CLI].sort());
  });

  it('recommend --json prints the same response, byte for byte', async () => {
    const argv = ['--max-startup', '600', '--min-qps', '5000', '--allow-instance-store'];
    const r = await run(['recommend', ...argv, '--limit', '3', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as RecommendResponse;
    const got = { ...golden(json), sha256: createHash('sha256').update(r.out).digest('hex') };
    fresh[CLI] = got;
    if (UPDATE) return;
    expect(got).toEqual(stored[CLI]);
  });
});
