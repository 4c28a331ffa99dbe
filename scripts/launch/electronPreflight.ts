/**
 * `npm start`'s preflight (scripts/start.mjs): is the Electron binary there, and if not, can
 * Electron's own install step (node_modules/electron/install.js, what Electron 42+ runs on the
 * first launch) fetch it? When it cannot (a network that reaches the npm registry but not GitHub),
 * one message says what failed, how Electron's documented settings fix it, and that `npm run web`
 * runs InnoSizer in a browser now; never Electron's stack trace.
 *
 * Plain Node (fs, path, crypto): no Electron import, so it runs where Electron is missing.
 * The rules for the binary's place, the download URL and the cache mirror electron/install.js and
 * @electron/get 5, as documented in "Advanced Installation Instructions"
 * (https://www.electronjs.org/docs/latest/tutorial/installation, "Custom Mirrors and Caches").
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, posix } from 'node:path';

export type Env = Record<string, string | undefined>;

export const INSTALL_DOCS =
  'https://www.electronjs.org/docs/latest/tutorial/installation#custom-mirrors-and-caches';
const GITHUB_RELEASES = 'https://github.com/electron/electron/releases/download/';

/**
 * Test hook: the folder the preflight looks in for the binary instead of node_modules/electron/dist
 * (the "binary absent" test points it at an empty folder, so it holds on machines that have one).
 */
export const DIST_OVERRIDE_VAR = 'INNOSIZER_ELECTRON_DIST';

export interface ElectronTarget {
  version: string;
  platform: string;
  arch: string;
}

/** The executable's path inside the unpacked zip, as electron/install.js names it. */
export function executableInZip(platform: string): string {
  switch (platform) {
    case 'darwin':
    case 'mas':
      return 'Electron.app/Contents/MacOS/Electron';
    case 'win32':
      return 'electron.exe';
    default:
      return 'electron';
  }
}

/** What Electron downloads for this machine (ELECTRON_INSTALL_* and npm_config_* as install.js). */
export function electronTarget(version: string, env: Env, host = process): ElectronTarget {
  return {
    version: version.replace(/^v/, ''),
    platform: env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || host.platform,
    arch: env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || host.arch,
  };
}

export interface BinaryCheck {
  installed: boolean;
  /** Where the executable is (or would be). */
  executable: string;
}

/**
 * install.js's isInstalled(): dist/version names this version, path.txt names this platform's
 * executable and the executable exists. ELECTRON_OVERRIDE_DIST_PATH (a binary the user provides)
 * only needs the executable.
 */
export function checkBinary(electronDir: string, target: ElectronTarget, env: Env): BinaryCheck {
  const inZip = executableInZip(target.platform);
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const executable = join(env.ELECTRON_OVERRIDE_DIST_PATH, inZip);
    return { installed: existsSync(executable), executable };
  }
  const dist = env[DIST_OVERRIDE_VAR] || join(electronDir, 'dist');
  const executable = join(dist, inZip);
  try {
    const version = readFileSync(join(dist, 'version'), 'utf8').trim().replace(/^v/, '');
    const pathTxt = readFileSync(join(electronDir, 'path.txt'), 'utf8');
    return {
      installed: version === target.version && pathTxt === inZip && existsSync(executable),
      executable,
    };
  } catch {
    return { installed: false, executable };
  }
}

/** @electron/get's lookup of a mirror setting: .npmrc, package.json config, then ELECTRON_*. */
function mirrorVar(name: string, env: Env): string | undefined {
  const snake = name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  return (
    env[`npm_config_electron_${name.toLowerCase()}`] ||
    env[`npm_config_electron_${snake}`] ||
    env[`npm_package_config_electron_${name}`] ||
    env[`ELECTRON_${snake.toUpperCase()}`] ||
    undefined
  );
}

export interface Download {
  url: string;
  zipName: string;
  /** The cache folder @electron/get looks in first for `zipName` (a zip placed there is used). */
  cacheFolder: string;
}

/** Electron's default cache root (env-paths('electron'), as @electron/get 5 uses it). */
export function defaultCacheRoot(env: Env, platform = process.platform, home = homedir()): string {
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'electron');
  if (platform === 'win32')
    return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'electron', 'Cache');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'electron');
}

/**
 * The URL Electron's install step fetches (ELECTRON_MIRROR + ELECTRON_CUSTOM_DIR + '/' +
 * ELECTRON_CUSTOM_FILENAME, per the installation guide) and the cache folder a pre-downloaded zip
 * goes in: electron_config_cache (or the default root) / sha256 of the URL's folder.
 */
export function electronDownload(target: ElectronTarget, env: Env): Download {
  const defaultZip = `electron-v${target.version}-${target.platform}-${target.arch}.zip`;
  const base = mirrorVar('mirror', env) ?? GITHUB_RELEASES;
  const dir = (mirrorVar('customDir', env) ?? `v${target.version}`).replace(
    '{{ version }}',
    target.version,
  );
  const zipName = mirrorVar('customFilename', env) ?? defaultZip;
  const url = `${base}${dir}/${zipName}`;
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.search = '';
  parsed.pathname = posix.dirname(parsed.pathname);
  const hash = createHash('sha256').update(parsed.toString()).digest('hex');
  const root = env.electron_config_cache || defaultCacheRoot(env);
  return { url, zipName, cacheFolder: join(root, hash) };
}

/** The first line of what the install step printed, without its stack or error class. */
export function installFailure(output: string): string {
  const line = output
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('at ') && !/^Downloading Electron/i.test(l));
  return (line ?? 'no reason given').replace(/^[A-Za-z]*Error: /, '');
}

/** Where a shell variable is set for one command, as the user's shell writes it. */
function withVar(name: string, value: string, platform: string): string {
  return platform === 'win32' ? `set ${name}=${value} && npm start` : `${name}=${value} npm start`;
}

export interface MissingElectron {
  target: ElectronTarget;
  download: Download;
  /** Why the install step failed, in its own words (first line), or what is still missing. */
  reason: string;
  executable: string;
}

/** The one message `npm start` prints when there is no Electron binary and none could be fetched. */
export function missingElectronMessage(m: MissingElectron, platform = process.platform): string {
  const { target, download } = m;
  return [
    `InnoSizer's desktop app cannot start: the Electron ${target.version} binary is not installed and Electron's install step could not fetch it.`,
    `  Tried:  ${download.url}`,
    `  Failed: ${m.reason}`,
    `  Looked for: ${m.executable}`,
    '',
    'Use InnoSizer now, in your browser (same app, no Electron needed):',
    '',
    '    npm run web',
    '',
    `To get the desktop app, give Electron another way to its binary (${INSTALL_DOCS}):`,
    `  - a mirror of Electron's GitHub releases your network reaches:`,
    `      ${withVar('ELECTRON_MIRROR', 'https://mirror.example.com/electron/', platform)}`,
    `  - the zip, downloaded elsewhere (${download.url}):`,
    `      put ${download.zipName} in ${download.cacheFolder}`,
    `      (or set electron_config_cache to the folder that holds ${posix.basename(download.cacheFolder)}/${download.zipName}), then npm start`,
    `  - an HTTP proxy: set ELECTRON_GET_USE_PROXY=1 and HTTPS_PROXY, then npm start`,
  ].join('\n');
}

export interface InstallRun {
  /** Exit status of Electron's install step (null: it was killed). */
  status: number | null;
  /** Its stdout and stderr. */
  output: string;
}

export interface PreflightDeps {
  /** node_modules/electron */
  electronDir: string;
  version: string;
  env: Env;
  /** Runs node_modules/electron/install.js (Electron's own download-and-unpack step). */
  runInstall: () => InstallRun;
  /** A line before a download starts (it may take a while). */
  say: (line: string) => void;
}

export type Preflight = { ok: true; executable: string } | { ok: false; message: string };

/** Binary present: go. Missing: run Electron's install step, check again, or explain. */
export function preflight(deps: PreflightDeps): Preflight {
  const target = electronTarget(deps.version, deps.env);
  const before = checkBinary(deps.electronDir, target, deps.env);
  if (before.installed) return { ok: true, executable: before.executable };
  const download = electronDownload(target, deps.env);
  deps.say(
    `InnoSizer: downloading the Electron ${target.version} binary (first start) from ${download.url} …`,
  );
  const run = deps.runInstall();
  const after = checkBinary(deps.electronDir, target, deps.env);
  if (run.status === 0 && after.installed) return { ok: true, executable: after.executable };
  const reason =
    run.status === 0
      ? `the install step finished, but there is no Electron ${target.version} binary at ${after.executable}`
      : installFailure(run.output);
  return {
    ok: false,
    message: missingElectronMessage({ target, download, reason, executable: after.executable }),
  };
}
