/**
 * Aurora's cluster volume as a device the engine model reads (issue 29). It is not EBS: no
 * provisioned IOPS or throughput, no volume, no burst credits. What limits a DB instance's reads
 * from it is not published either; the model assumes:
 *
 * - IOPS and bandwidth: the DB instance class's maximum EBS-optimized ceilings (the EC2 type's
 *   dedicated storage bandwidth), sustained: Aurora's storage traffic uses the instance's network
 *   without EBS's 30-minute burst bucket (ASSUMPTION; the uncertainty tables take the IOPS from
 *   0.25 × to 2 × and the bandwidth from 0.5 × to 1.5 ×);
 * - latency: AURORA_READ_LATENCY_US per buffered page read (constants.ts, ASSUMPTION, 0.5-3 ×);
 * - a startup reader's per-file time: EBS's (the same open, buffered first-page read and close),
 *   with the read at Aurora's latency.
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import type { DeviceParams } from '../devices/params.ts';
import {
  BUFFERED_READ_OVERHEAD_US,
  EBS_LATENCY_US_PER_KIB,
  EBS_READER_FILE_US,
} from '../devices/constants.ts';
import { formatInt } from '../format/index.ts';
import { AURORA_READ_LATENCY_US } from './constants.ts';

/** Aurora storage's device parameters on instance `inst` (null: unknown, no cap). */
export function auroraStorageParams(
  inst: InstanceType | null,
  catalog: Catalog,
  labels: boolean,
): DeviceParams {
  // A startup reader's file on EBS includes one warm gp3 read; on Aurora that read takes Aurora's.
  const readDelta = AURORA_READ_LATENCY_US - catalog.ebsLimits.gp3.readLatencyUs;
  const iops = inst ? inst.ebs.maxIops : Number.MAX_VALUE;
  const mibps = inst ? inst.ebs.maxMiBps : Number.MAX_VALUE;
  const name = inst?.name ?? 'the DB instance';
  const fmt = (n: number): string => (labels ? formatInt(n) : '');
  const device = AURORA_READ_LATENCY_US - BUFFERED_READ_OVERHEAD_US;
  return {
    iops: {
      value: iops,
      bound: 'iops',
      label: `Aurora storage via ${name} about ${fmt(iops)} IOPS (assumed: the class's maximum EBS ceiling)`,
    },
    bandwidth: {
      value: mibps,
      bound: 'bandwidth',
      label: `Aurora storage via ${name} about ${fmt(mibps)} MiB/s (assumed: the class's maximum EBS bandwidth)`,
    },
    latency4kUs: Math.max(1, device),
    latencyUsPerKiB: EBS_LATENCY_US_PER_KIB,
    latencyUsPerThread: 0,
    maxIoKiB: 0,
    name: 'Aurora storage',
    reader: {
      base4kUs: EBS_READER_FILE_US - 28 * EBS_LATENCY_US_PER_KIB + readDelta,
      usPerKiB: EBS_LATENCY_US_PER_KIB,
      usPerReader: 0,
    },
  };
}
