import { useId, useMemo, useState } from 'react';
import type { Sizing, SizingBasis, Utilisation, Workload } from '../../../core/telemetry/index.ts';
import {
  analyseTelemetry,
  captureText,
  DEFAULT_SNAPSHOT_INTERVAL_SEC,
  parseSnapshotInterval,
  chartLimits,
  formatMetric,
  hasTelemetry,
  limitPercent as pct,
  metricHasClock,
  percentileRows,
  utilisationRows,
  sizeFromWorkload,
  telemetryAverageLoad,
  utilisation,
  withTelemetryLoad,
} from '../../../core/telemetry/index.ts';
import {
  asSentence,
  formatDateTimeUtc,
  formatInt,
  formatNumber,
  formatPercent,
  formatPercentUpTo,
  formatUsd,
} from '../../../core/format/index.ts';
import { actions, catalog, useApp } from '../../store/index.ts';
import { applyProfile } from '../../../core/calibration/index.ts';
import type { WorkloadComparisonRow } from '../../../core/calibration/workload.ts';
import { farMark, fitWorkload, workloadComparison } from '../../../core/calibration/workload.ts';
import { WorkloadChart } from './WorkloadChart.tsx';
import { ChangeList } from '../recommend/ChangeList.tsx';

/**
 * Production telemetry accepted from the import review: the workload (a chart per metric with
 * the configuration's limits, percentiles), the utilisation of the current scenario's
 * configuration (the one the capture ran on) and, on request, the cheapest configuration that
 * sustains the measured load with headroom.
 */
export function WorkloadPanel(props: { chartWidth?: number }) {
  const records = useApp((s) => s.importedRecords);
  const scenario = useApp((s) => s.scenario);
  const [device, setDevice] = useState<string | undefined>(undefined);
  const [intervalText, setIntervalText] = useState('');
  const telemetry = useMemo(() => hasTelemetry(records), [records]);
  // Plain /proc/diskstats snapshots carry no time: the field's seconds (a default) apply to them.
  const untimed = useMemo(
    () => records.some((r) => r.kind === 'diskstats-snapshot' && r.timeSec === null),
    [records],
  );
  const interval = parseSnapshotInterval(intervalText);
  const intervalSec = untimed && interval.ok ? interval.seconds : undefined;
  const analysis = useMemo(
    () =>
      telemetry
        ? analyseTelemetry(records, null, catalog, {
            ...(device !== undefined ? { device } : {}),
            ...(intervalSec !== undefined ? { intervalSec } : {}),
          })
        : null,
    [records, telemetry, device, intervalSec],
  );
  const util = useMemo(
    () =>
      analysis && analysis.workload.device !== null
        ? utilisation(analysis.workload, scenario, catalog)
        : null,
    [analysis, scenario],
  );
  if (!analysis) return null;
  const w = analysis.workload;
  const limits = util?.limits.map((l) => l.limit) ?? [];
  const capture = captureText(w);

  return (
    <section className="panel workload" aria-label="Production workload">
      <h3>Production workload</h3>
      <p className="explain">
        {capture.disk !== null ? `${capture.disk}.` : 'No disk data: MySQL status only.'}
        {capture.mysql !== null ? ` ${capture.mysql}.` : ''}
      </p>
      {w.devices.length > 1 ? <DeviceChoice workload={w} onChange={setDevice} /> : null}
      {untimed ? (
        <IntervalField
          text={intervalText}
          seconds={interval.ok ? interval.seconds : null}
          onChange={setIntervalText}
          error={interval.ok ? null : interval.message}
        />
      ) : null}
      <div className="workload-charts">
        {w.metrics.map((m) => (
          <WorkloadChart
            key={m.key}
            metric={m}
            limits={chartLimits(m, limits)}
            clock={metricHasClock(w, m)}
            {...(props.chartWidth !== undefined ? { width: props.chartWidth } : {})}
          />
        ))}
      </div>
      <PercentileTable workload={w} />
      <AverageLoadLine workload={w} />
      {util ? (
        <>
          <UtilisationTable util={util} />
          {util.machine !== undefined ? (
            <p className="explain capture-machine">{asSentence(util.machine)}</p>
          ) : null}
          <CalibrateOnWorkload workload={w} />
          <SizeFromLoad workload={w} sizeKey={JSON.stringify([device, scenario, records.length])} />
        </>
      ) : null}
      {w.warnings.length > 0 ? (
        // Notes on the capture ("3 devices in the capture: showing …"), not errors: neutral.
        <ul className="notes" aria-label="Workload notes">
          {w.warnings.map((x, i) => (
            <li key={i}>{asSentence(x)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The capture's average load (issue 40 item 4) and, on Aurora Standard, whether its I/O is priced
 * on it: accepting the import prices it when no average load was given; the button does it when
 * one was (or the scenario became Aurora later).
 */
function AverageLoadLine({ workload: w }: { workload: Workload }) {
  const records = useApp((s) => s.importedRecords);
  const scenario = useApp((s) => s.scenario);
  const load = useMemo(() => telemetryAverageLoad(records, w), [records, w]);
  if (!load) return null;
  const standard = scenario.deployment === 'aurora' && scenario.auroraStorage === 'standard';
  const priced = scenario.workload.averageQpsFrom === load.from;
  return (
    <p className="explain telemetry-load" role="status">
      Average load of the capture: {formatInt(load.averageQps)} QPS.
      {standard && priced ? ` Aurora Standard I/O priced on ${load.from}.` : ''}
      {standard && !priced ? (
        <>
          {' '}
          <button
            type="button"
            className="small"
            onClick={() => actions.commit(withTelemetryLoad(scenario, load))}
          >
            Price Aurora Standard I/O at this load
          </button>
        </>
      ) : null}
    </p>
  );
}

/**
 * The seconds between snapshots that carry no time (plain /proc/diskstats; the CLI's --interval):
 * empty takes the default, a bad value is one error naming the field and a valid value.
 */
function IntervalField(props: {
  text: string;
  seconds: number | null;
  onChange: (text: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <p className="toolbar-row">
      <label htmlFor={id}>Seconds between snapshots</label>{' '}
      <input
        id={id}
        type="text"
        inputMode="decimal"
        size={6}
        placeholder={String(DEFAULT_SNAPSHOT_INTERVAL_SEC)}
        value={props.text}
        aria-invalid={props.error !== null}
        onChange={(e) => props.onChange(e.target.value)}
      />{' '}
      <span className="explain">
        {props.error === null
          ? `The snapshots carry no time: their rates use ${formatNumber(props.seconds ?? DEFAULT_SNAPSHOT_INTERVAL_SEC, 3)} s${props.text.trim() === '' ? ' (the default)' : ''} between them; type how far apart they were taken.`
          : null}
      </span>
      {props.error !== null ? (
        <span role="alert" className="field-error">
          {props.error}
        </span>
      ) : null}
    </p>
  );
}

/** The device analysed, when the capture has several, and why it was chosen. */
function DeviceChoice({
  workload: w,
  onChange,
}: {
  workload: Workload;
  onChange: (device: string) => void;
}) {
  return (
    <label className="inline">
      Device{' '}
      <select aria-label="Device" value={w.device ?? ''} onChange={(e) => onChange(e.target.value)}>
        {w.devices.map((d) => (
          <option key={d.device} value={d.device}>
            {d.device} ({formatInt(d.ios)} IOs)
          </option>
        ))}
      </select>
      {w.deviceChoice !== null ? (
        <span className="explain device-choice"> {asSentence(w.deviceChoice)}</span>
      ) : null}
    </label>
  );
}

const PERCENTILE_COLUMNS = ['mean', 'p50', 'p95', 'p99', 'max'];

/** A table's header row: the row headers' column, then the figures' columns. */
function Head({ first, columns }: { first: string; columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {columns.map((c) => (
          <th key={c} scope="col" className="num">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's figures, right-aligned. */
function NumCells({ cells }: { cells: readonly string[] }) {
  return (
    <>
      {cells.map((c, i) => (
        <td key={i} className="num">
          {c}
        </td>
      ))}
    </>
  );
}

function PercentileTable({ workload }: { workload: Workload }) {
  return (
    <table className="grid" aria-label="Workload percentiles">
      <Head first="Metric" columns={PERCENTILE_COLUMNS} />
      <tbody>
        {percentileRows(workload).map((r) => (
          <tr key={r.key}>
            <th scope="row">
              {r.label} <span className="axis-unit">({r.unit})</span>
            </th>
            <NumCells cells={r.cells ?? PERCENTILE_COLUMNS.map(() => '–')} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UtilisationTable({ util }: { util: Utilisation }) {
  return (
    <>
      <h4>Utilisation of {util.configuration}</h4>
      <table className="grid" aria-label="Utilisation">
        <Head first="Limit" columns={['p95', 'peak', 'time at the limit']} />
        <tbody>
          {utilisationRows(util.limits).map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.limit}</th>
              <NumCells cells={[r.p95, r.peak, r.atLimit]} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bottleneck" role="note">
        <strong>Bottleneck:</strong> {asSentence(util.summary)}
      </p>
    </>
  );
}

/** Measured against the model, and the button that calibrates the model on the workload. */
function CalibrateOnWorkload({ workload: w }: { workload: Workload }) {
  const scenario = useApp((s) => s.scenario);
  const fit = useMemo(() => fitWorkload(w, scenario), [w, scenario]);
  const comparison = useMemo(
    () => workloadComparison(w, scenario, fit, catalog),
    [w, scenario, fit],
  );
  if (comparison.length === 0) return null;
  const calibrated =
    fit !== null && JSON.stringify(scenario.calibration?.workload ?? null) === JSON.stringify(fit);
  const use = (workload: NonNullable<typeof fit>) => {
    const cur = actions.current();
    const base = cur.calibration ?? {
      name: `Production workload ${formatDateTimeUtc(new Date().toISOString())}`,
      createdAt: new Date().toISOString(),
      sources: [w.disk?.tool, w.mysql?.tool].filter((t): t is string => typeof t === 'string'),
      device: null,
      startup: null,
    };
    actions.commit(applyProfile(cur, { ...base, workload }));
  };
  return (
    <>
      <h4>Model calibrated on this workload</h4>
      <MeasuredVsModel rows={comparison} />
      {comparison.some((c) => c.warning !== undefined) ? (
        <ul className="warnings" aria-label="Calibration warnings">
          {comparison.flatMap((c) =>
            c.warning === undefined ? [] : [<li key={c.metric}>{asSentence(c.warning)}</li>],
          )}
        </ul>
      ) : null}
      {fit ? (
        <p className="toolbar-row">
          <button type="button" disabled={calibrated} onClick={() => use(fit)}>
            {calibrated
              ? 'The model uses these measured figures'
              : 'Use the measured miss ratio and IO sizes in the model'}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** The form that sizes from the measured load (on request: a search over a million), and its result. */
function SizeFromLoad({ workload: w, sizeKey }: { workload: Workload; sizeKey: string }) {
  const scenario = useApp((s) => s.scenario);
  const [basis, setBasis] = useState<SizingBasis>('p95');
  const [headroom, setHeadroom] = useState(10);
  // The search keeps the current CPU architecture unless allowed (issue 27).
  const [allowArch, setAllowArch] = useState(false);
  const [sizing, setSizing] = useState<{ key: string; result: Sizing | null } | null>(null);
  const key = JSON.stringify([basis, headroom, allowArch, sizeKey]);
  const current = sizing?.key === key ? sizing.result : null;
  return (
    <>
      <form
        className="toolbar-row"
        aria-label="Size from the measured load"
        onSubmit={(e) => {
          e.preventDefault();
          setSizing({
            key,
            result: sizeFromWorkload(w, scenario, catalog, {
              basis,
              headroomPct: headroom,
              allowArchitectureChange: allowArch,
            }),
          });
        }}
      >
        <label>
          Size for{' '}
          <select
            aria-label="Size for"
            value={basis}
            onChange={(e) => setBasis(e.target.value === 'peak' ? 'peak' : 'p95')}
          >
            <option value="p95">the p95 load</option>
            <option value="peak">the peak load</option>
          </select>
        </label>
        <label>
          Headroom %{' '}
          <input
            type="number"
            aria-label="Headroom %"
            min={0}
            max={1000}
            value={headroom}
            onChange={(e) => setHeadroom(Math.max(0, Number(e.target.value) || 0))}
          />
        </label>
        <label title="Also search the other CPU architecture (x86_64 or arm64): a replace, a new instance from an image for it">
          <input
            type="checkbox"
            checked={allowArch}
            onChange={(e) => setAllowArch(e.target.checked)}
          />{' '}
          Allow architecture change (replace)
        </label>
        <button type="submit" className="primary">
          Find the cheapest configuration
        </button>
      </form>
      {current ? <SizingResult sizing={current} /> : null}
    </>
  );
}

function SizingResult({ sizing }: { sizing: Sizing }) {
  const t = sizing.need.target;
  const r = sizing.recommendation;
  return (
    <div className="workload-sizing" aria-label="Sizing from the workload" role="region">
      <p>
        Needs {formatInt(t.readIops + t.writeIops)} IOPS ({formatInt(t.readIops)} reads,{' '}
        {formatInt(t.writeIops)} writes) and {formatNumber(t.readMiBps + t.writtenMiBps, 1)} MiB/s
        sustained: the {sizing.need.basis === 'peak' ? 'peak' : 'p95'} load +{' '}
        {formatPercentUpTo(sizing.need.headroomPct, 2)} headroom. The current configuration sustains{' '}
        {formatInt(sizing.current.iops)} IOPS and {formatNumber(sizing.current.mibps, 1)} MiB/s (
        {pct(sizing.current.iopsPct)} and {pct(sizing.current.mibpsPct)} of it taken)
        {sizing.current.monthlyUsd !== null
          ? ` at ${formatUsd(sizing.current.monthlyUsd)}/month, ${sizing.current.pricing}`
          : ''}
        .
      </p>
      <table className="grid" aria-label="Recommended from the workload">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Configuration</th>
            <th scope="col" className="num">
              per month
              {r.results[0] ? `, ${r.results[0].prediction.cost.pricing.label}` : ''}
            </th>
            <th scope="col">Why it fits</th>
            <th scope="col">Changes</th>
            <th scope="col">
              <span className="sr-only">Apply</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {r.results.map((res) => (
            <tr key={res.rank}>
              <td>{res.rank}</td>
              <td>{res.scenario.name.replace(/^Recommended: /, '')}</td>
              <td className="num">{formatUsd(res.prediction.cost.monthlyUsd)}</td>
              <td>{asSentence(res.binding)}</td>
              <td>
                <ChangeList changes={res.changes} label={`Changes of configuration ${res.rank}`} />
              </td>
              <td>
                <button
                  type="button"
                  className="small"
                  aria-label={`Apply configuration ${res.rank}: ${res.scenario.name.replace(/^Recommended: /, '')}`}
                  onClick={() => actions.applyConfiguration(res.scenario)}
                >
                  Apply
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.results.length === 0 ? <p className="explain">{r.note}</p> : null}
      <ul className="explain">
        {[...r.rules, ...sizing.notes].map((n, i) => (
          <li key={i}>{asSentence(n)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Measured vs the model for the configuration the capture ran on, before and after calibration. */
function MeasuredVsModel({ rows }: { rows: WorkloadComparisonRow[] }) {
  return (
    <table className="grid" aria-label="Workload: measured vs model">
      <thead>
        <tr>
          <th scope="col">Measured vs model</th>
          <th scope="col" className="num">
            measured
          </th>
          <th scope="col" className="num">
            predicted
          </th>
          <th scope="col" className="num">
            error
          </th>
          <th scope="col" className="num">
            calibrated
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.metric}>
            <th scope="row">{c.metric}</th>
            <td className="num">{formatMetric(c.measured, c.unit)}</td>
            <td className="num">{formatMetric(c.predicted, c.unit)}</td>
            <td className="num">{formatPercent(c.errorPct, 1, true)}</td>
            <td className="num">
              {c.calibrated === null ? '–' : formatMetric(c.calibrated, c.unit)}
              {c.warning !== undefined ? (
                <span className="warn-mark" title={c.warning}>
                  {' '}
                  ({farMark(c)}: see below)
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
