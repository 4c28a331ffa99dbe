import type { ImportOptions, ImportResult } from '../../../core/imports/types.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

export interface ImportJob {
  result: Promise<ImportResult | null>;
  cancel: () => void;
}

/** Import one file's text in a Web Worker; `cancel` terminates it and resolves with null. */
export function runImport(
  fileName: string,
  text: string,
  options: ImportOptions,
  onProgress: (fraction: number) => void,
): ImportJob {
  const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
  let settle: (r: ImportResult | null) => void = () => {};
  const result = new Promise<ImportResult | null>((resolve) => {
    settle = resolve;
  });
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    if (e.data.kind === 'progress') onProgress(e.data.total > 0 ? e.data.bytes / e.data.total : 1);
    else {
      settle(e.data.result);
      worker.terminate();
    }
  };
  worker.onerror = (e) => {
    settle({
      format: null,
      records: [],
      errors: [{ file: fileName, line: 0, field: '', message: `Importer failed: ${e.message}` }],
    });
    worker.terminate();
  };
  const msg: ToWorker = { fileName, text, options };
  worker.postMessage(msg);
  return {
    result,
    cancel: () => {
      worker.terminate();
      settle(null);
    },
  };
}
