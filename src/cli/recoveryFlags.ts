/**
 * Flags of the recovery paths (issue 37), shared by predict, recommend, report and fleet:
 * --max-recovery, --recovery-path and the paths' own inputs. Each sets a field of the scenario's
 * `recovery` section (a scenario file's values stay unless a flag is given), checked against the
 * same ranges as a file (scenario/limits.ts RECOVERY_LIMITS).
 */
import type { FlagRow, ParsedArgs } from './args.ts';
import { parseNumber, valueOf } from './args.ts';
import type { CliError } from './errors.ts';
import { isCliError, usageError } from './errors.ts';
import { DEFAULT_SCENARIO } from '../core/scenario/defaults.ts';
import { RECOVERY_LIMITS } from '../core/scenario/limits.ts';
import { RECOVERY_PATH_IDS } from '../core/scenario/types.ts';
import type { RecoveryChoice, RecoveryPathId, Scenario } from '../core/scenario/types.ts';

export { RECOVERY_PATH_IDS } from '../core/scenario/types.ts';

const D = DEFAULT_SCENARIO.recovery;

export const RECOVERY_ROWS: readonly FlagRow[] = [
  {
    flag: 'max-recovery',
    value: 'S',
    help: "recovery target, seconds to full service (recovery + warm-up), met at the range's pessimistic end",
  },
  {
    flag: 'recovery-path',
    value: 'ID',
    help: `path the target applies to: slowest, ${RECOVERY_PATH_IDS.join(', ')} (default: slowest)`,
  },
  {
    flag: 'redo-to-apply-mib',
    value: 'MIB',
    help: "redo to apply after a crash (checkpoint age), MiB (default: the version's redo capacity, 96 or 100 MiB)",
  },
  {
    flag: 'undo-mib',
    value: 'MIB',
    help: 'undo of open transactions to roll back at recovery, MiB (default 0)',
  },
  {
    flag: 'backup-store-mibps',
    value: 'R',
    help: `backup store read rate, MiB/s (default ${D.backupStoreMiBps}, an estimate)`,
  },
  {
    flag: 'network-mibps',
    value: 'R',
    help: `instance network ceiling, MiB/s (default ${D.networkMiBps} = 10 Gbit/s, an estimate)`,
  },
  {
    flag: 'replica-lag-s',
    value: 'S',
    help: 'replica lag to apply at failover, seconds (default 0)',
  },
  {
    flag: 'buffer-pool-dump-percent',
    value: 'P',
    help: 'innodb_buffer_pool_dump_pct restored at startup, 0–100 (default 0: no dump/load)',
  },
];

type NumberKey = keyof typeof RECOVERY_LIMITS;

const NUMBER_FLAGS: readonly [string, NumberKey][] = [
  ['max-recovery', 'maxRecoverySeconds'],
  ['redo-to-apply-mib', 'redoToApplyMiB'],
  ['undo-mib', 'undoToRollBackMiB'],
  ['backup-store-mibps', 'backupStoreMiBps'],
  ['network-mibps', 'networkMiBps'],
  ['replica-lag-s', 'replicaLagSeconds'],
  ['buffer-pool-dump-percent', 'bufferPoolDumpPercent'],
];

function inRange(args: ParsedArgs, flag: string, key: NumberKey): number | undefined | CliError {
  const text = valueOf(args, flag);
  if (text === undefined) return undefined;
  const n = parseNumber(text);
  const [lo, hi] = RECOVERY_LIMITS[key];
  if (n !== undefined && Number.isFinite(n) && n >= lo && n <= hi) return n;
  return usageError(`--${flag}: expected a number from ${lo} to ${hi}, got "${text}"`, flag);
}

function pathFlag(args: ParsedArgs): RecoveryChoice['path'] | undefined | CliError {
  const text = valueOf(args, 'recovery-path');
  if (text === undefined) return undefined;
  if (text === 'slowest') return 'slowest';
  const id = RECOVERY_PATH_IDS.find((p) => p === text);
  if (id !== undefined) return id;
  return usageError(
    `--recovery-path: expected slowest or one of ${RECOVERY_PATH_IDS.join(', ')}, got "${text}"`,
    'recovery-path',
  );
}

/** The recovery section with the given flags laid over the scenario's. */
export function recoveryFromArgs(
  args: ParsedArgs,
  base: RecoveryChoice,
): RecoveryChoice | CliError {
  const out: RecoveryChoice = { ...base };
  for (const [flag, key] of NUMBER_FLAGS) {
    const v = inRange(args, flag, key);
    if (isCliError(v)) return v;
    if (v !== undefined) out[key] = v;
  }
  const p = pathFlag(args);
  if (isCliError(p)) return p;
  if (p !== undefined) out.path = p;
  return out;
}

/** The scenario with the recovery flags applied. */
export function withRecoveryArgs(args: ParsedArgs, s: Scenario): Scenario | CliError {
  const recovery = recoveryFromArgs(args, s.recovery);
  if (isCliError(recovery)) return recovery;
  return { ...s, recovery };
}

/** The path id a target applies to, undefined for the slowest. */
export function targetPathId(r: RecoveryChoice): RecoveryPathId | undefined {
  return r.path === 'slowest' ? undefined : r.path;
}

/** The target flags alone (fleet: laid over each server's scenario), only those given. */
export const RECOVERY_TARGET_ROWS: readonly FlagRow[] = RECOVERY_ROWS.slice(0, 2);

export function recoveryTargetFromArgs(
  args: ParsedArgs,
): Partial<Pick<RecoveryChoice, 'maxRecoverySeconds' | 'path'>> | CliError {
  const max = inRange(args, 'max-recovery', 'maxRecoverySeconds');
  if (isCliError(max)) return max;
  const p = pathFlag(args);
  if (isCliError(p)) return p;
  return {
    ...(max !== undefined ? { maxRecoverySeconds: max } : {}),
    ...(p !== undefined ? { path: p } : {}),
  };
}
