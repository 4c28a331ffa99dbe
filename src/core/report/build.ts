/**
 * buildReport: scenarios in, ReportModel out. It runs the model (predict, recommend) and copies its
 * figures, each next to the text the PDF prints; it adds no number of its own.
 */
import {
  hasStartupTarget,
  startupTargetPhrase,
  startupTargetText,
} from '../recommend/startupTarget.ts';
import { reportRecovery } from './recovery.ts';
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import { attachRanges, predictRanges, predictWithRanges } from '../uncertainty/index.ts';
import type { RecommendResponse, RecommendTargets } from '../recommend/index.ts';
import { recommend } from '../recommend/index.ts';
import { bottleneckAdvice } from '../recommend/advice.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Prediction, ScenarioIssue } from '../types.ts';
import { reportAssumptions, reportLimits } from './assumptions.ts';
import type { ReportCalibrationInput } from './calibration.ts';
import { reportCalibration } from './calibration.ts';
import { reportWorkload } from './workload.ts';
import type { TelemetryAnalysis } from '../telemetry/index.ts';
import { buildCharts, candidatePoint } from './charts.ts';
import { reportColumn } from './column.ts';
import { asSentence, formatDateTimeUtc, formatQps } from '../format/index.ts';
import {
  recommendationChanges,
  recommendationDeltas,
  recommendationParagraph,
  recommendTargets,
  ruleUsedText,
  TARGETS_RULE_DERIVED,
  TARGETS_RULE_DERIVED_NO_STARTUP,
  TARGETS_RULE_GIVEN,
  CALIBRATED_DEVICE_NOTE,
} from './recommendation.ts';
import { reportSources } from './sources.ts';
import type {
  ReportColumn,
  ReportCostPoint,
  ReportGrowth,
  ReportModel,
  ReportRecommendation,
} from './types.ts';
import { hasGrowth, projectGrowth } from '../growth/index.ts';
import { inCloudUnits } from '../storage/vendorUnits.ts';

/** A configuration recommend chose (one of RecommendResponse.results). */
export type ReportChoice = RecommendResponse['results'][number];

export interface ReportInput {
  current: Scenario;
  /** Other scenarios to show side by side with the current one. */
  compared?: Scenario[];
  /** Startup and QPS targets; missing ones default to the current configuration's own figures. */
  targets?: Partial<Pick<RecommendTargets, 'maxStartupSeconds' | 'minQps' | 'limit'>>;
  /**
   * The configuration already chosen (e.g. in the app), with the search it came from; undefined:
   * buildReport runs recommend itself; null: the report has no recommendation section.
   */
  recommendation?: {
    choice: ReportChoice | null;
    searched: number;
    candidates?: ReportChoice[];
    /** What the search was allowed to change (recommend's `rules`). */
    rules?: string[];
    /** When nothing met the targets: recommend's `closest.misses.text`. */
    closestText?: string;
    /** recommend's `architectureSaving.text`. */
    architectureText?: string;
  } | null;
  /** The calibrate() result for the scenario's profile, when the caller has it. */
  calibration?: ReportCalibrationInput | null;
  /** Production telemetry analysed on the current configuration (analyseTelemetry). */
  workload?: TelemetryAnalysis | null;
  /** ISO date-time of the export (passed in: the core has no clock). */
  generatedAt: string;
  appVersion: string;
}

export type BuildReportResult =
  { ok: true; report: ReportModel } | { ok: false; issues: ScenarioIssue[] };

/** How many searched configurations the cost-against-performance chart shows. */
const CANDIDATES_SHOWN = 24;

function predictOrIssues(
  scenario: Scenario,
  prefix: string,
  catalog: Catalog,
): { prediction: Prediction } | { issues: ScenarioIssue[] } {
  const result = predictWithRanges(scenario, catalog);
  if (result.ok) return { prediction: result.prediction };
  return {
    issues: result.issues.map((i) => ({
      ...i,
      path: `${prefix}.${i.path}`,
      message: `${prefix}: ${i.message}`,
    })),
  };
}

function candidateLabel(choice: ReportChoice): string {
  return `#${choice.rank} ${choice.scenario.instance.type} ${choice.scenario.storage.kind}`;
}

/** The current configuration's growth against the given targets, or null when it does not grow. */
export function reportGrowth(
  s: Scenario,
  targets: ReportInput['targets'],
  catalog: Catalog,
): ReportGrowth | null {
  if (!hasGrowth(s)) return null;
  const t = {
    ...(targets?.maxStartupSeconds !== undefined
      ? { maxStartupSeconds: targets.maxStartupSeconds }
      : {}),
    ...(targets?.minQps !== undefined ? { minQps: targets.minQps } : {}),
  };
  const g = projectGrowth(s, t, catalog);
  return {
    text: g.text,
    maxStartupSeconds: t.maxStartupSeconds ?? null,
    points: g.points.map((p) => ({
      month: p.month,
      startupSeconds: p.startupSeconds,
      high: p.startupPessimisticSeconds,
    })),
  };
}

/** The recommendation the report shows: the search's (run here), or the one the caller gives. */
function recommendationSource(
  input: ReportInput,
  targets: RecommendTargets,
  catalog: Catalog,
): {
  choice: ReportChoice | null;
  searched: number;
  pool: ReportChoice[];
  rules: string[];
  closestText: string | null;
  architectureText: string | null;
} {
  const given = input.recommendation;
  if (given) {
    return {
      choice: given.choice,
      searched: given.searched,
      pool: given.candidates ?? [],
      rules: given.rules ?? [],
      closestText: given.closestText ?? null,
      architectureText: given.architectureText ?? null,
    };
  }
  const response = recommend(
    { ...targets, limit: input.targets?.limit ?? CANDIDATES_SHOWN },
    catalog,
  );
  return {
    choice: response.results[0] ?? null,
    searched: response.searched,
    pool: response.results,
    rules: response.rules,
    closestText: response.closest?.misses.text ?? null,
    architectureText: response.architectureSaving?.text ?? null,
  };
}

/** What would help the current configuration, in its cloud's throughput unit (Azure: MB/s). */
function reportAdvice(current: Scenario, catalog: Catalog): ReportModel['advice'] {
  const advice = bottleneckAdvice(current, catalog).map((a) => ({
    text: `${asSentence(a.text)}.`,
    operation: a.operation,
  }));
  return inCloudUnits(advice, current.cloud);
}

/**
 * The report's recommendation (the search for the targets given or derived), the scenario it
 * recommends with its ranged prediction, and the other candidates its cost chart shows.
 */
function reportRecommendation(
  input: ReportInput,
  cur: { prediction: Prediction },
  current: ReportColumn,
  catalog: Catalog,
): {
  recommendation: ReportRecommendation;
  recommended: { scenario: Scenario; prediction: Prediction } | null;
  candidates: ReportCostPoint[];
} {
  const candidates: ReportCostPoint[] = [];
  const { targets, derived } = recommendTargets(input.current, cur.prediction, input.targets);
  const { choice, searched, pool, rules, closestText, architectureText } = recommendationSource(
    input,
    targets,
    catalog,
  );
  for (const c of pool.slice(0, CANDIDATES_SHOWN)) {
    if (choice && c.rank === choice.rank) continue;
    candidates.push(candidatePoint(candidateLabel(c), c.prediction));
  }
  const ranged = choice
    ? attachRanges(choice.prediction, predictRanges(choice.scenario, choice.prediction, catalog))
    : null;
  const recommended =
    choice && ranged
      ? reportColumn('recommended', 'Recommended', choice.scenario, ranged, catalog)
      : null;
  const targetTexts = {
    maxStartupSeconds: targets.maxStartupSeconds,
    maxStartupText: startupTargetText(targets.maxStartupSeconds),
    startupTargetText: startupTargetPhrase(targets.maxStartupSeconds),
    minQps: targets.minQps,
    minQpsText: formatQps(targets.minQps),
  };
  const binding = choice?.binding ?? '';
  const terms = choice ? { rules, headroom: choice.headroom } : undefined;
  const recommendation: ReportRecommendation = {
    paragraph: recommendationParagraph(
      current,
      recommended,
      targetTexts,
      searched,
      binding,
      input.current,
      terms,
    ),
    ruleText: ruleUsedText(terms, rules),
    rangeMeetsTargets: choice ? (choice.headroom.pessimistic?.meetsTargets ?? null) : null,
    closestText: choice ? null : closestText,
    architectureText,
    targets: targetTexts,
    targetsRule:
      (derived
        ? hasStartupTarget(targets.maxStartupSeconds)
          ? TARGETS_RULE_DERIVED
          : TARGETS_RULE_DERIVED_NO_STARTUP
        : TARGETS_RULE_GIVEN) +
      (input.current.calibration?.device ? ` ${CALIBRATED_DEVICE_NOTE}` : ''),
    searched,
    binding,
    recommended,
    deltas: recommended ? recommendationDeltas(current, recommended) : [],
    ...recommendationChanges(choice),
    searchRules: rules,
  };
  return {
    recommendation,
    recommended: choice && ranged ? { scenario: choice.scenario, prediction: ranged } : null,
    candidates,
  };
}

/** The report, or the issues that make a scenario impossible to predict. Never throws. */
export function tryBuildReport(
  input: ReportInput,
  catalog: Catalog = DEFAULT_CATALOG,
): BuildReportResult {
  const issues: ScenarioIssue[] = [];
  const cur = predictOrIssues(input.current, 'current', catalog);
  if ('issues' in cur) issues.push(...cur.issues);
  const comparedInputs = input.compared ?? [];
  const comparedPredictions = comparedInputs.map((s, i) =>
    predictOrIssues(s, `compared[${i}]`, catalog),
  );
  for (const c of comparedPredictions) if ('issues' in c) issues.push(...c.issues);
  if (issues.length > 0 || 'issues' in cur) return { ok: false, issues };

  const current = reportColumn('current', 'Current', input.current, cur.prediction, catalog);
  const compared: { column: ReportColumn; scenario: Scenario }[] = [];
  comparedInputs.forEach((scenario, i) => {
    const p = comparedPredictions[i];
    if (p && 'prediction' in p) {
      compared.push({
        column: reportColumn(
          'compared',
          scenario.name || `Compared ${i + 1}`,
          scenario,
          p.prediction,
          catalog,
        ),
        scenario,
      });
    }
  });

  const rec =
    input.recommendation !== null ? reportRecommendation(input, cur, current, catalog) : null;
  const recommendation = rec?.recommendation ?? null;
  const recommendedScenario = rec?.recommended?.scenario ?? null;
  const candidates = rec?.candidates ?? [];

  const chartColumns: { column: ReportColumn; scenario: Scenario }[] = [
    { column: current, scenario: input.current },
  ];
  if (recommendation?.recommended && recommendedScenario) {
    chartColumns.push({ column: recommendation.recommended, scenario: recommendedScenario });
  }
  chartColumns.push(...compared);

  const scenarios = chartColumns.map((c) => c.scenario);
  const report: ReportModel = {
    kind: 'innosizer-report',
    reportVersion: 1,
    title: 'MySQL storage recommendation',
    scenarioName: input.current.name,
    generatedAt: input.generatedAt,
    generatedText: formatDateTimeUtc(input.generatedAt),
    appVersion: input.appVersion,
    modelVersion: `InnoSizer model ${input.appVersion} (scenario schema ${input.current.schemaVersion})`,
    current,
    recommendation,
    compared: compared.map((c) => c.column),
    charts: buildCharts(chartColumns, candidates, catalog),
    calibration: reportCalibration(input.current.calibration, input.calibration),
    workload: reportWorkload(input.workload),
    growth: inCloudUnits(reportGrowth(input.current, input.targets, catalog), input.current.cloud),
    assumptions: reportAssumptions(input.current, catalog, input.compared ?? []),
    advice: reportAdvice(input.current, catalog),
    recovery: [
      reportRecovery(current.heading, input.current, cur.prediction, catalog, true),
      ...(recommendation?.recommended && rec?.recommended
        ? [
            reportRecovery(
              recommendation.recommended.heading,
              rec.recommended.scenario,
              rec.recommended.prediction,
              catalog,
              false,
            ),
          ]
        : []),
    ],
    limits: reportLimits(scenarios),
    sources: reportSources(
      scenarios,
      chartColumns.map((c) => c.column),
      catalog,
    ),
  };
  return { ok: true, report };
}

/**
 * The report of valid scenarios. Callers validate first (validateScenario); an invalid scenario is
 * a programming error here, reported with every issue's message. Use tryBuildReport at boundaries.
 */
export function buildReport(input: ReportInput, catalog: Catalog = DEFAULT_CATALOG): ReportModel {
  const result = tryBuildReport(input, catalog);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.report;
}
