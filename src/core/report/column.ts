/** One configuration's predicted figures as the report prints them. */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Prediction } from '../types.ts';
import type { ReportColumn } from './types.ts';
import { formatQps, formatDuration, formatUsd } from '../format/index.ts';
import { scenarioSettings, scenarioSummary } from './settings.ts';

export function reportColumn(
  role: ReportColumn['role'],
  heading: string,
  scenario: Scenario,
  prediction: Prediction,
  catalog: Catalog,
): ReportColumn {
  const { startup, qps, cost } = prediction;
  return {
    role,
    heading,
    scenarioName: scenario.name,
    summary: scenarioSummary(scenario),
    settings: scenarioSettings(scenario, catalog),
    startup: {
      totalSeconds: startup.totalSeconds,
      totalText: formatDuration(startup.totalSeconds),
      phases: startup.phases.map((p) => ({
        name: p.name,
        label: p.label,
        seconds: p.seconds,
        text: formatDuration(p.seconds),
        bound: p.bound,
        explanation: p.explanation,
      })),
      bottleneck: startup.bottleneck.explanation,
    },
    qps: {
      pointSelect: qps.pointSelect,
      text: formatQps(qps.pointSelect),
      bound: qps.bound,
      explanation: qps.explanation,
    },
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
      })),
      per1000QpsUsd: cost.per1000QpsUsd,
      per1000QpsText: formatUsd(cost.per1000QpsUsd),
      pricingLabel: cost.pricing.label,
    },
    warnings: [...prediction.warnings],
  };
}
