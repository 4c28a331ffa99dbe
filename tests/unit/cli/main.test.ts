import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
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
});
