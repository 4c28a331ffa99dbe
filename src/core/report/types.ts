import type { ChangeOperation } from '../recommend/changes.ts';
import type { ReportWorkload } from './workload.ts';
import type { ReportRecovery } from './recovery.ts';
/**
 * The ReportModel: everything a recommendation PDF says, as plain serialisable data. Every number
 * in it was computed by the model (predict, recommend, calibration) and is kept next to the text
 * the report prints for it (`formatX(number)`, see format.ts), so the view never computes and the
 * tests can check each printed figure against the model's own output.
 */
import type { Bound, CostPart, PhaseName, Range } from '../types.ts';

/** One line of the configuration table: an input the user chose (not a prediction). */
export interface ReportSetting {
  label: string;
  value: string;
}

export interface ReportPhase {
  name: PhaseName;
  label: string;
  seconds: number;
  text: string;
  /** Uncertainty range of `seconds` and its text ("21.9 s–24.4 s"). */
  range: Range;
  rangeText: string;
  bound: Bound;
  /** The bound in words ("IOPS", "CPU", "instance's EBS ceiling"). */
  boundText: string;
  explanation: string;
}

export interface ReportCostItem {
  label: string;
  monthlyUsd: number;
  text: string;
  source: string;
  asOf: string;
  /** The catalog's caveat when the price was derived or could not be verified (CostItem.note). */
  note?: string;
  /** What the item pays for (volumes, instance, restore remedy), as the model's CostItem.part. */
  part?: CostPart;
}

/** The model's figures for one configuration (current, recommended or compared). */
export interface ReportColumn {
  /** "Current", "Recommended" or the compared scenario's name. */
  role: 'current' | 'recommended' | 'compared';
  heading: string;
  scenarioName: string;
  /** One line, e.g. "m6i.large · gp3 500 GiB, 3,000 IOPS, 125 MiB/s". */
  summary: string;
  settings: ReportSetting[];
  startup: {
    /** False on Aurora (issue 40): `totalText` says "not modelled", no phases, `note` says why. */
    modelled: boolean;
    note?: string;
    totalSeconds: number;
    totalText: string;
    /** Uncertainty range of `totalSeconds` and its text ("6 min 54 s–7 min 16 s"). */
    totalRange: Range;
    totalRangeText: string;
    phases: ReportPhase[];
    /** The phase that took longest and why (the model's explanation). */
    bottleneck: string;
  };
  qps: {
    pointSelect: number;
    text: string;
    /** Uncertainty range of `pointSelect` and its text ("3,009–3,122 QPS"). */
    range: Range;
    rangeText: string;
    bound: Bound;
    /** The bound in words ("IOPS", "instance's EBS ceiling"). */
    boundText: string;
    explanation: string;
  };
  /** Why the ranges are wider than on the calibration cases (empty inside the calibrated space). */
  extrapolating: string[];
  /** The reasons that widen the startup ranges, and those that widen the QPS ranges. */
  extrapolatingStartup: string[];
  extrapolatingQps: string[];
  cost: {
    monthlyUsd: number;
    text: string;
    items: ReportCostItem[];
    /** Sum of the volume items (data and log volumes): the model's CostBreakdown.storageUsd. */
    storageUsd: number;
    storageText: string;
    /** The primary server alone (without its replicas), and how many servers the total prices. */
    primaryText: string;
    servers: number;
    per1000QpsUsd: number;
    per1000QpsText: string;
    /** Aurora Standard with no average load (issue 40): the I/O the total leaves out, in words. */
    ioNotPricedText?: string;
    /** What the figures are priced at: "on-demand", "1-year Reserved, no upfront; 10% discount". */
    pricingLabel: string;
  };
  /** The model's warnings for this configuration. */
  warnings: string[];
}

/** A difference between the recommended and the current configuration. */
export interface ReportDelta {
  label: string;
  currentText: string;
  recommendedText: string;
  /** Signed difference, e.g. "−5 min 02 s", "+$12.34", "+1,234 QPS". */
  deltaText: string;
  /** Signed relative change, e.g. "−70%". */
  percentText: string;
  /** Whether the change is an improvement for the user (lower time/cost, higher QPS). */
  better: boolean | null;
}

export interface ReportRecommendation {
  /** The recommendation in one paragraph (built from the model's figures). */
  paragraph: string;
  /** Targets the search used and where they came from. */
  targets: {
    maxStartupSeconds: number;
    maxStartupText: string;
    /** "startup ≤ 2 min 00 s", or "no startup target" (Aurora's derived targets, issue 40). */
    startupTargetText: string;
    minQps: number;
    minQpsText: string;
  };
  targetsRule: string;
  /**
   * The rule the recommended configuration meets the targets by (issue 27), in one sentence:
   * "Rule used: targets met at the pessimistic end of the prediction's range: …".
   */
  ruleText: string;
  /**
   * Whether the pessimistic end of the recommended configuration's range meets both targets; null
   * without a recommendation. The paragraph claims the targets only when true.
   */
  rangeMeetsTargets: boolean | null;
  /** When nothing met the targets: the closest configuration and what it misses by. */
  closestText: string | null;
  /** What a change of CPU architecture would save (information), or null. */
  architectureText: string | null;
  /** What the search was allowed to change and the headroom rule (recommend's `rules`). */
  searchRules: string[];
  /** Every setting the recommended configuration changes, with the operation it needs. */
  changes: ReportChange[];
  /** What each operation named in `changes` means, one line each. */
  operationsText: string[];
  /** The recommended configuration keeps data on the instance store: what that requires. */
  ephemeral: { text: string; requires: string[] } | null;
  /** How much the recommended configuration has left against the targets. */
  headroomText: string;
  /** Configurations the search evaluated. */
  searched: number;
  /** What limited the recommended configuration (from recommend). */
  binding: string;
  /** null when no configuration met the targets. */
  recommended: ReportColumn | null;
  deltas: ReportDelta[];
}

/** The growth projection as the PDF prints it (src/core/growth). */
export interface ReportGrowth {
  /** One line: when startup exceeds the target, QPS falls below it, the volume is full. */
  text: string;
  /** The startup target drawn on the chart, seconds, or null. */
  maxStartupSeconds: number | null;
  /** Month by month: predicted startup and its pessimistic end (null: not predictable). */
  points: { month: number; startupSeconds: number | null; high: number | null }[];
}

/** One setting the recommendation changes (recommend's `changes`), as printed. */
export interface ReportChange {
  label: string;
  fromText: string;
  toText: string;
  operation: ChangeOperation;
  note: string;
}

/** A point of the cost-against-performance chart. */
export interface ReportCostPoint {
  label: string;
  /** candidate: ranked by recommend; provisioning: the current instance at other IOPS/throughput (sweeps). */
  kind: 'current' | 'recommended' | 'compared' | 'candidate' | 'provisioning';
  monthlyUsd: number;
  qps: number;
  /** Null where the startup is not modelled (issue 40: Aurora). */
  startupSeconds: number | null;
}

export interface ReportSeries {
  name: string;
  /** `low`/`high`: the uncertainty range of `y`. */
  points: { x: number; y: number; label: string; low: number; high: number }[];
}

export interface ReportCharts {
  /** Startup phases of each configuration (stacked bars, seconds). */
  startupPhases: {
    rows: {
      heading: string;
      totalSeconds: number;
      /** Uncertainty range of the total, drawn as a whisker. */
      totalRange: Range;
      phases: { name: PhaseName; label: string; seconds: number }[];
    }[];
  };
  /** Monthly cost against predicted QPS: current, recommended, compared and the searched candidates. */
  costVsPerformance: { points: ReportCostPoint[] };
  /**
   * Predicted QPS against innodb_page_size (KiB), one series per configuration, and why a series
   * has no point at a page size ("Current at 64 KiB: Tables 1,000,000 is too high: ...").
   */
  qpsVsPageSize: { series: ReportSeries[]; gaps: string[] };
}

/** A measured point against the model's prediction before and after calibration. */
export interface ReportCalibrationPoint {
  label: string;
  unit: string;
  measured: number;
  measuredText: string;
  predictedBefore: number;
  predictedBeforeText: string;
  predictedAfter: number;
  predictedAfterText: string;
  /** Relative errors (predicted − measured) / measured. */
  errorBeforeText: string;
  errorAfterText: string;
}

export interface ReportCalibration {
  profileName: string;
  createdAt: string;
  sources: string[];
  /** Fitted parameters as lines, e.g. "Device read IOPS cap: 12,000". */
  parameters: ReportSetting[];
  points: ReportCalibrationPoint[];
  /** Mean absolute relative error before/after, e.g. "23.1%" → "4.2%"; null when no points. */
  meanErrorBeforeText: string | null;
  meanErrorAfterText: string | null;
  /**
   * Why the fit may not describe the volume (calibrate()'s warnings), e.g. runs faster than AWS
   * delivers, capped: without them a 96% error before and after reads as a broken calibration.
   */
  warnings: string[];
}

export interface ReportSource {
  /** What the source gives, e.g. "gp3 price, us-east-1". */
  what: string;
  source: string;
  /** YYYY-MM-DD, or "" when the source records no date. */
  asOf: string;
}

export interface ReportModel {
  kind: 'innosizer-report';
  reportVersion: 1;
  title: string;
  scenarioName: string;
  generatedAt: string;
  generatedText: string;
  appVersion: string;
  /** Model identification: the app version plus the scenario schema the model read. */
  modelVersion: string;
  current: ReportColumn;
  recommendation: ReportRecommendation | null;
  /** Compared scenarios (side by side with the current one), empty when there are none. */
  compared: ReportColumn[];
  charts: ReportCharts;
  calibration: ReportCalibration | null;
  /** Production telemetry imported with the scenario (charts, percentiles, utilisation). */
  workload?: ReportWorkload | null;
  /** How the current configuration ages as its tables and data grow (null without growth). */
  growth?: ReportGrowth | null;
  assumptions: string[];
  limits: string[];
  sources: ReportSource[];
  /**
   * "What would help" for the current configuration, as the app lists it (bottleneckAdvice): each
   * change in words, and what applying it takes. Optional: reports built before it have none.
   */
  advice?: ReportAdvice[];
  /**
   * "Time to recover" (issue 37): the current configuration's recovery paths, then the
   * recommended one's. Optional: reports built before it have none.
   */
  recovery?: ReportRecovery[];
}

/** One piece of advice: the change and its effect in words, and the operation it needs. */
export interface ReportAdvice {
  text: string;
  /** "online", "restart" or "rebuild" (recommend/changes.ts), null when nothing changes. */
  operation: string | null;
}
