/**
 * Issue 16, item 9: the smaller hostile inputs. Each test fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { run } from '../cli/runCli.ts';
import { terminalSafe, progressLine } from '../../../src/cli/terminal.ts';
import { WriteFailure, writeFileAtomic } from '../../../src/cli/writeAtomic.ts';
import { serializeScenario, parseScenarioFile } from '../../../src/core/scenario/file.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { validateScenario as validateScenarioLimits } from '../../../src/core/model.ts';
import { predict } from '../../../src/core/model.ts';
import { decodeTextFile, TextFileDecoder } from '../../../src/core/encoding.ts';
import {
  formatCompact,
  formatDuration,
  formatFixed,
  formatInt,
  formatNumber,
  formatPercent,
  formatScientific,
  formatSignificant,
  formatUsd,
} from '../../../src/core/format/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { fixture } from '../core/imports/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'innosizer-hostile-'));
function scenarioFile(name: string, edit: (s: ReturnType<typeof defaultScenario>) => void): string {
  const s = defaultScenario();
  edit(s);
  const path = join(dir, name);
  writeFileSync(path, serializeScenario(s));
  return path;
}

describe('one whole-number rule for flags and scenario files', () => {
  const cases: [string, string[], (s: ReturnType<typeof defaultScenario>) => void][] = [
    ['threads', ['--threads', '1.5'], (s) => (s.workload.threads = 1.5)],
    [
      'vcpu',
      ['--instance', 'custom', '--vcpu', '1.5'],
      (s) => {
        s.instance.type = 'custom';
        s.instance.customVcpu = 1.5;
      },
    ],
    ['tables', ['--tables', '1000.5'], (s) => (s.mysql.tables = 1000.5)],
  ];
  for (const [name, flags, edit] of cases)
    it(`--${name} and the file's field give the same refusal`, async () => {
      const byFlag = await run(['predict', ...flags]);
      const byFile = await run(['predict', '--scenario', scenarioFile(`${name}.json`, edit)]);
      expect(byFlag.code).toBe(2);
      expect(byFile.code).toBe(2);
      expect(byFlag.err).toMatch(/must be a whole number, got [\d.,]+\. Nearest valid: \d/);
      expect(byFile.err).toBe(byFlag.err);
    });

  it('a file with a fractional thread count parses, and validation names the rule', () => {
    const s = defaultScenario();
    s.workload.threads = 2.5;
    const parsed = parseScenarioFile(serializeScenario(s));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const issues = validateScenarioLimits(parsed.scenario, DEFAULT_CATALOG);
    expect(issues.map((i) => i.limit)).toEqual(['workload.threads.integer']);
  });
});

describe('a flag the scenario would ignore is refused', () => {
  it('--storage gp2 --iops 5000 names the flag, the storage kind and what to do', async () => {
    const r = await run(['predict', '--storage', 'gp2', '--iops', '5000']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "innosizer predict: Provisioned IOPS (--iops) applies to gp3 and io2 volumes only; Storage kind is gp2 (a gp2 volume's IOPS follow its size). Leave out --iops, or change --storage.\n",
    );
  });

  it('the same for --throughput on io2, --log-iops on a gp2 log volume and --vcpu on an EC2 type', async () => {
    for (const flags of [
      ['--storage', 'io2', '--throughput', '500'],
      ['--log-storage', 'gp2', '--log-iops', '4000'],
      ['--vcpu', '8'],
      ['--device-iops', '5000'],
    ]) {
      const r = await run(['predict', ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.err).toMatch(new RegExp(`\\(${flags[flags.length - 2]}\\) applies to .* only`));
    }
  });

  it('flags that apply are still taken (io2 IOPS, a custom instance with vCPUs)', async () => {
    expect((await run(['predict', '--storage', 'io2', '--iops', '5000'])).code).toBe(0);
    expect((await run(['predict', '--instance', 'custom', '--vcpu', '8'])).code).toBe(0);
  });
});

describe('a MySQL version the model does not know', () => {
  it('--mysql 99.0.0 runs (exit 0) with a warning naming the versions the model knows', async () => {
    const r = await run(['predict', '--mysql', '99.0.0']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /MySQL 99\.0\.0 is not a release the model knows \(5\.6, 5\.7, 8\.0–8\.4, 9\.0–9\.5\)/,
    );
  });

  it('known series get no such warning', () => {
    for (const version of ['5.6.51', '5.7.44', '8.0.39', '8.4.3', '9.0.1']) {
      const s = defaultScenario();
      s.mysql.version = version;
      if (version.startsWith('5')) s.mysql.validatePaths = true;
      const r = predict(s);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.prediction.warnings.join(' ')).not.toMatch(/not a release/);
    }
  });
});

describe('huge and tiny numbers print sanely', () => {
  it('1e308 is "1e+308" in every format, with its sign', () => {
    expect(formatNumber(1e308)).toBe('1e+308');
    expect(formatInt(-1e308)).toBe('−1e+308');
    expect(formatFixed(1.23456e20, 2)).toBe('1.23e+20');
    expect(formatUsd(1e308)).toBe('$1e+308');
    expect(formatUsd(-1e308)).toBe('−$1e+308');
    expect(formatPercent(1e308)).toBe('1e+308%');
    expect(formatCompact(1e308)).toBe('1e+308');
    expect(formatDuration(1e308)).toBe('2.78e+304 h');
    expect(formatScientific(1.5e-7)).toBe('1.5e−7');
    expect(formatSignificant(1e-7, 3)).toBe('1e−7');
    expect(formatSignificant(0.25)).toBe('0.25');
    // Below the bound nothing changes.
    expect(formatInt(999_999_999_999_999)).toBe('999,999,999,999,999');
    expect(formatDuration(429)).toBe('7 min 09 s');
  });

  it('no figure is longer than 24 characters, whatever the double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (v) => {
        for (const f of [formatNumber, formatInt, formatUsd, formatCompact, formatDuration])
          expect(f(v).length).toBeLessThanOrEqual(24);
      }),
      { numRuns: 500 },
    );
  });

  it('the CLI says "1e+308", not 309 digits, and "1e−7 GiB", not "0 GiB"', async () => {
    const big = await run(['predict', '--discount', '1e308']);
    expect(big.err).toMatch(/^innosizer predict: Discount \(--discount\) 1e\+308% is too high/);
    const tiny = await run(['predict', '--data-gib', '1e-7']);
    expect(tiny.err).toMatch(/^innosizer predict: Data size \(--data-gib\) 1e−7 GiB is too low/);
  });
});

describe('control characters never reach the terminal', () => {
  it('terminalSafe escapes ANSI, CR, backspace, DEL, C1 and bidi controls, keeps \\n and \\t', () => {
    expect(terminalSafe('a\u001b[31mred\rX\bY\u007f\u009b\u202e\n\tok')).toBe(
      'a\\u001b[31mred\\rX\\bY\\u007f\\u009b\\u202e\n\tok',
    );
    expect(terminalSafe('plain: 1,234 µs – ok')).toBe('plain: 1,234 µs – ok');
    expect(progressLine('x\u001b')).toBe('\rx\\u001b\u001b[K');
  });

  it('nothing printed by any output path holds a raw control but \\n and \\t (property)', async () => {
    // eslint-disable-next-line no-control-regex -- looking for control characters
    const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 12 }), async (name) => {
        for (const json of [[], ['--json']]) {
          const r = await run(['predict', '--name', `x${name}`, ...json]);
          expect(unsafe.test(r.out + r.err)).toBe(false);
          if (json.length > 0 && r.code === 0)
            expect(JSON.parse(r.out).scenario.name).toBe(`x${name}`);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a CSV header and a file name with escapes are printed escaped', async () => {
    const file = join(dir, 'evil\u001b[2J.csv');
    writeFileSync(file, 'threads,\u001b[31mevil\u001b[0m\n1,2\n');
    const r = await run(['import', file]);
    expect(r.code).toBe(2);
    expect(r.err).not.toContain('\u001b');
    expect(r.err).toContain('evil\\u001b[2J.csv');
    expect(r.err).toContain("'\\u001b[31mevil\\u001b[0m'");
  });
});

describe('byte-order marks and UTF-16 files', () => {
  const text = serializeScenario({ ...defaultScenario(), name: 'Grüße 😀' });
  const utf8 = new TextEncoder().encode(text);
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const beBody = Buffer.from(text, 'utf16le');
  beBody.swap16();
  const be = Buffer.concat([Buffer.from([0xfe, 0xff]), beBody]);
  const bom8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);

  it('decodes UTF-8 with and without a mark, UTF-16 LE and BE, whole or byte by byte', () => {
    for (const bytes of [utf8, bom8, le, be]) {
      expect(decodeTextFile(new Uint8Array(bytes))).toBe(text);
      const d = new TextFileDecoder();
      let out = '';
      for (let i = 0; i < bytes.length; i += 3)
        out += d.write(new Uint8Array(bytes.subarray(i, i + 3)));
      expect(out + d.end()).toBe(text);
    }
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb]))).toBe('\ufffd');
  });

  it('the CLI reads scenario files in each encoding', async () => {
    for (const [name, bytes] of [
      ['bom8', bom8],
      ['le', le],
      ['be', be],
    ] as const) {
      const path = join(dir, `${name}.innosizer.json`);
      writeFileSync(path, bytes);
      const r = await run(['predict', '--scenario', path, '--json']);
      expect(r.err, name).toBe('');
      expect(JSON.parse(r.out).scenario.name).toBe('Grüße 😀');
    }
  });

  it('benchmark imports and inventories are decoded the same way', async () => {
    const csv = fixture('brief-fileio.csv');
    const path = join(dir, 'utf16.csv');
    writeFileSync(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]));
    const plain = join(dir, 'plain.csv');
    writeFileSync(plain, csv);
    const a = await run(['import', path, '--json']);
    const b = await run(['import', plain, '--json']);
    expect(a.code).toBe(0);
    const strip = (o: string) => o.replaceAll('utf16.csv', 'plain.csv');
    expect(strip(a.out)).toBe(b.out);
  });
});

describe('sysbench 0.4 and 0.5', () => {
  it('reads 0.4.12 output: rates are the totals over the total time', () => {
    const r = parseBenchmarkText('s.txt', fixture('sysbench-0.4.12-rndrw.txt'));
    expect(r.errors).toEqual([]);
    expect(r.records).toHaveLength(1);
    const rec = r.records[0];
    expect(rec).toMatchObject({
      kind: 'device-run',
      tool: 'sysbench',
      mode: 'rndrw',
      blockSizeKiB: 16,
      threads: 16,
      latency: { minMs: 0.01, avgMs: 12.71, maxMs: 590.63, p95Ms: 58.71, p99Ms: null },
    });
    if (rec?.kind !== 'device-run') return;
    expect(rec.readsPerSecond).toBeCloseTo(225060 / 300.0021, 6);
    expect(rec.writesPerSecond).toBeCloseTo(150040 / 300.0021, 6);
    expect(rec.readMiBps).toBeCloseTo((3.4341 * 1024) / 300.0021, 6);
    expect(rec.writtenMiBps).toBeCloseTo((2.2894 * 1024) / 300.0021, 6);
  });

  it('reads 0.5 output (response time block)', () => {
    const r = parseBenchmarkText('s.txt', fixture('sysbench-0.5-rndrd.txt'));
    expect(r.errors).toEqual([]);
    expect(r.records[0]).toMatchObject({
      mode: 'rndrd',
      threads: 8,
      readsPerSecond: 3000,
      latency: { avgMs: 2.65, p95Ms: 4.53 },
    });
  });

  it('a cut-short 0.4 run names its missing line; an unknown version is named', () => {
    const cut = fixture('sysbench-0.4.12-rndrw.txt').split('Operations performed')[0] ?? '';
    const r = parseBenchmarkText('cut.txt', cut);
    expect(r.errors[0]?.message).toMatch(/no 'Operations performed:' line \(truncated output\?\)/);
    const v2 = fixture('hostile-sysbench-truncated.txt').replace(
      'sysbench 1.0.20',
      'sysbench 2.1.0',
    );
    const r2 = parseBenchmarkText('v2.txt', v2);
    expect(r2.errors[0]?.message).toMatch(
      /sysbench 2\.1\.0 prints its figures otherwise: the importer reads sysbench 0\.4, 0\.5 and 1\.x/,
    );
  });
});

describe('a write that fails names the user file, not the temporary one', () => {
  it('a missing folder', async () => {
    const target = join(dir, 'no-such-folder', 'report.pdf');
    const e = await writeFileAtomic(target, 'x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(WriteFailure);
    expect((e as Error).message).toBe(
      `cannot write ${target}: the folder ${join(dir, 'no-such-folder')} does not exist`,
    );
    expect((e as Error).message).not.toMatch(/\.tmp/);
  });

  it('a target that is a folder', async () => {
    const e = await writeFileAtomic(dir, 'x').catch((x: unknown) => x);
    expect((e as Error).message).not.toMatch(/\.tmp/);
    expect((e as Error).message).toMatch(/^cannot write /);
  });

  it('calibrate --out into a missing folder names --out and the file', async () => {
    const out = join(dir, 'missing', 'profile.json');
    const r = await run([
      'calibrate',
      join(import.meta.dirname, '../../fixtures/imports/brief-fileio.csv'),
      '--out',
      out,
    ]);
    if (r.code === 0) return; // nothing to fit: not this test's concern
    expect(r.err).not.toMatch(/\.tmp/);
  });
});

describe('real sysbench 0.4.12 and 0.5 captures (tests/fixtures/imports/real-sysbench-SOURCES.md)', () => {
  const cases: [string, string, number][] = [
    ['real-sysbench-0.4.12-seqrd.txt', 'seqrd', 1],
    ['real-sysbench-0.4.12-seqwr.txt', 'seqwr', 1],
    ['real-sysbench-0.4.12-rndrw-nvme.txt', 'rndrw', 1],
    ['real-sysbench-0.4.12-rndrw-16-threads.txt', 'rndrw', 16],
    ['real-sysbench-0.5-rndrw-direct.txt', 'rndrw', 16],
  ];
  for (const [file, mode, threads] of cases)
    it(`${file}: one run whose rates agree with the figures sysbench printed`, () => {
      const text = fixture(file);
      const r = parseBenchmarkText(file, text);
      expect(r.errors).toEqual([]);
      expect(r.records).toHaveLength(1);
      const rec = r.records[0];
      if (rec?.kind !== 'device-run') throw new Error('expected a device run');
      expect(rec).toMatchObject({ tool: 'sysbench', mode, threads, blockSizeKiB: 16 });
      // sysbench's own summary lines: "N Requests/sec executed" (reads + writes per second) and
      // "Total transferred …  (X Mb/sec)" (MiB/s read + written), both rounded as printed.
      const requests = Number(/([\d.]+) Requests\/sec executed/.exec(text)?.[1]);
      const mibps = Number(/\(([\d.]+)Mb\/sec\)/.exec(text)?.[1]);
      expect(rec.readsPerSecond + rec.writesPerSecond).toBeCloseTo(requests, 1);
      expect(rec.readMiBps + rec.writtenMiBps).toBeCloseTo(mibps, 2);
      expect(rec.latency?.avgMs).toBeGreaterThan(0);
      expect(rec.latency?.p95Ms).toBeGreaterThan(0);
    });
});
