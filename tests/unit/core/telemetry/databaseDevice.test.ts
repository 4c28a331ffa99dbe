/**
 * Issue 26, telemetry: SHOW GLOBAL STATUS pairs give InnoDB's own read and write IOPS and MiB/s
 * next to the miss ratio; a capture of several devices picks the database's as a choice; the
 * calibrated column is never two orders of magnitude from the measured one without a warning.
 */
import { describe, expect, it } from 'vitest';
import type {
  DiskSeriesRecord,
  MysqlStatusSnapshotRecord,
} from '../../../../src/core/imports/index.ts';
import {
  analyseWorkload,
  telemetrySeries,
  workloadMetric,
} from '../../../../src/core/telemetry/index.ts';
import { farFromMeasured } from '../../../../src/core/calibration/workload.ts';
import { importFixture } from './fixtures.ts';

function disk(device: string, reads: number): DiskSeriesRecord {
  return {
    kind: 'disk-series',
    source: { file: 'iostat.txt', line: 1 },
    tool: 'iostat',
    device,
    timesSec: [1001, 1002],
    intervalSec: [1, 1],
    readsPerSecond: [reads, reads],
    writesPerSecond: [10, 10],
    readMiBps: [reads / 64, reads / 64],
    writtenMiBps: [0.2, 0.2],
    readAwaitMs: null,
    writeAwaitMs: null,
    queueDepth: null,
    utilPct: null,
    warnings: [],
  };
}

const status = (): MysqlStatusSnapshotRecord[] =>
  importFixture('show-global-status-two.tsv').records.filter(
    (r): r is MysqlStatusSnapshotRecord => r.kind === 'mysql-status-snapshot',
  );

describe('SHOW GLOBAL STATUS: InnoDB data-file IO over the interval', () => {
  it('read and write IOPS and MiB/s from Innodb_data_reads/_writes/_read/_written, next to the miss ratio', () => {
    const w = analyseWorkload(telemetrySeries(status()));
    // The fixture's deltas over its 60 s: 180,060 reads, 60,000 writes, 2,949,168,000 bytes read,
    // 1,966,080,000 bytes written.
    expect(workloadMetric(w, 'dataReadIops')?.stats?.mean).toBeCloseTo(180060 / 60, 6);
    expect(workloadMetric(w, 'dataWriteIops')?.stats?.mean).toBeCloseTo(60000 / 60, 6);
    expect(workloadMetric(w, 'dataReadMiBps')?.stats?.mean).toBeCloseTo(
      2949168000 / 60 / 2 ** 20,
      6,
    );
    expect(workloadMetric(w, 'dataWrittenMiBps')?.stats?.mean).toBeCloseTo(
      1966080000 / 60 / 2 ** 20,
      6,
    );
    const keys = w.metrics.map((m) => m.key);
    expect(keys.indexOf('dataReadIops')).toBe(keys.indexOf('missRatioPct') + 1);
  });
});

describe('several devices: the database device, as a choice', () => {
  it('with MySQL status, the device whose reads match Innodb_data_reads, not the busiest', () => {
    // The root volume is busier (10,000 reads/s); the data volume reads what InnoDB reads (~3,001/s).
    const recs = [disk('nvme0n1', 10000), disk('nvme1n1', 3000), ...status()];
    const w = analyseWorkload(telemetrySeries(recs));
    expect(w.device).toBe('nvme1n1');
    expect(w.deviceChoice).toMatch(
      /^2 devices in the capture: showing nvme1n1, the one whose reads match InnoDB's data reads \(Innodb_data_reads, 3,001\/s\)$/,
    );
    expect(w.warnings.join(' ')).not.toContain('devices in the capture');
  });

  it('without MySQL status, the busiest, said as the choice', () => {
    const w = analyseWorkload(telemetrySeries([disk('nvme0n1', 10000), disk('nvme1n1', 3000)]));
    expect(w.device).toBe('nvme0n1');
    expect(w.deviceChoice).toBe('2 devices in the capture: showing nvme0n1, the busiest');
    expect(analyseWorkload(telemetrySeries([disk('nvme1n1', 3000)])).deviceChoice).toBeNull();
  });
});

describe('the calibrated column two orders of magnitude from the measured one', () => {
  const row = (measured: number, calibrated: number | null) => ({
    metric: 'Reads/s at the measured QPS',
    unit: 'IO/s',
    measured,
    predicted: measured,
    calibrated,
    errorPct: 0,
  });
  it('carries a warning at ×100 either way, and none within', () => {
    expect(farFromMeasured(row(1500, 150000))).toMatch(
      /^Reads\/s at the measured QPS: the calibrated figure \(150,000 IO\/s\) is two orders of magnitude from the measured one \(1,500 IO\/s\)/,
    );
    expect(farFromMeasured(row(1500, 15))).not.toBeNull();
    expect(farFromMeasured(row(1500, 0))).not.toBeNull();
    expect(farFromMeasured(row(1500, 14999))).toBeNull();
    expect(farFromMeasured(row(1500, 16))).toBeNull();
    expect(farFromMeasured(row(1500, null))).toBeNull();
  });
});
