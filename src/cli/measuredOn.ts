/**
 * `--measured-on FILE=SCENARIO.innosizer.json` (issue 26), for `calibrate` and `report
 * --calibrate`: the machine each measurement file was taken on, FILE as given on the command
 * line. Each scenario is read and validated as `--scenario` is (issue 31: calibrate never checked
 * its scenario), so a bad one is the usual one-line exit-2 error naming the flag and the file.
 * Files without one are taken as measured on the scenario (`--scenario`, flags, or the defaults),
 * and the output says so.
 */
import { basename } from 'node:path';
import type { Catalog } from '../core/catalog/types.ts';
import type { MeasuredOn } from '../core/calibration/index.ts';
import type { BenchmarkRecord } from '../core/imports/types.ts';
import { proposeMachine } from '../core/calibration/proposeMachine.ts';
import { describeDevice } from '../core/calibration/context.ts';
import type { Scenario } from '../core/scenario/types.ts';
import { validateScenario } from '../core/model.ts';
import { setOwn } from '../core/own.ts';
import type { FlagRow, ParsedArgs } from './args.ts';
import { valuesOf } from './args.ts';
import type { CliError } from './errors.ts';
import { issuesError, usageError } from './errors.ts';
import { readScenarioFile, withFlagNames } from './scenarioFlags.ts';

export const MEASURED_ON_FLAG: FlagRow = {
  flag: 'measured-on',
  value: 'FILE=SCENARIO.innosizer.json|FILE=auto|auto',
  multiple: true,
  help: 'the machine FILE (as given on the command line) was measured on: instance, storage and its provisioning, MySQL version, tables, startup optimisation, OS cache; FILE=auto (or auto: every file) proposes it from what the file shows and prints the reasons; files without one are taken as measured on the scenario',
};

/** The value that asks for a proposed machine (issue 39). */
const AUTO = 'auto';

/**
 * The files whose machine is to be proposed from their evidence (`--measured-on auto` for every
 * file, `--measured-on FILE=auto` for one), by their base names.
 */
export function autoMeasuredOn(args: ParsedArgs, files: readonly string[]): string[] {
  const out = new Set<string>();
  for (const v of valuesOf(args, MEASURED_ON_FLAG.flag)) {
    if (v === AUTO) files.forEach((f) => out.add(basename(f)));
    const file = fileOf(v, files);
    if (file !== undefined && v.slice(file.length + 1) === AUTO) out.add(basename(file));
  }
  return [...out];
}

/**
 * Sets, in `measuredOn`, the machine proposed from each `auto` file's records (issue 39), named
 * "proposed: <device>" with the reasons the proposal gives. Shared by `calibrate` and `report
 * --calibrate`, so both read `--measured-on auto` alike.
 */
export function proposeAutoMachines(
  args: ParsedArgs,
  files: readonly string[],
  records: readonly BenchmarkRecord[],
  scenario: Scenario,
  measuredOn: Record<string, MeasuredOn>,
  catalog: Catalog,
): void {
  for (const file of autoMeasuredOn(args, files)) {
    const p = proposeMachine(records, file, scenario, catalog);
    const name = `proposed: ${describeDevice(p.scenario)}`;
    setOwn(measuredOn, file, { scenario: p.scenario, name, proposed: { reasons: p.reasons } });
  }
}

/** Refuses a scenario the model cannot run, naming where it came from. */
export function checkedScenario(
  scenario: Scenario,
  catalog: Catalog,
  prefix = '',
): CliError | null {
  const issues = validateScenario(scenario, catalog);
  if (issues.length === 0) return null;
  return issuesError(prefix === '' ? withFlagNames(issues, scenario) : issues, prefix);
}

/** The FILE of `FILE=SCENARIO` among the files given: the longest that prefixes the value. */
function fileOf(value: string, files: readonly string[]): string | undefined {
  return files.filter((f) => value.startsWith(`${f}=`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * The machines of the files, by the name their records carry (the file's base name), or the
 * first error. `files` are the measurement files as given; `readFile` reads a scenario file.
 */
export function measuredOnFrom(
  args: ParsedArgs,
  files: readonly string[],
  readFile: (path: string) => string,
  catalog: Catalog,
): Record<string, MeasuredOn> | CliError {
  const out: Record<string, MeasuredOn> = {};
  const seen = new Set<string>();
  for (const v of valuesOf(args, MEASURED_ON_FLAG.flag)) {
    if (v === AUTO) continue;
    const file = fileOf(v, files);
    if (file !== undefined && v.slice(file.length + 1) === AUTO) continue;
    if (file === undefined) {
      const given = files.length > 0 ? files.join(', ') : 'none';
      return usageError(
        `--measured-on: expected FILE=SCENARIO.innosizer.json, FILE=auto or auto, with FILE one of the measurement files given (${given}), got "${v}"`,
        'measured-on',
      );
    }
    if (seen.has(file))
      return usageError(`--measured-on: ${file} is given a machine twice`, 'measured-on');
    seen.add(file);
    const name = basename(file);
    if (files.some((f) => f !== file && basename(f) === name))
      return usageError(
        `--measured-on: two measurement files are named ${name}; rename one so each has its machine`,
        'measured-on',
      );
    const path = v.slice(file.length + 1);
    const loaded = readScenarioFile(path, readFile, 'measured-on', catalog);
    if (!loaded.ok) return loaded.error;
    const bad = checkedScenario(loaded.scenario, catalog, `--measured-on ${path}: `);
    if (bad !== null) return bad;
    setOwn(out, name, { scenario: loaded.scenario, name: basename(path) });
  }
  return out;
}
