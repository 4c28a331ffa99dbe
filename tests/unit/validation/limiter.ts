/**
 * Validation of the EBS limiter's bucket (issue 40 item 2; docs/validation.md "The EBS limiter's
 * short burst"): fio runs the constant was NOT calibrated on, against the model's excess for a
 * 10-second run at the cap (the constant `limiterBucketSeconds` and its spread `limiterBucket`).
 */
import { windowExcess } from '../../../src/core/devices/limiter.ts';
import { STARTUP_CONSTANTS } from '../../../src/core/startup/constants.ts';
import { SPREADS } from '../../../src/core/uncertainty/index.ts';
import { formatInt, formatPercent } from '../../../src/core/format/index.ts';

/**
 * github.com/miztiik/ebs-gp3-perf, fio_results/fio_results_1608563583.csv (fio 2.14, randwrite,
 * 16 jobs × iodepth 16, runtime=10, time_based; 2020-12-21): the gp3 volume of 4,000 IOPS and
 * 1,000 MiB/s (nvme1n1) and the RAID 0 of two such volumes (md0, 8,000 IOPS in all), both made by
 * scripts/create_and_attach_volumes.sh, at 4-128 KiB where the IOPS bind (at 256 KiB the single
 * volume meets its 1,000 MiB/s exactly and the RAID its instance's bandwidth). [what, IOPS, KiB,
 * measured IOPS].
 */
export const LIMITER_VALIDATION_RUNS: readonly (readonly [string, number, number, number])[] = [
  ['gp3 4,000 IOPS', 4000, 4, 4395],
  ['gp3 4,000 IOPS', 4000, 8, 4131],
  ['gp3 4,000 IOPS', 4000, 16, 4157],
  ['gp3 4,000 IOPS', 4000, 32, 4137],
  ['gp3 4,000 IOPS', 4000, 64, 4166],
  ['gp3 4,000 IOPS', 4000, 128, 4160],
  ['RAID 0 of two gp3 4,000 IOPS', 8000, 4, 8780],
  ['RAID 0 of two gp3 4,000 IOPS', 8000, 8, 8273],
  ['RAID 0 of two gp3 4,000 IOPS', 8000, 16, 8349],
  ['RAID 0 of two gp3 4,000 IOPS', 8000, 32, 8301],
  ['RAID 0 of two gp3 4,000 IOPS', 8000, 64, 8334],
  ['RAID 0 of two gp3 4,000 IOPS', 8000, 128, 8314],
];

const RUN_S = 10;

export interface LimiterRow {
  line: string;
  inside: boolean;
}

/** The rows of docs/validation.md's limiter table, as the model gives them. */
export function limiterRows(): LimiterRow[] {
  const spread = SPREADS.find((s) => s.id === 'limiterBucket');
  const [lo, hi] = spread?.inside ?? [1, 1];
  const b = STARTUP_CONSTANTS.limiterBucketSeconds;
  return LIMITER_VALIDATION_RUNS.map(([what, iops, kib, measured]) => {
    const at = (f: number) => iops * (1 + windowExcess(b * f, RUN_S));
    const low = at(lo);
    const high = at(hi);
    const inside = measured >= low && measured <= high;
    const excess = formatPercent((measured / iops - 1) * 100, 1, true);
    const line = `| ${what} | ${formatInt(kib)} KiB | ${formatInt(measured)} (${excess}) | ${formatInt(at(1))} | ${formatInt(low)}–${formatInt(high)} | ${inside ? 'yes' : 'no'} |`;
    return { line, inside };
  });
}

/** The summary line under the table. */
export function limiterSummary(rows: LimiterRow[]): string {
  const n = rows.filter((r) => r.inside).length;
  return `Limiter validation runs: ${formatInt(n)} of ${formatInt(rows.length)} inside.`;
}
