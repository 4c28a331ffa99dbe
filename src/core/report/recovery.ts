/**
 * The PDF's "Time to recover" section (issue 37): per configuration (current, recommended), each
 * recovery path's phases, warm-up and time to full service with its range, the target's verdict
 * and what buys time back with its monthly cost. Text formatted here; the view draws it.
 */
import type { Catalog } from '../catalog/types.ts';
import { asSentence, formatDuration, formatQps, formatRange } from '../format/index.ts';
import { recoveryAdvice } from '../recovery/advice.ts';
import { RECOVERY_PATH_LABELS, WARMUP_LABEL } from '../recovery/labels.ts';
import type { RecoveryPathId } from '../recovery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Prediction } from '../types.ts';
import { inCloudUnits } from '../storage/vendorUnits.ts';
import { engineStartRangesOf, recoverySummaryWithRanges } from '../uncertainty/engineStart.ts';

export interface ReportRecoveryPhase {
  id: string;
  label: string;
  seconds: number;
  text: string;
  basis: string;
  source: string;
}

export interface ReportRecoveryPath {
  id: RecoveryPathId;
  label: string;
  phases: ReportRecoveryPhase[];
  fullServiceSeconds: number;
  fullServiceRange: [number, number];
  fullServiceText: string;
  fullServiceRangeText: string;
  /** false: no published figure supports it (a wide range). */
  modelled: boolean;
  /** The path the target applies to. */
  chosen: boolean;
}

export interface ReportRecovery {
  /** "Current", "Recommended". */
  heading: string;
  targetQpsText: string;
  maxRecoverySeconds: number | null;
  /** The target's verdict in one sentence, or null without a target. */
  targetText: string | null;
  met: boolean | null;
  paths: ReportRecoveryPath[];
  advice: string[];
}

function phaseOf(id: string, label: string, seconds: number) {
  return { id, label, seconds, text: formatDuration(seconds) };
}

/**
 * A scenario's recovery section, its texts in its cloud's throughput unit (Azure: MB/s).
 * `prediction`: `predictWithRanges`' of the same scenario (its QPS sets the warm-up target, its
 * startup range is the clean restart's, not computed again).
 */
export function reportRecovery(
  heading: string,
  s: Scenario,
  prediction: Pick<Prediction, 'startup' | 'qps'>,
  catalog: Catalog,
  withAdvice: boolean,
): ReportRecovery {
  const sum = recoverySummaryWithRanges(s, catalog, prediction);
  const paths = sum.paths.map((p) => ({
    id: p.id,
    label: RECOVERY_PATH_LABELS[p.id],
    phases: [
      ...p.phases.map((ph) => ({
        ...phaseOf(ph.id, ph.label, ph.seconds),
        basis: ph.basis,
        source: ph.source,
      })),
      {
        ...phaseOf('warmup', WARMUP_LABEL, p.warmupSeconds),
        basis: 'modelled',
        source: 'Warm-up model (docs/model.md, Recovery: warm-up)',
      },
    ],
    fullServiceSeconds: p.fullServiceSeconds,
    fullServiceRange: p.fullServiceRange,
    fullServiceText: formatDuration(p.fullServiceSeconds),
    fullServiceRangeText: formatRange(p.fullServiceRange[0], p.fullServiceRange[1], formatDuration),
    modelled: p.modelled !== false,
    chosen: sum.chosen?.id === p.id,
  }));
  const section: ReportRecovery = {
    heading,
    targetQpsText: formatQps(sum.targetQps),
    maxRecoverySeconds: s.recovery.maxRecoverySeconds,
    targetText: sum.target?.text ?? null,
    met: sum.target?.met ?? null,
    paths,
    advice: withAdvice
      ? recoveryAdvice(s, catalog, sum.targetQps, engineStartRangesOf(catalog)).map(
          (a) => `${asSentence(a.text)}.`,
        )
      : [],
  };
  return inCloudUnits(section, s.cloud);
}
