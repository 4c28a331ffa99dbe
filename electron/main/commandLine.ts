import path from 'node:path';

/**
 * `innosizer` on PATH from the packaged app (issue 14). The app has no Node of its own and its
 * runAsNode fuse stays off (forge.config.js), so the command is the app's own executable started
 * in a command-line mode: a launcher runs `<app executable> --innosizer-cli -- ARGS…`; main sees
 * the marker before anything else (no window, no single-instance lock, no menu), runs the CLI
 * bundle shipped in the app's resources (resources/cli/innosizer.mjs, the same bundle as
 * `npm install -g`), and exits with its status, stdout and stderr untouched.
 *
 * This module is the part that can be tested without Electron: the argv check, where the bundle
 * is, the launcher scripts' text, the Linux package scripts that install /usr/bin/innosizer, and
 * the macOS "Install Command Line Tool…" decision. index.ts wires them to Electron.
 */

/** The argument that puts the app's executable in command-line mode. */
export const CLI_MARKER = '--innosizer-cli';

/** A line every launcher carries, so an installer can tell its own file from another `innosizer`. */
export const LAUNCHER_TAG = 'innosizer-launcher: the InnoSizer command line';

/**
 * The CLI's arguments when `argv` (process.argv of the app) asks for command-line mode, else null.
 * The marker counts only before a bare `--` (after one, everything is a document argument); the
 * `--` that launchers put after it (so Chromium reads nothing that follows as its own switch) is
 * dropped.
 */
export function cliArguments(argv: readonly string[]): string[] | null {
  for (let i = 1; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') return null;
    if (arg === CLI_MARKER) {
      const rest = argv.slice(i + 1);
      return rest[0] === '--' ? rest.slice(1) : rest;
    }
  }
  return null;
}

/** The CLI bundle: in the package's resources, or dist/cli of the checkout in development. */
export function cliBundlePath(where: {
  isPackaged: boolean;
  resourcesPath: string;
  appPath: string;
}): string {
  return where.isPackaged
    ? path.join(where.resourcesPath, 'cli', 'innosizer.mjs')
    : path.join(where.appPath, 'dist', 'cli', 'innosizer.mjs');
}

/** `text` as one single-quoted sh word. */
export function shQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * The `innosizer` launcher for Linux and macOS: a sh script that runs the app's executable in
 * command-line mode with the user's arguments. On Linux it also asks Chromium for its headless
 * platform, so the command runs where there is no display (a server over SSH).
 */
export function posixLauncher(appExecutable: string, platform: 'linux' | 'darwin'): string {
  const headless = platform === 'linux' ? ' --ozone-platform=headless' : '';
  return `#!/bin/sh
# ${LAUNCHER_TAG} (innosizer --help).
# It runs the InnoSizer app's own executable in its command-line mode: no window opens, and the
# output and exit status are the command's. Delete this file to remove the command.
APP=${shQuote(appExecutable)}
if [ ! -x "$APP" ]; then
  echo "innosizer: the InnoSizer app is not at $APP (moved or uninstalled?). Reinstall the command, or delete $0." >&2
  exit 127
fi
exec "$APP"${headless} ${CLI_MARKER} -- "$@"
`;
}

/**
 * The Windows launcher, resources\\bin\\innosizer.cmd: runs innosizer.exe two folders up (the
 * install folder) in command-line mode. CRLF line ends, as cmd.exe expects.
 */
export function windowsLauncher(executableName: string): string {
  return [
    '@echo off',
    `rem ${LAUNCHER_TAG} (innosizer --help).`,
    'rem Runs the InnoSizer app in its command-line mode. Add this folder to PATH to use it.',
    `"%~dp0..\\..\\${executableName}.exe" ${CLI_MARKER} -- %*`,
    'exit /b %ERRORLEVEL%',
    '',
  ].join('\r\n');
}

/** Where the deb/rpm installs the app (electron-builder's macros, filled in when it builds). */
const LINUX_APP = '/opt/${sanitizedProductName}/${executable}';
const LINUX_COMMAND = '/usr/bin/${executable}';

/**
 * The part of the deb/rpm after-install script (electron-builder's default template, see
 * electron/linux/after-install.tpl) that puts the command on PATH: /usr/bin/innosizer is the
 * launcher, written as a file, where electron-builder's default made it a link to the app (which
 * opened a window instead of running the command).
 */
export function linuxInstallBlock(): string {
  return `# The command line: /usr/bin/\${executable} is InnoSizer's launcher (electron/main/commandLine.ts),
# not a link to the app. An earlier link (update-alternatives or ln -s) is removed first.
if type update-alternatives >/dev/null 2>&1; then
    update-alternatives --remove '\${executable}' '${LINUX_APP}' >/dev/null 2>&1 || true
fi
rm -f '${LINUX_COMMAND}'
cat > '${LINUX_COMMAND}' <<'INNOSIZER_LAUNCHER'
${posixLauncher(LINUX_APP, 'linux')}INNOSIZER_LAUNCHER
chmod 755 '${LINUX_COMMAND}'
`;
}

/** The after-remove counterpart: deletes /usr/bin/innosizer only if it is the launcher. */
export function linuxRemoveBlock(): string {
  return `# The command line: remove /usr/bin/\${executable} if it is InnoSizer's launcher (an upgrade
# writes it again after this runs).
if grep -q '${LAUNCHER_TAG}' '${LINUX_COMMAND}' 2>/dev/null; then
    rm -f '${LINUX_COMMAND}'
fi
`;
}

/** What Install Command Line Tool… did, in the user's words. */
export type InstallOutcome =
  | { kind: 'installed'; path: string; message: string }
  | { kind: 'unchanged'; path: string; message: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** What `installCommandLineTool` needs from the system (fs and osascript in index.ts; fakes in tests). */
export interface InstallSystem {
  /** The file's text, or null if there is no file (a dangling link counts as none). */
  readText(file: string): Promise<string | null>;
  /** Writes the file (creating its folder), mode 0755; rejects with the system error. */
  writeExecutable(file: string, text: string): Promise<void>;
  /** The same with administrator rights (macOS asks for the password); rejects if refused. */
  writeExecutableAsAdmin(file: string, text: string): Promise<void>;
  /** Asks whether to replace another `innosizer` command at `file`. */
  confirmReplace(file: string): Promise<boolean>;
}

/** The macOS command, like Visual Studio Code's `code` (Shell Command: Install 'code' command in PATH). */
export const MAC_COMMAND_PATH = '/usr/local/bin/innosizer';

/**
 * Install Command Line Tool… (macOS): writes the launcher for `appExecutable` to `target`. An
 * identical launcher is left alone; another `innosizer` (npm's, say) is replaced only if the user
 * agrees; a folder the user cannot write asks for an administrator's password.
 */
export async function installCommandLineTool(
  appExecutable: string,
  system: InstallSystem,
  target = MAC_COMMAND_PATH,
): Promise<InstallOutcome> {
  const launcher = posixLauncher(appExecutable, 'darwin');
  const done = `Installed: run \`innosizer --help\` in a new terminal window. The command runs this copy of InnoSizer (${appExecutable}); if you move the app, install the command again.`;
  let existing: string | null;
  try {
    existing = await system.readText(target);
  } catch (e) {
    return { kind: 'failed', message: `Cannot read ${target}: ${(e as Error).message}` };
  }
  if (existing === launcher)
    return {
      kind: 'unchanged',
      path: target,
      message: `The command is already installed at ${target}: run \`innosizer --help\` in a terminal.`,
    };
  if (
    existing !== null &&
    !existing.includes(LAUNCHER_TAG) &&
    !(await system.confirmReplace(target))
  )
    return { kind: 'cancelled' };
  try {
    await system.writeExecutable(target, launcher);
    return { kind: 'installed', path: target, message: done };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM')
      return { kind: 'failed', message: `Cannot write ${target}: ${(e as Error).message}` };
  }
  try {
    await system.writeExecutableAsAdmin(target, launcher);
    return { kind: 'installed', path: target, message: done };
  } catch (e) {
    return {
      kind: 'failed',
      message: `The command was not installed: writing ${target} needs an administrator (${(e as Error).message}).`,
    };
  }
}

/** `text` as an AppleScript string literal. */
function appleScriptString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * The AppleScript that copies `source` (a temporary file with the launcher) to `target` with
 * administrator rights (macOS shows its password prompt): `osascript -e <this>`.
 */
export function adminCopyScript(source: string, target: string): string {
  const dir = path.posix.dirname(target);
  const shell = `mkdir -p ${shQuote(dir)} && cp -f ${shQuote(source)} ${shQuote(target)} && chmod 755 ${shQuote(target)}`;
  return `do shell script ${appleScriptString(shell)} with administrator privileges`;
}

/**
 * The deb/rpm scripts: electron-builder's default after-install and after-remove templates (its
 * chrome-sandbox, MIME, desktop-database and AppArmor steps kept) with their /usr/bin link steps
 * replaced by the launcher's. Throws if the defaults no longer have the expected shape (a new
 * electron-builder: look at its templates again). Written to electron/linux/ by
 * scripts/package-scripts.mjs; a unit test keeps those files equal to this.
 */
export function linuxPackageScripts(defaults: { afterInstall: string; afterRemove: string }): {
  afterInstall: string;
  afterRemove: string;
} {
  return {
    afterInstall: replaceBetween(
      defaults.afterInstall,
      'if type update-alternatives',
      '# Check if user namespaces',
      `${linuxInstallBlock()}\n`,
    ),
    afterRemove: replaceBetween(
      defaults.afterRemove,
      '# Delete the link to the binary',
      "APPARMOR_PROFILE_DEST='",
      `${linuxRemoveBlock()}\n`,
    ),
  };
}

function replaceBetween(text: string, start: string, end: string, replacement: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0)
    throw new Error(`electron-builder's template changed: "${start}" … "${end}" not found`);
  return `${text.slice(0, from)}${replacement}${text.slice(to)}`;
}
