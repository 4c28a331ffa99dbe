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
 * - a startup reader's per-file time: EBS's derived one (devices/reader.ts: the same open,
 *   buffered first-page read and close), with the read's round trip at Aurora's latency.
 */
import type { InstanceType } from '../catalog/types.ts';
import type { DeviceParams } from '../devices/params.ts';
import { BUFFERED_READ_OVERHEAD_US, EBS_LATENCY_US_PER_KIB } from '../devices/constants.ts';
import { EBS_RANDOM_READ_US_16K, EBS_READER } from '../devices/reader.ts';
import { formatInt } from '../format/index.ts';
import { AURORA_READ_LATENCY_US } from './constants.ts';

/** Aurora storage's device parameters on instance `inst` (null: unknown, no cap). */
export function auroraStorageParams(inst: InstanceType | null, labels: boolean): DeviceParams {
  const device = AURORA_READ_LATENCY_US - BUFFERED_READ_OVERHEAD_US;
  // A startup reader's file on EBS is one EBS round trip; on Aurora that read takes Aurora's.
  const readDelta = device - EBS_RANDOM_READ_US_16K;
  const iops = inst ? inst.ebs.maxIops : Number.MAX_VALUE;
  const mibps = inst ? inst.ebs.maxMiBps : Number.MAX_VALUE;
  const name = inst?.name ?? 'the DB instance';
  const fmt = (n: number): string => (labels ? formatInt(n) : '');
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
    reader: { ...EBS_READER, base4kUs: EBS_READER.base4kUs + readDelta },
  };
}
