import type { PhaseName, PredictResult, StartupPrediction } from '../../../core/types.ts';

/** One column of the Compare tab: the current scenario or a pin, with its prediction. */
export interface CompareColumn {
  /** Short name shown on the chart axis, e.g. "Current", "Pin 2". */
  name: string;
  result: PredictResult;
}

/** One bar of the startup chart: seconds per phase, keyed by phase name. */
export type PhaseRow = { name: string; totalSeconds: number } & Partial<Record<PhaseName, number>>;

export interface MetricRow {
  name: string;
  qps: number;
  monthlyUsd: number;
  /** The pricing option the cost is at ("on-demand"), as every cost figure names it. */
  pricing: string;
}

export interface CompareChartData {
  /** Phases that occur in at least one scenario, in the model's order, with their labels. */
  phases: { name: PhaseName; label: string }[];
  phaseRows: PhaseRow[];
  metricRows: MetricRow[];
  /** Scenarios the model refused (no bars), by name. */
  invalid: string[];
  /** Scenarios whose startup is not modelled (issue 40: Aurora): no bar, the note instead. */
  notModelled: { name: string; note: string }[];
}

/** Short axis name of a pin label "Pin 3: m6i.large, gp3 …" → "Pin 3". */
export function shortName(label: string): string {
  const i = label.indexOf(':');
  return (i > 0 ? label.slice(0, i) : label).trim();
}

/**
 * Chart series of the Compare tab from the model's predictions (no numbers of its own): startup
 * seconds per phase per scenario, and point-select QPS and monthly cost per scenario.
 */
export function compareChartData(columns: readonly CompareColumn[]): CompareChartData {
  const phases: { name: PhaseName; label: string }[] = [];
  const phaseRows: PhaseRow[] = [];
  const metricRows: MetricRow[] = [];
  const invalid: string[] = [];
  const notModelled: CompareChartData['notModelled'] = [];
  for (const c of columns) {
    if (!c.result.ok) {
      invalid.push(c.name);
      continue;
    }
    const p = c.result.prediction;
    if (p.startup.modelled) phaseRows.push(phaseRow(c.name, p.startup, phases));
    else notModelled.push({ name: c.name, note: p.startup.notModelled ?? '' });
    metricRows.push({
      name: c.name,
      qps: p.qps.pointSelect,
      monthlyUsd: p.cost.monthlyUsd,
      pricing: p.cost.pricing.label,
    });
  }
  // Keep the model's phase order even when a later scenario adds a phase the first one lacks.
  const order = new Map<PhaseName, number>();
  for (const c of columns)
    if (c.result.ok && c.result.prediction.startup.modelled)
      c.result.prediction.startup.phases.forEach((ph, i) => {
        if (!order.has(ph.name)) order.set(ph.name, i);
      });
  phases.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  return { phases, phaseRows, metricRows, invalid, notModelled };
}

/** One bar of the startup chart; adds the phases it has to `phases`. */
function phaseRow(
  name: string,
  startup: StartupPrediction,
  phases: { name: PhaseName; label: string }[],
): PhaseRow {
  const row: PhaseRow = { name, totalSeconds: startup.totalSeconds };
  for (const ph of startup.phases) {
    if (!(ph.seconds > 0)) continue;
    row[ph.name] = ph.seconds;
    if (!phases.some((x) => x.name === ph.name)) phases.push({ name: ph.name, label: ph.label });
  }
  return row;
}

/** One sentence per chart for screen readers, with every value the bars show. */
export function describeStartup(data: CompareChartData, fmt: (s: number) => string): string {
  const none = data.notModelled.map((n) => `${n.name} not modelled`);
  if (data.phaseRows.length === 0 && none.length === 0)
    return 'Startup time by phase: no valid scenario.';
  return `Startup time by phase: ${[
    ...data.phaseRows.map(
      (r) =>
        `${r.name} ${fmt(r.totalSeconds)} (${data.phases
          .filter((p) => (r[p.name] ?? 0) > 0)
          .map((p) => `${p.label} ${fmt(r[p.name] ?? 0)}`)
          .join(', ')})`,
    ),
    ...none,
  ].join('; ')}.`;
}

export function describeMetrics(
  data: CompareChartData,
  fmtQps: (n: number) => string,
  fmtUsd: (n: number) => string,
): string {
  if (data.metricRows.length === 0) return 'QPS and monthly cost: no valid scenario.';
  return `Point-select QPS and monthly cost: ${data.metricRows
    .map((r) => `${r.name} ${fmtQps(r.qps)}, ${fmtUsd(r.monthlyUsd)} per month (${r.pricing})`)
    .join('; ')}.`;
}

/** The cost chart's pricing: "on-demand", or each distinct option ("on-demand / 1-year Reserved…"). */
export function metricsPricing(data: CompareChartData): string {
  const labels = [...new Set(data.metricRows.map((r) => r.pricing))];
  return labels.length > 0 ? labels.join(' / ') : 'on-demand';
}
