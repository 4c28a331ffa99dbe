/**
 * `--calibration PROFILE.json` (issue 36 item 2): applies a profile `innosizer calibrate --out`
 * wrote (or the app saved) to the scenario, as the app's applied profile does: the model takes
 * its fitted parameters, and the startup range narrows on the machines its starts were measured on.
 */
import type { Scenario } from '../core/scenario/types.ts';
import { parseProfileFile } from '../core/calibration/profile.ts';
import type { FlagRow, ParsedArgs } from './args.ts';
import { valueOf } from './args.ts';
import type { CliError } from './errors.ts';
import { cliError } from './errors.ts';

export const CALIBRATION_FLAG: FlagRow = {
  flag: 'calibration',
  value: 'PROFILE.json',
  help: 'apply a calibration profile (innosizer calibrate --out): its fitted parameters, and startup ranges narrowed where its starts were measured',
};

/** The scenario with the profile of `--calibration` applied, or the error naming the file and field. */
export function withCalibrationFlag(
  args: ParsedArgs,
  scenario: Scenario,
  readFile: (path: string, kind: 'profile') => string,
): Scenario | CliError {
  const file = valueOf(args, 'calibration');
  if (file === undefined) return scenario;
  let text: string;
  try {
    text = readFile(file, 'profile');
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return cliError('invalid-file', `--calibration: cannot read ${file}: ${why}`, { file });
  }
  const parsed = parseProfileFile(text);
  if (!parsed.ok) {
    const first = parsed.errors[0];
    return cliError(
      'invalid-file',
      `--calibration ${file}: ${first?.message ?? 'not a calibration profile'} (write one with innosizer calibrate FILE... --out ${file})`,
      { file, ...(first?.path ? { field: first.path } : {}) },
    );
  }
  return { ...scenario, calibration: parsed.profile };
}
