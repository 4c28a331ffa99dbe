/**
 * Fleet sizing: for each server of an inventory, today's predicted startup, QPS and monthly cost,
 * the cheapest configuration meeting its targets (src/core/recommend, the app's recommend), the
 * monthly saving, and the fleet's totals. One server at a time (`sizeServer`), so that callers
 * show progress and stay responsive: the CLI draws a bar, the app sizes in chunks.
 *
 * Rules, as the app's recommend applies them:
 * - targets: the server's own (inventory row or targets file); a target it leaves out is today's
 *   figure (start no slower, serve no fewer QPS than now);
 * - headroom (issue 27): a server that gives both its targets has them met at the pessimistic end
 *   of each prediction's range, as recommend's are (`headroomPercent` given: the margin rule
 *   instead). A server that leaves a target to today's figure is sized by the margin rule: a given
 *   target with the margin (default 10 %: startup at most target / 1.1, QPS at least target × 1.1),
 *   today's figure as it is, since today's configuration runs at its point figures and no
 *   configuration can promise them at the pessimistic end of its range;
 * - durable: EBS only unless instance store is allowed; page size kept unless a change is allowed;
 *   an EBS volume not shrunk (recommend's rules; each change listed with the operation it needs);
 * - today's configuration stays when it meets the targets for no more than the cheapest found
 *   (the search's grid may not contain it), so a saving is never negative by choice.
 */
import type { Catalog } from '../catalog/types.ts';
import type {
  Cloud,
  Deployment,
  RecoveryChoice,
  RecoveryPathId,
  Scenario,
} from '../scenario/types.ts';
import { recoverySummary } from '../recovery/summary.ts';
import type { Bound, Prediction } from '../types.ts';
import { predictValid } from '../model.ts';
import type { ChangeOperation, SettingChange } from '../recommend/index.ts';
import { failureText, recommend } from '../recommend/index.ts';
import { pessimisticFigures } from '../uncertainty/index.ts';
import { engineStartRanges } from '../uncertainty/engineStart.ts';
import type { FleetServer } from './inventory.ts';
import { formatDuration, formatUsd } from '../format/index.ts';

export interface FleetOptions {
  /**
   * The margin rule for every server: given targets met with this margin, percent. Absent: servers
   * that give both targets are sized at the pessimistic end of the range, the others with a 10 %
   * margin on the targets they give.
   */
  headroomPercent?: number;
  /** Search local NVMe instance store too (its data is lost when the instance stops). */
  allowInstanceStore?: boolean;
  /** Allow a different innodb_page_size (a dump and reload of the data). */
  allowPageSizeChange?: boolean;
  /**
   * Let every server cross its CPU architecture (a replace) unless its row says no; default
   * false: each server keeps its own unless its row allows it.
   */
  allowArchitectureChange?: boolean;
  /**
   * The deployments every server's search spans (issue 29: `fleet --deployment any` is all three;
   * a move from a server's own deployment to another is a migration). Absent: each server's own.
   */
  deployments?: readonly Deployment[];
  /**
   * The clouds every server's search spans (issue 38: `fleet --cloud any` is all three; a move to
   * another cloud is a migration). Absent: each server's own.
   */
  clouds?: readonly Cloud[];
  /**
   * The recovery target (issue 37, `fleet --max-recovery`, `--recovery-path`) laid over every
   * server's scenario: recommend keeps configurations meeting it at the pessimistic end.
   */
  recovery?: Partial<Pick<RecoveryChoice, 'maxRecoverySeconds' | 'path'>>;
}

export const DEFAULT_HEADROOM_PERCENT = 10;

/** One configuration's figures, as the fleet table shows them. */
export interface FleetFigures {
  scenario: Scenario;
  /**
   * Null where the startup is not modelled (issue 40: Aurora; the prediction's `startup.modelled`
   * decides): then `startupNotModelled` says why, and every table shows "not modelled".
   */
  startupSeconds: number | null;
  startupNotModelled?: string;
  qps: number;
  monthlyUsd: number;
  /** The pricing option the cost is at, as every cost figure names it ("on-demand"). */
  pricing: string;
  /** What limits it: the startup's longest phase and its bound, the QPS bound. */
  bottleneck: { phase: string; startupBound: Bound; qpsBound: Bound };
  /**
   * Aurora Standard with no average load (issue 40): the I/O `monthlyUsd` leaves out, in words
   * ("I/O not in the total: $2.91 per 1,000 average QPS"); absent when the I/O is priced.
   */
  ioNotPricedText?: string;
  /**
   * Time to full service on the recovery path the scenario selects (`recovery.path`, default
   * the slowest), s, and its pessimistic end; whether the recovery target is met (null: none).
   */
  recovery: {
    pathId: RecoveryPathId;
    seconds: number;
    pessimisticSeconds: number;
    met: boolean | null;
  };
}

export interface ServerTargetsUsed {
  /** Null: none given and today's startup is not modelled (Aurora), so none taken from it. */
  maxStartupSeconds: number | null;
  minQps: number;
  /** Where each came from. */
  startupFrom: 'given' | 'today';
  qpsFrom: 'given' | 'today';
  /** What the search had to meet: the targets with the headroom margin on given ones. */
  searchMaxStartupSeconds: number;
  searchMinQps: number;
  /** The server's budget, USD a month (issue 41.12); absent: none. */
  maxMonthlyUsd?: number;
}

export interface ServerSizing {
  line: number;
  name: string;
  current: FleetFigures;
  targets: ServerTargetsUsed;
  /**
   * change: a cheaper (or the only) configuration meets the targets; keep: today's is the
   * cheapest meeting them; none: nothing searched meets them (then `note` says so).
   */
  action: 'change' | 'keep' | 'none';
  /** The configuration to run: the change, or today's (keep, none). */
  recommended: FleetFigures | null;
  /** Current monthly cost − recommended (negative when meeting the targets costs more). */
  monthlySavingUsd: number;
  /** Whether today's configuration meets the targets (with the margin). */
  meetsTargets: boolean;
  /**
   * Today's startup is not modelled (issue 40: Aurora): the startup target cannot be checked for
   * it, in words; `meetsTargets` then rests on the other targets alone. Absent otherwise.
   */
  startupUnchecked?: string;
  /** What the change takes (recommend's `changes`), empty unless `action` is change. */
  changes: SettingChange[];
  /** The most disruptive operation among `changes`. */
  operation: ChangeOperation | null;
  /** The recommended data lives on an instance store (only with allowInstanceStore). */
  ephemeral: boolean;
  /** What an ephemeral configuration requires (replicas, backups). */
  requires: string[];
  /** Ephemeral with no replica: the instance store would hold the only copy of the data. */
  unsafeForData: boolean;
  /** The rules the search applied, in words (recommend's `rules`). */
  rules: string[];
  note?: string;
}

function recoveryOf(scenario: Scenario, p: Prediction, catalog: Catalog): FleetFigures['recovery'] {
  const sum = recoverySummary(
    scenario,
    catalog,
    p.qps.pointSelect,
    engineStartRanges(scenario, catalog),
  );
  return {
    pathId: sum.chosen?.id ?? 'restart',
    seconds: sum.chosen?.fullServiceSeconds ?? 0,
    pessimisticSeconds: sum.chosen?.fullServiceRange[1] ?? 0,
    met: sum.target?.met ?? null,
  };
}

function figures(scenario: Scenario, p: Prediction, catalog: Catalog): FleetFigures {
  return {
    scenario,
    recovery: recoveryOf(scenario, p, catalog),
    startupSeconds: p.startup.modelled ? p.startup.totalSeconds : null,
    ...(p.startup.modelled ? {} : { startupNotModelled: p.startup.notModelled ?? '' }),
    qps: p.qps.pointSelect,
    monthlyUsd: p.cost.monthlyUsd,
    pricing: p.cost.pricing.label,
    ...(p.cost.ioNotPriced
      ? {
          ioNotPricedText: `Aurora Standard I/O not in the total (no average load given): ${formatUsd(p.cost.ioNotPriced.per1000AverageQpsUsd)}/month per 1,000 average QPS`,
        }
      : {}),
    bottleneck: {
      phase:
        p.startup.phases.find((x) => x.name === p.startup.bottleneck.phase)?.label ??
        p.startup.bottleneck.phase,
      startupBound: p.startup.bottleneck.bound,
      qpsBound: p.qps.bound,
    },
  };
}

function targetsFor(
  server: FleetServer,
  today: FleetFigures,
  headroomPercent: number,
): ServerTargetsUsed {
  const m = 1 + Math.max(0, headroomPercent) / 100;
  const s = server.targets.maxStartupSeconds;
  const q = server.targets.minQps;
  // Today's startup not modelled (Aurora) and no target given: no startup target at all.
  const todayStartup = today.startupSeconds ?? Infinity;
  return {
    maxStartupSeconds: s ?? today.startupSeconds,
    minQps: q ?? today.qps,
    startupFrom: s === undefined ? 'today' : 'given',
    qpsFrom: q === undefined ? 'today' : 'given',
    searchMaxStartupSeconds: s === undefined ? todayStartup : s / m,
    searchMinQps: q === undefined ? today.qps : q * m,
    ...(server.targets.maxMonthlyUsd !== undefined
      ? { maxMonthlyUsd: server.targets.maxMonthlyUsd }
      : {}),
  };
}

/** One server: today's figures, its cheapest configuration meeting its targets, the saving. */
export function sizeServer(
  server: FleetServer,
  options: FleetOptions,
  catalog: Catalog,
): ServerSizing {
  const s = options.recovery
    ? { ...server.scenario, recovery: { ...server.scenario.recovery, ...options.recovery } }
    : server.scenario;
  const current = figures(s, predictValid(s, catalog), catalog);
  const range = rangeRuleFor(server, options);
  const t = targetsFor(
    server,
    current,
    range ? 0 : (options.headroomPercent ?? DEFAULT_HEADROOM_PERCENT),
  );
  // Figures equal to today's (targets taken from them) must not fail on rounding; under the range
  // rule today's configuration is held to the targets at its pessimistic end too.
  const today = range ? pessimisticFigures(s, catalog) : current;
  // A startup that is not modelled (Aurora) cannot be held to the startup target: not checked.
  const unchecked = current.startupSeconds === null;
  const meets =
    (unchecked || (today.startupSeconds ?? 0) <= t.searchMaxStartupSeconds * (1 + 1e-9)) &&
    today.qps >= t.searchMinQps * (1 - 1e-9) &&
    current.recovery.met !== false &&
    (t.maxMonthlyUsd === undefined || current.monthlyUsd <= t.maxMonthlyUsd + 1e-9);
  const res = recommend(
    {
      maxStartupSeconds: t.searchMaxStartupSeconds * (1 + 1e-9),
      minQps: t.searchMinQps * (1 - 1e-9),
      ...(t.maxMonthlyUsd !== undefined ? { maxMonthlyUsd: t.maxMonthlyUsd } : {}),
      tables: s.mysql.tables,
      dataGiB: s.mysql.dataGiB,
      region: s.region,
      base: s,
      limit: 1,
      allowInstanceStore: options.allowInstanceStore ?? false,
      allowPageSizeChange: options.allowPageSizeChange ?? false,
      allowArchitectureChange:
        server.allowArchitectureChange ?? options.allowArchitectureChange ?? false,
      // One result per server: the other architecture's saving is not shown (a second search).
      architectureSaving: false,
      // The margin rule's margin is already in the search targets (given targets only, see
      // targetsFor); the range rule checks each candidate at its pessimistic end.
      headroom: range ? { basis: 'range' } : { marginPercent: 0 },
      ...(options.deployments ? { deployments: options.deployments } : {}),
      ...(options.clouds ? { clouds: options.clouds } : {}),
    },
    catalog,
  );
  const best = res.results[0];
  const base = {
    line: server.line,
    name: server.name,
    current,
    targets: t,
    meetsTargets: meets,
    ...(unchecked ? { startupUnchecked: startupUncheckedText(t, current) } : {}),
    changes: [],
    operation: null,
    ephemeral: false,
    requires: [],
    unsafeForData: false,
    rules: res.rules,
  };
  if (best === undefined) {
    return {
      ...base,
      action: meets ? 'keep' : 'none',
      recommended: meets ? current : null,
      monthlySavingUsd: 0,
      ...(meets
        ? {}
        : {
            note: res.failure ? failureText(res.failure) : 'No configuration meets the targets.',
          }),
    };
  }
  const found = figures(
    { ...best.scenario, name: `${server.name} (recommended)` },
    best.prediction,
    catalog,
  );
  if (meets && current.monthlyUsd <= found.monthlyUsd) {
    return { ...base, action: 'keep', recommended: current, monthlySavingUsd: 0 };
  }
  return {
    ...base,
    action: 'change',
    recommended: found,
    monthlySavingUsd: current.monthlyUsd - found.monthlyUsd,
    changes: best.changes,
    operation: best.operation,
    ephemeral: best.ephemeral,
    requires: best.requires,
    unsafeForData: best.unsafeForData,
  };
}

/** "Startup not modelled: the startup target of 2 min cannot be checked for it (why)." */
function startupUncheckedText(t: ServerTargetsUsed, today: FleetFigures): string {
  const target =
    t.startupFrom === 'given' && t.maxStartupSeconds !== null
      ? `the startup target of ${formatDuration(t.maxStartupSeconds)} cannot be checked for it`
      : 'no startup target is taken from today';
  return `Startup not modelled: ${target} (${today.startupNotModelled ?? ''})`;
}

export interface FleetTotals {
  /** Servers sized (valid rows). */
  servers: number;
  /** Rows left out as invalid. */
  invalid: number;
  changes: number;
  keeps: number;
  /** Servers no configuration serves (their current cost counts on both sides). */
  unmet: number;
  currentMonthlyUsd: number;
  recommendedMonthlyUsd: number;
  monthlySavingUsd: number;
}

/** Totals of the sized servers; a server nothing serves counts at today's cost on both sides. */
export function fleetTotals(rows: readonly ServerSizing[], invalid: number): FleetTotals {
  const t: FleetTotals = {
    servers: rows.length,
    invalid,
    changes: 0,
    keeps: 0,
    unmet: 0,
    currentMonthlyUsd: 0,
    recommendedMonthlyUsd: 0,
    monthlySavingUsd: 0,
  };
  for (const r of rows) {
    t.currentMonthlyUsd += r.current.monthlyUsd;
    t.recommendedMonthlyUsd += r.recommended?.monthlyUsd ?? r.current.monthlyUsd;
    if (r.action === 'change') t.changes += 1;
    else if (r.action === 'keep') t.keeps += 1;
    else t.unmet += 1;
  }
  t.monthlySavingUsd = t.currentMonthlyUsd - t.recommendedMonthlyUsd;
  return t;
}

/** The range rule applies to a server that gives both targets, unless a margin was asked for. */
function rangeRuleFor(server: FleetServer, options: FleetOptions): boolean {
  return (
    options.headroomPercent === undefined &&
    server.targets.maxStartupSeconds !== undefined &&
    server.targets.minQps !== undefined
  );
}
