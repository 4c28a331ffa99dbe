import { main } from '../../../src/cli/main.ts';

/** Runs the CLI in-process as `innosizer ARGV…` would: its exit status and what it printed. */
export async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}
