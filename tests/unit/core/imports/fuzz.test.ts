/**
 * Property/fuzz tests of every parser: 10,000 generated inputs each (mutations of realistic
 * fixtures plus arbitrary text). No input may throw; a rejection imports nothing and every error
 * names a real line of the input; an accepted file yields only finite numbers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { ImportFormat, ImportResult } from '../../../../src/core/imports/index.ts';
import { fixture } from './fixtures.ts';
import { telemetryFixture as tf } from '../telemetry/fixtures.ts';

const RUNS = 10_000;

const SEEDS: Record<ImportFormat, string[]> = {
  sysbench: [fixture('sample-sysbench-rndrd-16k.txt'), fixture('sysbench-gp3-5000-200-runs.txt')],
  'mysqld-log': [
    fixture('sample-mysqld-8.0-v3.err'),
    fixture('mysqld-8.4-v2-two-starts.err'),
    fixture('mysqld-9.0-v3-nvme.err'),
    fixture('mysqld-8.0-v2.err'),
    fixture('mysqld-extract-from-innodb-init.err'),
    fixture('mysqld-k8s-cri.log'),
    fixture('mysqld-rotated.err'),
  ],
  'fio-json': [fixture('fio-randread-16k-qd32.json'), fixture('fio-two-jobs-no-percentiles.json')],
  'fio-terse': [fixture('fio-terse-v3.txt')],
  ioping: [fixture('ioping-gp3-qd1.txt')],
  csv: [
    fixture('brief-fileio.csv'),
    fixture('brief-startup.csv'),
    fixture('messy-semicolon-units.csv'),
    fixture('startup-wide-clock.csv'),
    fixture('qps-page-size.csv'),
  ],
  iostat: [
    tf('iostat-sysstat12-xt.txt'),
    tf('iostat-sysstat11-xm.txt'),
    tf('iostat-sysstat12-dtz-iso-hostile-names.txt'),
  ],
  diskstats: [tf('diskstats-pt-stalk-20.txt'), tf('diskstats-18-no-time.txt')],
  'cloudwatch-json': [tf('cloudwatch-get-metric-data.json')],
  'cloudwatch-csv': [tf('cloudwatch-console.csv')],
  'mysql-status': [tf('show-global-status-two.tsv')],
  prometheus: [tf('mysqld-exporter-two-scrapes.prom')],
};

type Op =
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'replace'; at: number; col: number; text: string }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'truncate'; at: number };

const TOKENS = [
  '',
  '"',
  ',',
  ';',
  '\r',
  '{',
  '}',
  '[MY-010931]',
  'abc',
  '-1',
  'NaN',
  '1e999',
  '0',
  ':',
  '\t',
  '3;fio-',
  'sysbench 1.0.20',
  '99999999999999999999',
];

const textArb = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...TOKENS));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), col: fc.nat(), text: textArb }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: textArb }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

function mutate(seed: string, ops: Op[]): string {
  const lines = seed.split('\n');
  for (const op of ops) {
    if (lines.length === 0) break;
    const at = op.at % lines.length;
    switch (op.kind) {
      case 'delete':
        lines.splice(at, 1);
        break;
      case 'duplicate':
        lines.splice(at, 0, lines[at] ?? '');
        break;
      case 'replace': {
        const l = lines[at] ?? '';
        const col = l.length === 0 ? 0 : op.col % l.length;
        lines[at] = l.slice(0, col) + op.text + l.slice(col + 1 + (op.col % 4));
        break;
      }
      case 'insert':
        lines.splice(at, 0, op.text);
        break;
      case 'truncate':
        lines.length = Math.max(1, at);
        break;
    }
  }
  return lines.join('\n');
}

function allFinite(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(allFinite);
  if (typeof v === 'object' && v !== null) return Object.values(v).every(allFinite);
  return true;
}

function check(text: string, result: ImportResult): void {
  const lineCount = text.split('\n').length;
  if (result.errors.length > 0) {
    expect(result.records).toEqual([]);
    for (const e of result.errors) {
      expect(e.file).toBe('fuzz.txt');
      expect(Number.isInteger(e.line) && e.line >= 1 && e.line <= lineCount).toBe(true);
      expect(e.message.startsWith(`line ${e.line}`) || e.message.startsWith('and ')).toBe(true);
    }
  } else {
    for (const r of result.records) {
      expect(r.source.line >= 1 && r.source.line <= lineCount).toBe(true);
      expect(allFinite(r)).toBe(true);
    }
  }
}

describe.each(Object.keys(SEEDS) as ImportFormat[])('%s parser under fuzzing', (format) => {
  const seeds = SEEDS[format];
  it(`${RUNS} generated inputs: no throw, rejections name their line, no NaN`, () => {
    const input = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(fc.nat({ max: seeds.length - 1 }), fc.array(opArb, { minLength: 1, maxLength: 6 }))
          .map(([i, ops]) => mutate(seeds[i] ?? '', ops)),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 200, unit: 'binary' }) },
    );
    let rejected = 0;
    fc.assert(
      fc.property(input, (text) => {
        const result = parseBenchmarkText('fuzz.txt', text, { format });
        if (result.errors.length > 0) rejected += 1;
        check(text, result);
      }),
      { numRuns: RUNS },
    );
    // The generator must exercise both outcomes (a fuzz that never rejects tests nothing).
    expect(rejected).toBeGreaterThan(RUNS / 50);
    expect(rejected).toBeLessThan(RUNS);
  });
});
