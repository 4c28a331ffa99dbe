/**
 * Bottleneck advice: small changes to a scenario, each priced and measured with the model, e.g.
 * "duplicate check is bandwidth-bound: +64 MiB/s for $2.56/month (on-demand) saves 1 min 01 s". Only changes that
 * keep the scenario valid and improve startup or QPS are returned, best value first.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG, getInstance, getInstancePrice } from '../catalog/index.ts';
import type { Scenario, ScenarioPatch } from '../scenario/types.ts';
import type { Bound, Prediction } from '../types.ts';
import { predict, predictFigures } from '../model.ts';
import type { PredictionFigures } from '../model.ts';
import { predictPricingLabel } from '../cost/index.ts';
import type { ChangeOperation } from './changes.ts';
import { overallOperation, settingChanges } from './changes.ts';
import { guardAdvicePatch, tornWriteChange } from './tornWrite.ts';
import { boundWords, formatDuration, formatInt, formatUsd } from '../format/index.ts';
import {
  hasValidatePathsOffBug,
  hasValidatePathsOption,
  parseMysqlVersion,
} from '../scenario/version.ts';
import { storageKind } from '../storage/index.ts';
import { capAtInstance, leverActsOn } from './adviceLevers.ts';
import type { LeverCandidate } from './adviceLevers.ts';
import { inCloudUnits } from '../storage/vendorUnits.ts';

export interface Advice {
  text: string;
  patch: ScenarioPatch;
  deltaMonthlyUsd: number;
  /** Negative = faster start. */
  deltaStartupSeconds: number;
  deltaQps: number;
  /** What applying it takes: the most disruptive operation among its changes (changes.ts). */
  operation: ChangeOperation | null;
}

/**
 * Applies a patch (one level deep per section) to a copy of the scenario. The copy shares the
 * sections and values the patch leaves alone with `s` (the model never mutates a scenario), so a
 * candidate costs a few object copies, not the whole scenario's JSON.
 */
export function applyPatch(s: Scenario, patch: ScenarioPatch): Scenario {
  const out: Record<string, unknown> = { ...s };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current !== null &&
      typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return out as unknown as Scenario;
}

/** Changes smaller than this are not worth a line (seconds, QPS fraction). */
const MIN_SECONDS_SAVED = 1;
const MIN_QPS_GAIN = 0.02;

const money = (n: number): string => formatUsd(Math.abs(n));
const int = formatInt;

/** Changes of one `kind` (e.g. more gp3 throughput); duplicates are dropped within a kind only. */
type Candidate = LeverCandidate;

function candidates(s: Scenario, catalog: Catalog): Candidate[] {
  const out: Candidate[] = [];
  const st = s.storage;
  const kind = storageKind(st.kind);
  out.push(...(kind.storageAdvice?.(st, catalog) ?? []));
  if (st.volumeState === 'restored' && st.restoreRemedy === 'none') {
    out.push({
      kind: 'restore',
      change: 'initialize the restored volume first',
      patch: { storage: { restoreRemedy: 'initialize' } },
    });
    out.push({
      kind: 'restore',
      change: 'enable Fast Snapshot Restore',
      patch: { storage: { restoreRemedy: 'fsr' } },
    });
  }
  if (s.mysql.startupOpt === 'default') {
    out.push({
      kind: 'startup-opt',
      change: 'apply the fadvise startup patch (bug #115988)',
      patch: { mysql: { startupOpt: 'fadvise' } },
    });
  }
  if (s.mysql.startupOpt !== 'light')
    out.push({
      kind: 'startup-opt',
      change: 'apply the light startup patch (bug #115988)',
      patch: { mysql: { startupOpt: 'light' } },
    });
  const ver = parseMysqlVersion(s.mysql.version);
  if (s.mysql.validatePaths && ver && hasValidatePathsOption(ver) && !hasValidatePathsOffBug(ver)) {
    out.push({
      kind: 'validate-paths',
      change: 'set innodb_validate_tablespace_paths=OFF',
      patch: { mysql: { validatePaths: false } },
    });
  }
  const torn = tornWriteChange(s, catalog);
  if (torn) out.push({ kind: 'torn-write', ...torn });
  for (const page of [4, 8] as const) {
    if (s.mysql.pageSizeKiB > page)
      out.push({
        kind: 'page-size',
        change: `use innodb_page_size=${page}k (a rebuild: dump and reload of all data)`,
        patch: { mysql: { pageSizeKiB: page } },
      });
  }
  const inst = s.instance.type === 'custom' ? null : getInstance(catalog, s.instance.type);
  if (inst) {
    const bigger = Object.values(catalog.instances)
      .filter((i) => i.family === inst.family && i.vcpu === inst.vcpu * 2)
      .map((i) => i.name)[0];
    if (bigger && getInstancePrice(catalog, s.region, bigger))
      out.push({
        kind: 'instance',
        change: `upsize to ${bigger}`,
        patch: { instance: { type: bigger } },
      });
    if (kind.durable) {
      const dType = Object.values(catalog.instances).find(
        (i) => i.instanceStore && i.size === inst.size && i.family === `${inst.family}d`,
      );
      if (dType && getInstancePrice(catalog, s.region, dType.name)) {
        out.push({
          kind: 'instance-store',
          change: `move to ${dType.name}'s local NVMe (ephemeral: its data is lost when the instance stops, so it needs replicas and backups; a rebuild: the data is copied)`,
          patch: {
            instance: { type: dType.name },
            storage: { kind: 'instance-store', volumeState: 'warm', restoreRemedy: 'none' },
          },
        });
      }
    }
  }
  return capAtInstance(s, out, catalog);
}

/**
 * "duplicate check is bandwidth-bound": the phase the change shortens most, as it is now, among
 * the phases whose bound the change acts on (adviceLevers.ts); undefined when it shortens none.
 */
function subjectOf(
  before: Prediction,
  after: PredictionFigures,
  patch: ScenarioPatch,
  localDisks: boolean,
  cloud: string,
): string | undefined {
  let best: { name: string; bound: Bound; saved: number } | null = null;
  for (const p of before.startup.phases) {
    if (!leverActsOn(patch, p.bound, localDisks)) continue;
    const q = after.startup.phases.find((x) => x.name === p.name);
    const saved = p.seconds - (q?.seconds ?? 0);
    if (saved >= MIN_SECONDS_SAVED && (!best || saved > best.saved))
      best = { name: p.name, bound: p.bound, saved };
  }
  return best ? `${best.name.replace(/_/g, ' ')} is ${boundWords(best.bound, cloud)}` : undefined;
}

export function bottleneckAdvice(scenario: Scenario, catalog: Catalog = DEFAULT_CATALOG): Advice[] {
  const base = predict(scenario, catalog);
  if (!base.ok) return [];
  const p0 = base.prediction;
  // Data on the instance's own disks: a larger instance is a faster device too.
  const local = storageKind(scenario.storage.kind).deviceClass === 'nvme';
  const out: (Advice & { value: number; kind: string })[] = [];
  for (const proposed of candidates(scenario, catalog)) {
    const c = guardAdvicePatch(scenario, proposed, catalog);
    const patched = applyPatch(scenario, c.patch);
    // A calibrated device describes the current volume only: a change of volume or instance
    // is predicted from the published-data device model.
    if ((c.patch.storage || c.patch.instance) && patched.calibration?.device) {
      patched.calibration = { ...patched.calibration, device: null };
    }
    // The figures alone (no explanations): the advice compares numbers, and the panel asks for
    // it on every settled slider step.
    const p = predictFigures(patched, catalog);
    if (p === null) continue;
    const dUsd = p.cost.monthlyUsd - p0.cost.monthlyUsd;
    const dStart = p.startup.totalSeconds - p0.startup.totalSeconds;
    const dQps = p.qps.pointSelect - p0.qps.pointSelect;
    const startupGain = -dStart >= MIN_SECONDS_SAVED;
    const qpsGain = dQps >= MIN_QPS_GAIN * p0.qps.pointSelect;
    if (!startupGain && !qpsGain) continue;
    if (dStart > MIN_SECONDS_SAVED || dQps < -MIN_QPS_GAIN * p0.qps.pointSelect) continue;
    // The difference is at the scenario's pricing option, named as on every cost figure.
    const option = predictPricingLabel(patched, catalog);
    const price =
      Math.abs(dUsd) < 0.005
        ? 'at no cost'
        : dUsd > 0
          ? `for ${money(dUsd)}/month (${option})`
          : `(${money(dUsd)}/month cheaper, ${option})`;
    const effects: string[] = [];
    // A duration as the startup figures show it ("1 min 24 s", "3 h 18 min"; was "11,879 s").
    if (startupGain) effects.push(`saves ${formatDuration(-dStart)}`);
    if (qpsGain) effects.push(`adds ${int(dQps)} QPS`);
    // The subject is a figure whose bound the change acts on: a phase, else QPS, else the start.
    const qpsSubject = `QPS is ${boundWords(p0.qps.bound, scenario.cloud)}`;
    const subject =
      (startupGain ? subjectOf(p0, p, c.patch, local, scenario.cloud) : undefined) ??
      (qpsGain ? qpsSubject : 'the start');
    out.push({
      kind: c.kind,
      text: `${subject}: ${c.change} ${price} ${effects.join(' and ')}`,
      patch: c.patch,
      deltaMonthlyUsd: dUsd,
      deltaStartupSeconds: dStart,
      deltaQps: dQps,
      operation: overallOperation(settingChanges(scenario, patched, catalog)),
      // Seconds saved (and QPS fraction gained) per dollar; free changes first.
      value:
        (Math.max(0, -dStart) / Math.max(1, p0.startup.totalSeconds) +
          Math.max(0, dQps) / Math.max(1, p0.qps.pointSelect)) /
        Math.max(0.01, dUsd),
    });
  }
  // Drop changes that only repeat a cheaper one's effect (e.g. +3,000 IOPS when +1,000 already
  // reaches the throughput cap).
  const byCost = [...out].sort((a, b) => a.deltaMonthlyUsd - b.deltaMonthlyUsd);
  const kept = byCost.filter(
    (a, i) =>
      !byCost.some(
        (b, j) =>
          j < i &&
          b.kind === a.kind &&
          Math.abs(b.deltaStartupSeconds - a.deltaStartupSeconds) < 0.5 &&
          Math.abs(b.deltaQps - a.deltaQps) < 1,
      ),
  );
  kept.sort((a, b) => b.value - a.value);
  // An Azure scenario's advice says MB/s, Microsoft's unit (issue 38).
  return inCloudUnits(
    kept.map(({ value: _value, kind: _kind, ...a }) => a),
    scenario.cloud,
  );
}
