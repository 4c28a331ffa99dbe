/**
 * Writes the user catalog overlay after reading an offer file, for the CLI (`catalog update`) and
 * the app (File → Import Price List…): under a lock (src/node/fileLock.ts) the overlay on disk is
 * read again and the new regions are merged into it (mergeOverlays), then it is written atomically.
 * So a second update of another region keeps the first region's prices, and two updates at once
 * both land. An overlay on disk that cannot be used (malformed, unreadable) is replaced.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { TextFileDecoder } from '../core/encoding.ts';
import type { OfferChunk, OfferReadResult } from '../core/catalog/offer/reader.ts';
import { readOffer } from '../core/catalog/offer/reader.ts';
import type { Catalog } from '../core/catalog/types.ts';
import type { CatalogOverlay } from '../core/catalog/offer/overlay.ts';
import {
  MAX_OVERLAY_BYTES,
  mergeOverlays,
  parseOverlayText,
} from '../core/catalog/offer/overlay.ts';
import { withFileLock } from './fileLock.ts';
import { writeFileAtomic } from './atomicWrite.ts';

/** The usable overlay at `filePath`, or null (none, too large, unreadable or malformed). */
async function readUsable(filePath: string): Promise<CatalogOverlay | null> {
  try {
    const info = await stat(filePath);
    if (!info.isFile() || info.size > MAX_OVERLAY_BYTES) return null;
    const parsed = parseOverlayText(await readFile(filePath, 'utf8'));
    return typeof parsed === 'string' ? null : parsed;
  } catch {
    return null;
  }
}

/**
 * Merges `next` into the overlay at `filePath` and writes it; returns what was written. `write`
 * is the atomic writer (injected by tests).
 */
export function mergeIntoOverlayFile(
  filePath: string,
  next: CatalogOverlay,
  write: (filePath: string, text: string) => Promise<void> = writeFileAtomic,
): Promise<CatalogOverlay> {
  return withFileLock(filePath, async () => {
    const previous = await readUsable(filePath);
    const merged = previous ? mergeOverlays(previous, next) : next;
    await write(filePath, `${JSON.stringify(merged)}\n`);
    return merged;
  });
}

/** The offer file's text, a quarter MiB at a time (UTF-8, or UTF-16 / a BOM as the core decodes). */
async function* offerChunks(filePath: string): AsyncIterable<OfferChunk> {
  const decoder = new TextFileDecoder();
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 18 })) {
    const bytes = chunk as Buffer;
    yield { text: decoder.write(bytes), bytes: bytes.length };
  }
  yield { text: decoder.end(), bytes: 0 };
}

/** A file that is not an offer file to stream: a folder, a device, a FIFO. Carries `code`. */
export class NotAnOfferFileError extends Error {
  readonly code = 'ENOTFILE';
}

/**
 * Reads an AWS EC2 or RDS offer file (streaming, progress at every tenth) into an overlay. Only a regular
 * file is read: /dev/zero or a FIFO has no end and no size to show progress against.
 */
export async function readOfferFile(
  filePath: string,
  options: {
    catalog: Catalog;
    createdAt: () => string;
    onProgress?: (percent: number) => void;
  },
): Promise<OfferReadResult> {
  const info = await stat(filePath);
  if (!info.isFile())
    throw new NotAnOfferFileError(
      `${basename(filePath)} is ${info.isDirectory() ? 'a folder' : 'not a regular file'}: expected an AWS offer file (JSON)`,
    );
  return readOffer(offerChunks(filePath), {
    ...options,
    fileName: basename(filePath),
    totalBytes: info.size,
  });
}
