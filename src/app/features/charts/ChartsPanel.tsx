import { useLayoutEffect, useMemo } from 'react';
import { axesInputOf, XYChart } from '../../components/charts.tsx';
import { sharedDurationUnit } from '../../components/xyAxes.ts';
import type { RangeAt, XYSeries } from '../../components/charts.tsx';
import { formatCompact, formatDuration, formatQps } from '../../../core/format/index.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import type { Range } from '../../../core/types.ts';
import { selectPointSweeps, selectPrediction, selectSweeps, useApp } from '../../store/index.ts';
import type { MeasuredPoint, Pinned } from '../../store/index.ts';
import type { SweepPoint } from '../../../core/sweeps/index.ts';
import { pointsCommitted, rangesCommitted } from '../../perf.ts';
import { PAGE_SIZES_KIB } from '../../../core/scenario/types.ts';
import {
  dotLabels,
  formatMeasure,
  modelAtMeasurement,
  modelDifference,
} from '../import/overlay.ts';
import type { MeasuredVsModel } from '../import/overlay.ts';
import { describeStorage, kindFamily, storageKind } from '../../../core/storage/index.ts';

/** Series colours: the current scenario, then up to four pinned ones. */
export const SERIES_COLORS = ['var(--accent)', 'var(--s2)', 'var(--s3)', 'var(--s4)', 'var(--s5)'];

interface Named {
  label: string;
  scenario: Scenario;
  color: string;
}

/**
 * The machine a measurement's dot names in the legend: "m6id.xlarge instance store (local NVMe)",
 * "m6i.large gp3 500 GiB, 16,000 IOPS, 1,000 MiB/s" (its provisioning, which may be all it differs by).
 */
function machineWords(m: Scenario): string {
  const kind = storageKind(m.storage.kind);
  const provisioned = kind.provisions.iops || kind.provisions.throughputMiBps;
  return `${m.instance.type} ${provisioned ? describeStorage(m.storage, 'short', m) : (kind.name ?? m.storage.kind)}`;
}

/**
 * Measured dots, labelled, each with a ring where the model puts the same measurement at its own
 * settings, joined by a dotted line: the gap is the model's error for that run. Dots measured on
 * another machine than the charts' scenario are their own series (squares), "Measured on
 * <machine>" (issue 41.7): drawn on this scenario's axes, they say where they come from.
 */
export function measuredSeries(
  compared: MeasuredVsModel[],
  chart: MeasuredPoint['chart'],
): XYSeries[] {
  const hits = compared.filter((c) => c.point.chart === chart && c.point.xKnown);
  if (hits.length === 0) return [];
  const title = (c: MeasuredVsModel) =>
    `${c.point.label} (${c.settings}${c.otherMachine ? `; measured on ${machineWords(c.point.machine)}, not the charts' scenario` : ''}): measured ${formatMeasure(c.point, c.point.y)}` +
    (c.model === null
      ? ', the model refuses these settings'
      : `, model ${formatMeasure(c.point, c.model)} (${modelDifference(c)})`);
  const modelled = hits.filter((c) => c.model !== null);
  const labels = dotLabels(hits.map((c) => c.point));
  const groups = new Map<string, number[]>();
  hits.forEach((c, i) => {
    const name = c.otherMachine ? `Measured on ${machineWords(c.point.machine)}` : 'Measured';
    groups.set(name, [...(groups.get(name) ?? []), i]);
  });
  const dots = [...groups].map(([name, idx]): XYSeries => ({
    name,
    color: 'var(--measured)',
    scatter: true,
    ...(name === 'Measured' ? {} : { marker: 'square' as const }),
    points: idx.map((i) => {
      const c = hits[i] as MeasuredVsModel;
      return {
        x: c.point.x,
        y: c.point.y,
        ...(labels[i] ? { label: labels[i] } : {}),
        title: title(c),
      };
    }),
  }));
  // "Measured" (this machine) first, then the other machines by name.
  dots.sort((a, b) =>
    a.name === 'Measured' ? -1 : b.name === 'Measured' ? 1 : a.name < b.name ? -1 : 1,
  );
  return [
    ...dots,
    ...(modelled.length > 0
      ? [
          {
            name: "Model at each measurement's settings",
            color: 'var(--measured)',
            scatter: true,
            hollow: true,
            points: modelled.map((c) => ({
              x: c.point.x,
              y: c.model as number,
              from: { x: c.point.x, y: c.point.y },
              title: title(c),
            })),
          },
        ]
      : []),
  ];
}

/** The series' names and colours: the current scenario, then the pinned ones. */
function namedOf(scenario: Scenario, pinned: Pinned[]): Named[] {
  return [
    { label: 'Current', scenario, color: SERIES_COLORS[0] as string },
    ...pinned.map((p, i) => ({
      label: p.label,
      scenario: p.scenario,
      color: SERIES_COLORS[i + 1] as string,
    })),
  ];
}

type Ranges = Record<'byIops' | 'byTp' | 'byPage' | 'costPerf', RangeAt[][]>;

const at = (x: number, r: Range | undefined): RangeAt[] =>
  r ? [{ x, low: r[0], high: r[1] }] : [];

/**
 * The uncertainty range of every sweep point, per chart and series (in `namedOf`'s order): the
 * bands, drawn in the same frame as the lines (issue 36: bands a render later lagged a slider step
 * by p95 ~40 ms; computed in the step, they cost ~1–2 ms of it, the sweep points being cached).
 */
function chartRanges(scenario: Scenario, pinned: Pinned[]): Ranges {
  const sweeps = namedOf(scenario, pinned).map((n) => selectSweeps(n.scenario));
  const line = (pts: SweepPoint[], figure: 'startup' | 'qps') =>
    pts.flatMap((p) => at(p.x, figure === 'qps' ? p.qpsRange : p.startupRange));
  return {
    byIops: sweeps.map((s) => line(s.byIops, 'startup')),
    byTp: sweeps.map((s) => line(s.byThroughput, 'startup')),
    byPage: sweeps.map((s) => line(s.byPageSize, 'qps')),
    costPerf: sweeps.map((s, i) =>
      s.costPerf
        .filter((p) => i === 0 || p.current)
        .flatMap((p) => at(p.monthlyUsd, p.startupRange)),
    ),
  };
}

/**
 * The charts' lines and dots from the point figures of `scenario` (drawn in the slider step's own
 * frame), with the bands of `ranges`.
 */
function chartData(
  scenario: Scenario,
  pinned: Pinned[],
  compared: MeasuredVsModel[],
  ranges: Ranges,
) {
  const named = namedOf(scenario, pinned);
  const sweeps = named.map((n) => ({ ...n, sweep: selectPointSweeps(n.scenario) }));
  const current = selectPrediction(scenario);
  const cur = current.ok ? current.prediction : null;

  type Sweep = (typeof sweeps)[number];
  const line = (
    pick: (s: Sweep) => SweepPoint[],
    figure: 'startup' | 'qps',
    bands: RangeAt[][],
  ): XYSeries[] =>
    sweeps
      .map((s, i) => {
        // A startup that is not modelled (Aurora, issue 40) is no point: its line is empty.
        const pts = pick(s).filter((p) => figure === 'qps' || p.startupSeconds !== null);
        return {
          name: s.label,
          color: s.color,
          points: pts.map((p) => ({
            x: p.x,
            y: figure === 'qps' ? p.qps : (p.startupSeconds ?? 0),
          })),
          ranges: pts.length > 0 ? (bands[i] ?? []) : [],
        };
      })
      .filter((s) => s.points.length > 0);

  const byIops = line((s) => s.sweep.byIops, 'startup', ranges.byIops);
  const byTp = line((s) => s.sweep.byThroughput, 'startup', ranges.byTp);
  const byPage = line((s) => s.sweep.byPageSize, 'qps', ranges.byPage);
  const costPerf: XYSeries[] = sweeps
    .map((s, i) => {
      const pts = s.sweep.costPerf.filter(
        (p) => (i === 0 || p.current) && p.startupSeconds !== null,
      );
      return {
        name: i === 0 ? 'Same instance, other IOPS/throughput' : s.label,
        color: s.color,
        scatter: true,
        keep: i > 0,
        points: pts.map((p) => ({ x: p.monthlyUsd, y: p.startupSeconds ?? 0 })),
        ranges: pts.length > 0 ? (ranges.costPerf[i] ?? []) : [],
      };
    })
    // The current scenario's dots, none where its startup is not modelled (Aurora): no legend entry.
    .filter((s, i) => i > 0 || s.points.length > 0);
  const startupRange = cur?.startup.totalRange;
  // The current point of a startup chart: none where the startup is not modelled (Aurora).
  const startupOf = cur?.startup.modelled ? cur : null;

  return {
    byIops: [...byIops, ...measuredSeries(compared, 'iops')],
    byIopsCurrent:
      startupOf && byIops.length > 0
        ? { x: scenario.storage.iops, y: startupOf.startup.totalSeconds, range: startupRange }
        : null,
    byTp: [...byTp, ...measuredSeries(compared, 'throughput')],
    byTpCurrent:
      startupOf && byTp.length > 0
        ? {
            x: scenario.storage.throughputMiBps,
            y: startupOf.startup.totalSeconds,
            range: startupRange,
          }
        : null,
    byPage: [...byPage, ...measuredSeries(compared, 'pageSize')],
    byPageCurrent: cur
      ? { x: scenario.mysql.pageSizeKiB, y: cur.qps.pointSelect, range: cur.qps.pointSelectRange }
      : null,
    costPerf,
    costPricing: cur ? cur.cost.pricing.label : null,
    costCurrent: startupOf
      ? { x: startupOf.cost.monthlyUsd, y: startupOf.startup.totalSeconds, range: startupRange }
      : null,
    /** Why the current scenario's startup has no figure (issue 40: Aurora), or null. */
    startupNote: cur && !cur.startup.modelled ? (cur.startup.notModelled ?? null) : null,
  };
}

/** Dollar ticks in the compact form ("$10K"): a five-digit tick did not fit the chart's edge. */
const fmtDollars = (v: number) => `$${formatCompact(v)}`;

/** Why a storage chart has nothing to draw: the kind has no such setting to vary. */
export function nothingToSweep(s: Scenario, field: 'IOPS' | 'throughput'): string {
  const m = storageKind(s.storage.kind);
  const name = kindFamily(m);
  if (m.provisions.iops && field === 'throughput')
    return `${name} has no throughput to provision: it follows the provisioned IOPS, so only the IOPS chart varies it.`;
  if (m.provisions.sizeGiB)
    return `${name} has no ${field} to provision: both follow the volume's size.`;
  if (m.instanceCapacityGiB)
    return `Local NVMe has no ${field} to provision: the instance type sets it.`;
  if (m.deviceClass === 'aurora')
    return `Aurora's cluster volume has no ${field} to provision: the DB instance class limits its reads.`;
  return `A custom device has no ${field} to provision: its measured rates are set in its settings.`;
}
const PAGE_TICKS = [...PAGE_SIZES_KIB];

/**
 * The four charts. A slider step redraws their lines, dots and current point in its own frame,
 * from the point figures (`selectPointSweeps`: `predict` only, cached across steps), and their
 * bands in the same frame (`selectSweeps`: the ranges, cached the same way, so a step computes only
 * the points it changed; measured by `npm run bench -- ui`, src/app/perf.ts). The current point's
 * range is the headline prediction's.
 */
export function ChartsPanel() {
  const scenario = useApp((s) => s.scenario);
  const pinned = useApp((s) => s.pinned);
  const points = useApp((s) => s.measured);
  useLayoutEffect(() => {
    pointsCommitted();
    rangesCommitted();
  }, [scenario]);

  const compared = useMemo(
    () => points.map((p) => modelAtMeasurement(p, scenario)),
    [points, scenario],
  );
  const ranges = useMemo(() => chartRanges(scenario, pinned), [scenario, pinned]);
  const charts = useMemo(
    () => chartData(scenario, pinned, compared, ranges),
    [scenario, pinned, compared, ranges],
  );
  // The Recommend tab's targets, drawn where the user can see how far the curves are from them,
  // once the user gave them (a fresh document's defaults are nobody's targets).
  const targets = useApp((s) => s.targets);
  const given = useApp((s) => s.targetsGiven);
  const startupTarget = useMemo(
    () =>
      given
        ? {
            y: targets.maxStartupSeconds,
            label: `target ≤ ${formatDuration(targets.maxStartupSeconds)}`,
          }
        : null,
    [given, targets.maxStartupSeconds],
  );
  const qpsTarget = useMemo(
    () =>
      given && targets.minQps > 0
        ? { y: targets.minQps, label: `target ≥ ${formatQps(targets.minQps)}` }
        : null,
    [given, targets.minQps],
  );

  // The three startup charts read in one unit (issue 30: one said min, the next s).
  const startupUnit = useMemo(
    () =>
      sharedDurationUnit([
        axesInputOf({
          series: charts.byIops,
          current: charts.byIopsCurrent,
          target: startupTarget,
        }),
        axesInputOf({ series: charts.byTp, current: charts.byTpCurrent, target: startupTarget }),
        axesInputOf({
          series: charts.costPerf,
          current: charts.costCurrent,
          target: startupTarget,
        }),
      ]),
    [charts, startupTarget],
  );

  return (
    <section className="charts" aria-label="Charts">
      {charts.startupNote ? (
        <p className="explain not-modelled" role="note">
          Startup: not modelled. {charts.startupNote} The startup charts draw no line or point for
          it.
        </p>
      ) : null}
      <XYChart
        title="Startup time vs provisioned IOPS"
        xLabel="IOPS"
        yLabel="startup time"
        yUnit="duration"
        target={startupTarget}
        xLog
        formatYLong={formatDuration}
        yDurationUnit={startupUnit}
        emptyText={nothingToSweep(scenario, 'IOPS')}
        series={charts.byIops}
        current={charts.byIopsCurrent}
      />
      <XYChart
        title="Startup time vs throughput"
        xLabel="MiB/s"
        yLabel="startup time"
        yUnit="duration"
        target={startupTarget}
        formatYLong={formatDuration}
        yDurationUnit={startupUnit}
        emptyText={nothingToSweep(scenario, 'throughput')}
        series={charts.byTp}
        current={charts.byTpCurrent}
      />
      <XYChart
        title="QPS vs page size"
        xLabel="innodb_page_size (KiB)"
        yLabel="point-select QPS"
        yUnit="point selects/s"
        target={qpsTarget}
        xLog
        xTicks={PAGE_TICKS}
        series={charts.byPage}
        current={charts.byPageCurrent}
      />
      <XYChart
        title="Cost vs startup time"
        xLabel={`monthly cost (USD${charts.costPricing ? `, ${charts.costPricing}` : ''})`}
        yLabel="startup time"
        yUnit="duration"
        target={startupTarget}
        formatX={fmtDollars}
        formatYLong={formatDuration}
        yDurationUnit={startupUnit}
        {...(charts.startupNote ? { emptyText: `Not modelled: ${charts.startupNote}` } : {})}
        series={charts.costPerf}
        current={charts.costCurrent}
      />
      {compared.length > 0 ? <MeasuredTable compared={compared} /> : null}
    </section>
  );
}

/** Every measurement against the model at the measurement's own settings, one row per run. */
function MeasuredTable({ compared }: { compared: MeasuredVsModel[] }) {
  // A start is on two charts (IOPS and throughput): one row per record.
  const rows = compared.filter(
    (c, i) => compared.findIndex((d) => d.point.source === c.point.source) === i,
  );
  return (
    <table className="grid measured-table" aria-label="Measurements against the model">
      <caption>
        Each measurement against the model at the measurement&apos;s own settings (rings on the
        charts)
      </caption>
      <thead>
        <tr>
          <th scope="col">Run</th>
          <th scope="col">Measured on</th>
          <th scope="col" className="num">
            Measured
          </th>
          <th scope="col" className="num">
            Model
          </th>
          <th scope="col" className="num">
            Model vs measured
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.point.source}>
            <th scope="row">
              {c.point.label}
              {c.point.chart === 'pageSize' ? ' (QPS)' : ' (startup)'}
            </th>
            <td>
              {c.settings}
              {c.otherMachine ? (
                <span className="explain"> (not the charts&apos; scenario)</span>
              ) : null}
            </td>
            <td className="num">{formatMeasure(c.point, c.point.y)}</td>
            <td className="num" title={c.refused ?? undefined}>
              {c.model === null ? 'refused' : formatMeasure(c.point, c.model)}
            </td>
            <td className="num">{modelDifference(c)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
