import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { main } from '../../../src/cli/main.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s) },
    out,
    err,
  };
}

describe('innosizer CLI entry', () => {
  it('prints usage listing every command', async () => {
    const c = capture();
    expect(await main(['--help'], c.io)).toBe(0);
    const text = c.out.join('');
    for (const cmd of ['predict', 'recommend', 'import', 'calibrate', 'report'])
      expect(text).toContain(cmd);
  });

  it('rejects an unknown command with status 2 and one line on stderr', async () => {
    const c = capture();
    expect(await main(['frobnicate'], c.io)).toBe(2);
    expect(c.err.join('')).toMatch(/unknown command 'frobnicate'/);
    expect(c.err.join('').trim().split('\n')).toHaveLength(1);
  });

  it('runs as `npx innosizer --help` from the repository root', () => {
    const text = execFileSync('npx', ['--no-install', 'innosizer', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(text).toMatch(/Usage: innosizer <command>/);
  });

  it('exits 2 through the bin script for an unknown command', () => {
    const r = spawnSync(process.execPath, [resolve(ROOT, 'bin/innosizer.mjs'), 'nope'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
  });

  it.each([
    [['predict', '--iops', 'x', '--json'], 'usage', 'iops'],
    [['predict', '--nope', '--json'], 'usage', 'nope'],
    [['predict', '--threads', '0', '--json'], 'invalid-scenario', 'workload.threads'],
    [['recommend', '--min-qps', '5', '--json'], 'usage', 'max-startup'],
    [['import', '--json'], 'usage', undefined],
    [['calibrate', 'missing.csv', '--json'], 'invalid-file', undefined],
    [['report', '--json', '--paper', 'a3'], 'usage', 'paper'],
    [['nope', '--json'], 'usage', undefined],
  ])(
    'with --json, %j prints {"error"} on stdout and one line on stderr, exit 2',
    async (argv, code, field) => {
      const c = capture();
      expect(await main(argv, c.io)).toBe(2);
      const error = JSON.parse(c.out.join('')).error;
      expect(error.code).toBe(code);
      expect(error.field).toBe(field);
      expect(error.message.length).toBeGreaterThan(0);
      expect(c.err.join('').trim().split('\n')).toHaveLength(1);
    },
  );

  it('an import error carries file and line, and every error as "errors"', async () => {
    const c = capture();
    const bad = resolve(ROOT, 'tests/fixtures/imports/hostile-bad-cell.csv');
    expect(await main(['import', bad, '--json'], c.io)).toBe(2);
    const j = JSON.parse(c.out.join(''));
    expect(j.error).toMatchObject({ code: 'invalid-file', file: 'hostile-bad-cell.csv' });
    expect(j.error.line).toBeGreaterThan(1);
    expect(j.errors.length).toBeGreaterThan(0);
  });

  it('prints the version of package.json', async () => {
    const c = capture();
    expect(await main(['--version'], c.io)).toBe(0);
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(c.out.join('')).toBe(`innosizer ${pkg.version}\n`);
  });
});
