/**
 * The text of a file the user dropped or picked in the renderer, decoded by the core's one decoder
 * (src/core/encoding.ts): a UTF-8 byte-order mark is dropped and UTF-16 files read as text, as
 * they do when the shell or the CLI reads them (issue 16).
 */
import { decodeTextFile } from '../../core/encoding.ts';

export async function fileText(file: Blob): Promise<string> {
  // Test doubles of File may offer only text().
  if (typeof file.arrayBuffer !== 'function') return file.text();
  return decodeTextFile(new Uint8Array(await file.arrayBuffer()));
}
