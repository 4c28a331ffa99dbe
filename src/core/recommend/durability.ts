/**
 * Durability and headroom of a recommended configuration.
 *
 * Ephemeral: data on an instance store is lost when the instance stops, hibernates or terminates,
 * or when its disk or host fails (https://docs.aws.amazon.com/ebs/latest/userguide/InstanceStorage.html,
 * "Instance store volume lifetime"). A configuration keeping MySQL's data there is safe only with
 * copies elsewhere; EPHEMERAL_REQUIRES says which, and every place that shows such a result says it.
 *
 * Headroom: a result must meet the targets with room to spare, so that a prediction that is a
 * little optimistic still meets them. Two rules:
 * - `range` (default since issue 27): see below;
 * - `margin`: predicted startup × (1 + m) ≤ the startup target and predicted QPS ≥ the
 *   QPS target × (1 + m), with m the user's margin (default 10 %);
 * - `range`: the pessimistic end of the prediction's uncertainty range (src/core/uncertainty: the
 *   slowest startup, the lowest QPS) meets both targets, and so does the prediction itself.
 */
import { hasStartupTarget } from './startupTarget.ts';
import { formatDuration, formatPercent, formatQps } from '../format/index.ts';

/** One sentence: what "ephemeral" means for the data. */
export const EPHEMERAL_TEXT =
  "Ephemeral: the instance store's data is lost when the instance stops, hibernates or terminates, or its disk or host fails.";

/** What an instance-store configuration requires before it holds production data. */
export const EPHEMERAL_REQUIRES: readonly string[] = [
  'replicas: run it as a replica of a primary on durable storage (EBS), or keep at least one more replica in another Availability Zone, so that losing this instance loses no committed data',
  'backups: regular, restore-tested backups outside the instance (e.g. physical backups and binary logs to S3), since rebuilding the instance starts from them or from a replica',
];

/**
 * An instance-store configuration with no replica (issue 27): its data has no other copy.
 * `replicas` names where the user sets the replica count: the CLI's `--replicas`, the app's
 * Replicas field (issue 41 item 8: the app showed the flag).
 */
export function unsafeForDataText(replicas: '--replicas' | 'Replicas'): string {
  const set = replicas === 'Replicas' ? 'set Replicas to 1 or more' : '--replicas 1 or more';
  return `Unsafe for data: no replica (${replicas} 0), so the instance store would hold the only copy of the data; add a replica (${set}) before it holds production data.`;
}

/** The unsafe-for-data sentence in the app's and the report's words. */
export const UNSAFE_FOR_DATA_TEXT = unsafeForDataText('Replicas');

/** Default margin by which targets must be beaten, percent. */
export const DEFAULT_MARGIN_PERCENT = 10;

/** The two headroom rules: a margin the user sets, or the pessimistic end of the range. */
export const HEADROOM_BASES = ['margin', 'range'] as const;
export type HeadroomBasis = (typeof HEADROOM_BASES)[number];

export type HeadroomRule =
  | {
      basis?: 'margin';
      /** Margin by which predictions must beat the targets, percent (≥ 0). */
      marginPercent: number;
    }
  | {
      /** Targets met at the pessimistic end of the prediction's range (no margin on top). */
      basis: 'range';
    };

/** The rule's basis ('margin' when not given). */
export function headroomBasis(rule: HeadroomRule): HeadroomBasis {
  return rule.basis === 'range' ? 'range' : 'margin';
}

/** How much a result has left against the targets (predicted figures against the targets). */
export interface Headroom {
  /** The rule the search applied, in words. */
  rule: string;
  basis: HeadroomBasis;
  /** The margin of the `margin` rule, percent (0 under the `range` rule). */
  marginPercent: number;
  /** Startup target − predicted startup, seconds. */
  startupSecondsLeft: number;
  /** As a share of the startup target, percent (0 when there is no startup target). */
  startupPercentLeft: number;
  /** Predicted QPS − QPS target. */
  qpsAbove: number;
  /** As a share of the QPS target, percent (0 when the target is 0). */
  qpsPercentAbove: number;
  /**
   * The figures at the pessimistic end of the prediction's uncertainty range (slowest startup,
   * lowest QPS; src/core/uncertainty) and whether they still meet the targets.
   */
  pessimistic?: { startupSeconds: number; qps: number; meetsTargets: boolean };
  /** "31 s (26 %) under the startup target, 2,100 QPS (42 %) above the QPS target". */
  text: string;
}

/**
 * The margin as a factor: 10 % → 1.1; negative or non-finite margins count as 0, and so does the
 * `range` rule (its room comes from the range, not from a factor).
 */
export function marginFactor(rule: HeadroomRule): number {
  if (rule.basis === 'range') return 1;
  const m = Number.isFinite(rule.marginPercent) ? Math.max(0, rule.marginPercent) : 0;
  return 1 + m / 100;
}

export function headroomRuleText(
  rule: HeadroomRule,
  has: { startup: boolean; qps: boolean; io?: boolean } = { startup: true, qps: true },
): string {
  // Only the targets the search has (issue 30: a workload search without a startup target said
  // how the startup target is met).
  if (rule.basis === 'range') {
    const parts = [
      has.startup ? 'the slowest predicted startup within the startup target' : null,
      has.qps ? 'the lowest predicted QPS at least the QPS target' : null,
    ].filter((p): p is string => p !== null);
    return parts.length > 0
      ? `targets met at the pessimistic end of the prediction's range: ${parts.join(', ')}`
      : "targets met at the pessimistic end of the prediction's range";
  }
  const m = formatPercent(marginFactor(rule) * 100 - 100, 0);
  const f = formatFactor(marginFactor(rule));
  const parts = [
    has.startup ? `predicted startup × ${f} within the startup target` : null,
    has.qps ? `predicted QPS at least the QPS target × ${f}` : null,
    has.io ? `the sustained IOPS and MiB/s at least the IO load × ${f}` : null,
  ].filter((p): p is string => p !== null);
  return `targets met with a ${m} margin${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

function formatFactor(f: number): string {
  return String(Math.round(f * 1000) / 1000);
}

export function headroomOf(
  startupSeconds: number,
  qps: number,
  maxStartupSeconds: number,
  minQps: number,
  rule: HeadroomRule,
  pessimistic?: { startupSeconds: number; qps: number },
): Headroom {
  const startupSecondsLeft = maxStartupSeconds - startupSeconds;
  // 0 when there is no startup target, as qpsPercentAbove is without a QPS target.
  const startupPercentLeft =
    hasStartupTarget(maxStartupSeconds) && maxStartupSeconds > 0
      ? (startupSecondsLeft / maxStartupSeconds) * 100
      : 0;
  const qpsAbove = qps - minQps;
  const qpsPercentAbove = minQps > 0 ? (qpsAbove / minQps) * 100 : 0;
  const startupPart = hasStartupTarget(maxStartupSeconds)
    ? `${formatDuration(Math.max(0, startupSecondsLeft))} (${formatPercent(startupPercentLeft)}) under the startup target, `
    : 'no startup target, ';
  const text =
    startupPart +
    `${formatQps(Math.max(0, qpsAbove))}${minQps > 0 ? ` (${formatPercent(qpsPercentAbove)})` : ''} above the QPS target` +
    (pessimistic
      ? `; at the pessimistic end of the range of the prediction ${formatDuration(pessimistic.startupSeconds)} and ${formatQps(pessimistic.qps)}, ${meetsTargets(pessimistic, maxStartupSeconds, minQps) ? 'still within' : 'outside'} the targets`
      : '');
  return {
    rule: headroomRuleText(rule),
    basis: headroomBasis(rule),
    marginPercent: (marginFactor(rule) - 1) * 100,
    startupSecondsLeft,
    startupPercentLeft,
    qpsAbove,
    qpsPercentAbove,
    ...(pessimistic
      ? {
          pessimistic: {
            ...pessimistic,
            meetsTargets: meetsTargets(pessimistic, maxStartupSeconds, minQps),
          },
        }
      : {}),
    text,
  };
}

/** Whether figures meet both targets (the range rule's test at the pessimistic end). */
export function meetsTargets(
  p: { startupSeconds: number; qps: number },
  maxStartupSeconds: number,
  minQps: number,
): boolean {
  return p.startupSeconds <= maxStartupSeconds && p.qps >= minQps;
}
