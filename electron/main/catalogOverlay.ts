import { homedir } from 'node:os';
import path from 'node:path';
import type { CatalogOverlayFile, FileResult } from '../../src/shared/api.ts';
import {
  MAX_OVERLAY_BYTES,
  overlayLocation,
  parseOverlayText,
} from '../../src/core/catalog/offer/overlay.ts';
import { fileResult } from './fileErrors.ts';

/**
 * The user catalog overlay for the app: the file `innosizer catalog update --offer-file` writes
 * (where the core's overlayLocation says, the rule the CLI writes by), read and checked in main and handed to the
 * renderer, which checks it again and prices with it. No file is not a failure (null: the app uses
 * the built-in catalog); an unreadable or malformed file comes back as an error the app shows
 * while it falls back to the built-in catalog.
 */

/** The overlay file is not an overlay (bad JSON, wrong format, a bad price). */
export class InvalidOverlayError extends Error {
  readonly code = 'EINVALID';
}

/** Where `innosizer catalog update` writes the overlay, for this process's environment. */
export function catalogOverlayPath(env: NodeJS.ProcessEnv = process.env): string {
  return overlayLocation(env, homedir(), path.sep);
}

export async function loadCatalogOverlay(
  filePath: string,
  readTextFile: (filePath: string, maxBytes: number) => Promise<string>,
): Promise<FileResult<CatalogOverlayFile | null>> {
  return fileResult(filePath, async () => {
    let text: string;
    try {
      text = await readTextFile(filePath, MAX_OVERLAY_BYTES);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const overlay = parseOverlayText(text);
    if (typeof overlay === 'string')
      throw new InvalidOverlayError(`The price list ${filePath} is not usable: ${overlay}`);
    return { path: filePath, overlay };
  });
}
