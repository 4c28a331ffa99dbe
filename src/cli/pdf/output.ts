/** The flags every PDF-writing command shares: where the PDF goes (a .pdf in an existing folder) and the paper. */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ParsedArgs } from '../args.ts';
import { valueOf } from '../args.ts';
import type { CliError } from '../errors.ts';
import { usageError } from '../errors.ts';
import { isStandardOutputPath } from '../../node/atomicWrite.ts';

/**
 * null when `out` names a .pdf file in a folder that exists, or standard output (`/dev/stdout`)
 * when `stdoutFree` says nothing else is printed there; otherwise the usage error.
 */
export function pdfPathError(flag: string, out: string, stdoutFree = false): CliError | null {
  if (isStandardOutputPath(out))
    return stdoutFree
      ? null
      : usageError(
          `--${flag}: standard output carries this command's other output; write the PDF to a file`,
          flag,
        );
  if (!out.toLowerCase().endsWith('.pdf'))
    return usageError(`--${flag}: expected a .pdf file name, got "${out}"`, flag);
  const dir = dirname(resolve(out));
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return usageError(`--${flag}: folder ${dir} does not exist`, flag);
  return null;
}

/** --paper a4|letter (default a4). */
export function paperOf(args: ParsedArgs): 'A4' | 'Letter' | CliError {
  const paper = valueOf(args, 'paper') ?? 'a4';
  if (paper !== 'a4' && paper !== 'letter')
    return usageError(`--paper: expected a4 or letter, got "${paper}"`, 'paper');
  return paper === 'a4' ? 'A4' : 'Letter';
}
