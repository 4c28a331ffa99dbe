/**
 * The recommendation paragraph and the current-versus-recommended differences. Targets: the ones
 * given, otherwise "at least as good as today" (see TARGETS_RULE), so that a report of a single
 * scenario still answers "what is the cheapest configuration that does as well?".
 */
import { NO_STARTUP_TARGET, hasStartupTarget } from '../recommend/startupTarget.ts';
import type { RecommendTargets } from '../recommend/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Prediction } from '../types.ts';
import type { ReportChange, ReportColumn, ReportDelta, ReportRecommendation } from './types.ts';
import type { Headroom, RecommendResult } from '../recommend/index.ts';
import { EBS_ONLY_RULE } from '../recommend/index.ts';
import { changeValueText, OPERATION_ORDER, OPERATION_TEXT } from '../recommend/changes.ts';
import type { ChangeOperation, SettingChange } from '../recommend/changes.ts';
import { EPHEMERAL_TEXT } from '../recommend/durability.ts';
import {
  formatFixed,
  formatPercentChange,
  formatQps,
  formatDuration,
  formatSigned,
  formatUsd,
} from '../format/index.ts';
import { storageKind } from '../storage/index.ts';

export const TARGETS_RULE_DERIVED =
  'No targets were given: the search asked for a configuration at least as good as the current one ' +
  '(startup no longer than its predicted startup, point-select QPS no lower than its predicted QPS), ' +
  'for the same tables, data size and region, and chose the cheapest.';
/** The derived rule when the current startup is not modelled (Aurora): no startup target. */
export const TARGETS_RULE_DERIVED_NO_STARTUP =
  'No targets were given: the search asked for a configuration at least as good as the current one ' +
  "(point-select QPS no lower than its predicted QPS; no startup target, as the current configuration's startup is not modelled), " +
  'for the same tables, data size and region, and chose the cheapest.';
export const CALIBRATED_DEVICE_NOTE =
  'The calibrated device parameters describe the current volume only: the searched configurations ' +
  'are predicted with the published device model (and the calibrated startup factors).';
export const TARGETS_RULE_GIVEN =
  'Targets given by the user; the search looked for the cheapest configuration meeting both, for the ' +
  'same tables, data size and region.';

/**
 * The scenario recommend starts from: the current one without the calibrated *device* parameters.
 * Those describe the current volume only (a fitted IOPS cap would override any other volume's
 * provisioned IOPS), while recommend proposes other volumes; startup factors are kept.
 */
export function searchBase(current: Scenario): Scenario {
  if (!current.calibration?.device) return current;
  return { ...current, calibration: { ...current.calibration, device: null } };
}

/** Targets for recommend: the given ones, or the current configuration's own predicted figures. */
export function recommendTargets(
  current: Scenario,
  prediction: Prediction,
  given?: Partial<Pick<RecommendTargets, 'maxStartupSeconds' | 'minQps'>>,
): { targets: RecommendTargets; derived: boolean } {
  // A startup that is not modelled (Aurora) gives no figure to be at least as good as.
  const today = prediction.startup.modelled ? prediction.startup.totalSeconds : NO_STARTUP_TARGET;
  const maxStartupSeconds = given?.maxStartupSeconds ?? today;
  const minQps = given?.minQps ?? prediction.qps.pointSelect;
  return {
    targets: {
      maxStartupSeconds,
      minQps,
      tables: current.mysql.tables,
      dataGiB: current.mysql.dataGiB,
      region: current.region,
      base: searchBase(current),
    },
    derived: given?.maxStartupSeconds === undefined && given?.minQps === undefined,
  };
}

function delta(
  label: string,
  from: number,
  to: number,
  format: (v: number) => string,
  lowerIsBetter: boolean,
): ReportDelta {
  const d = to - from;
  return {
    label,
    currentText: format(from),
    recommendedText: format(to),
    deltaText: formatSigned(d, format),
    percentText: formatPercentChange(from, to),
    better: d === 0 ? null : lowerIsBetter ? d < 0 : d > 0,
  };
}

export function recommendationDeltas(
  current: ReportColumn,
  recommended: ReportColumn,
): ReportDelta[] {
  // A startup that is not modelled on either side (issue 40: Aurora) has no change to show.
  const both = current.startup.modelled && recommended.startup.modelled;
  return [
    ...(both
      ? [
          delta(
            'Startup time',
            current.startup.totalSeconds,
            recommended.startup.totalSeconds,
            formatDuration,
            true,
          ),
        ]
      : []),
    delta(
      'Point-select QPS',
      current.qps.pointSelect,
      recommended.qps.pointSelect,
      formatQps,
      false,
    ),
    delta(
      `Monthly cost (${
        current.cost.pricingLabel === recommended.cost.pricingLabel
          ? current.cost.pricingLabel
          : `${current.cost.pricingLabel} → ${recommended.cost.pricingLabel}`
      })`,
      current.cost.monthlyUsd,
      recommended.cost.monthlyUsd,
      formatUsd,
      true,
    ),
  ];
}

/** What the search required of every configuration, as recommend reports it. */
export interface SearchTerms {
  /** recommend's `rules` ("EBS only: instance store not allowed.", ...). */
  rules: readonly string[];
  /** The headroom rule the recommended configuration was held to (its `headroom`). */
  headroom: Pick<Headroom, 'basis' | 'marginPercent' | 'rule' | 'pessimistic'>;
}

const SLACK = 1e-9;

/**
 * Why a recommendation that costs more than the current configuration was chosen over it, when
 * the reason is a rule of the search rather than the targets themselves: the current data is on
 * the instance store and the search is EBS only, or the current figures meet the targets only
 * without the headroom the search requires (always so when the targets are today's figures).
 */
export function whyNotCurrent(
  current: ReportColumn,
  currentScenario: Scenario,
  targets: ReportRecommendation['targets'],
  terms: SearchTerms,
): string | null {
  if (!storageKind(currentScenario.storage.kind).durable && terms.rules.includes(EBS_ONLY_RULE))
    return 'the current configuration keeps its data on the instance store, which the search left out (EBS only: instance-store data is lost when the instance stops)';
  const meets =
    current.startup.totalSeconds <= targets.maxStartupSeconds * (1 + SLACK) &&
    current.qps.pointSelect >= targets.minQps * (1 - SLACK);
  if (!meets) return 'the current configuration does not meet the targets';
  const f =
    terms.headroom.basis === 'range' ? 1 : 1 + Math.max(0, terms.headroom.marginPercent) / 100;
  const startup =
    terms.headroom.basis === 'range' ? current.startup.totalRange[1] : current.startup.totalSeconds;
  const qps = terms.headroom.basis === 'range' ? current.qps.range[0] : current.qps.pointSelect;
  const withHeadroom =
    startup * f <= targets.maxStartupSeconds * (1 + SLACK) &&
    qps >= targets.minQps * f * (1 - SLACK);
  if (withHeadroom) return null;
  return `the current configuration meets the targets, but not with the headroom the search requires (${terms.headroom.rule})`;
}

/**
 * What the paragraph may say the recommended configuration does (issue 27): it "can start within
 * … and serve at least …" only when the pessimistic end of its range does; a configuration held to
 * the margin rule whose range misses is said to meet the targets at its predicted figures, and the
 * paragraph says what the pessimistic end misses.
 */
export function targetsClaim(
  goal: string,
  targets: ReportRecommendation['targets'],
  terms?: SearchTerms,
): { that: string; after: string } {
  const p = terms?.headroom.pessimistic;
  if (!terms || !p)
    return {
      that: `is predicted to ${goal} (${terms?.headroom.rule ?? 'no range checked'})`,
      after: '',
    };
  if (p.meetsTargets)
    return {
      that: `can ${goal} at the pessimistic end of its predicted range`,
      after: '',
    };
  const misses = [
    p.startupSeconds > targets.maxStartupSeconds
      ? `starts in ${formatDuration(p.startupSeconds)}, over ${targets.maxStartupText}`
      : '',
    p.qps < targets.minQps ? `serves ${formatQps(p.qps)}, under ${targets.minQpsText}` : '',
  ].filter((x) => x !== '');
  return {
    that: `meets the targets at its predicted figures (${terms.headroom.rule})`,
    after: ` At the pessimistic end of its range it ${misses.join(' and ')}: the targets are not assured.`,
  };
}

/** The rule the recommendation was held to, as the PDF's recommendation section states it. */
export function ruleUsedText(terms: SearchTerms | undefined, rules: readonly string[]): string {
  const rule =
    terms?.headroom.rule ??
    rules.find((r) => r.startsWith('Headroom: '))?.slice('Headroom: '.length);
  return rule ? `Rule used: ${rule.replace(/\.$/, '')}.` : '';
}

/** "start in 4 min 33 s, ", or nothing where the startup is not modelled (Aurora). */
function startsIn(c: ReportColumn): string {
  return c.startup.modelled ? `start in ${c.startup.totalText}, ` : '';
}

/** The one-paragraph recommendation, every figure taken from the columns (i.e. the model). */
export function recommendationParagraph(
  current: ReportColumn,
  recommended: ReportColumn | null,
  targets: ReportRecommendation['targets'],
  searched: number,
  binding: string,
  currentScenario: Scenario,
  terms?: SearchTerms,
): string {
  const what =
    `${formatFixed(currentScenario.mysql.tables)} tables and ${formatFixed(currentScenario.mysql.dataGiB)} GiB ` +
    `of data in ${currentScenario.region}`;
  const startGoal = hasStartupTarget(targets.maxStartupSeconds)
    ? `start within ${targets.maxStartupText} and `
    : '';
  const goal = `${startGoal}serve at least ${targets.minQpsText}`;
  if (!recommended) {
    return (
      `No configuration among the ${formatFixed(searched)} searched for ${what} can ${goal} under the search's rule. ` +
      `The current configuration (${current.summary}) is predicted to ${startsIn(current)}` +
      `serve ${current.qps.text} and cost ${current.cost.text} per month (${current.cost.pricingLabel}); relax a target or change the ` +
      `workload to get a recommendation.`
    );
  }
  const claim = targetsClaim(goal, targets, terms);
  const dCost = recommended.cost.monthlyUsd - current.cost.monthlyUsd;
  const why = terms ? whyNotCurrent(current, currentScenario, targets, terms) : null;
  const costSentence =
    dCost < 0
      ? `saves ${formatUsd(-dCost)} per month (${formatPercentChange(current.cost.monthlyUsd, recommended.cost.monthlyUsd)})`
      : dCost > 0
        ? `costs ${formatUsd(dCost)} more per month (${formatPercentChange(current.cost.monthlyUsd, recommended.cost.monthlyUsd)})`
        : 'costs the same per month';
  const dStart = recommended.startup.totalSeconds - current.startup.totalSeconds;
  const startSentence = !(current.startup.modelled && recommended.startup.modelled)
    ? 'has a startup that cannot be compared (not modelled)'
    : dStart < 0
      ? `starts ${formatDuration(-dStart)} faster`
      : dStart > 0
        ? `starts ${formatDuration(dStart)} slower`
        : 'starts as fast';
  const dQps = recommended.qps.pointSelect - current.qps.pointSelect;
  const qpsSentence =
    dQps >= 0 ? `serves ${formatQps(dQps)} more` : `serves ${formatQps(-dQps)} fewer`;
  return (
    `For ${what}, the cheapest of the ${formatFixed(searched)} configurations searched that ${claim.that} ` +
    `is ${recommended.summary}.${claim.after} It is predicted to ${startsIn(recommended)}serve ` +
    `${recommended.qps.text} and cost ${recommended.cost.text} per month (${recommended.cost.pricingLabel}). Compared with the current ` +
    `configuration (${current.summary}: ${current.startup.totalText}, ${current.qps.text}, ` +
    `${current.cost.text} per month, ${current.cost.pricingLabel}) it ${costSentence}, ${startSentence} and ${qpsSentence}. ` +
    (dCost > 0 && why ? `It costs more because ${why}. ` : '') +
    `What limits it: ${binding.replace(/\.+$/, '')}.`
  );
}

/**
 * Recommend's changes as the PDF prints them, and what each operation they use means (one line
 * each, online before restart before rebuild). Shared by the report and the fleet report.
 */
export function changeRows(
  changes: readonly SettingChange[],
): Pick<ReportRecommendation, 'changes' | 'operationsText'> {
  const used = new Set<ChangeOperation>(changes.map((c) => c.operation));
  const order: readonly ChangeOperation[] = OPERATION_ORDER;
  return {
    changes: changes.map((c): ReportChange => ({
      label: c.label,
      fromText: changeValueText(c.setting, c.from),
      toText: changeValueText(c.setting, c.to),
      operation: c.operation,
      note: c.note ?? '',
    })),
    operationsText: order.filter((o) => used.has(o)).map((o) => OPERATION_TEXT[o]),
  };
}

/** The changes, durability and headroom of the chosen configuration, as the PDF prints them. */
export function recommendationChanges(
  choice: RecommendResult | null,
): Pick<ReportRecommendation, 'changes' | 'operationsText' | 'ephemeral' | 'headroomText'> {
  if (!choice) return { changes: [], operationsText: [], ephemeral: null, headroomText: '' };
  return {
    ...changeRows(choice.changes),
    ephemeral: choice.ephemeral ? { text: EPHEMERAL_TEXT, requires: [...choice.requires] } : null,
    headroomText: `${choice.headroom.text}; rule: ${choice.headroom.rule}.`,
  };
}
