/**
 * How the CLI loads the user catalog overlay. Where it lives is the core's rule (overlayLocation),
 * which the app's main process uses too. Commands price with the shipped catalog plus this overlay
 * when the file exists; an overlay that cannot be read or is malformed is a warning, never a
 * failure of the command (the shipped catalog's prices are used).
 */
import { homedir } from 'node:os';
import { sep } from 'node:path';
import { DEFAULT_CATALOG } from '../core/catalog/index.ts';
import type { Catalog } from '../core/catalog/types.ts';
import type { CatalogOverlay } from '../core/catalog/offer/overlay.ts';
import { applyOverlay, overlayLocation, parseOverlayText } from '../core/catalog/offer/overlay.ts';
import type { CliError } from './errors.ts';
import { cliError } from './errors.ts';
import { readTextFile } from './readText.ts';

export function overlayPath(env: NodeJS.ProcessEnv = process.env): string {
  return overlayLocation(env, homedir(), sep);
}

/** Why a file could not be read, in words (a folder, no permission, a disk error). */
export function readFailureWords(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err?.code) {
    case 'EISDIR':
      return 'it is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EIO':
      return 'the disk reported an input/output error';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    default:
      return err instanceof Error ? err.message : String(e);
  }
}

/** The overlay at `path`, null when there is none, or a failure naming the file. */
export function readOverlay(path: string): CatalogOverlay | null | CliError {
  let text: string;
  try {
    text = readTextFile(path, 'overlay');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return cliError(
      'invalid-file',
      `catalog overlay: cannot read ${path}: ${readFailureWords(e)}`,
      {
        file: path,
      },
    );
  }
  const checked = parseOverlayText(text);
  if (typeof checked === 'string')
    return cliError('invalid-file', `catalog overlay: ${checked}`, { file: path });
  return checked;
}

/**
 * The shipped catalog with the user's overlay laid over it, and the overlay (or null). An overlay
 * that cannot be used is reported through `warn` (one line) and left out.
 */
export function loadCatalog(
  warn: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): { catalog: Catalog; overlay: CatalogOverlay | null } {
  const o = readOverlay(overlayPath(env));
  if (o === null) return { catalog: DEFAULT_CATALOG, overlay: null };
  if ('kind' in o) {
    warn(
      `warning: ${o.message}; using the shipped catalog's prices (run \`innosizer catalog update\` again, or remove the file)\n`,
    );
    return { catalog: DEFAULT_CATALOG, overlay: null };
  }
  return { catalog: applyOverlay(DEFAULT_CATALOG, o), overlay: o };
}
