/**
 * The import review's machines (issue 26): per file, what it states about the machine it was
 * measured on, the machine the user sets (or the current scenario), and what contradicts it.
 */
import { checkStartup, statedMachine } from '../../../core/calibration/machine.ts';
import { proposeMachine } from '../../../core/calibration/proposeMachine.ts';
import type { MachineProposal } from '../../../core/calibration/proposeMachine.ts';
import { deviceContradictions, fileEvidence } from '../../../core/calibration/evidence.ts';
import { own, setOwn } from '../../../core/own.ts';
import type { MeasuredOn } from '../../../core/calibration/machine.ts';
import { describeDevice, machineLabel } from '../../../core/calibration/context.ts';
import type { BenchmarkRecord } from '../../../core/imports/types.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { validateScenario } from '../../../core/model.ts';
import { formatCount, formatInt } from '../../../core/format/index.ts';
import { catalog } from '../../store/index.ts';

const fmt = formatInt;
const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** "MySQL 9.0.1 (line 3)", "1,000,000 .ibd files (line 8)", "3 random-read runs: 4, 16, 32 KiB × 16 threads". */
export function fileFacts(records: readonly BenchmarkRecord[], file: string): string[] {
  const mine = records.filter((r) => r.source.file === file);
  const out: string[] = [];
  const start = mine.find((r) => r.kind === 'startup');
  if (start?.kind === 'startup') {
    const st = statedMachine(start);
    if (st.version) out.push(`MySQL ${st.version.value} (line ${fmt(st.version.line)})`);
    if (st.filesFound)
      out.push(`${fmt(st.filesFound.value)} .ibd files (line ${fmt(st.filesFound.line)})`);
    if (st.scanThreads) {
      const t = st.scanThreads;
      const v = t.exactVcpu !== null ? `${fmt(t.exactVcpu)}` : `at least ${fmt(t.minVcpu)}`;
      out.push(`duplicate check with ${fmt(t.value)} threads: ${v} vCPUs (line ${fmt(t.line)})`);
    }
  }
  const runs = mine.filter((r) => r.kind === 'device-run');
  if (runs.length > 0) {
    const sizes = uniq(runs.map((r) => r.blockSizeKiB).filter((x): x is number => x !== null));
    const threads = uniq(runs.map((r) => r.threads).filter((x): x is number => x !== null));
    out.push(
      `${formatCount(runs.length, 'device run')}${sizes.length > 0 ? `: ${sizes.map(fmt).join(', ')} KiB` : ''}${threads.length > 0 ? ` × ${threads.map(fmt).join(', ')} threads` : ''}`,
    );
  }
  const named = uniq(
    mine.flatMap((r) =>
      'context' in r && (r.context.instance !== undefined || r.context.storage !== undefined)
        ? [machineLabel(r.context)]
        : [],
    ),
  );
  if (named.length > 0) out.push(`rows name their machine: ${named.join('; ')}`);
  return out;
}

/** The machine a file is said to come from, with what the file states (version, tables) laid over. */
export function suggestedMachine(
  records: readonly BenchmarkRecord[],
  file: string,
  current: Scenario,
): Scenario {
  const s = JSON.parse(JSON.stringify(current)) as Scenario;
  s.calibration = null;
  const start = records.find((r) => r.source.file === file && r.kind === 'startup');
  if (start?.kind === 'startup') {
    if (start.version !== null && /^\d+\.\d+\.\d+$/.test(start.version))
      s.mysql.version = start.version;
    if (start.filesFound !== null) s.mysql.tables = start.filesFound;
  }
  return s;
}

/** How the review names the current scenario as a file's machine. */
export const CURRENT = 'the current scenario';

/** Per file: the machine proposed from its evidence, and why (issue 39). */
export type MachineProposals = Record<string, MachineProposal>;

/** The machine each file most likely ran on (core/calibration/proposeMachine.ts). */
export function proposeMachines(
  records: readonly BenchmarkRecord[],
  files: readonly string[],
  current: Scenario,
): MachineProposals {
  const out: MachineProposals = {};
  for (const f of files) {
    if (own(out, f) !== undefined || !records.some((r) => r.source.file === f)) continue;
    setOwn(out, f, proposeMachine(records, f, current, catalog));
  }
  return out;
}

/**
 * Why the file's runs cannot come from the machine (a volume provisioned below the measured
 * reads/s...): such runs are not fitted until the machine is set right (calibrate.ts).
 */
export function evidenceNotes(
  records: readonly BenchmarkRecord[],
  file: string,
  machine: MeasuredOn,
): string[] {
  const e = fileEvidence(records, file);
  if (e.device === null || e.row !== null) return [];
  const at = (line: number): string => `${file} line ${fmt(line)}`;
  const why = deviceContradictions(e.device, machine.scenario, catalog, at);
  if (why.length === 0) return [];
  // Runs assumed on the current scenario are fitted (the fit stretches its device to them).
  return machine.name === CURRENT
    ? [
        `${why.join('; ')}: the calibration will stretch the current scenario's device to them; set the machine it was measured on`,
      ]
    : [`not used for fitting until its machine is set right: ${why.join('; ')}`];
}

/** What the file contradicts on its machine, and why the model cannot run that machine. */
export function machineNotes(
  records: readonly BenchmarkRecord[],
  file: string,
  machine: MeasuredOn,
): string[] {
  const issue = validateScenario(machine.scenario, catalog)[0];
  const out: string[] = issue ? [issue.message] : [];
  // A machine the model cannot run is set right first; then what its runs contradict.
  if (!issue) out.push(...evidenceNotes(records, file, machine));
  for (const r of records) {
    if (r.source.file !== file || r.kind !== 'startup') continue;
    const c = checkStartup(r, machine.scenario, machine.name, catalog);
    out.push(...c.notes, ...(c.refused !== null ? [c.refused] : []));
  }
  return out;
}

/** True when the machine is one the model can run. */
export function machineValid(machine: MeasuredOn): boolean {
  return validateScenario(machine.scenario, catalog).length === 0;
}

/** "m6id.xlarge instance-store": how a set machine is named in notes and tables. */
export function setMachineName(s: Scenario): string {
  return describeDevice(s);
}
