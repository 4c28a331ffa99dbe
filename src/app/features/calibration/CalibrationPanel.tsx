import { Fragment, useId, useMemo, useState } from 'react';
import { applyProfile, calibrate } from '../../../core/calibration/index.ts';
import type { CalibrationProfile } from '../../../core/scenario/types.ts';
import { actions, catalog, useApp } from '../../store/index.ts';
import { saveProfiles } from '../../platform/profiles.ts';
import {
  NOT_A_NUMBER,
  asSentence,
  formatCount,
  formatDuration,
  formatInt,
  formatPercent,
} from '../../../core/format/index.ts';
import type { CalibrationPoint } from '../../../core/calibration/index.ts';
import { CalibrationChart } from './CalibrationChart.tsx';
import { coversText } from '../../../core/scenario/calibrationCover.ts';
import { calibrationChartData } from './calibrationChartData.ts';

type Result = ReturnType<typeof calibrate>;

/** A mean error: "4.2%", as the PDF and the CLI write it. */
const percent = (n: number | null | undefined) =>
  n === null || n === undefined ? NOT_A_NUMBER : formatPercent(n, 1);

/** A measured or predicted figure with its unit: "7 min 09 s", "2,990 reads/s". */
const value = (n: number | undefined, unit: CalibrationPoint['unit']) =>
  n === undefined || !Number.isFinite(n)
    ? NOT_A_NUMBER
    : unit === 's'
      ? formatDuration(n)
      : `${formatInt(n)} reads/s`;
/** A signed error: "+3.9%", "−0.7%", "0.0%" (never "−0%"). */
const error = (pct: number | undefined) =>
  pct === undefined ? NOT_A_NUMBER : formatPercent(pct, 1, true);

/**
 * "db1.err A (line 2): Tablespace duplicate check" → group "db1.err A (line 2)", row "Tablespace
 * duplicate check": the run is named once above its rows instead of on every row.
 */
function splitPoint(point: string): { run: string; what: string } {
  const i = point.lastIndexOf(': ');
  return i > 0 ? { run: point.slice(0, i), what: point.slice(i + 2) } : { run: '', what: point };
}

/** Fit the model to the accepted measurements, compare before/after, keep named profiles. */
export function CalibrationPanel() {
  const records = useApp((s) => s.importedRecords);
  const machines = useApp((s) => s.importMachines);
  const profiles = useApp((s) => s.profiles);
  const active = useApp((s) => s.scenario.calibration);
  const [result, setResult] = useState<Result | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  const chartSeries = useMemo(
    () => (result ? calibrationChartData(result.before, result.after) : []),
    [result],
  );

  const store = (next: CalibrationProfile[]) => {
    actions.setProfiles(next);
    saveProfiles(next);
  };
  const apply = (p: CalibrationProfile | null) => {
    const r = actions.commit(applyProfile(actions.current(), p));
    setMessage(
      r.ok
        ? p
          ? `Applied profile ${p.name}`
          : 'Calibration removed'
        : (r.issues[0]?.message ?? null),
    );
  };

  return (
    <div className="calibration">
      <h3>Calibration</h3>
      <div className="toolbar-row">
        <button
          type="button"
          disabled={records.length === 0}
          onClick={() =>
            setResult(
              calibrate(records, actions.current(), catalog, {
                createdAt: new Date().toISOString(),
                // Each file at the machine the import review set for it (issue 26).
                measuredOn: machines,
              }),
            )
          }
        >
          Calibrate from imported records
        </button>
        {records.length === 0 ? (
          <span className="explain">Import and accept measurements first.</span>
        ) : null}
      </div>
      {result ? (
        <>
          <p className="explain" role="status">
            {result.summary.points > 0
              ? `${formatCount(result.summary.points, 'point')}: mean error ${percent(result.summary.meanAbsErrorPctBefore)} before, ${percent(result.summary.meanAbsErrorPctAfter)} after calibration.`
              : 'No measurement to compare with the model (random-read device runs or startups).'}
          </p>
          <ul className="explain machines" aria-label="Machines the points are evaluated at">
            {result.machines.map((m) => (
              <li key={m.file}>
                {m.file}: {m.machine} ({m.assumed ? 'the current scenario' : m.from})
              </li>
            ))}
          </ul>
          {result.profile.covers && result.profile.covers.length > 0 ? (
            <p className="explain">
              The profile covers {coversText(result.profile.covers)}: elsewhere its device and
              IO-bound startup phases are not applied, and predictions say so.
            </p>
          ) : null}
          <MeasuredVsPredicted result={result} />
          <div className="calibration-charts">
            {chartSeries.map((s) => (
              <CalibrationChart key={s.unit} series={s} />
            ))}
          </div>
          {result.warnings.length > 0 ? (
            <ul className="warnings" aria-label="Calibration notes">
              {result.warnings.map((w) => (
                <li key={w}>{asSentence(w)}</li>
              ))}
            </ul>
          ) : null}
          <form
            className="toolbar-row"
            onSubmit={(e) => {
              e.preventDefault();
              const profile = { ...result.profile, name: name.trim() || result.profile.name };
              store([...profiles.filter((p) => p.name !== profile.name), profile]);
              setMessage(`Saved profile ${profile.name}`);
            }}
          >
            <label htmlFor={`${id}-name`}>Profile name</label>
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              placeholder={result.profile.name}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit">Save profile</button>
          </form>
        </>
      ) : null}
      {profiles.length > 0 ? (
        <ProfileList
          profiles={profiles}
          active={active?.name ?? null}
          onApply={apply}
          onDelete={(p) => store(profiles.filter((q) => q.name !== p.name))}
        />
      ) : null}
      {active ? (
        <button type="button" className="small" onClick={() => apply(null)}>
          Remove calibration ({active.name})
        </button>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}

/** Each point measured, and the model's prediction and error before and after calibration. */
function MeasuredVsPredicted({ result }: { result: Result }) {
  return (
    <table className="grid" aria-label="Measured vs predicted">
      <thead>
        <tr>
          <th scope="col">Point</th>
          {['Measured', 'Predicted before', 'Error before', 'Predicted after', 'Error after'].map(
            (c) => (
              <th key={c} scope="col" className="num">
                {c}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {result.before.map((b, i) => {
          const a = result.after[i];
          const { run, what } = splitPoint(b.point);
          const previous = i > 0 ? splitPoint(result.before[i - 1]!.point).run : null;
          return (
            <Fragment key={`${b.point}-${i}`}>
              {run !== previous && run !== '' ? (
                <tr className="group">
                  <th scope="rowgroup" colSpan={6}>
                    {run.replace(/ \(line (\d+)\)$/, ', line $1')}
                  </th>
                </tr>
              ) : null}
              <tr>
                <th scope="row" className="indent">
                  {asSentence(what)}
                </th>
                <td className="num">{value(b.measured, b.unit)}</td>
                <td className="num">{value(b.predicted, b.unit)}</td>
                <td className="num">{error(b.errorPct)}</td>
                <td className="num">{value(a?.predicted, b.unit)}</td>
                <td className="num">{error(a?.errorPct)}</td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

/** The saved calibration profiles: apply one (the one applied is marked) or delete it. */
function ProfileList({
  profiles,
  active,
  onApply,
  onDelete,
}: {
  profiles: CalibrationProfile[];
  active: string | null;
  onApply: (p: CalibrationProfile) => void;
  onDelete: (p: CalibrationProfile) => void;
}) {
  return (
    <ul className="profiles" aria-label="Calibration profiles">
      {profiles.map((p) => (
        <li key={p.name}>
          <span>
            {p.name} <span className="explain">({p.sources.join(', ')})</span>
            {active === p.name ? <strong> — applied</strong> : null}
          </span>
          {(
            [
              ['Apply', onApply],
              ['Delete', onDelete],
            ] as const
          ).map(([verb, act]) => (
            <button
              key={verb}
              type="button"
              className="small"
              aria-label={`${verb} profile ${p.name}`}
              onClick={() => act(p)}
            >
              {verb}
            </button>
          ))}
        </li>
      ))}
    </ul>
  );
}
