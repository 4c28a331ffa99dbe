/**
 * `innosizer` on PATH from the packaged app (issue 14), the parts that run without Electron: the
 * argv check of main's command-line mode, the launchers (run here with a fake app executable, and
 * with one that does what main does in command-line mode with the real CLI bundle), the deb/rpm
 * scripts that install /usr/bin/innosizer (run against a temporary root), and the macOS Install
 * Command Line Tool… decision. Electron itself cannot run on this machine: the app's executable
 * in command-line mode is covered by mainBundle.test.ts (the built main with a fake electron).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLI_MARKER,
  LAUNCHER_TAG,
  adminCopyScript,
  cliArguments,
  cliBundlePath,
  installCommandLineTool,
  linuxPackageScripts,
  posixLauncher,
  windowsLauncher,
  type InstallSystem,
} from '../../../electron/main/commandLine.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-cmdline-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  chmodSync(file, 0o755);
  return file;
}

describe('command-line mode: the argv check', () => {
  it('takes the arguments after the marker and its --', () => {
    expect(
      cliArguments(['/opt/InnoSizer/innosizer', CLI_MARKER, '--', 'predict', '--json']),
    ).toEqual(['predict', '--json']);
    // Chromium switches before the marker (the Linux launcher's) and `electron .` in development.
    expect(
      cliArguments([
        '/opt/InnoSizer/innosizer',
        '--ozone-platform=headless',
        CLI_MARKER,
        '--',
        '--help',
      ]),
    ).toEqual(['--help']);
    expect(cliArguments(['electron', '.', CLI_MARKER, 'import', 'a.csv'])).toEqual([
      'import',
      'a.csv',
    ]);
    // A -- after the first one is the command's own.
    expect(cliArguments(['app', CLI_MARKER, '--', 'import', '--', '-x.csv'])).toEqual([
      'import',
      '--',
      '-x.csv',
    ]);
    expect(cliArguments(['app', CLI_MARKER])).toEqual([]);
  });

  it('is the desktop app otherwise: no marker, the marker as a document after --, or as argv[0]', () => {
    expect(cliArguments(['/opt/InnoSizer/innosizer'])).toBeNull();
    expect(cliArguments(['/opt/InnoSizer/innosizer', '/home/u/prod.innosizer.json'])).toBeNull();
    expect(cliArguments(['app', '--', CLI_MARKER])).toBeNull();
    expect(cliArguments([CLI_MARKER])).toBeNull();
    // Only the exact marker: the CLI's own command names do not open it (they would be documents).
    expect(cliArguments(['app', 'predict', '--json'])).toBeNull();
    expect(cliArguments(['app', `${CLI_MARKER}=1`])).toBeNull();
  });

  it('finds the CLI bundle in the package resources, or dist/cli of the checkout', () => {
    expect(
      cliBundlePath({ isPackaged: true, resourcesPath: '/opt/InnoSizer/resources', appPath: '/x' }),
    ).toBe('/opt/InnoSizer/resources/cli/innosizer.mjs');
    expect(
      cliBundlePath({ isPackaged: false, resourcesPath: '/r', appPath: '/src/innosizer' }),
    ).toBe('/src/innosizer/dist/cli/innosizer.mjs');
  });
});

describe('the sh launcher (Linux, macOS)', () => {
  const hostile = ['predict', 'a b', "it's", '"q"', '$HOME', '`id`', '*', '', '--x=1;echo no'];

  it('runs the app executable with the marker and every argument intact, and returns its status', () => {
    const fakeApp = script(
      "fake app's exe",
      '#!/bin/sh\nfor a in "$@"; do printf "[%s]\\n" "$a"; done\necho err >&2\nexit 7\n',
    );
    for (const platform of ['linux', 'darwin'] as const) {
      const launcher = script(`innosizer-${platform}`, posixLauncher(fakeApp, platform));
      const r = spawnSync(launcher, hostile, { encoding: 'utf8' });
      expect(r.status).toBe(7);
      expect(r.stderr).toBe('err\n');
      const head = platform === 'linux' ? ['--ozone-platform=headless'] : [];
      expect(r.stdout).toBe(
        [...head, CLI_MARKER, '--', ...hostile].map((a) => `[${a}]\n`).join(''),
      );
    }
  });

  it('says where the app should be when it is gone (exit 127)', () => {
    const launcher = script('innosizer-gone', posixLauncher(join(dir, 'no', 'app'), 'linux'));
    const r = spawnSync(launcher, ['--help'], { encoding: 'utf8' });
    expect(r.status).toBe(127);
    expect(r.stderr).toMatch(
      /innosizer: the InnoSizer app is not at .*\/no\/app \(moved or uninstalled\?\)/,
    );
  });

  it('with an executable doing what main does in command-line mode, runs the real CLI bundle', () => {
    const built = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/build-cli.mjs'), '--outdir', join(dir, 'resources', 'cli')],
      { encoding: 'utf8', cwd: ROOT },
    );
    expect(built.status, built.stderr).toBe(0);
    // main's runCommandLine with Node in Electron's place: the marker's arguments (the same rule,
    // restated in plain JavaScript), the bundle from resources/cli, its processIo, its status.
    const fakeApp = script(
      'app-cli-mode.mjs',
      `#!${process.execPath}
const argv = process.argv.slice(1);
const at = argv.indexOf(${JSON.stringify(CLI_MARKER)});
if (at < 0) { console.log('window'); process.exit(0); }
const args = argv.slice(at + 1);
if (args[0] === '--') args.shift();
const cli = await import(${JSON.stringify(`file://${join(dir, 'resources', 'cli', 'innosizer.mjs')}`)});
process.exitCode = await cli.main(args, cli.processIo());
`,
    );
    const launcher = script('innosizer', posixLauncher(fakeApp, 'darwin'));
    const ok = spawnSync(launcher, ['predict', '--json', '--name', 'a b'], { encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    const j = JSON.parse(ok.stdout) as { startup: { totalSeconds: number } };
    expect(j.startup.totalSeconds).toBeGreaterThan(0);
    const bad = spawnSync(launcher, ['predict', '--region', 'nowhere'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    const help = spawnSync(launcher, ['--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: innosizer <command> [flags]');
  }, 60_000);
});

describe('the Windows launcher', () => {
  it('runs innosizer.exe two folders up (resources\\bin → install folder) with the marker, CRLF', () => {
    const text = windowsLauncher('innosizer');
    expect(text.split('\r\n')).toEqual([
      '@echo off',
      `rem ${LAUNCHER_TAG} (innosizer --help).`,
      'rem Runs the InnoSizer app in its command-line mode. Add this folder to PATH to use it.',
      `"%~dp0..\\..\\innosizer.exe" ${CLI_MARKER} -- %*`,
      'exit /b %ERRORLEVEL%',
      '',
    ]);
  });
});

describe('deb/rpm scripts: /usr/bin/innosizer is the launcher', () => {
  const require = createRequire(import.meta.url);
  const templates = resolve(require.resolve('app-builder-lib/package.json'), '../templates/linux');
  const scripts = linuxPackageScripts({
    afterInstall: readFileSync(join(templates, 'after-install.tpl'), 'utf8'),
    afterRemove: readFileSync(join(templates, 'after-remove.tpl'), 'utf8'),
  });
  /** As electron-builder fills its macros in (FpmTarget's writeConfigFile). */
  const render = (text: string) =>
    text.replace(/\$\{([a-zA-Z]+)\}/g, (_, name: string) => {
      const value = { executable: 'innosizer', sanitizedProductName: 'InnoSizer' }[name];
      if (value === undefined) throw new Error(`Macro ${name} is not defined`);
      return value;
    });

  it('the files electron-builder is given are up to date (node scripts/package-scripts.mjs)', () => {
    expect(readFileSync(join(ROOT, 'electron/linux/after-install.tpl'), 'utf8')).toBe(
      scripts.afterInstall,
    );
    expect(readFileSync(join(ROOT, 'electron/linux/after-remove.tpl'), 'utf8')).toBe(
      scripts.afterRemove,
    );
    expect(readFileSync(join(ROOT, 'electron/bin/innosizer.cmd'), 'utf8')).toBe(
      windowsLauncher('innosizer'),
    );
  });

  it("keep electron-builder's other steps and drop only its /usr/bin link", () => {
    const install = render(scripts.afterInstall);
    expect(install).toContain("chmod 4755 '/opt/InnoSizer/chrome-sandbox'");
    expect(install).toContain('update-desktop-database');
    expect(install).toContain('apparmor_parser');
    expect(install).not.toContain('ln -sf');
    expect(install).not.toContain('update-alternatives --install');
    expect(render(scripts.afterRemove)).toContain('APPARMOR_PROFILE_DEST');
  });

  it('install writes the launcher (0755) for /opt/InnoSizer/innosizer; remove deletes only the launcher', () => {
    const root = join(dir, 'root');
    mkdirSync(join(root, 'usr', 'bin'), { recursive: true });
    // The steps that touch /usr/bin, run under a temporary root (no update-alternatives here).
    const rooted = (text: string) =>
      render(text)
        .replaceAll("'/usr/bin/", `'${root}/usr/bin/`)
        .replace('if type update-alternatives', 'if false');
    const block = (text: string, from: string, to: string) =>
      text.slice(text.indexOf(from), text.indexOf(to));
    const install = block(rooted(scripts.afterInstall), '# The command line', '# Check if user');
    const remove = block(rooted(scripts.afterRemove), '# The command line', 'APPARMOR');
    const command = join(root, 'usr', 'bin', 'innosizer');
    // An earlier version's link to the app is replaced.
    spawnSync('ln', ['-s', '/opt/InnoSizer/innosizer', command]);
    expect(spawnSync('bash', ['-c', install]).status).toBe(0);
    expect(readFileSync(command, 'utf8')).toBe(posixLauncher('/opt/InnoSizer/innosizer', 'linux'));
    expect(statSync(command).mode & 0o777).toBe(0o755);
    expect(spawnSync('bash', ['-c', remove]).status).toBe(0);
    expect(existsSync(command)).toBe(false);
    // Someone else's innosizer (npm install -g) is left alone by the removal.
    writeFileSync(command, '#!/usr/bin/env node\n');
    expect(spawnSync('bash', ['-c', remove]).status).toBe(0);
    expect(existsSync(command)).toBe(true);
  });
});

describe('macOS: Install Command Line Tool…', () => {
  const APP = '/Applications/InnoSizer.app/Contents/MacOS/InnoSizer';
  function system(opts: {
    existing?: string | null;
    denied?: boolean;
    adminRefused?: boolean;
    replace?: boolean;
  }) {
    const calls: string[] = [];
    const files = new Map<string, string>();
    const sys: InstallSystem = {
      readText: async () => opts.existing ?? null,
      writeExecutable: async (file, text) => {
        calls.push('write');
        if (opts.denied) throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
        files.set(file, text);
      },
      writeExecutableAsAdmin: async (file, text) => {
        calls.push('admin');
        if (opts.adminRefused) throw new Error('User canceled.');
        files.set(file, text);
      },
      confirmReplace: async () => {
        calls.push('confirm');
        return opts.replace ?? false;
      },
    };
    return { sys, calls, files };
  }

  it('writes the launcher to /usr/local/bin/innosizer', async () => {
    const s = system({});
    const r = await installCommandLineTool(APP, s.sys);
    expect(r).toMatchObject({ kind: 'installed', path: '/usr/local/bin/innosizer' });
    expect(s.files.get('/usr/local/bin/innosizer')).toBe(posixLauncher(APP, 'darwin'));
    expect(s.calls).toEqual(['write']);
  });

  it('asks for an administrator when the folder is not writable, and says so if refused', async () => {
    const s = system({ denied: true });
    expect((await installCommandLineTool(APP, s.sys)).kind).toBe('installed');
    expect(s.calls).toEqual(['write', 'admin']);
    const refused = system({ denied: true, adminRefused: true });
    expect(await installCommandLineTool(APP, refused.sys)).toEqual({
      kind: 'failed',
      message:
        'The command was not installed: writing /usr/local/bin/innosizer needs an administrator (User canceled.).',
    });
  });

  it('leaves the same launcher alone, replaces an older one, and asks before replacing another command', async () => {
    const same = system({ existing: posixLauncher(APP, 'darwin') });
    expect((await installCommandLineTool(APP, same.sys)).kind).toBe('unchanged');
    expect(same.calls).toEqual([]);
    const older = system({
      existing: posixLauncher('/Users/u/Downloads/InnoSizer.app/x', 'darwin'),
    });
    expect((await installCommandLineTool(APP, older.sys)).kind).toBe('installed');
    expect(older.calls).toEqual(['write']);
    const npm = system({ existing: '#!/usr/bin/env node\n// npm', replace: false });
    expect(await installCommandLineTool(APP, npm.sys)).toEqual({ kind: 'cancelled' });
    expect(npm.calls).toEqual(['confirm']);
    const npmOk = system({ existing: '#!/usr/bin/env node\n', replace: true });
    expect((await installCommandLineTool(APP, npmOk.sys)).kind).toBe('installed');
    expect(npmOk.calls).toEqual(['confirm', 'write']);
  });

  it("the administrator's copy command keeps odd paths whole (run here with sh)", () => {
    const odd = join(dir, `it's "odd" \\ $x`);
    mkdirSync(odd, { recursive: true });
    const source = join(odd, 'launcher');
    writeFileSync(source, 'text');
    const target = join(odd, 'bin dir', 'innosizer');
    const apple = adminCopyScript(source, target);
    expect(apple).toMatch(/^do shell script ".*" with administrator privileges$/);
    // The AppleScript string literal, unescaped as osascript would, then run by sh.
    const literal = apple.slice(
      'do shell script "'.length,
      -'" with administrator privileges'.length,
    );
    const shell = literal.replace(/\\(["\\])/g, '$1');
    expect(spawnSync('sh', ['-c', shell]).status).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe('text');
    expect(statSync(target).mode & 0o777).toBe(0o755);
  });
});
