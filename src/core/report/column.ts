/** One configuration's predicted figures as the report prints them. */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Prediction } from '../types.ts';
import type { ReportColumn } from './types.ts';
import {
  boundText,
  formatDuration,
  formatInt,
  formatQps,
  formatRange,
  formatUsd,
} from '../format/index.ts';
import { scenarioSettings, scenarioSummary } from './settings.ts';
import { inCloudUnits } from '../storage/vendorUnits.ts';

/** A scenario's column, its texts in the unit its cloud quotes throughput in (Azure: MB/s). */
export function reportColumn(
  role: ReportColumn['role'],
  heading: string,
  scenario: Scenario,
  prediction: Prediction,
  catalog: Catalog,
): ReportColumn {
  return inCloudUnits(columnOf(role, heading, scenario, prediction, catalog), scenario.cloud);
}

function columnOf(
  role: ReportColumn['role'],
  heading: string,
  scenario: Scenario,
  prediction: Prediction,
  catalog: Catalog,
): ReportColumn {
  const { startup, qps, cost } = prediction;
  // predict() leaves the ranges out; a column without them shows the point figure as its range.
  const total = startup.totalRange ?? [startup.totalSeconds, startup.totalSeconds];
  const qpsRange = qps.pointSelectRange ?? [qps.pointSelect, qps.pointSelect];
  return {
    role,
    heading,
    scenarioName: scenario.name,
    summary: scenarioSummary(scenario),
    settings: scenarioSettings(scenario, catalog),
    startup: startup.modelled
      ? modelledStartup(startup, total, scenario)
      : {
          modelled: false,
          note: startup.notModelled ?? '',
          totalSeconds: 0,
          totalText: 'not modelled',
          totalRange: [0, 0],
          totalRangeText: '',
          phases: [],
          bottleneck: startup.notModelled ?? '',
        },
    qps: {
      pointSelect: qps.pointSelect,
      text: formatQps(qps.pointSelect),
      range: qpsRange,
      rangeText: `${formatRange(qpsRange[0], qpsRange[1], formatInt)} QPS`,
      bound: qps.bound,
      boundText: boundText(qps.bound, scenario.cloud),
      explanation: qps.explanation,
    },
    extrapolating: [...(prediction.uncertainty?.extrapolating ?? [])],
    extrapolatingStartup: [...(prediction.uncertainty?.startup ?? [])],
    extrapolatingQps: [...(prediction.uncertainty?.qps ?? [])],
    cost: {
      monthlyUsd: cost.monthlyUsd,
      text: formatUsd(cost.monthlyUsd),
      items: cost.items.map((i) => ({
        label: i.label,
        monthlyUsd: i.monthlyUsd,
        text: formatUsd(i.monthlyUsd),
        source: i.source,
        asOf: i.asOf,
        ...(i.note ? { note: i.note } : {}),
        ...(i.part ? { part: i.part } : {}),
      })),
      storageUsd: cost.storageUsd,
      storageText: formatUsd(cost.storageUsd),
      primaryText: formatUsd(cost.monthlyUsd - cost.replicaUsd),
      servers: cost.servers,
      per1000QpsUsd: cost.per1000QpsUsd,
      per1000QpsText: formatUsd(cost.per1000QpsUsd),
      ...(cost.ioNotPriced
        ? {
            ioNotPricedText: `Aurora Standard I/O is not in the total: no average load given. ${formatUsd(cost.ioNotPriced.per1000AverageQpsUsd)}/month per 1,000 average QPS.`,
          }
        : {}),
      pricingLabel: cost.pricing.label,
    },
    warnings: [...prediction.warnings],
  };
}

/** The report's startup of a modelled prediction: total, range, phases and bottleneck. */
function modelledStartup(
  startup: Prediction['startup'],
  total: [number, number],
  scenario: Scenario,
): ReportColumn['startup'] {
  return {
    modelled: true,
    totalSeconds: startup.totalSeconds,
    totalText: formatDuration(startup.totalSeconds),
    totalRange: total,
    totalRangeText: formatRange(total[0], total[1], formatDuration),
    phases: startup.phases.map((p) => {
      const range = p.range ?? [p.seconds, p.seconds];
      return {
        name: p.name,
        label: p.label,
        seconds: p.seconds,
        text: formatDuration(p.seconds),
        range,
        rangeText: formatRange(range[0], range[1], formatDuration),
        bound: p.bound,
        boundText: boundText(p.bound, scenario.cloud),
        explanation: p.explanation,
      };
    }),
    bottleneck: startup.bottleneck.explanation,
  };
}
