import { useId } from 'react';
import type { MeasuredOn } from '../../../core/calibration/machine.ts';
import { describeMachine } from '../../../core/calibration/context.ts';
import type { BenchmarkRecord } from '../../../core/imports/types.ts';
import type { OsCache, Scenario, StartupOpt, StorageKind } from '../../../core/scenario/types.ts';
import { STARTUP_OPTS } from '../../../core/scenario/types.ts';
import { deploymentKinds, findStorageKind } from '../../../core/storage/index.ts';
import { instanceRows } from '../../../core/catalog/list.ts';
import type { InstanceRow } from '../../../core/catalog/list.ts';
import { deploymentInstanceRows } from '../../../core/deployment/rows.ts';
import { InstancePicker } from '../../components/InstancePicker.tsx';
import { asSentence } from '../../../core/format/index.ts';
import { catalog } from '../../store/index.ts';
import { own } from '../../../core/own.ts';
import { CURRENT, fileFacts, machineNotes, setMachineName, suggestedMachine } from './machines.ts';
import type { MachineProposals } from './machines.ts';
import type { MachineProposal } from '../../../core/calibration/proposeMachine.ts';

/** Per file: null = the current scenario; else the machine set in the review. */
export type MachineChoices = Record<string, Scenario | null>;

/**
 * The types the machine's cloud and deployment offer in its region (issue 41 item 8: the review
 * listed all 218 types of every cloud): EC2 types, or the DB classes of RDS or Aurora.
 */
function machineRows(m: Scenario): readonly InstanceRow[] {
  return m.deployment === 'ec2'
    ? instanceRows(catalog, m.region)
    : deploymentInstanceRows(catalog, m);
}

/** The startup patches as the sizing panel names them. */
const STARTUP_OPT_OPTIONS = STARTUP_OPTS.map((v) => ({
  value: v,
  label: {
    default: 'Default (no patch)',
    fadvise: 'fadvise patch',
    light: 'Light duplicate check',
  }[v],
}));

/** The machine's storage kinds by the names the app gives them (not ids such as `rds-gp3`). */
function kindOptionsOf(m: Scenario): { value: string; label: string }[] {
  return deploymentKinds(m.deployment, m.cloud).map((k) => ({ value: k.kind, label: k.label }));
}

/** The machine each file is evaluated at, named as the notes name it. */
export function chosenMachine(
  choice: Scenario | null | undefined,
  current: Scenario,
  proposal?: MachineProposal,
): MeasuredOn {
  if (choice && proposal && choice === proposal.scenario)
    return {
      scenario: choice,
      name: `proposed: ${setMachineName(choice)}`,
      proposed: { reasons: proposal.reasons },
    };
  return choice
    ? { scenario: choice, name: setMachineName(choice) }
    : { scenario: current, name: CURRENT };
}

interface Props {
  files: readonly string[];
  records: readonly BenchmarkRecord[];
  choices: MachineChoices;
  /** The machines proposed from the files' evidence (issue 39): each file's default. */
  proposals: MachineProposals;
  current: Scenario;
  onChange: (file: string, choice: Scenario | null) => void;
  /** What files without benchmark records read (a recovery log's timed phases): they are asked too. */
  also?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The import review's machines (issue 26): for each file, what it states (read) and the machine
 * it was measured on (assumed: the current scenario, or set here from the catalog), with what the
 * file contradicts on that machine, before anything is accepted.
 */
export function MachineReview({
  files,
  records,
  choices,
  proposals,
  current,
  onChange,
  also = {},
}: Props) {
  return (
    <div className="machine-review" aria-label="Machines the files were measured on">
      {files
        .filter((f) => records.some((r) => r.source.file === f) || own(also, f) !== undefined)
        .map((f) => (
          <FileMachine
            key={f}
            file={f}
            records={records}
            also={own(also, f) ?? []}
            choice={own(choices, f) ?? null}
            proposal={own(proposals, f)}
            current={current}
            onChange={(c) => onChange(f, c)}
          />
        ))}
    </div>
  );
}

function FileMachine({
  file,
  records,
  also,
  choice,
  proposal,
  current,
  onChange,
}: {
  file: string;
  records: readonly BenchmarkRecord[];
  also: readonly string[];
  choice: Scenario | null;
  proposal: MachineProposal | undefined;
  current: Scenario;
  onChange: (c: Scenario | null) => void;
}) {
  const id = useId();
  const facts = [...fileFacts(records, file), ...also];
  const machine = chosenMachine(choice, current, proposal);
  const isProposed = machine.proposed !== undefined;
  const notes = machineNotes(records, file, machine);
  return (
    <fieldset className="file-machine" aria-label={`Machine of ${file}`}>
      <legend>Measured on: {file}</legend>
      <p className="explain">
        Read from the file: {facts.length > 0 ? facts.join('; ') : 'nothing about its machine'}.
      </p>
      <div className="field-row">
        <label htmlFor={`${id}-m`}>Machine measured on</label>
        <select
          id={`${id}-m`}
          aria-label={`Machine ${file} was measured on`}
          value={isProposed ? 'proposed' : choice ? 'set' : 'current'}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'proposed' && proposal) onChange(proposal.scenario);
            else onChange(v === 'set' ? suggestedMachine(records, file, current) : null);
          }}
        >
          {proposal ? <option value="proposed">Proposed from the file</option> : null}
          <option value="current">The current scenario</option>
          <option value="set">Set from the catalog…</option>
        </select>
      </div>
      {isProposed && proposal ? (
        <div className="proposal">
          <p className="explain">Proposed: {describeMachine(proposal.scenario)}, because</p>
          <ul className="explain" aria-label={`Why this machine for ${file}`}>
            {proposal.reasons.map((r) => (
              <li key={r}>{asSentence(r)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {choice ? (
        <MachineFields file={file} machine={choice} onChange={onChange} />
      ) : (
        <p className="explain">{describeMachine(current)}</p>
      )}
      {notes.length > 0 ? (
        <ul className="warnings" aria-label={`Notes on ${file}`}>
          {notes.map((n) => (
            <li key={n}>{asSentence(n)}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function MachineFields({
  file,
  machine,
  onChange,
}: {
  file: string;
  machine: Scenario;
  onChange: (s: Scenario) => void;
}) {
  const edit = (f: (s: Scenario) => void) => {
    const s = JSON.parse(JSON.stringify(machine)) as Scenario;
    f(s);
    onChange(s);
  };
  const kind = machine.storage.kind;
  const select = (
    label: string,
    value: string,
    values: readonly (string | { value: string; label: string })[],
    set: (v: string) => void,
  ) => (
    <label className="field-row">
      {label}
      <select
        aria-label={`${label} of ${file}`}
        value={value}
        onChange={(e) => set(e.target.value)}
      >
        {values.map((v) => {
          const o = typeof v === 'string' ? { value: v, label: v } : v;
          return (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          );
        })}
      </select>
    </label>
  );
  const input = (label: string, value: string | number, set: (v: string) => void) => (
    <label className="field-row">
      {label}
      <input
        aria-label={`${label} of ${file}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        inputMode={typeof value === 'number' ? 'numeric' : 'text'}
      />
    </label>
  );
  const num = (v: string): number => (v.trim() === '' ? Number.NaN : Number(v));
  return (
    <div className="machine-fields">
      <div className="field-row">
        <InstancePicker
          label={`Instance of ${file}`}
          value={machine.instance.type}
          rows={machineRows(machine)}
          region={machine.region}
          allowCustom={false}
          onCommit={(v) => {
            edit((s) => (s.instance.type = v));
            return [];
          }}
          onFix={() => {}}
        />
      </div>
      {select('Storage', kind, kindOptionsOf(machine), (v) =>
        edit((s) => (s.storage.kind = v as StorageKind)),
      )}
      {findStorageKind(kind)?.provisions.iops
        ? input('Provisioned IOPS', machine.storage.iops, (v) =>
            edit((s) => (s.storage.iops = num(v))),
          )
        : null}
      {findStorageKind(kind)?.provisions.throughputMiBps
        ? input('Throughput MiB/s', machine.storage.throughputMiBps, (v) =>
            edit((s) => (s.storage.throughputMiBps = num(v))),
          )
        : null}
      {input('MySQL version', machine.mysql.version, (v) => edit((s) => (s.mysql.version = v)))}
      {input('Tables', machine.mysql.tables, (v) => edit((s) => (s.mysql.tables = num(v))))}
      {select('Startup optimisation', machine.mysql.startupOpt, STARTUP_OPT_OPTIONS, (v) =>
        edit((s) => (s.mysql.startupOpt = v as StartupOpt)),
      )}
      {select('OS cache', machine.mysql.osCache, ['cold', 'warm'], (v) =>
        edit((s) => (s.mysql.osCache = v as OsCache)),
      )}
    </div>
  );
}
