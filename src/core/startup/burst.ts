/**
 * The instance's EBS burst at a start, as AWS meters it (issue 40): the two CloudWatch balances
 * (EBSIOBalance%, EBSByteBalance%) before the start, as IOs and MiB above the baseline that they
 * still hold, and the balance the startup range's pessimistic end assumes.
 *
 * Balances before the start: the lower of what `burstUsedMin` leaves and the balances given
 * (`instance.ebsIoBalancePct`, `instance.ebsByteBalancePct`), then spent by a restore of
 * `instance.afterRestoreGiB` at the burst ceiling (devices/ebsBalance.ts).
 *
 * The pessimistic end's balance (`low`), a stated assumption:
 * - on a volume restored from a snapshot: empty (the seed's starts after a restore that used the
 *   burst took twice as long as with it intact; nothing says how much the restore left);
 * - the burst used today unknown (`burstKnown` false): what is left after restoring this
 *   database's own data (its on-disk GiB) onto the volume earlier today from a full balance;
 * - known: the balances entered (no spread).
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { onDiskDataGiB } from '../scenario/compression.ts';
import { instanceEbsBursts, scenarioInstance } from '../devices/params.ts';
import {
  balancesAfterRestore,
  balancesFromBurstUsedMin,
  burstSecondsAtRate,
  clampBalancePct,
  ebsBuckets,
} from '../devices/ebsBalance.ts';
import type { EbsBalancesPct, EbsCeilings } from '../devices/ebsBalance.ts';
import { formatNumber, formatPercentUpTo } from '../format/index.ts';

/** What the balances hold: IOs and MiB above the baseline. */
export interface BurstHeld {
  ioCount: number;
  mib: number;
}

/** The startup's burst: ceilings, buckets, what the balances hold now and at the slow end. */
export interface StartupBurst extends EbsCeilings {
  /** Seconds at the burst ceiling the balances hold (notes; a phase at a lower rate lasts longer). */
  secondsLeft: number;
  /** Full buckets (IOs, MiB above the baseline: 30 minutes at the burst ceiling). */
  bucket: BurstHeld;
  /** What the balances hold before the start. */
  held: BurstHeld;
  /** What they hold at the startup range's pessimistic end (≤ held). */
  low: BurstHeld;
}

/** Why the pessimistic end holds what it holds, for the range notes. */
export type BurstAssumption =
  | { kind: 'known' }
  | { kind: 'restored' }
  | {
      kind: 'after-data-restore';
      restoreGiB: number;
      balances: EbsBalancesPct;
      /** A balance given (or a restore entered) is lower than the restore of the data leaves. */
      givenLower: boolean;
    };

/** A number that may be missing or NaN, else `fallback`. */
function finiteOr(v: number | undefined, fallback: number): number {
  return v !== undefined && Number.isFinite(v) ? v : fallback;
}

/** The two balances after a restore of `gib` from `start` (each loses what the restore spends). */
function spendRestore(e: EbsCeilings, start: EbsBalancesPct, gib: number): EbsBalancesPct {
  if (!(gib > 0)) return start;
  const spent = balancesAfterRestore(e, gib);
  return {
    ioPct: Math.max(0, start.ioPct - (100 - spent.ioPct)),
    bytePct: Math.max(0, start.bytePct - (100 - spent.bytePct)),
  };
}

/** The instance's two balances before the start, percent (issue 40). */
export function startBalances(scenario: Scenario, e: EbsCeilings): EbsBalancesPct {
  const i = scenario.instance;
  const used = balancesFromBurstUsedMin(i.burstUsedMin);
  const start = {
    ioPct: Math.min(used.ioPct, clampBalancePct(finiteOr(i.ebsIoBalancePct, 100))),
    bytePct: Math.min(used.bytePct, clampBalancePct(finiteOr(i.ebsByteBalancePct, 100))),
  };
  return spendRestore(e, start, finiteOr(i.afterRestoreGiB, 0));
}

/** The assumption the pessimistic end makes about the balances (see the module comment). */
export function burstAssumption(scenario: Scenario, e: EbsCeilings): BurstAssumption {
  if (scenario.storage.volumeState === 'restored') return { kind: 'restored' };
  if (scenario.instance.burstKnown) return { kind: 'known' };
  const gib = onDiskDataGiB(scenario.mysql);
  const after = spendRestore(e, { ioPct: 100, bytePct: 100 }, gib);
  const now = startBalances(scenario, e);
  return {
    kind: 'after-data-restore',
    restoreGiB: gib,
    balances: {
      ioPct: Math.min(after.ioPct, now.ioPct),
      bytePct: Math.min(after.bytePct, now.bytePct),
    },
    givenLower: now.ioPct < after.ioPct || now.bytePct < after.bytePct,
  };
}

/** Balances as what they hold. */
function heldOf(bucket: BurstHeld, b: EbsBalancesPct): BurstHeld {
  return { ioCount: (bucket.ioCount * b.ioPct) / 100, mib: (bucket.mib * b.bytePct) / 100 };
}

/** The instance's EBS burst at this start (null: its EBS ceiling does not burst, or no catalog type). */
export function startupBurst(scenario: Scenario, catalog: Catalog): StartupBurst | null {
  const inst = scenarioInstance(scenario, catalog);
  if (!inst || !instanceEbsBursts(inst)) return null;
  const e = inst.ebs;
  const bucket = ebsBuckets(e);
  const now = startBalances(scenario, e);
  const a = burstAssumption(scenario, e);
  const low =
    a.kind === 'known' ? now : a.kind === 'restored' ? { ioPct: 0, bytePct: 0 } : a.balances;
  return {
    baselineIops: e.baselineIops,
    maxIops: e.maxIops,
    baselineMiBps: e.baselineMiBps,
    maxMiBps: e.maxMiBps,
    secondsLeft: burstSecondsAtRate(e, now, e.maxIops, e.maxMiBps),
    bucket,
    held: heldOf(bucket, now),
    low: heldOf(bucket, low),
  };
}

/**
 * The burst at a point between the pessimistic end (`f` = 0) and the balances given (`f` = 1): the
 * held IOs and MiB interpolated, the seconds at the ceiling from them.
 */
export function burstBetween(b: StartupBurst, f: number): StartupBurst {
  const k = Math.min(1, Math.max(0, Number.isFinite(f) ? f : 1));
  if (k === 1) return b;
  const held = {
    ioCount: b.low.ioCount + k * (b.held.ioCount - b.low.ioCount),
    mib: b.low.mib + k * (b.held.mib - b.low.mib),
  };
  return { ...b, held, secondsLeft: secondsAtCeiling(b, held) };
}

/** Seconds the held IOs and MiB last at the burst ceiling (Infinity: a bucket that never drains). */
export function secondsAtCeiling(b: StartupBurst, held: BurstHeld): number {
  const io = b.maxIops - b.baselineIops;
  const mib = b.maxMiBps - b.baselineMiBps;
  return Math.min(io > 0 ? held.ioCount / io : Infinity, mib > 0 ? held.mib / mib : Infinity);
}

/** The two balances as CloudWatch names them: "EBSIOBalance% 95%, EBSByteBalance% 93%". */
export function balancesText(b: EbsBalancesPct): string {
  return `EBSIOBalance% ${formatPercentUpTo(b.ioPct)}, EBSByteBalance% ${formatPercentUpTo(b.bytePct)}`;
}

/** The pessimistic end's assumption about the EBS balances, in the user's words (range notes). */
export function burstAssumptionText(a: BurstAssumption): string {
  if (a.kind === 'restored')
    return 'restored volume: the slow end assumes both EBS balances empty (the baseline ceiling)';
  if (a.kind === 'known') return 'EBS balances as entered';
  const lower = a.givenLower ? ', or those given where lower' : '';
  return `today's EBS burst use unknown: the slow end assumes the balances left after restoring this database's ${formatNumber(a.restoreGiB)} GiB onto the volume earlier today${lower} (${balancesText(a.balances)}); the point, the balances given (full by default)`;
}
