/**
 * What `import` and `calibrate` print about production telemetry (iostat, /proc/diskstats,
 * CloudWatch, SHOW GLOBAL STATUS, mysqld_exporter): the workload (percentiles per metric), the
 * utilisation of the configuration it ran on, and the sizing from it. The flags steering the
 * analysis are rows here, shared by both commands.
 */
import type { FlagRow, ParsedArgs } from './args.ts';
import { positiveFlag, valueOf } from './args.ts';
import type { CliError } from './errors.ts';
import { isCliError, usageError } from './errors.ts';
import { farMark } from '../core/calibration/workload.ts';
import type { AnalysisOptions, TelemetryAnalysis } from '../core/telemetry/index.ts';
import {
  captureText,
  formatMetric,
  limitPercent as pct,
  percentileRows,
  utilisationRows,
} from '../core/telemetry/index.ts';
import {
  asSentence,
  formatInt,
  formatNumber,
  formatPercent,
  formatPercentUpTo,
  formatUsd,
} from '../core/format/index.ts';

export const TELEMETRY_FLAGS: readonly FlagRow[] = [
  {
    flag: 'device',
    value: 'NAME',
    help: "telemetry: the database device to analyse (default: the one whose reads match InnoDB's Innodb_data_reads when SHOW GLOBAL STATUS is given, else the busiest)",
  },
  {
    flag: 'interval',
    value: 'SECONDS',
    help: 'telemetry: seconds between samples of captures without a clock (iostat without -t, /proc/diskstats snapshots)',
  },
  {
    flag: 'size-for',
    value: 'p95|peak',
    help: 'telemetry: size for the 95th percentile of the load (default) or its peak',
  },
  {
    flag: 'headroom',
    value: 'PCT',
    help: 'telemetry: margin above the measured load the configuration must sustain (default 10)',
  },
  {
    flag: 'allow-architecture-change',
    help: "telemetry: the cheapest configuration may use the other CPU architecture, x86_64 or arm64 (a replace; default: the current instance's is kept)",
  },
];

export function telemetryOptionsFrom(args: ParsedArgs): AnalysisOptions | CliError {
  const o: AnalysisOptions = {};
  const device = valueOf(args, 'device');
  if (device !== undefined) o.device = device;
  const interval = positiveFlag(args, 'interval', { what: 'seconds between samples like 1 or 60' });
  if (isCliError(interval)) return interval;
  if (interval !== undefined) o.intervalSec = interval;
  const basis = valueOf(args, 'size-for');
  if (basis !== undefined) {
    if (basis !== 'p95' && basis !== 'peak')
      return usageError(`--size-for: expected p95 or peak, got "${basis}"`, 'size-for');
    o.basis = basis;
  }
  const headroom = valueOf(args, 'headroom');
  if (headroom !== undefined) {
    const h = Number(headroom.replace(/%$/, ''));
    if (!Number.isFinite(h) || h < 0 || h > 1000)
      return usageError(
        `--headroom: expected a margin in percent from 0 to 1000 like 10, got "${headroom}"`,
        'headroom',
      );
    o.headroomPct = h;
  }
  if (args.switches.has('allow-architecture-change')) o.allowArchitectureChange = true;
  return o;
}

/** The analysis as text lines (tables with | separators, as the other commands print). */
export function telemetryLines(a: TelemetryAnalysis): string[] {
  const w = a.workload;
  const lines: string[] = [];
  const capture = captureText(w);
  if (capture.disk !== null) {
    lines.push(`Workload of ${capture.disk}`);
    const others = w.devices.filter((o) => o.device !== w.device);
    if (others.length > 0)
      lines.push(
        `Also in the capture: ${others.map((o) => `${o.device} (${formatInt(o.ios)} IOs)`).join(', ')}; analyse one with --device NAME`,
      );
  }
  if (capture.mysql !== null) lines.push(capture.mysql);
  if (w.metrics.length > 0) {
    lines.push('', 'metric | mean | p50 | p95 | p99 | max');
    for (const r of percentileRows(w))
      lines.push(
        `${r.label} (${r.unit}) | ${r.cells === null ? 'no samples' : r.cells.join(' | ')}`,
      );
  }
  const u = a.utilisation;
  if (u) {
    lines.push('', `Utilisation of ${u.configuration}:`, 'limit | p95 | peak | time at the limit');
    for (const r of utilisationRows(u.limits))
      lines.push(`${r.limit} | ${r.p95} | ${r.peak} | ${r.atLimit}`);
    lines.push(`Bottleneck: ${asSentence(u.summary)}`);
    if (u.machine !== undefined) lines.push(`Machine: ${asSentence(u.machine)}`);
  }
  const s = a.sizing;
  if (s) {
    const t = s.need.target;
    lines.push(
      '',
      `Sizing for the ${s.need.basis === 'peak' ? 'peak' : 'p95'} load + ${formatPercentUpTo(s.need.headroomPct, 2)} headroom: ${formatInt(t.readIops + t.writeIops)} IOPS (${formatInt(t.readIops)} reads, ${formatInt(t.writeIops)} writes) and ${formatNumber(t.readMiBps + t.writtenMiBps, 1)} MiB/s, sustained`,
      `Current configuration sustains ${formatInt(s.current.iops)} IOPS and ${formatNumber(s.current.mibps, 1)} MiB/s: the need is ${pct(s.current.iopsPct)} and ${pct(s.current.mibpsPct)} of it${s.current.monthlyUsd !== null ? `, at ${formatUsd(s.current.monthlyUsd)}/month (${s.current.pricing})` : ''}`,
    );
    if (s.comparison.length > 0) {
      lines.push('', 'measured vs model | measured | predicted | error | calibrated');
      for (const c of s.comparison) {
        const f = (v: number): string => formatMetric(v, c.unit);
        lines.push(
          `${c.metric} | ${f(c.measured)} | ${f(c.predicted)} | ${formatPercent(c.errorPct, 1, true)} | ${c.calibrated === null ? '-' : f(c.calibrated)}${c.warning !== undefined ? ` (see note: ${farMark(c)})` : ''}`,
        );
      }
    }
    const r = s.recommendation;
    lines.push('', `Cheapest configurations sustaining it (${formatInt(r.searched)} searched):`);
    if (r.results.length === 0) lines.push(`  none: ${r.note ?? ''}`);
    for (const res of r.results)
      lines.push(
        `#${res.rank}  ${formatUsd(res.prediction.cost.monthlyUsd)}/month (${res.prediction.cost.pricing.label})  ${res.scenario.name.replace(/^Recommended: /, '')}  (${res.binding})`,
      );
    for (const rule of r.rules) lines.push(`rule: ${rule}`);
    for (const n of s.notes) lines.push(`note: ${n}`);
  } else if (a.utilisation === null && w.device !== null) {
    lines.push(
      '',
      'Describe the configuration the capture ran on (--instance, --storage, --iops, --throughput, --size-gib, --data-gib, or --scenario FILE) to see its utilisation and the sizing.',
    );
  }
  if (w.deviceChoice !== null) lines.push(`note: ${w.deviceChoice}`);
  for (const x of w.warnings) lines.push(`note: ${x}`);
  // The core says the capture has no clock; how to give the interval is this command's flag.
  if (w.noClock)
    lines.push(
      'note: say how many seconds apart the samples or snapshots were taken with --interval SECONDS (e.g. --interval 60)',
    );
  return lines;
}
