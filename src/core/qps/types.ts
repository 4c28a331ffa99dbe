/** The inputs of the QPS equations (qpsInputs in index.ts builds them from a scenario). */
import type { DeviceParams } from '../devices/params.ts';
import type { QpsConstants } from './constants.ts';
import type { DeviceTime } from './deviceTime.ts';

/** IOPS and MiB/s a volume (or the instance's EBS path) can sustain, with a name for explanations. */
export interface IoCaps {
  iops: number;
  mibps: number;
  label: string;
}

export interface QpsInputs {
  missRatio: number;
  pageKiB: number;
  /**
   * Bytes of one read and of one page write on the data device, in pages of `pageKiB`: 1 in the
   * published-data model, the measured average request size over the capture's page size when a
   * profile is calibrated on production telemetry (`calibration.workload`).
   */
  readIoPages: number;
  writeIoPages: number;
  threads: number;
  writeFraction: number;
  vcpu: number;
  mutex: boolean;
  device: DeviceParams;
  /** Cost of one write IO relative to a read IO on the data device (NVMe: read/write IOPS). */
  writeIoCost: number;
  /**
   * Custom device: reads and cached writes share one queue, so their service times add up (brief
   * section 2). `writeUs` per write IO, `usPerKiB` per KiB transferred, over all devices. Null for
   * EBS (IOPS and throughput are separate budgets) and local NVMe (published read/write IOPS).
   */
  deviceTime: DeviceTime | null;
  /** The data volume is EBS (shares the instance's EBS ceiling with an EBS log volume). */
  dataOnEbs: boolean;
  doublewrite: 'off' | 'data' | 'log';
  /** Redo and binlog live on the data device (`logVolume.kind` same). */
  logsOnData: boolean;
  /** Separate log volume caps (the tighter of the volume and the instance's sustained EBS ceiling). */
  logVolume: IoCaps | null;
  /** The instance's sustained EBS ceiling (null for a custom instance). */
  instanceEbs: IoCaps | null;
  /**
   * Latency of one synchronous write to the separate log volume, microseconds (a commit waits for
   * redo and binlog); with the logs on the data device its write latency is used instead.
   */
  logWriteLatencyUs: number;
  /** The assumed constants (`QPS_CONSTANTS`; the uncertainty ranges pass either end). */
  k: Readonly<QpsConstants>;
  /** Page cleaner threads flushing dirty pages in batches (flush.ts, by MySQL version). */
  pageCleaners: number;
  /** Pages of one synchronous doublewrite write (flush.ts, by MySQL version). */
  doublewritePages: number;
  /** CPU of table compression, µs: inflating a page per miss, deflating it per update (0 without). */
  compressionCpu: { perReadUs: number; perWriteUs: number };
}
