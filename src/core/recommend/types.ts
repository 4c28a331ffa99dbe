/**
 * Recommend's inputs and outputs (index.ts has the search's rules): the targets, the pins and
 * settings kept, the results, and why there are none as a typed value.
 */
import type { RecoveryTargetResult } from '../recovery/target.ts';
import type { Cloud, Deployment, Scenario, StorageKind } from '../scenario/types.ts';
import type { Prediction } from '../types.ts';
import type { SettingChange, ChangeOperation } from './changes.ts';
import type { Headroom, HeadroomRule } from './durability.ts';
import type { IoTarget } from './io.ts';

/** Settings the search can be told to keep at the base scenario's value. */
export const FIXABLE_SETTINGS = [
  'instance.type',
  'storage.kind',
  'storage.sizeGiB',
  'storage.iops',
  'storage.throughputMiBps',
  'mysql.pageSizeKiB',
  'mysql.bufferPoolGiB',
] as const;
export type FixedSetting = (typeof FIXABLE_SETTINGS)[number];

export type Architecture = 'x86_64' | 'arm64';

/** What the search must hold: instance family, CPU architecture, storage kind. */
export interface RecommendPins {
  /** Instance family, e.g. `m6i` (types of other families are not searched). */
  family?: string;
  architecture?: Architecture;
  /** Storage kind; pinning `instance-store` allows it. */
  storageKind?: StorageKind;
}

export interface RecommendTargets {
  maxStartupSeconds: number;
  minQps: number;
  /**
   * A budget (issue 41.12): the most a result may cost per month, USD, at the scenario's pricing
   * option; absent, no budget. Cost is a point figure (list prices carry no uncertainty range).
   */
  maxMonthlyUsd?: number;
  tables: number;
  dataGiB: number;
  region: string;
  /** Settings kept from this scenario (MySQL version, startup optimization, workload...). */
  base?: Scenario;
  /** How many results (default 10). */
  limit?: number;
  /** Storage kinds to search (default gp3, io2, gp2, and instance-store when allowed). */
  storageKinds?: StorageKind[];
  /** Search local NVMe instance store too (default false: its data is lost when the instance stops). */
  allowInstanceStore?: boolean;
  /** Let the search change innodb_page_size (default false: a dump and reload of all data). */
  allowPageSizeChange?: boolean;
  /**
   * Let the search cross the current instance's CPU architecture (x86_64 ↔ arm64; default false:
   * a `replace`, a new instance from another image).
   */
  allowArchitectureChange?: boolean;
  /**
   * Size for growth: the tables and data after this many months at `base.growth`'s rates (0-36;
   * default 0, today's).
   */
  horizonMonths?: number;
  /**
   * Search the other architecture once more for `architectureSaving` when the current one was kept
   * (default true; the fleet, which sizes each server with one result, leaves it out).
   */
  architectureSaving?: boolean;
  pins?: RecommendPins;
  /** Settings kept at the base scenario's value. */
  fixed?: readonly FixedSetting[];
  /**
   * How targets must be met: at the pessimistic end of the prediction's range (default,
   * `{ basis: 'range' }`), or by a margin (`{ marginPercent: 10 }`).
   */
  headroom?: HeadroomRule;
  /**
   * Deployments to search (issue 29): absent, the current one's (EC2's search, or RDS/Aurora's
   * managed search); several (`--deployment any`), ranked together with moves between them as
   * migrations.
   */
  deployments?: readonly Deployment[];
  /**
   * Clouds to search (issue 38): absent, the current one's; several (`--cloud any`), ranked
   * together in USD with a move to another cloud as a migration.
   */
  clouds?: readonly Cloud[];
  /**
   * A measured IO load (production telemetry) the configuration must sustain with the headroom
   * margin, at its sustained ceilings (io.ts).
   */
  io?: IoTarget;
}

export interface RecommendResult {
  rank: number;
  scenario: Scenario;
  prediction: Prediction;
  binding: string;
  /** Every setting that differs from the base scenario, with the operation it needs. */
  changes: SettingChange[];
  /** The most disruptive operation among `changes` (null when nothing changes). */
  operation: ChangeOperation | null;
  /** Data on the instance store: lost when the instance stops. */
  ephemeral: boolean;
  /** What the result requires to be safe (replicas, backups); empty when not ephemeral. */
  requires: string[];
  /** Ephemeral with no replica (`base.topology.replicas` 0): its data has no other copy. */
  unsafeForData: boolean;
  /** How much is left against the targets. */
  headroom: Headroom;
  /**
   * What the result's deployment includes (issue 29: backups, failover), when the search spans
   * deployments or runs on RDS or Aurora; absent for an EC2-only search.
   */
  includes?: string;
  /** The recovery target (issue 37) when the base scenario sets one: met at the pessimistic end. */
  recovery?: RecoveryTargetResult;
}

export interface RecommendResponse {
  /**
   * Configurations (instance, storage, page size) the search covered: those whose startup, QPS
   * and cost were evaluated, plus those ruled out unevaluated because a feasible configuration of
   * the same instance and storage kind already cost less.
   */
  searched: number;
  /** Of those, how many were evaluated (startup, QPS and cost computed). */
  evaluated: number;
  /** Under the range rule: how many were also evaluated at the pessimistic end of their range. */
  pessimisticEvaluated?: number;
  results: RecommendResult[];
  /** What the search was allowed to change, in words (for the app, the CLI and the PDF). */
  rules: string[];
  /** Why there are no results, when there are none: `failure` in words (`failureText`). */
  note?: string;
  /** Why there are no results, as a value the callers branch on. */
  failure?: RecommendFailure;
  /** When no configuration meets the targets: the one nearest to them, and what it misses by. */
  closest?: ClosestResult;
  /**
   * The architecture was kept by default: what the cheapest result of the other architecture
   * would save per month (information; crossing it is a `replace`). Absent when it saves nothing.
   */
  architectureSaving?: ArchitectureSaving;
  /** With `horizonMonths`: the tables and data the results were sized for. */
  horizon?: { months: number; tables: number; dataGiB: number };
}

/** The configuration nearest to targets nothing meets (RecommendResponse.closest). */
export interface ClosestResult {
  result: RecommendResult;
  /** How far the figures of the rule applied (pessimistic end, or nominal with margin) miss. */
  misses: {
    /** Seconds over the startup target (0 when within it). */
    startupSeconds: number;
    /** QPS short of the QPS target (0 when at or above it). */
    qps: number;
    text: string;
  };
}

export interface ArchitectureSaving {
  architecture: Architecture;
  instanceType: string;
  /** The cheapest result's monthly cost minus the other architecture's, USD (> 0). */
  monthlyUsd: number;
  text: string;
}

/**
 * Why a search has no results. The first four stop it before it starts (nothing to search); the
 * last two are searches that found nothing meeting the targets.
 */
export type RecommendFailure =
  | { kind: 'unknown-region'; region: string }
  /** The instance type is kept and it is a custom instance (no price, no EBS ceilings). */
  | { kind: 'custom-instance' }
  /** The kinds allowed and pinned leave none (`pinned`: the kind pinned, if any). */
  | { kind: 'no-storage-kind'; pinned: StorageKind | null }
  /** The family, architecture and type pins leave no instance type. */
  | { kind: 'no-instance-type' }
  /** Nothing sustains the measured IO load (`targets.io`) with the headroom. */
  | { kind: 'io-not-sustained'; searched: number; maxStartupSeconds: number }
  /** Nothing meets the startup and QPS targets with the headroom. */
  | { kind: 'targets-not-met'; searched: number; maxStartupSeconds: number; minQps: number }
  /** Configurations meet the targets, but the cheapest costs more than the budget. */
  | { kind: 'over-budget'; maxMonthlyUsd: number; cheapestMonthlyUsd: number };
