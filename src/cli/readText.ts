/**
 * Reads a user's text file (scenario, inventory) for the CLI: the bytes decoded by the core's one
 * decoder (src/core/encoding.ts), so a UTF-8 byte-order mark or a UTF-16 file reads as its text.
 */
import { readFileSync } from 'node:fs';
import { decodeTextFile } from '../core/encoding.ts';

export function readTextFile(path: string): string {
  return decodeTextFile(readFileSync(path));
}
