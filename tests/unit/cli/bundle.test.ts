/**
 * The built command: scripts/build-cli.mjs bundles the CLI into one file (into a temporary folder
 * under .tmp/, so the bundle bin/innosizer.mjs runs is left alone while other tests use it). The bundle
 * must give the same answers as the sources, load no TypeScript at run time, and still render the
 * React report to a PDF. The bin script's fallback to the sources is tested too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { main } from '../../../src/cli/main.ts';
import { findChromium } from '../../../src/cli/pdf/findChromium.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
let dir: string;

/** Runs `main(argv)` from the bundle in a plain Node (no tsx). */
function runBundle(argv: string[]) {
  const script = `const { main } = await import(${JSON.stringify(join(dir, 'innosizer.mjs'))});
process.exitCode = await main(${JSON.stringify(argv)}, { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) });`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

beforeAll(() => {
  // Inside the repository (.tmp/ is git-ignored) so the bundle finds playwright-core in node_modules.
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.tmp', 'bundle-'));
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/build-cli.mjs'), '--outdir', dir], {
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI bundle', () => {
  it('is one JavaScript file listing the sources it was built from', () => {
    expect(existsSync(join(dir, 'innosizer.mjs'))).toBe(true);
    const inputs = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8')) as string[];
    expect(inputs).toContain('src/cli/main.ts');
    expect(inputs).toContain('src/core/model.ts');
    expect(inputs.some((p) => p.includes('node_modules'))).toBe(false);
  });

  it('predicts exactly as the sources do', async () => {
    const r = runBundle(['predict', '--tables', '20000', '--json']);
    expect(r.status, r.stderr).toBe(0);
    let out = '';
    await main(['predict', '--tables', '20000', '--json'], {
      stdout: (s) => (out += s),
      stderr: () => undefined,
    });
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(out));
  });

  it('fails as the sources do (exit 2, one line, JSON error)', () => {
    const r = runBundle(['predict', '--threads', '0', '--json']);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error.field).toBe('workload.threads');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.skipIf(!findChromium().ok)(
    'renders the React report to a PDF',
    () => {
      const out = join(dir, 'r.pdf');
      const r = runBundle(['report', '--out', out]);
      expect(r.status, r.stderr).toBe(0);
      expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    },
    60_000,
  );
});

describe('bin/innosizer.mjs', () => {
  it('runs the sources through tsx when asked (or when the bundle is missing or stale)', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/innosizer.mjs'), '--version'], {
      encoding: 'utf8',
      env: { ...process.env, INNOSIZER_SOURCES: '1' },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^innosizer \d+\.\d+\.\d+\n$/);
  });

  it('exits quietly when its reader goes away (EPIPE)', () => {
    const r = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" "${join(ROOT, 'bin/innosizer.mjs')}" predict | head -c 10`],
      {
        encoding: 'utf8',
      },
    );
    expect(r.stdout).toHaveLength(10);
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
  });
});
