/**
 * `npm start`'s preflight (scripts/launch/electronPreflight.ts): the binary check mirrors
 * electron/install.js, the download URL and cache folder follow Electron's installation guide (the
 * cache folder is checked against @electron/get's own Cache), and a failed download gives one
 * message naming `npm run web`, never a stack trace. The last test runs `npm start` itself with no
 * Electron binary to find (issue 32).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkBinary,
  electronDownload,
  electronTarget,
  installFailure,
  preflight,
} from '../../../scripts/launch/electronPreflight.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const linux = { version: '45.4.1', platform: 'linux', arch: 'x64' };
const STACK_LINE = /^\s+at .+[(:]/m;

const temps: string[] = [];
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-preflight-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A node_modules/electron folder as install.js leaves it after a good download. */
function installedElectron(version = '45.4.1'): string {
  const dir = temp();
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'version'), `v${version}`);
  writeFileSync(join(dir, 'dist', 'electron'), '');
  writeFileSync(join(dir, 'path.txt'), 'electron');
  return dir;
}

describe('the Electron binary check', () => {
  it('finds an installed binary of this version, as install.js does', () => {
    const dir = installedElectron();
    expect(checkBinary(dir, linux, {})).toEqual({
      installed: true,
      executable: join(dir, 'dist', 'electron'),
    });
  });

  it('is missing when the version, path.txt or the executable disagree', () => {
    expect(checkBinary(installedElectron('44.0.0'), linux, {}).installed).toBe(false);
    const noExe = installedElectron();
    rmSync(join(noExe, 'dist', 'electron'));
    expect(checkBinary(noExe, linux, {}).installed).toBe(false);
    expect(checkBinary(temp(), linux, {}).installed).toBe(false);
    // The test hook: an empty dist folder means no binary, even where node_modules has one.
    const empty = temp();
    expect(checkBinary(installedElectron(), linux, { INNOSIZER_ELECTRON_DIST: empty })).toEqual({
      installed: false,
      executable: join(empty, 'electron'),
    });
  });

  it('uses ELECTRON_OVERRIDE_DIST_PATH as Electron does', () => {
    const own = temp();
    writeFileSync(join(own, 'electron'), '');
    expect(checkBinary(temp(), linux, { ELECTRON_OVERRIDE_DIST_PATH: own }).installed).toBe(true);
  });

  it('takes platform and architecture from ELECTRON_INSTALL_* or npm_config_*', () => {
    expect(
      electronTarget('v45.4.1', { npm_config_arch: 'arm64' }, {
        platform: 'darwin',
        arch: 'x64',
      } as NodeJS.Process),
    ).toEqual({
      version: '45.4.1',
      platform: 'darwin',
      arch: 'arm64',
    });
  });
});

describe('where Electron downloads from', () => {
  it("is GitHub's release by default, cached under electron_config_cache", async () => {
    const d = electronDownload(linux, { electron_config_cache: '/cache' });
    expect(d.url).toBe(
      'https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-linux-x64.zip',
    );
    expect(d.zipName).toBe('electron-v45.4.1-linux-x64.zip');
    // The folder @electron/get itself looks in (its Cache class, loaded from Electron's own copy).
    const getIndex = createRequire(require.resolve('electron/package.json')).resolve(
      '@electron/get',
    );
    const { Cache } = (await import(pathToFileURL(join(dirname(getIndex), 'Cache.js')).href)) as {
      Cache: new (root: string) => { getCachePath(url: string, file: string): string };
    };
    expect(join(d.cacheFolder, d.zipName)).toBe(new Cache('/cache').getCachePath(d.url, d.zipName));
  });

  it('follows ELECTRON_MIRROR, ELECTRON_CUSTOM_DIR and the .npmrc spelling', () => {
    expect(
      electronDownload(linux, {
        ELECTRON_MIRROR: 'https://mirror.example/electron/',
        ELECTRON_CUSTOM_DIR: '{{ version }}',
      }).url,
    ).toBe('https://mirror.example/electron/45.4.1/electron-v45.4.1-linux-x64.zip');
    expect(
      electronDownload(linux, { npm_config_electron_mirror: 'https://npmrc.example/' }).url,
    ).toBe('https://npmrc.example/v45.4.1/electron-v45.4.1-linux-x64.zip');
  });
});

describe('the preflight', () => {
  const env = { electron_config_cache: '/cache' };

  it('starts without downloading when the binary is there', () => {
    let ran = 0;
    const r = preflight({
      electronDir: installedElectron(),
      version: '45.4.1',
      env,
      say: () => {},
      runInstall: () => {
        ran++;
        return { status: 0, output: '' };
      },
    });
    expect(r.ok).toBe(true);
    expect(ran).toBe(0);
  });

  it("starts after Electron's install step fetched the binary", () => {
    const dir = temp();
    const lines: string[] = [];
    const r = preflight({
      electronDir: dir,
      version: '45.4.1',
      env,
      say: (l) => lines.push(l),
      runInstall: () => {
        mkdirSync(join(dir, 'dist'));
        writeFileSync(join(dir, 'dist', 'version'), '45.4.1');
        writeFileSync(join(dir, 'dist', 'electron'), '');
        writeFileSync(join(dir, 'path.txt'), 'electron');
        return { status: 0, output: '' };
      },
    });
    expect(r).toEqual({ ok: true, executable: join(dir, 'dist', 'electron') });
    expect(lines.join('\n')).toMatch(/downloading the Electron 45\.4\.1 binary/);
  });

  it('explains a failed download in one message: the reason, the remedies, npm run web', () => {
    const stack = [
      'TypeError: fetch failed',
      '    at node:internal/deps/undici/undici:14976:13',
      '    at async downloadArtifact (file:///x/@electron/get/dist/index.js:154:12)',
    ].join('\n');
    const r = preflight({
      electronDir: temp(),
      version: '45.4.1',
      env,
      say: () => {},
      runInstall: () => ({ status: 1, output: stack }),
    });
    if (r.ok) throw new Error('expected a failure');
    expect(r.message).toMatch(/Electron 45\.4\.1 binary is not installed/);
    expect(r.message).toContain('Failed: fetch failed');
    expect(r.message).toContain('npm run web');
    expect(r.message).toContain('ELECTRON_MIRROR=');
    expect(r.message).toContain('electron_config_cache');
    expect(r.message).toContain(electronDownload(linux, env).cacheFolder);
    expect(r.message).not.toMatch(STACK_LINE);
  });

  it('keeps the first line of the install step, without the error class or stack', () => {
    expect(
      installFailure(
        'Downloading Electron binary...\nHTTPError: Response code 404\n  at x (y:1:2)',
      ),
    ).toBe('Response code 404');
    expect(installFailure('')).toBe('no reason given');
  });
});

/** A loopback port nothing listens on: the download fails at once, with no network needed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

describe('npm start without the Electron binary', () => {
  it('prints the one message, names npm run web and exits non-zero', async () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['start'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
      // Node refuses to spawn a .cmd without a shell.
      shell: process.platform === 'win32',
      env: {
        // An .npmrc's electron_mirror (npm_config_electron_*) would outrank ELECTRON_MIRROR.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) => !/^npm_(package_)?config_electron_/i.test(k)),
        ),
        // No binary where the preflight looks (on every machine), and a download that cannot
        // succeed: a mirror on a closed loopback port and an empty cache.
        INNOSIZER_ELECTRON_DIST: temp(),
        ELECTRON_MIRROR: `http://127.0.0.1:${await closedPort()}/`,
        electron_config_cache: temp(),
      },
    });
    const out = `${r.stdout}\n${r.stderr}`;
    expect(r.status).not.toBe(0);
    expect(r.status).not.toBeNull();
    expect(r.stderr).toMatch(/desktop app cannot start/);
    expect(r.stderr).toContain('npm run web');
    expect(r.stderr).toContain('ELECTRON_MIRROR');
    expect(out).not.toMatch(STACK_LINE);
    expect(out).not.toMatch(/electron-forge|Electron failed to install correctly/);
  });
});
