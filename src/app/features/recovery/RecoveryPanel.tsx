/**
 * The recovery view (issue 37): a timeline per recovery path (phases in the startup chart's
 * colours, then the warm-up to the target load, the recovery target as a line), the recovery
 * section's inputs and the target. Follows the sliders: the figures are a selector of the scenario.
 */
import { useId, useState } from 'react';
import { formatDuration, formatInt } from '../../../core/format/index.ts';
import { RECOVERY_PATH_LABELS, WARMUP_LABEL } from '../../../core/recovery/labels.ts';
import type { RecoverySummary } from '../../../core/recovery/summary.ts';
import { defaultRedoCapacityMiB } from '../../../core/recovery/redo.ts';
import { RECOVERY_LIMITS } from '../../../core/scenario/limits.ts';
import { RECOVERY_PATH_IDS } from '../../../core/scenario/types.ts';
import type { RecoveryChoice, Scenario } from '../../../core/scenario/types.ts';
import { parseMysqlVersion } from '../../../core/scenario/version.ts';
import { recoveryCssColour } from '../../../report-view/phaseColours.ts';
import { NumberSlider } from '../../components/NumberSlider.tsx';
import { RecoveryTimeline } from '../../components/RecoveryTimeline.tsx';
import type { TimelineRow } from '../../components/RecoveryTimeline.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { actions, selectRecovery, useApp } from '../../store/index.ts';
import { fieldHandlers, limitsOf } from '../sizing/useField.ts';

/** The timeline rows of a summary: each path's phases, then its warm-up. */
export function timelineRows(sum: RecoverySummary): TimelineRow[] {
  return sum.paths.map((p) => ({
    id: p.id,
    label: RECOVERY_PATH_LABELS[p.id],
    segments: [
      ...p.phases.map((ph) => ({
        key: ph.id,
        label: ph.label,
        seconds: ph.seconds,
        color: recoveryCssColour(ph.id),
      })),
      {
        key: 'warmup',
        label: WARMUP_LABEL,
        seconds: p.warmupSeconds,
        color: recoveryCssColour('warmup'),
      },
    ],
    range: p.fullServiceRange,
    chosen: sum.chosen?.id === p.id,
    note: `${formatDuration(p.fullServiceSeconds)} to full service (${formatDuration(p.fullServiceRange[0])}–${formatDuration(p.fullServiceRange[1])})${p.modelled === false ? ', no published figure: a wide range' : ''}`,
    ...(sum.target && sum.chosen?.id === p.id ? { met: sum.target.met } : {}),
  }));
}

/**
 * The phases a calibration profile's recovery factors scaled (issue 37 item 5), each with its
 * range and the source that names the log: "Crash recovery, Redo apply: 1 min 10 s (50 s–2 min
 * 00 s); … calibrated ×2.10 on db.err (gp3, m6i)"; and the engine starts a measured start's log
 * narrowed (their range is the startup's): "Clean restart, Clean restart: …; range narrowed by
 * the measured start a.err (…)".
 */
export function calibratedPhaseLines(sum: RecoverySummary): string[] {
  return sum.paths.flatMap((p) =>
    p.phases
      .filter((ph) => ph.basis === 'calibrated' || ph.narrowedBy !== undefined)
      .map((ph) => {
        const why =
          ph.basis === 'calibrated'
            ? ph.source
            : `range narrowed by the measured start ${ph.narrowedBy ?? ''}`;
        return `${RECOVERY_PATH_LABELS[p.id]}, ${ph.label}: ${formatDuration(ph.seconds)} (${formatDuration(ph.range[0])}–${formatDuration(ph.range[1])}); ${why}`;
      }),
  );
}

/** The phases measured logs calibrated, or nothing. */
function CalibratedPhases({ sum }: { sum: RecoverySummary }) {
  const lines = calibratedPhaseLines(sum);
  if (lines.length === 0) return null;
  return (
    <div className="calibrated-phases">
      <p className="explain">Calibrated or narrowed by measured logs:</p>
      <ul className="explain" aria-label="Calibrated recovery phases">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

/** A recovery field's slider: its range from the limits table, as the sizing panel's are. */
function slider(s: Scenario, key: keyof typeof RECOVERY_LIMITS, label: string, unit: string) {
  const { rule: _rule, ...l } = limitsOf(s, `recovery.${key}`);
  return { label, unit, ...l };
}

function redoValue(s: Scenario): number {
  if (s.recovery.redoToApplyMiB !== null) return s.recovery.redoToApplyMiB;
  const v = parseMysqlVersion(s.mysql.version);
  return v ? defaultRedoCapacityMiB(v) : 0;
}

/** The recovery target: empty for none, else seconds to full service. */
export function RecoveryTargetInput(props: { recovery: RecoveryChoice }) {
  const id = useId();
  const given = props.recovery.maxRecoverySeconds;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = (text: string) => {
    const t = text.trim().replace(/[,_\s]/g, '');
    if (t === '') {
      actions.applyPatch({ recovery: { maxRecoverySeconds: null } });
      setDraft(null);
      setError(null);
      return;
    }
    const n = Number(t);
    const [lo, hi] = RECOVERY_LIMITS.maxRecoverySeconds;
    if (!Number.isFinite(n) || n < lo || n > hi) {
      setError(
        `Max recovery: a number of seconds from ${formatInt(lo)} to ${formatInt(hi)}, or empty for none.`,
      );
      return;
    }
    actions.applyPatch({ recovery: { maxRecoverySeconds: n } });
    setDraft(null);
    setError(null);
  };
  return (
    <span className="recovery-target">
      <label htmlFor={id}>Max recovery (s)</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="none"
        value={draft ?? (given === null ? '' : String(given))}
        aria-invalid={error !== null}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(e.currentTarget.value);
          }
        }}
        onBlur={(e) => commit(e.currentTarget.value)}
      />
      {error ? (
        <span className="status" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

const PATH_OPTIONS = [
  { value: 'slowest', label: 'The slowest path' },
  ...RECOVERY_PATH_IDS.map((id) => ({ value: id, label: RECOVERY_PATH_LABELS[id] })),
];

export function RecoveryPanel() {
  const s = useApp((st) => st.scenario);
  const sum = selectRecovery(s);
  const [lo, hi] = RECOVERY_LIMITS.redoToApplyMiB;
  return (
    <section className="panel recovery-view" aria-label="Time to recover">
      <h2>Time to full service</h2>
      {sum ? (
        <>
          <p className="explain">
            Each path from the failure to serving {formatInt(sum.targetQps)} QPS again: the recovery
            phases, then the warm-up of a cold buffer pool (dashed: the range).
          </p>
          <RecoveryTimeline
            rows={timelineRows(sum)}
            targetSeconds={s.recovery.maxRecoverySeconds}
            format={formatDuration}
            label="Recovery timelines"
          />
          {sum.target ? <p className="explain">{sum.target.text}</p> : null}
          <CalibratedPhases sum={sum} />
        </>
      ) : (
        <p className="explain">Fix the settings to see the recovery paths.</p>
      )}
      <form className="targets" onSubmit={(e) => e.preventDefault()}>
        <RecoveryTargetInput recovery={s.recovery} />
      </form>
      <div className="recovery-fields">
        <SelectField
          label="Target path"
          value={s.recovery.path}
          options={PATH_OPTIONS}
          {...fieldHandlers('recovery.path')}
        />
        <NumberSlider
          label="Redo to apply"
          unit="MiB"
          log
          min={lo}
          max={hi}
          value={redoValue(s)}
          rule={
            s.recovery.redoToApplyMiB === null
              ? "the version's redo capacity"
              : 'checkpoint age at a crash'
          }
          {...fieldHandlers('recovery.redoToApplyMiB')}
        />
        <NumberSlider
          log
          {...slider(s, 'undoToRollBackMiB', 'Undo to roll back', 'MiB')}
          rule="open transactions at a crash"
        />
        <NumberSlider log {...slider(s, 'backupStoreMiBps', 'Backup store read rate', 'MiB/s')} />
        <NumberSlider log {...slider(s, 'networkMiBps', 'Network ceiling', 'MiB/s')} />
        <NumberSlider log {...slider(s, 'replicaLagSeconds', 'Replica lag', 's')} />
        <NumberSlider {...slider(s, 'bufferPoolDumpPercent', 'Buffer pool dump loaded', '%')} />
      </div>
    </section>
  );
}
