import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CATALOG } from '../../src/core/catalog/index.ts';
import { mergeIntoOverlayFile, readOfferFile } from '../../src/node/overlayFile.ts';
import { OfferFormatError } from '../../src/core/catalog/offer/scanner.ts';
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

/**
 * File → Import Price List…: reads the AWS EC2 or RDS offer file the user chose, streaming with progress
 * (the core's readOffer, as `innosizer catalog update --offer-file` reads it), and writes the
 * overlay where the CLI writes it, merged region by region into the one there, whole or not at
 * all (`write` is atomic). A file that is not a
 * usable offer file writes nothing and comes back as an 'invalid' error naming it.
 */
export async function importPriceList(
  offerPath: string,
  overlayPath: string,
  options: {
    write: (filePath: string, text: string) => Promise<void>;
    onProgress?: (percent: number) => void;
    now?: () => string;
  },
): Promise<FileResult<CatalogOverlayFile>> {
  const name = path.basename(offerPath);
  return fileResult(offerPath, async () => {
    let overlay;
    try {
      const result = await readOfferFile(offerPath, {
        catalog: DEFAULT_CATALOG,
        createdAt: options.now ?? (() => new Date().toISOString()),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      overlay = result.overlay;
    } catch (error) {
      if (error instanceof OfferFormatError)
        throw new InvalidOverlayError(
          `${name} is not a usable AWS offer file: ${error.message}; nothing written`,
        );
      throw error;
    }
    await mkdir(path.dirname(overlayPath), { recursive: true });
    // Merged into the overlay on disk under its lock, as `catalog update` does (other regions kept).
    const written = await mergeIntoOverlayFile(overlayPath, overlay, options.write);
    return { path: overlayPath, overlay: written };
  });
}
