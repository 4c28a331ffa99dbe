/**
 * Where the user catalog overlay lives and how the CLI loads it: `$INNOSIZER_CATALOG_OVERLAY`, or
 * `$XDG_CONFIG_HOME/innosizer/catalog-overlay.json` (default `~/.config/innosizer/…`). Commands
 * price with the shipped catalog plus this overlay when the file exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CATALOG } from '../core/catalog/index.ts';
import type { Catalog } from '../core/catalog/types.ts';
import type { CatalogOverlay } from '../core/catalog/offer/overlay.ts';
import { applyOverlay, checkOverlay } from '../core/catalog/offer/overlay.ts';
import type { CliError } from './errors.ts';
import { cliError } from './errors.ts';

export function overlayPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.INNOSIZER_CATALOG_OVERLAY) return env.INNOSIZER_CATALOG_OVERLAY;
  const config = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, 'innosizer', 'catalog-overlay.json');
}

/** The overlay at `path`, null when there is none, or a failure naming the file. */
export function readOverlay(path: string): CatalogOverlay | null | CliError {
  if (!existsSync(path)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return cliError('invalid-file', `catalog overlay is not JSON: ${(e as Error).message}`, {
      file: path,
    });
  }
  const checked = checkOverlay(raw);
  if (typeof checked === 'string')
    return cliError('invalid-file', `catalog overlay: ${checked}`, { file: path });
  return checked;
}

/** The shipped catalog with the user's overlay laid over it, and the overlay (or null). */
export function loadCatalog(
  env: NodeJS.ProcessEnv = process.env,
): { catalog: Catalog; overlay: CatalogOverlay | null } | CliError {
  const o = readOverlay(overlayPath(env));
  if (o === null) return { catalog: DEFAULT_CATALOG, overlay: null };
  if ('kind' in o) return o;
  return { catalog: applyOverlay(DEFAULT_CATALOG, o), overlay: o };
}
