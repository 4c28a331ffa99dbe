/**
 * Runs the streaming importer off the main thread, in chunks, posting progress after each, so a
 * large log neither freezes the window nor prevents cancel (the panel terminates the worker).
 */
import { createImporter } from '../../../core/imports/index.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

const CHUNK_CHARS = 256 * 1024;

const post = (m: FromWorker) =>
  (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const { fileName, text, options } = e.data;
  const importer = createImporter(fileName, options);
  for (let i = 0; i < text.length; i += CHUNK_CHARS) {
    importer.push(text.slice(i, i + CHUNK_CHARS));
    post({ kind: 'progress', bytes: Math.min(text.length, i + CHUNK_CHARS), total: text.length });
    // A line ran past its bound: the importer reads no more (its error says so).
    if (importer.stopped) break;
  }
  post({ kind: 'done', result: importer.end() });
};
