/** Where a CLI command writes. Injected so tests can run commands in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Rewrites the progress line on stderr (a terminal only; '' clears it). `main` provides it; a
   * command run without it (tests) shows no progress.
   */
  progress?: (line: string) => void;
  /**
   * Writes bytes to stdout as they are, resolving once they are written (the caller then reuses
   * the buffer; this is also the backpressure). Only for text that is terminal-safe by
   * construction (JsonSpool: `safeJson` or recordJson.ts); `main` passes it through its escaping
   * seam unchanged. Without it (tests), the bytes are decoded and written through `stdout`.
   */
  stdoutBytes?: (bytes: Uint8Array) => void | Promise<void>;
}
