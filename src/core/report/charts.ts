/**
 * Chart data of the report. Every point is a model result: startup phases from predict, cost and
 * QPS of the current, recommended, compared and searched configurations, the current volume at
 * other provisioned IOPS/throughput, and QPS for each innodb_page_size. The series come from
 * src/core/sweeps, the same functions as the app's charts.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { PAGE_SIZES_KIB } from '../scenario/types.ts';
import { validateScenario } from '../model.ts';
import { costVsPerformance, evaluatePoint, qpsVsPageSize } from '../sweeps/index.ts';
import type { Prediction } from '../types.ts';
import type { ReportCharts, ReportColumn, ReportCostPoint, ReportSeries } from './types.ts';

/** Predicted QPS at every page size the model accepts for this scenario. */
export function qpsByPageSize(name: string, scenario: Scenario, catalog: Catalog): ReportSeries {
  return {
    name,
    points: qpsVsPageSize(scenario, catalog).map((p) => ({
      x: p.x,
      y: p.qps,
      label: `${p.x} KiB`,
      // The default evaluation carries the range.
      low: p.qpsRange?.[0] ?? p.qps,
      high: p.qpsRange?.[1] ?? p.qps,
    })),
  };
}

/**
 * Why a series has no point at some page sizes: the model refuses the scenario there (e.g. the
 * tables do not fit the volume with 64 KiB pages). One line per configuration and page size, the
 * first issue's message without its "Nearest valid" hint (that is for the user editing it).
 */
export function pageSizeGaps(series: ReportSeries, scenario: Scenario, catalog: Catalog): string[] {
  const shown = new Set(series.points.map((p) => p.x));
  const gaps: string[] = [];
  for (const pageSizeKiB of PAGE_SIZES_KIB) {
    if (shown.has(pageSizeKiB)) continue;
    const issue = validateScenario(
      { ...scenario, mysql: { ...scenario.mysql, pageSizeKiB } },
      catalog,
    )[0];
    const why = issue
      ? issue.message.replace(/\s*Nearest valid:.*$/, '')
      : 'the model has no figure';
    gaps.push(`${series.name} at ${pageSizeKiB} KiB: ${why}`);
  }
  return gaps;
}

/**
 * The current instance and volume kind at other provisioned IOPS/throughput (gp3, io2): point
 * figures only (the report draws no range for them).
 */
export function provisioningPoints(scenario: Scenario, catalog: Catalog): ReportCostPoint[] {
  return costVsPerformance(scenario, catalog, evaluatePoint)
    .filter((p) => !p.current)
    .map((p) => ({
      label: p.label,
      kind: 'provisioning',
      monthlyUsd: p.monthlyUsd,
      qps: p.qps,
      startupSeconds: p.startupSeconds,
    }));
}

export function costPoint(column: ReportColumn, kind: ReportCostPoint['kind']): ReportCostPoint {
  return {
    label: column.heading,
    kind,
    monthlyUsd: column.cost.monthlyUsd,
    qps: column.qps.pointSelect,
    startupSeconds: column.startup.modelled ? column.startup.totalSeconds : null,
  };
}

export function candidatePoint(label: string, prediction: Prediction): ReportCostPoint {
  return {
    label,
    kind: 'candidate',
    monthlyUsd: prediction.cost.monthlyUsd,
    qps: prediction.qps.pointSelect,
    startupSeconds: prediction.startup.modelled ? prediction.startup.totalSeconds : null,
  };
}

function pageSizeChart(
  columns: { column: ReportColumn; scenario: Scenario }[],
  catalog: Catalog,
): ReportCharts['qpsVsPageSize'] {
  const series = columns.map(({ column, scenario }) =>
    qpsByPageSize(column.heading, scenario, catalog),
  );
  const gaps = series.flatMap((s, i) => {
    const scenario = columns[i]?.scenario;
    return scenario ? pageSizeGaps(s, scenario, catalog) : [];
  });
  return { series, gaps };
}

export function buildCharts(
  columns: { column: ReportColumn; scenario: Scenario }[],
  candidates: ReportCostPoint[],
  catalog: Catalog,
): ReportCharts {
  const current = columns[0];
  return {
    startupPhases: {
      // A startup that is not modelled (Aurora, issue 40) has no bar: never a "0 s" one.
      rows: columns
        .filter(({ column }) => column.startup.modelled)
        .map(({ column }) => ({
          heading: column.heading,
          totalSeconds: column.startup.totalSeconds,
          totalRange: column.startup.totalRange,
          phases: column.startup.phases.map((p) => ({
            name: p.name,
            label: p.label,
            seconds: p.seconds,
          })),
        })),
    },
    costVsPerformance: {
      points: [
        ...(current ? provisioningPoints(current.scenario, catalog) : []),
        ...candidates,
        ...columns.map(({ column }) => costPoint(column, column.role)),
      ],
    },
    qpsVsPageSize: pageSizeChart(columns, catalog),
  };
}
