/**
 * Golden figures (issue 28): the model's output must not change when its code is reorganised.
 * For the brief's cases and the validation cases the fixture keeps the whole output (prediction
 * with ranges and cost, validation issues, every text that describes the configuration, the
 * report's data); for a few hundred seeded random scenarios it keeps a hash of each part. Numbers
 * are compared at 12 significant digits, so a reordered sum (a last-bit difference) is no change
 * but any figure a person could see is.
 *
 * Regenerate only for a change that is meant to alter figures: GOLDEN_UPDATE=1 npx vitest run
 * tests/unit/golden, and say in the commit which figure changed and why.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { validateScenario } from '../../../src/core/model.ts';
import { buildReport } from '../../../src/core/report/build.ts';
import { scenarioSettings, storageText } from '../../../src/core/report/settings.ts';
import { scenarioTitle } from '../../../src/core/scenario/title.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import {
  configurationLimits,
  describeConfiguration,
} from '../../../src/core/telemetry/utilisation.ts';
import { predictWithRanges } from '../../../src/core/uncertainty/index.ts';
import { describeScenario, formatPrediction } from '../../../src/cli/format.ts';
import { run } from '../cli/runCli.ts';
import { namedScenarios, randomScenarios } from './scenarios.ts';

const FIXTURE = new URL('../../fixtures/golden/figures.json.gz', import.meta.url);
const UPDATE = process.env.GOLDEN_UPDATE === '1';

/** JSON with every number at 12 significant digits (keys in insertion order, as the model builds them). */
function stable(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) =>
      typeof v === 'number' && Number.isFinite(v) && !Number.isInteger(v)
        ? Number(v.toPrecision(12))
        : v,
    ),
  );
}

const hash = (v: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(stable(v)))
    .digest('hex')
    .slice(0, 16);

/** Everything the fixture fixes for one scenario, by part. */
function outputs(s: Scenario): Record<string, unknown> {
  const cat = DEFAULT_CATALOG;
  const issues = validateScenario(s, cat);
  // Each description apart, so that a deliberate change of one text shows as that one.
  const texts = {
    'text.title': scenarioTitle(s),
    'text.storage': storageText(s),
    'text.cli': describeScenario(s),
    'text.telemetry': describeConfiguration(s),
  };
  if (issues.length > 0) return { issues, ...texts };
  const r = predictWithRanges(s, cat);
  if (!r.ok) return { issues: r.issues, ...texts };
  return {
    prediction: r.prediction,
    cost: r.prediction.cost,
    ...texts,
    settings: scenarioSettings(s, cat),
    cliText: formatPrediction(s, r.prediction),
    limits: configurationLimits(s, cat),
  };
}

/** Where two JSON values differ: the paths of the leaves, each with the value before and after (cut short). */
function diffPaths(a: unknown, b: unknown, at: string): string[] {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      diffPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`),
    );
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const cut = (v: unknown) => JSON.stringify(v)?.slice(0, 160);
  return [`${at}: ${cut(a)} → ${cut(b)}`];
}

interface Fixture {
  named: Record<string, unknown>;
  random: Record<string, string>[];
  cli: Record<string, unknown>;
}

const CLI_RUNS: [string, string[]][] = [
  ['recommend-default', ['recommend', '--max-startup', '300', '--min-qps', '1000', '--json']],
  [
    'recommend-fast',
    ['recommend', '--max-startup', '120', '--min-qps', '20000', '--tables', '500000', '--json'],
  ],
  ['predict-nvme', ['predict', '--instance', 'm6id.xlarge', '--storage', 'instance-store']],
  ['predict-io2', ['predict', '--storage', 'io2', '--iops', '16000', '--json']],
  [
    'recommend-nvme',
    ['recommend', '--max-startup', '200', '--min-qps', '5000', '--allow-instance-store', '--json'],
  ],
  ['predict-custom', ['predict', '--storage', 'custom', '--device-count', '2']],
  ['predict-gp2', ['predict', '--storage', 'gp2', '--size-gib', '800', '--log-storage', 'gp2']],
  ['predict-help', ['predict', '--help']],
  ['predict-default-json', ['predict', '--json']],
  ['predict-gp2-json', ['predict', '--storage', 'gp2', '--size-gib', '300', '--json']],
  [
    'predict-restored-json',
    ['predict', '--volume-state', 'restored', '--throughput', '300', '--iops', '9000', '--json'],
  ],
  ['recommend-help', ['recommend', '--help']],
];

async function cliOutputs(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, argv] of CLI_RUNS) {
    const r = await run(argv);
    const text = r.out.trimStart().startsWith('{') ? JSON.parse(r.out) : r.out;
    out[name] = stable({ code: r.code, out: text, err: r.err });
  }
  return out;
}

function reportOf(s: Scenario): unknown {
  const built = buildReport(
    { current: s, recommendation: null, generatedAt: '2026-01-01T00:00:00Z', appVersion: 'golden' },
    DEFAULT_CATALOG,
  );
  return built;
}

async function current(): Promise<Fixture> {
  const named: Record<string, unknown> = {};
  for (const [id, s] of namedScenarios()) {
    named[id] = stable({ ...outputs(s), report: id === 'A' || id === 'B' ? reportOf(s) : null });
  }
  const random = randomScenarios().map((s) => {
    const parts = outputs(s);
    return Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, hash(v)]));
  });
  return { named, random, cli: await cliOutputs() };
}

describe('golden figures (issue 28)', () => {
  it('predict, cost, validation, descriptions, report data and the CLI are unchanged', async () => {
    const now = await current();
    if (UPDATE) {
      writeFileSync(FIXTURE, gzipSync(JSON.stringify(now)));
      return;
    }
    const was = JSON.parse(gunzipSync(readFileSync(FIXTURE)).toString('utf8')) as Fixture;
    expect(now.random.length).toBe(was.random.length);
    const changed = [
      ...diffPaths(was.named, now.named, 'named'),
      ...now.random.flatMap((parts, i) => diffPaths(was.random[i], parts, `random[${i}]`)),
      ...diffPaths(was.cli, now.cli, 'cli'),
    ];
    expect(changed).toEqual([]);
  }, 300_000);

  it('covers every storage kind and valid and invalid scenarios', () => {
    const all = randomScenarios();
    const kinds = new Set(all.map((s) => s.storage.kind));
    expect([...kinds].sort()).toEqual(['custom', 'gp2', 'gp3', 'instance-store', 'io2']);
    const valid = all.filter((s) => validateScenario(s, DEFAULT_CATALOG).length === 0);
    expect(valid.length).toBeGreaterThan(150);
    for (const k of kinds)
      expect(
        valid.some((s) => s.storage.kind === k),
        k,
      ).toBe(true);
  });
});
