/**
 * Issue 16, item 1: every look-up keyed by a name the user typed is fed the names of
 * `Object.prototype` (and variants of them): as command-line flags, as fields of a scenario file,
 * and as CSV headers and cells. Nothing may throw or fail "internally" (exit 1); a bad name is a
 * usage error (exit 2) that names it, and a header named `constructor` is reported, not dropped.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run } from '../cli/runCli.ts';
import { parseScenarioFile } from '../../../src/core/scenario/file.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { predict } from '../../../src/core/model.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { suggestCsvMapping } from '../../../src/core/imports/csvMapping.ts';
import { calibrate } from '../../../src/core/calibration/calibrate.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { parseCount, parseSeconds, parseSizeKiB } from '../../../src/core/units/parse.ts';
import { own, setOwn } from '../../../src/core/own.ts';

/** The own property names of Object.prototype, plus the ones people reach for first. */
export const PROTO_NAMES: readonly string[] = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
  ]),
];

/** A prototype name, possibly upper-cased or wrapped in spaces (headers are normalised). */
const protoName = fc.oneof(
  fc.constantFrom(...PROTO_NAMES),
  fc
    .tuple(fc.constantFrom(...PROTO_NAMES), fc.constantFrom('', ' ', '  '), fc.boolean())
    .map(([n, pad, upper]) => `${pad}${upper ? n.toUpperCase() : n}${pad}`),
);

const NAME_FLAGS = ['--region', '--instance', '--mysql', '--name', '--storage', '--startup-opt'];

describe('prototype names as command-line flags', () => {
  it('predict: a usage error (exit 2) or a prediction, never an internal error', async () => {
    for (const flag of NAME_FLAGS)
      for (const name of PROTO_NAMES) {
        const r = await run(['predict', flag, name]);
        expect(r.err, `${flag} ${name}`).not.toMatch(/internal error|TypeError/);
        expect([0, 2], `${flag} ${name}: ${r.err}`).toContain(r.code);
      }
  });

  it('--region and --instance name the unknown value', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const region = await run(['predict', '--region', name]);
      expect(region.code).toBe(2);
      expect(region.err).toContain(`Region (--region) "${name}" is not in the catalog`);
      const inst = await run(['predict', '--instance', name]);
      expect(inst.code).toBe(2);
      expect(inst.err).toContain(`Instance type (--instance) "${name}" is not in the catalog`);
    }
  });

  it('recommend refuses them the same way', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const rec = await run([
        'recommend',
        '--max-startup',
        '600',
        '--min-qps',
        '100',
        '--region',
        name,
      ]);
      expect(rec.code, rec.err).toBe(2);
      expect(rec.err).toContain(`Region (--region) "${name}" is not in the catalog`);
    }
  });

  it('core recommend() answers an unknown region with a note, not a crash', () => {
    for (const name of PROTO_NAMES) {
      const r = recommend({
        region: name,
        maxStartupSeconds: 600,
        minQps: 100,
        tables: 1000,
        dataGiB: 10,
      });
      expect(r.results).toEqual([]);
    }
  });
});

describe('prototype names in scenario files', () => {
  const withField = (path: readonly string[], value: unknown): string => {
    const s = defaultScenario() as unknown as Record<string, unknown>;
    let at = s;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
    at[path[path.length - 1] ?? ''] = value;
    return JSON.stringify(s);
  };

  it('as region, instance type, storage kind or version: errors, never a throw', () => {
    fc.assert(
      fc.property(
        protoName,
        fc.constantFrom(
          ['region'],
          ['instance', 'type'],
          ['storage', 'kind'],
          ['mysql', 'version'],
          ['mysql', 'startupOpt'],
          ['name'],
        ),
        (name, path) => {
          const parsed = parseScenarioFile(withField(path, name));
          if (!parsed.ok) {
            expect(parsed.errors.length).toBeGreaterThan(0);
            return;
          }
          const r = predict(parsed.scenario);
          if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
          else expect(Number.isFinite(r.prediction.startup.totalSeconds)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('as keys (an own "__proto__" from JSON.parse, "constructor" objects): ignored or refused', () => {
    for (const name of PROTO_NAMES) {
      const texts = [
        `{"schemaVersion":1,"${name}":{"region":"x"}}`,
        `{"schemaVersion":1,"mysql":{"${name}":{"tables":1}}}`,
        `{"schemaVersion":1,"calibration":{"startupFactors":{"${name}":5}}}`,
      ];
      for (const t of texts) {
        const parsed = parseScenarioFile(t);
        if (parsed.ok) {
          expect(Object.getPrototypeOf(parsed.scenario)).toBe(Object.prototype);
          expect(predict(parsed.scenario).ok).toBeTypeOf('boolean');
        }
      }
    }
  });

  it('the CLI reads such a file with exit 2 naming the region', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
    const file = join(dir, 'proto.innosizer.json');
    writeFileSync(file, withField(['region'], 'constructor'));
    const r = await run(['predict', '--scenario', file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('Region (--region) "constructor" is not in the catalog');
  });
});

describe('prototype names in CSV files', () => {
  const startupCsv = (instance: string, storage: string, phase: string): string =>
    [
      'case,instance,vcpu,storage,provisioned_iops,provisioned_mibps,mysql_version,tables,optimization,os_cache,phase,seconds',
      `A,${instance},2,${storage},3000,125,8.0.39,1000000,default,cold,total,429`,
      `A,${instance},2,${storage},3000,125,8.0.39,1000000,default,cold,${phase},23`,
    ].join('\n');
  const deviceCsv = (instance: string, storage: string, mode: string): string =>
    [
      'instance,storage,mode,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s',
      `${instance},${storage},${mode},3000,125,16,16,2975.8`,
      `${instance},${storage},${mode},3000,125,4,16,3048.3`,
    ].join('\n');

  it('as cells (instance, storage, phase, mode): import and calibrate never throw', () => {
    fc.assert(
      fc.property(protoName, protoName, protoName, fc.boolean(), (a, b, c, startup) => {
        const text = startup ? startupCsv(a, b, c) : deviceCsv(a, b, c);
        const res = parseBenchmarkText('hostile.csv', text);
        for (const r of res.records)
          if (r.kind === 'startup') for (const p of r.phases) expect(p.label).toBeTypeOf('string');
        const cal = calibrate(res.records, defaultScenario());
        expect(Array.isArray(cal.warnings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a phase called "constructor" is an error naming the cell, not a nameless phase', () => {
    const res = parseBenchmarkText('x.csv', startupCsv('m6i.large', 'gp3', 'constructor'));
    expect(res.errors.some((e) => e.message.includes('constructor'))).toBe(true);
  });

  it('as headers: reported as unknown columns, never dropped silently', () => {
    for (const name of PROTO_NAMES) {
      const { mapping, unknown } = suggestCsvMapping([name, 'reads_per_s', 'block_size_kib']);
      expect(own(mapping, name)).toBeUndefined();
      expect(unknown).toContain(name);
      const res = parseBenchmarkText('x.csv', `${name},reads_per_s,block_size_kib\nx,100,16\n`);
      expect(res.errors.some((e) => e.message.includes(`unknown column '${name}'`))).toBe(true);
    }
  });

  it('a user mapping with a header named __proto__ is used as given', () => {
    const mapping = {};
    setOwn(mapping, '__proto__', 'readsPerSecond');
    setOwn(mapping, 'constructor', 'blockSizeKiB');
    const res = parseBenchmarkText('x.csv', '__proto__,constructor,threads\n100,16,4\n', {
      csvMapping: mapping,
    });
    expect(res.errors).toEqual([]);
    expect(res.records[0]).toMatchObject({ readsPerSecond: 100, blockSizeKiB: 16 });
  });

  it('as units of numbers: refused as units', () => {
    for (const name of ['constructor', '__proto__', 'valueof', 'tostring']) {
      expect(parseSizeKiB(`16${name}`).ok).toBe(false);
      expect(parseCount(`16${name}`).ok).toBe(false);
      expect(parseSeconds(`16 ${name}`).ok).toBe(false);
    }
  });
});
