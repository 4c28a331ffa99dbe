import type { BenchmarkRecord } from '../../../core/imports/types.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import type { MeasuredPoint } from '../../store/index.ts';

/**
 * Where measured records sit on the charts: a start's total time at the IOPS (and throughput) it
 * was measured with, or the current scenario's when the file does not say; a QPS run at its page
 * size. Device runs feed calibration, not these charts.
 */
export function toMeasuredPoints(records: BenchmarkRecord[], scenario: Scenario): MeasuredPoint[] {
  const out: MeasuredPoint[] = [];
  for (const r of records) {
    const source = `${r.source.file}:${r.source.line}`;
    if (r.kind === 'startup' && r.totalSeconds !== null) {
      out.push({
        chart: 'iops',
        x: r.context.provisionedIops ?? scenario.storage.iops,
        y: r.totalSeconds,
        source,
      });
      out.push({
        chart: 'throughput',
        x: r.context.provisionedMiBps ?? scenario.storage.throughputMiBps,
        y: r.totalSeconds,
        source,
      });
    } else if (r.kind === 'qps') {
      out.push({ chart: 'pageSize', x: r.pageSizeKiB, y: r.qps, source });
    }
  }
  return out;
}
