/**
 * How the CLI loads the user catalog overlay. Where it lives is the core's rule (overlayLocation),
 * which the app's main process uses too. Commands price with the shipped catalog plus this overlay
 * when the file exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { sep } from 'node:path';
import { DEFAULT_CATALOG } from '../core/catalog/index.ts';
import type { Catalog } from '../core/catalog/types.ts';
import type { CatalogOverlay } from '../core/catalog/offer/overlay.ts';
import { applyOverlay, overlayLocation, parseOverlayText } from '../core/catalog/offer/overlay.ts';
import type { CliError } from './errors.ts';
import { cliError } from './errors.ts';

export function overlayPath(env: NodeJS.ProcessEnv = process.env): string {
  return overlayLocation(env, homedir(), sep);
}

/** The overlay at `path`, null when there is none, or a failure naming the file. */
export function readOverlay(path: string): CatalogOverlay | null | CliError {
  if (!existsSync(path)) return null;
  const checked = parseOverlayText(readFileSync(path, 'utf8'));
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
