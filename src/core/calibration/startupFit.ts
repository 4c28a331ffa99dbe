/**
 * The startup half of calibrate() (issue 26): every start predicted at its own machine, factors
 * fitted where they transfer, and no point made worse.
 *
 * - CPU-bound phases (DD files reading, validation) get one factor over every start: CPU work per
 *   file does not depend on the device.
 * - IO-bound phases (directories scan, duplicate check) get one factor per machine kind (storage
 *   kind and instance family): what a local NVMe start says about its device says nothing about
 *   gp3. Each kind becomes a `cover` of the profile (scenario/calibrationCover.ts).
 * - A factor no point disagrees with: each factor (the geometric mean of measured / predicted,
 *   startup.ts) is kept within the interval where it makes none of its points worse (for a point
 *   with ratio r = measured / predicted, between 1 and 2r − 1); points on both sides of the model
 *   leave that phase at 1. Totals (sums over phases and fixed parts) are checked after: while one
 *   is worse, every factor is moved halfway back to 1.
 */
import type { Catalog } from '../catalog/types.ts';
import type { CalibrationCover, Scenario } from '../scenario/types.ts';
import type { StartupPhaseKey, StartupRecord } from '../imports/types.ts';
import type { StartupPrediction } from '../types.ts';
import { IO_STARTUP_PHASES, machineKind } from '../scenario/calibrationCover.ts';
import type { StartupFactors } from './startup.ts';
import { fitStartup, predictCase, spanSeconds } from './startup.ts';

export interface StartupCase {
  record: StartupRecord;
  /** The machine the start ran on: its file's machine with what the log states laid over. */
  scenario: Scenario;
  /** The published-data prediction there (with the device fitted to that machine, if any). */
  startup: StartupPrediction;
}

/** One measured span or total of a start, before and after. */
export interface StartupPointPair {
  case: StartupCase;
  name: string;
  /** The long phases the measured span covers (empty for the total). */
  covers: readonly StartupPhaseKey[];
  measured: number;
  before: number;
  after: number;
}

export interface StartupFitResult {
  cpu: StartupFactors;
  covers: CalibrationCover[];
  pairs: StartupPointPair[];
}

const isIo = (k: StartupPhaseKey): boolean => (IO_STARTUP_PHASES as readonly string[]).includes(k);
const kindKey = (s: Scenario): string => {
  const k = machineKind(s);
  return `${k.storage}|${k.family}`;
};

/** Clamps each factor into the interval where none of its points gets worse. */
function noWorse(cases: readonly StartupCase[], factors: StartupFactors): StartupFactors {
  const out: StartupFactors = {};
  for (const [key, f] of Object.entries(factors) as [StartupPhaseKey, number][]) {
    let lo = 0;
    let hi = Infinity;
    for (const c of cases)
      for (const ph of c.record.phases) {
        if (!ph.covers.includes(key)) continue;
        const pred = spanSeconds(c.startup, ph);
        if (!(pred > 0) || !(ph.seconds > 0)) continue;
        const r = ph.seconds / pred;
        lo = Math.max(lo, Math.min(1, 2 * r - 1));
        hi = Math.min(hi, Math.max(1, 2 * r - 1));
      }
    const clamped = lo > hi ? 1 : Math.min(hi, Math.max(lo, f));
    if (clamped !== 1) out[key] = Math.round(clamped * 10000) / 10000;
  }
  return out;
}

/** Factors per machine kind: the CPU ones shared, the IO ones of each kind. */
function fitFactors(cases: readonly StartupCase[]): {
  cpu: StartupFactors;
  io: Map<string, StartupFactors>;
} {
  const all = noWorse(cases, fitStartup(cases));
  const cpu: StartupFactors = {};
  for (const [k, v] of Object.entries(all) as [StartupPhaseKey, number][]) if (!isIo(k)) cpu[k] = v;
  const io = new Map<string, StartupFactors>();
  const byKind = new Map<string, StartupCase[]>();
  for (const c of cases)
    byKind.set(kindKey(c.scenario), [...(byKind.get(kindKey(c.scenario)) ?? []), c]);
  for (const [key, group] of byKind) {
    const f = noWorse(group, fitStartup(group));
    const own: StartupFactors = {};
    for (const [k, v] of Object.entries(f) as [StartupPhaseKey, number][]) if (isIo(k)) own[k] = v;
    io.set(key, own);
  }
  return { cpu, io };
}

/** Every factor moved `share` of the way back to 1 (in log terms). */
function shrink(f: StartupFactors, share: number): StartupFactors {
  const out: StartupFactors = {};
  for (const [k, v] of Object.entries(f) as [StartupPhaseKey, number][]) {
    const moved = Math.round(Math.exp(Math.log(v) * share) * 10000) / 10000;
    // A factor that reached 1 is no factor: left out, as noWorse leaves it out.
    if (moved !== 1) out[k] = moved;
  }
  return out;
}

function pairsFor(
  cases: readonly StartupCase[],
  cpu: StartupFactors,
  io: Map<string, StartupFactors>,
  catalog: Catalog,
): StartupPointPair[] {
  const pairs: StartupPointPair[] = [];
  for (const c of cases) {
    const factors = { ...cpu, ...(io.get(kindKey(c.scenario)) ?? {}) };
    const calibrated: Scenario = {
      ...c.scenario,
      calibration: {
        name: 'fit',
        createdAt: '',
        sources: [],
        device: c.scenario.calibration?.device ?? null,
        startup: factors,
      },
    };
    const pa = predictCase(calibrated, catalog);
    if (!pa.ok) continue;
    const add = (
      name: string,
      covers: readonly StartupPhaseKey[],
      measured: number,
      before: number,
      after: number,
    ): void => {
      if (measured > 0) pairs.push({ case: c, name, covers, measured, before, after });
    };
    for (const ph of c.record.phases) {
      const before = spanSeconds(c.startup, ph);
      // A span no factor fits (5.6's crash discovery) is compared only where the model has it.
      if (ph.covers.length === 0 && !(before > 0)) continue;
      add(ph.label, ph.covers, ph.seconds, before, spanSeconds(pa.startup, ph));
    }
    // An extract from InnoDB initialization has no total comparable to the model's.
    if (c.record.totalSeconds !== null && c.record.totalFrom !== 'innodb-initialization')
      add('Total', [], c.record.totalSeconds, c.startup.totalSeconds, pa.startup.totalSeconds);
  }
  return pairs;
}

const worse = (p: StartupPointPair): boolean =>
  Math.abs(p.after - p.measured) > Math.abs(p.before - p.measured) * (1 + 1e-9) + 1e-9;

/** Fits the starts, each at its own machine; no point ends worse than before. */
export function fitStartupCases(cases: readonly StartupCase[], catalog: Catalog): StartupFitResult {
  const fitted = fitFactors(cases);
  let cpu = fitted.cpu;
  let io = fitted.io;
  let pairs = pairsFor(cases, cpu, io, catalog);
  // Totals include fixed parts no factor scales: move back towards the model while one is worse.
  for (let i = 0; i < 12 && pairs.some(worse); i += 1) {
    cpu = shrink(cpu, 0.5);
    io = new Map([...io].map(([k, f]) => [k, shrink(f, 0.5)]));
    pairs = pairsFor(cases, cpu, io, catalog);
  }
  if (pairs.some(worse)) {
    cpu = {};
    io = new Map();
    pairs = pairsFor(cases, cpu, io, catalog);
  }
  const covers: CalibrationCover[] = [];
  for (const c of cases) {
    const k = machineKind(c.scenario);
    if (covers.some((x) => x.storage === k.storage && x.family === k.family)) continue;
    const f = io.get(kindKey(c.scenario)) ?? {};
    covers.push({ ...k, startup: Object.keys(f).length > 0 ? f : null });
  }
  return { cpu, covers, pairs };
}
