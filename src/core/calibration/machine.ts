/**
 * The machine a measurement was taken on (issue 26). Every imported file has one: the machine
 * the user gave for it (`calibrate --measured-on FILE=SCENARIO.innosizer.json`, the app's import
 * review), else the scenario's, said so. What the file itself states is read from it and laid
 * over that machine: a log's MySQL version and the `.ibd` files it found, a CSV row's instance,
 * storage and provisioned figures (context.ts).
 *
 * A file that contradicts its machine is never used silently:
 * - its version or table count differs: a note naming the file, the line and both values; the
 *   file's own value is used (it is what ran);
 * - its duplicate check ran with a thread count the machine cannot give: InnoDB's rule
 *   n = min(files / 8,000, 2 × vCPUs, 16) worker threads plus the main thread
 *   (`fil_get_scan_threads`, brief section 3) makes "Using 9 threads" mean 8 workers, so at least
 *   4 vCPUs (exactly 4 when neither the files nor the cap of 16 bound it). A machine that would
 *   print another count is not the one the log comes from: the record is refused, not fitted.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { RunContext, StartupRecord } from '../imports/types.ts';
import { storageKindOf } from './context.ts';
import { parseMysqlVersion, filesPerScanThread } from '../scenario/version.ts';
import { scenarioVcpu } from '../devices/params.ts';
import { scanThreads } from '../startup/threads.ts';
import { FIL_SCAN_MAX_THREADS, FIL_SCAN_THREADS_PER_CORE } from '../startup/constants.ts';
import { formatCount, formatInt } from '../format/index.ts';

/** The machine a file was measured on, and where it comes from. */
export interface MeasuredOn {
  scenario: Scenario;
  /** How the notes name it: "b.innosizer.json", "m6id.xlarge instance-store (catalog)". */
  name: string;
  /** Set when the machine is the one proposed from the file's evidence (proposeMachine.ts). */
  proposed?: { reasons: string[] };
}

/** What a start's log states about its machine, with the line of each statement. */
export interface StatedMachine {
  version: { value: string; line: number } | null;
  filesFound: { value: number; line: number } | null;
  /** Threads printed by "Using N threads to scan" (workers + main) and the vCPUs they imply. */
  scanThreads: { value: number; line: number; minVcpu: number; exactVcpu: number | null } | null;
}

/** Tables and found `.ibd` files differ by a few system tablespaces: 1 % is the same count. */
const TABLES_TOLERANCE = 0.01;

/** The vCPUs a duplicate check with `printed` threads over `files` files implies. */
export function vcpuFromScanThreads(
  printed: number,
  files: number,
  filesPerThread: number,
): { minVcpu: number; exactVcpu: number | null } {
  const workers = Math.max(0, printed - 1);
  const minVcpu = Math.max(1, Math.ceil(workers / FIL_SCAN_THREADS_PER_CORE));
  const byFiles = Math.floor(files / filesPerThread);
  // Below both other bounds the vCPU term set the count: 2 × vCPUs = workers.
  const exact =
    workers > 0 &&
    workers < FIL_SCAN_MAX_THREADS &&
    workers < byFiles &&
    workers % FIL_SCAN_THREADS_PER_CORE === 0;
  return { minVcpu, exactVcpu: exact ? workers / FIL_SCAN_THREADS_PER_CORE : null };
}

/** What the log states: its version, the files it found, its duplicate check's threads. */
export function statedMachine(r: StartupRecord): StatedMachine {
  const line = (k: 'version' | 'filesFound' | 'scanThreads'): number =>
    r.statedAt?.[k] ?? r.source.line;
  const ver = r.version !== null ? parseMysqlVersion(r.version) : null;
  let threads: StatedMachine['scanThreads'] = null;
  if (r.scanThreads !== null && r.filesFound !== null && ver !== null) {
    const v = vcpuFromScanThreads(r.scanThreads, r.filesFound, filesPerScanThread(ver));
    threads = { value: r.scanThreads, line: line('scanThreads'), ...v };
  }
  return {
    version: r.version !== null ? { value: r.version, line: line('version') } : null,
    filesFound: r.filesFound !== null ? { value: r.filesFound, line: line('filesFound') } : null,
    scanThreads: threads,
  };
}

export interface MachineCheck {
  /** Differences the file's own value settles (version, tables): said, and the file's value used. */
  notes: string[];
  /** Why the record cannot come from this machine (a thread count it cannot give), or null. */
  refused: string | null;
}

/**
 * Compares what a start's log states with the machine it is said to come from. `where` is
 * "the scenario" or "its machine (b.innosizer.json)".
 */
export function checkStartup(
  r: StartupRecord,
  machine: Scenario,
  where: string,
  catalog: Catalog,
): MachineCheck {
  const st = statedMachine(r);
  const at = (line: number): string => `${r.source.file} line ${formatInt(line)}`;
  const notes: string[] = [];
  if (st.version !== null && st.version.value !== machine.mysql.version)
    notes.push(
      `${at(st.version.line)}: the log says ${st.version.value}; ${where} is ${machine.mysql.version}: the log's version is used`,
    );
  const tables = machine.mysql.tables;
  if (
    st.filesFound !== null &&
    Math.abs(st.filesFound.value - tables) > TABLES_TOLERANCE * Math.max(tables, 1)
  )
    notes.push(
      `${at(st.filesFound.line)}: the log found ${formatInt(st.filesFound.value)} .ibd files; ${where} has ${formatInt(tables)} tables: the log's count is used`,
    );
  return { notes, refused: threadsRefusal(st, machine, where, catalog, at) };
}

function threadsRefusal(
  st: StatedMachine,
  machine: Scenario,
  where: string,
  catalog: Catalog,
  at: (line: number) => string,
): string | null {
  const t = st.scanThreads;
  const files = st.filesFound?.value;
  const ver = parseMysqlVersion(st.version?.value ?? machine.mysql.version);
  if (t === null || files === undefined || ver === null) return null;
  const vcpu = scenarioVcpu(machine, catalog);
  const expected = scanThreads(files, vcpu, filesPerScanThread(ver)) + 1;
  if (expected === t.value) return null;
  const implied =
    t.exactVcpu !== null
      ? `${formatCount(t.exactVcpu, 'vCPU')}`
      : `at least ${formatCount(t.minVcpu, 'vCPU')}`;
  const instance = machine.instance.type === 'custom' ? 'custom instance' : machine.instance.type;
  return `${at(t.line)}: the log says ${formatInt(t.value)} duplicate-check threads (${formatInt(t.value - 1)} workers + main: ${implied}); ${where} is ${instance} with ${formatCount(vcpu, 'vCPU')}, which would use ${formatInt(expected)}: not used; set the machine it was measured on`;
}

/** One field where a row's columns and its file's given machine differ. */
export interface RowDifference {
  field: 'instance' | 'storage' | 'provisioned IOPS' | 'provisioned MiB/s';
  row: string;
  given: string;
}

/**
 * What a row's own columns state about its machine (a CSV row's instance, storage, provisioned
 * IOPS and MiB/s) against the machine given for its file (`--measured-on`, the import review).
 * The row's value is used (it is what ran), and each difference is said (`rowNotes`).
 */
export function rowDifferences(ctx: RunContext, machine: Scenario): RowDifference[] {
  const out: RowDifference[] = [];
  const differs = (field: RowDifference['field'], row: string, given: string): void => {
    if (row !== given) out.push({ field, row, given });
  };
  if (ctx.instance !== undefined) differs('instance', ctx.instance, machine.instance.type);
  if (ctx.storage !== undefined)
    differs('storage', storageKindOf(ctx.storage) ?? ctx.storage, machine.storage.kind);
  if (ctx.provisionedIops !== undefined)
    differs('provisioned IOPS', formatInt(ctx.provisionedIops), formatInt(machine.storage.iops));
  if (ctx.provisionedMiBps !== undefined)
    differs(
      'provisioned MiB/s',
      formatInt(ctx.provisionedMiBps),
      formatInt(machine.storage.throughputMiBps),
    );
  return out;
}

/**
 * Collects rows' differences from their file's machine, one note per file and difference (a
 * file of a million rows on another instance is one note, with its first line and row count).
 */
export class RowNotes {
  private readonly seen = new Map<
    string,
    { file: string; first: number; rows: number; text: string }
  >();

  add(
    source: { file: string; line: number },
    where: string,
    diffs: readonly RowDifference[],
  ): void {
    for (const d of diffs) {
      const key = JSON.stringify([source.file, d.field, d.row, d.given]);
      const had = this.seen.get(key);
      if (had !== undefined) had.rows += 1;
      else
        this.seen.set(key, {
          file: source.file,
          first: source.line,
          rows: 1,
          text: `the row says ${d.field} ${d.row}; ${where} has ${d.given}: the row's value is used`,
        });
    }
  }

  notes(): string[] {
    return [...this.seen.values()].map((n) => {
      const more = n.rows > 1 ? ` (and ${formatCount(n.rows - 1, 'more row')})` : '';
      return `${n.file} line ${formatInt(n.first)}${more}: ${n.text}`;
    });
  }
}
