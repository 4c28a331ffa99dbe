/**
 * Flags of the recovery paths (issue 37), shared by predict, recommend and fleet:
 * --max-recovery, --recovery-path and the paths' own inputs.
 */
import type { FlagRow, ParsedArgs } from './args.ts';
import { parseNumber, positiveFlag, valueOf } from './args.ts';
import type { CliError } from './errors.ts';
import { isCliError, usageError } from './errors.ts';
import { DEFAULT_RECOVERY_OPTIONS, RECOVERY_OPTION_LIMITS } from '../core/recovery/options.ts';
import type { RecoveryOptions } from '../core/recovery/options.ts';
import type { RecoveryPathId } from '../core/recovery/types.ts';

export const RECOVERY_PATH_IDS: readonly RecoveryPathId[] = [
  'restart',
  'crash',
  'snapshot-restore',
  'backup-restore',
  'replica-rebuild',
  'failover',
];

export const RECOVERY_ROWS: readonly FlagRow[] = [
  {
    flag: 'max-recovery',
    value: 'S',
    help: "recovery target, seconds to full service (recovery + warm-up), met at the range's pessimistic end",
  },
  {
    flag: 'recovery-path',
    value: 'ID',
    help: `path the target applies to: ${RECOVERY_PATH_IDS.join(', ')} (default: the slowest)`,
  },
  {
    flag: 'redo-to-apply-mib',
    value: 'MIB',
    help: "redo to apply after a crash (checkpoint age), MiB (default: the version's redo capacity, 96 or 100 MiB)",
  },
  {
    flag: 'backup-store-mibps',
    value: 'R',
    help: `backup store read rate, MiB/s (default ${DEFAULT_RECOVERY_OPTIONS.backupStoreMiBps}, an estimate)`,
  },
  {
    flag: 'network-mibps',
    value: 'R',
    help: `instance network ceiling, MiB/s (default ${DEFAULT_RECOVERY_OPTIONS.networkMiBps} = 10 Gbit/s, an estimate)`,
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

export interface RecoveryArgs {
  options: RecoveryOptions;
  maxRecoverySeconds?: number;
  pathId?: RecoveryPathId;
}

function inRange(
  args: ParsedArgs,
  flag: string,
  key: keyof typeof RECOVERY_OPTION_LIMITS,
): number | undefined | CliError {
  const text = valueOf(args, flag);
  if (text === undefined) return undefined;
  const n = parseNumber(text);
  const [lo, hi] = RECOVERY_OPTION_LIMITS[key];
  if (n !== undefined && Number.isFinite(n) && n >= lo && n <= hi) return n;
  return usageError(`--${flag}: expected a number from ${lo} to ${hi}, got "${text}"`, flag);
}

export function recoveryFromArgs(args: ParsedArgs): RecoveryArgs | CliError {
  const max = positiveFlag(args, 'max-recovery');
  if (isCliError(max)) return max;
  const idText = valueOf(args, 'recovery-path');
  const pathId = RECOVERY_PATH_IDS.find((p) => p === idText);
  if (idText !== undefined && pathId === undefined)
    return usageError(
      `--recovery-path: expected one of ${RECOVERY_PATH_IDS.join(', ')}, got "${idText}"`,
      'recovery-path',
    );
  const options: RecoveryOptions = { ...DEFAULT_RECOVERY_OPTIONS };
  const pairs: [string, keyof typeof RECOVERY_OPTION_LIMITS][] = [
    ['redo-to-apply-mib', 'redoToApplyMiB'],
    ['backup-store-mibps', 'backupStoreMiBps'],
    ['network-mibps', 'networkMiBps'],
    ['replica-lag-s', 'replicaLagSeconds'],
    ['buffer-pool-dump-percent', 'bufferPoolDumpPercent'],
  ];
  for (const [flag, key] of pairs) {
    const v = inRange(args, flag, key);
    if (isCliError(v)) return v;
    if (v !== undefined) options[key] = v;
  }
  return {
    options,
    ...(max !== undefined ? { maxRecoverySeconds: max } : {}),
    ...(pathId !== undefined ? { pathId } : {}),
  };
}
