import { useEffect, useRef, useState } from 'react';
import {
  CSV_FIELDS,
  CSV_FIELD_LABELS,
  detectFormat,
  formatImportError,
  suggestCsvMapping,
} from '../../../core/imports/index.ts';
import { formatCount, formatInt, formatPercent } from '../../../core/format/index.ts';
import {
  balanceFields,
  balanceProposalText,
  balanceProposals,
} from '../../../core/telemetry/index.ts';
import type { BalanceProposal } from '../../../core/telemetry/index.ts';
import type { MeasuredOn } from '../../../core/calibration/machine.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import type { MeasuredPoint } from '../../store/index.ts';
import { MachineReview, chosenMachine } from './MachineReview.tsx';
import type { MachineChoices } from './MachineReview.tsx';
import { machineValid, proposeMachines } from './machines.ts';
import type { MachineProposals } from './machines.ts';
import { own, setOwn } from '../../../core/own.ts';
import type {
  BenchmarkRecord,
  CsvField,
  CsvMapping,
  ImportError,
} from '../../../core/imports/types.ts';
import type { OpenedFile } from '../../../shared/api.ts';
import { actions, useApp } from '../../store/index.ts';
import { api } from '../../platform/api.ts';
import { notifyStatus } from '../files/commands.ts';
import { CalibrationPanel } from '../calibration/CalibrationPanel.tsx';
import { toMeasuredPoints } from './overlay.ts';
import { runImport } from './runImport.ts';
import type { ImportJob } from './runImport.ts';
import { splitRecoveryLog } from '../../../core/imports/recoverySplit.ts';
import { RECOVERY_LOG_PHASE_LABELS } from '../../../core/imports/recoveryLog.ts';
import type { RecoveryLogRecord } from '../../../core/imports/recoveryLog.ts';
import { formatDuration } from '../../../core/format/index.ts';
import { RecoveryReview } from './RecoveryReview.tsx';

const FIELD_CHOICES: readonly CsvField[] = ['ignore', ...CSV_FIELDS.filter((f) => f !== 'ignore')];

type Step =
  | { kind: 'idle' }
  | {
      kind: 'mapping';
      file: OpenedFile;
      rest: OpenedFile[];
      headers: string[];
      mapping: CsvMapping;
    }
  | { kind: 'running'; file: string; fraction: number }
  | {
      kind: 'review';
      records: BenchmarkRecord[];
      errors: ImportError[];
      files: string[];
      /** The machine each file was measured on (issue 26): null = the current scenario. */
      machines: MachineChoices;
      /** The machine proposed from each file's evidence, and why (issue 39): the default choice. */
      proposals: MachineProposals;
      /** The recovery phases the logs timed (issue 37 item 5), and logs that timed none. */
      recovery: RecoveryLogRecord[];
      recoveryNotes: ImportError[];
    };

/** What an import has read so far, file by file. */
interface Accumulated {
  records: BenchmarkRecord[];
  errors: ImportError[];
  files: string[];
  recovery: RecoveryLogRecord[];
  recoveryNotes: ImportError[];
}

const emptyAccumulated = (): Accumulated => ({
  records: [],
  errors: [],
  files: [],
  recovery: [],
  recoveryNotes: [],
});

/**
 * A recovery log's timed phases (the CLI's split, core/imports/recoverySplit.ts). Returns true
 * when the file is done with: an xtrabackup or clone log, or a recovery log that timed nothing and
 * is no benchmark either (its one error names what was expected); a crash recovery's error log
 * also goes on to the importer as a startup.
 */
function takeRecoveryLog(file: OpenedFile, acc: Accumulated): boolean {
  const split = splitRecoveryLog(file.name, file.text);
  acc.recovery.push(...split.records);
  if (split.errors.length > 0 && split.unrecognised) {
    acc.files.push(file.name);
    acc.errors.push(...split.errors);
    return true;
  }
  acc.recoveryNotes.push(...split.errors);
  if (split.benchmark) return false;
  acc.files.push(file.name);
  return true;
}

/** "Prepare (xtrabackup apply log): 20 min 00 s": what a log timed, for the machine review. */
function recoveryFacts(records: readonly RecoveryLogRecord[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of records) {
    const fact = `${RECOVERY_LOG_PHASE_LABELS[r.phase]}: ${formatDuration(r.seconds)}${r.version !== null ? ` (version ${r.version})` : ''}`;
    setOwn(out, r.file, [...(own(out, r.file) ?? []), fact]);
  }
  return out;
}

function csvHeaders(text: string): string[] {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').map((h) => h.trim().replace(/^"|"$/g, ''));
}

/** Import measurements: map CSV columns, parse in a worker with progress, review, accept. */
export function ImportPanel() {
  const queue = useApp((s) => s.importQueue);
  const accepted = useApp((s) => s.importedRecords);
  const drawn = useApp((s) => s.measured);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const job = useRef<ImportJob | null>(null);
  const acc = useRef<Accumulated>(emptyAccumulated());

  const runNext = async (files: OpenedFile[], mapping?: CsvMapping): Promise<void> => {
    const [file, ...rest] = files;
    if (!file) {
      const proposals = proposeMachines(acc.current.records, acc.current.files, actions.current());
      const machines: MachineChoices = {};
      for (const [f, p] of Object.entries(proposals))
        setOwn<Scenario | null>(machines, f, p.scenario);
      setStep({ kind: 'review', ...acc.current, machines, proposals });
      return;
    }
    if (!mapping && takeRecoveryLog(file, acc.current)) return runNext(rest);
    if (!mapping && detectFormat(file.name, file.text.slice(0, 4096)) === 'csv') {
      const headers = csvHeaders(file.text);
      const suggested = suggestCsvMapping(headers);
      // Only ask when some header is unknown; otherwise the importer's own guesses stand.
      if (suggested.unknown.length > 0) {
        const full: CsvMapping = {};
        for (const h of headers) setOwn(full, h, own(suggested.mapping, h) ?? 'ignore');
        setStep({ kind: 'mapping', file, rest, headers, mapping: full });
        return;
      }
    }
    setStep({ kind: 'running', file: file.name, fraction: 0 });
    const j = runImport(file.name, file.text, mapping ? { csvMapping: mapping } : {}, (f) =>
      setStep({ kind: 'running', file: file.name, fraction: f }),
    );
    job.current = j;
    const result = await j.result;
    job.current = null;
    if (result === null) {
      setStep({ kind: 'idle' });
      return;
    }
    acc.current.files.push(file.name);
    // Nothing half-imported: a file with errors contributes only its errors.
    if (result.errors.length > 0) acc.current.errors.push(...result.errors);
    else acc.current.records.push(...result.records);
    await runNext(rest);
  };

  useEffect(() => {
    if (queue.length === 0) return;
    actions.clearImportQueue();
    acc.current = emptyAccumulated();
    void runNext(queue);
    // runNext reads only refs and setters; re-running on its identity would restart imports.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);

  useEffect(() => () => job.current?.cancel(), []);

  return (
    <section className="panel import" aria-label="Import measurements">
      <div className="toolbar-row">
        <button type="button" onClick={() => void pickAndQueue()}>
          Import benchmark files…
        </button>
        <span className="explain">
          sysbench fileio, fio (JSON or terse), mysqld error logs (startups, crash recoveries),
          xtrabackup and clone logs, CSV. Or drop files on the window.
        </span>
      </div>
      {step.kind === 'mapping' ? (
        <MappingForm
          step={step}
          onChange={setStep}
          onSubmit={() => void runNext([step.file], step.mapping).then(() => runNext(step.rest))}
        />
      ) : null}
      {step.kind === 'running' ? (
        <div className="progress-row">
          <label htmlFor="import-progress">Parsing {step.file}</label>
          <progress id="import-progress" max={1} value={step.fraction} />
          <span>{formatPercent(step.fraction * 100)}</span>
          <button type="button" onClick={() => job.current?.cancel()}>
            Cancel import
          </button>
        </div>
      ) : null}
      {step.kind === 'review' ? <ReviewStep step={step} onChange={setStep} /> : null}
      {accepted.length > 0 ? (
        <div className="accepted">
          <p className="explain" role="status">
            {drawnStatus(accepted, drawn)}{' '}
            <button type="button" className="small" onClick={actions.clearImport}>
              Clear measurements
            </button>
          </p>
        </div>
      ) : null}
      <CalibrationPanel />
    </section>
  );
}

type Review = Extract<Step, { kind: 'review' }>;

type Mapping = Extract<Step, { kind: 'mapping' }>;

/** What each column of a CSV the importer does not fully know means. */
function MappingForm({
  step,
  onChange,
  onSubmit,
}: {
  step: Mapping;
  onChange: (step: Step) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      className="mapping"
      aria-label={`Column mapping for ${step.file.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3>Map the columns of {step.file.name}</h3>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {step.headers.map((h) => (
            <tr key={h}>
              <th scope="row">{h}</th>
              <td>
                <select
                  aria-label={`Meaning of column ${h}`}
                  value={own(step.mapping, h)}
                  onChange={(e) =>
                    onChange({
                      ...step,
                      mapping: { ...step.mapping, [h]: e.target.value as CsvField },
                    })
                  }
                >
                  {FIELD_CHOICES.map((f) => (
                    <option key={f} value={f}>
                      {CSV_FIELD_LABELS[f]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="primary">
        Import with this mapping
      </button>
      <button type="button" onClick={() => onChange({ kind: 'idle' })}>
        Cancel
      </button>
    </form>
  );
}

/** The files parsed: their records and errors, the machines measured on, accept or discard. */
function ReviewStep({ step, onChange }: { step: Review; onChange: (step: Step) => void }) {
  const scenario = useApp((s) => s.scenario);
  return (
    <div className="review">
      <p role="status">
        {formatCount(step.files.length, 'file')}: {formatCount(step.records.length, 'record')}
        {step.recovery.length > 0
          ? `, ${formatCount(step.recovery.length, 'timed recovery phase')}`
          : ''}
        {step.errors.length > 0
          ? `, ${formatCount(step.errors.length, 'error')} (a file with errors is not imported)`
          : ''}
        .
      </p>
      {step.errors.length > 0 ? (
        <ul className="issues" aria-label="Import errors">
          {step.errors.map((e, i) => (
            <li key={i} className="issue">
              {formatImportError(e)}
            </li>
          ))}
        </ul>
      ) : null}
      <RecordSummary records={step.records} />
      <MachineReview
        files={step.files}
        records={step.records}
        also={recoveryFacts(step.recovery)}
        choices={step.machines}
        proposals={step.proposals}
        current={scenario}
        onChange={(file, choice) =>
          onChange({ ...step, machines: { ...step.machines, [file]: choice } })
        }
      />
      <RecoveryReview
        records={step.recovery}
        notes={step.recoveryNotes}
        machines={acceptedMachines(step, scenario)}
        machinesValid={machinesValid(step, scenario)}
      />
      <button
        type="button"
        className="primary"
        hidden={step.records.length === 0 && step.recovery.length > 0}
        disabled={step.records.length === 0 || !machinesValid(step, scenario)}
        onClick={() => {
          const machines = acceptedMachines(step, actions.current());
          actions.acceptImport(
            step.records,
            toMeasuredPoints(step.records, actions.current(), machines),
            machines,
          );
          onChange({ kind: 'idle' });
        }}
      >
        Accept and overlay on charts
      </button>
      <button type="button" onClick={() => onChange({ kind: 'idle' })}>
        Discard
      </button>
    </div>
  );
}

/**
 * The machines set in the review. A file left at "the current scenario" is not listed: it is
 * evaluated at the scenario as it is when calibrating (as the CLI's files without --measured-on),
 * and drawn where the scenario was when accepted.
 */
function acceptedMachines(step: Review, current: Scenario): Record<string, MeasuredOn> {
  const out: Record<string, MeasuredOn> = {};
  for (const f of step.files) {
    const choice = own(step.machines, f);
    if (choice) setOwn(out, f, chosenMachine(choice, current, own(step.proposals, f)));
  }
  return out;
}

/** A machine the model cannot run (an IOPS out of range, no instance store) is set right first. */
function machinesValid(step: Review, current: Scenario): boolean {
  return step.files.every((f) => machineValid(chosenMachine(own(step.machines, f), current)));
}

/**
 * What the overlay draws, counted from what is drawn (issue 26): "4 of 9 measured records drawn
 * on the charts: 4 startups on the startup charts, 0 QPS points on the page-size chart; 3 device
 * runs are compared on the calibration's reads/s chart".
 */
function drawnStatus(records: readonly BenchmarkRecord[], drawn: readonly MeasuredPoint[]): string {
  const sources = new Set(drawn.filter((p) => p.xKnown).map((p) => p.source));
  const starts = new Set(
    drawn.filter((p) => p.xKnown && p.chart !== 'pageSize').map((p) => p.source),
  ).size;
  const qps = new Set(drawn.filter((p) => p.xKnown && p.chart === 'pageSize').map((p) => p.source))
    .size;
  const runs = records.filter((r) => r.kind === 'device-run').length;
  const noTotal = records.filter((r) => r.kind === 'startup' && r.totalSeconds === null).length;
  return (
    `${formatInt(sources.size)} of ${formatCount(records.length, 'measured record')} drawn on the charts: ` +
    `${formatCount(starts, 'startup')} on the startup charts, ${formatCount(qps, 'QPS point')} on the page-size chart` +
    (noTotal > 0
      ? `; ${formatCount(noTotal, 'startup')} without a total time compared in calibration only`
      : '') +
    (runs > 0
      ? `; ${formatCount(runs, 'device run')} compared on the calibration's reads/s chart`
      : '') +
    '.'
  );
}

/**
 * The EBS burst balances a CloudWatch export ends on (issue 40), with a button that sets them on
 * the scenario as one undo step.
 */
export function BalanceProposalRow({ p }: { p: BalanceProposal }) {
  const use = (): void => {
    const s = actions.current();
    const instance = { ...s.instance };
    for (const f of balanceFields(p)) {
      if (f.path === 'instance.ebsIoBalancePct') instance.ebsIoBalancePct = f.value;
      else instance.ebsByteBalancePct = f.value;
    }
    actions.commit({ ...s, instance });
  };
  return (
    <p className="explain">
      EBS burst balances, {balanceProposalText(p)}.{' '}
      <button type="button" className="small" onClick={use}>
        Use these balances
      </button>
    </p>
  );
}

function RecordSummary({ records }: { records: BenchmarkRecord[] }) {
  if (records.length === 0) return null;
  const counts = {
    'device-run': 0,
    startup: 0,
    qps: 0,
    'disk-series': 0,
    'diskstats-snapshot': 0,
    'mysql-status-snapshot': 0,
    'ebs-balance': 0,
  };
  for (const r of records) counts[r.kind]++;
  const notes = records.flatMap((r) =>
    r.kind === 'startup' || r.kind === 'disk-series'
      ? r.warnings.map((w) => `${r.source.file} line ${r.source.line}: ${w}`)
      : [],
  );
  return (
    <>
      <p className="explain">
        {formatCount(counts.startup, 'startup')}, {formatCount(counts['device-run'], 'device run')},{' '}
        {formatCount(counts.qps, 'QPS point')}
        {counts['disk-series'] + counts['diskstats-snapshot'] + counts['mysql-status-snapshot'] > 0
          ? `, ${formatCount(counts['disk-series'], 'disk series', 'disk series')}, ${formatCount(counts['diskstats-snapshot'], 'diskstats snapshot')}, ${formatCount(counts['mysql-status-snapshot'], 'MySQL status snapshot')}`
          : ''}
        .
      </p>
      {balanceProposals(records).map((p, i) => (
        <BalanceProposalRow key={i} p={p} />
      ))}
      {notes.length > 0 ? (
        <ul className="issues" aria-label="Import notes">
          {notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Import…: asks for benchmark files and queues them for review; a file that cannot be read is said. */
export async function pickAndQueue(): Promise<void> {
  const r = await api.importBenchmark();
  if (!r.ok) return notifyStatus(`Import failed: ${r.error.message}`, 'error');
  if (r.value && r.value.length > 0) actions.queueImport(r.value);
}
