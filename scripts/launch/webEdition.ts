/**
 * `npm run web` (scripts/web.mjs): its options, whether the renderer needs building again, and the
 * command that opens the default browser. Plain Node.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The port tried first when none is given. The browser keeps the edition's data (unsaved work for
 * recovery, calibration profiles, the dismissed notice) per address, port included, so the same
 * port each time keeps it; when another program holds it, any free port.
 */
export const DEFAULT_PORT = 5751;

export const WEB_USAGE = `Usage: npm run web -- [--port N] [--no-open]

Serves InnoSizer's browser edition at http://127.0.0.1:PORT/ (this computer only), building it
first when its sources changed, and opens it in the default browser.

  --port N    listen on port N (0: any free port). Default ${DEFAULT_PORT}, or a free port when
              ${DEFAULT_PORT} is taken. The browser keeps unsaved work and calibration profiles
              per address, so the same port keeps them.
  --no-open   print the address, do not open a browser
  --help      this text`;

export interface WebOptions {
  /** null: DEFAULT_PORT, or any free port when it is taken. */
  port: number | null;
  open: boolean;
  help: boolean;
}

export type ParsedWebArgs = { ok: true; options: WebOptions } | { ok: false; error: string };

function parsePort(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= 65535 ? n : null;
}

/** `--port N` (or `--port=N`), `--no-open`, `--help`; anything else is an error naming it. */
export function parseWebArgs(argv: readonly string[]): ParsedWebArgs {
  const options: WebOptions = { port: null, open: true, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--no-open') options.open = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--port' || arg.startsWith('--port=')) {
      const text = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      const port = parsePort(text);
      if (port === null)
        return {
          ok: false,
          error: `--port: "${text ?? ''}" is not a port; give a number from 0 to 65535, e.g. --port ${DEFAULT_PORT} (0: any free port)`,
        };
      options.port = port;
    } else
      return {
        ok: false,
        error: `Unknown option "${arg}": npm run web takes --port N and --no-open (see --help)`,
      };
  }
  return { ok: true, options };
}

/** The newest modification time (ms) of the files under `paths` (folders walked, missing skipped). */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (p: string): void => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p)) visit(join(p, e));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/** What the web build is made from (vite.renderer.config.ts: root src/app, which imports these). */
export const WEB_SOURCES = [
  'src/app',
  'src/core',
  'src/shared',
  'src/report-view',
  'public',
  'vite.renderer.config.ts',
  'package.json',
];

/** No build yet, or a source changed after it. */
export function needsBuild(root: string, outDir: string): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  return newestMtime(WEB_SOURCES.map((p) => join(root, p))) > statSync(index).mtimeMs;
}

/** The command that opens `url` in the default browser. */
export function openCommand(
  url: string,
  platform: NodeJS.Platform,
): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // Explorer hands a URL to the default browser (cmd's `start` would need shell quoting).
  if (platform === 'win32') return { command: 'explorer.exe', args: [url] };
  return { command: 'xdg-open', args: [url] };
}
