/**
 * The recovery logs of an import (issue 37 item 5): each phase a log timed, measured beside the
 * model's seconds and range on the machine it was measured on (set in the machine review above),
 * the residual, and a button that calibrates those phases as `innosizer calibrate LOG` does.
 * Applying is one undo step (a scenario commit), as applying a profile is.
 */
import { useState } from 'react';
import { applyProfile } from '../../../core/calibration/index.ts';
import type { MeasuredOn } from '../../../core/calibration/machine.ts';
import { recoveryFactorText } from '../../../core/calibration/recovery.ts';
import { describeDevice } from '../../../core/calibration/context.ts';
import {
  asSentence,
  formatDuration,
  formatFixed,
  formatPercent,
  NOT_A_NUMBER,
} from '../../../core/format/index.ts';
import { formatImportError } from '../../../core/imports/index.ts';
import { RECOVERY_LOG_PHASE_LABELS } from '../../../core/imports/recoveryLog.ts';
import type { RecoveryLogRecord } from '../../../core/imports/recoveryLog.ts';
import type { ImportError } from '../../../core/imports/types.ts';
import { own } from '../../../core/own.ts';
import { actions, catalog, useApp } from '../../store/index.ts';
import { recoveryCalibration, recoveryComparisons } from './recoveryImport.ts';

interface Props {
  records: readonly RecoveryLogRecord[];
  /** Files that read as recovery logs and time nothing: what was expected. */
  notes: readonly ImportError[];
  /** The machine each file was measured on (the import review's choices). */
  machines: Readonly<Record<string, MeasuredOn>>;
  /** False while a file's machine is one the model cannot run. */
  machinesValid: boolean;
}

/** The table's columns: name, and whether it holds a figure (right-aligned). */
const COLUMNS = [
  ['Log', false],
  ['Phase', false],
  ['Machine', false],
  ['Measured', true],
  ['Model', true],
  ['Model range', true],
  ['Residual', true],
] as const;

/** "+21.0 s (+110.5%)": measured − predicted. */
function residualText(seconds: number, pct: number | null): string {
  const s = `${seconds > 0 ? '+' : ''}${formatDuration(seconds)}`;
  return pct === null ? s : `${s} (${formatPercent(pct, 1, true)})`;
}

export function RecoveryReview({ records, notes, machines, machinesValid }: Props) {
  const scenario = useApp((s) => s.scenario);
  const [applied, setApplied] = useState<string | null>(null);
  if (records.length === 0 && notes.length === 0) return null;
  const rows = recoveryComparisons(records, machines, scenario, catalog);
  const apply = (): void => {
    const current = actions.current();
    const c = recoveryCalibration(records, machines, current, catalog, new Date().toISOString());
    const r = actions.commit(applyProfile(current, c.profile));
    setApplied(
      !r.ok
        ? (r.issues[0]?.message ?? 'Not applied')
        : c.fit.factors.length === 0
          ? `Nothing calibrated: ${c.fit.notes.join('; ')}`
          : `Recovery calibrated in profile ${c.profile.name}: ${c.fit.factors.map(recoveryFactorText).join('; ')}. The Recovery tab's paths on this machine kind now use it.`,
    );
  };
  return (
    <div className="recovery-review">
      <h3>Recovery logs</h3>
      {notes.length > 0 ? (
        <ul className="issues" aria-label="Recovery log notes">
          {notes.map((e, i) => (
            <li key={i} className="issue">
              {formatImportError(e)}
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? (
        <>
          <table className="grid" aria-label="Recovery phases measured vs predicted">
            <thead>
              <tr>
                {COLUMNS.map(([c, num]) => (
                  <th key={c} scope="col" className={num ? 'num' : undefined}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.record.file}-${r.record.phase}-${i}`}>
                  <td>{r.record.file}</td>
                  <th scope="row">
                    {RECOVERY_LOG_PHASE_LABELS[r.record.phase]}
                    {r.record.redoMiB !== null ? (
                      <span className="explain">
                        {' '}
                        ({formatFixed(r.record.redoMiB, 1)} MiB of redo)
                      </span>
                    ) : null}
                  </th>
                  <td>{describeDevice(own(machines, r.record.file)?.scenario ?? scenario)}</td>
                  <td className="num">{formatDuration(r.record.seconds)}</td>
                  <td className="num">{formatDuration(r.predictedSeconds)}</td>
                  <td className="num">
                    {r.predictedSeconds > 0
                      ? `${formatDuration(r.predictedRange[0])}–${formatDuration(r.predictedRange[1])}`
                      : NOT_A_NUMBER}
                  </td>
                  <td className="num">{residualText(r.residualSeconds, r.residualPct)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="primary" disabled={!machinesValid} onClick={apply}>
            Calibrate recovery phases
          </button>
        </>
      ) : null}
      {applied ? <p role="status">{asSentence(applied)}</p> : null}
    </div>
  );
}
