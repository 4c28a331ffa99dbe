import type { Scenario } from './types.ts';
import { RECOVERY_FIGURES } from '../catalog/recovery.ts';

/**
 * Memory of a custom instance given only its vCPUs: 4 GiB per vCPU, the ratio of the
 * general-purpose families (m6i, m7i, m7g: e.g. m6i.large 2 vCPU / 8 GiB, m6i.24xlarge 96 / 384;
 * compute-optimized c* have 2, memory-optimized r* 8). Assumption: a middle value, shown in help.
 */
export const CUSTOM_MEMORY_GIB_PER_VCPU = 4;

/** Default memory (GiB) of a custom instance with `vcpu` vCPUs. */
export function customMemoryGiBFor(vcpu: number): number {
  return vcpu * CUSTOM_MEMORY_GIB_PER_VCPU;
}

/**
 * The embedded default scenario: the brief's calibration case A (m6i.large, gp3 at its
 * 3,000 IOPS / 125 MiB/s baseline, MySQL 8.0.39, 1,000,000 tables, no startup optimisation),
 * so that a first run shows a familiar, measured situation.
 */
export const DEFAULT_SCENARIO: Scenario = {
  schemaVersion: 4,
  name: 'Default: 1M tables on m6i.large + gp3 baseline',
  cloud: 'aws',
  region: 'us-east-1',
  deployment: 'ec2',
  multiAz: false,
  multiAzKind: 'instance',
  auroraStorage: 'standard',
  instance: {
    type: 'm6i.large',
    customVcpu: 4,
    customMemoryGiB: 16,
    customHourlyUsd: 0,
    burstUsedMin: 0,
    burstKnown: false,
    ebsIoBalancePct: 100,
    ebsByteBalancePct: 100,
    afterRestoreGiB: 0,
  },
  storage: {
    kind: 'gp3',
    sizeGiB: 500,
    iops: 3000,
    throughputMiBps: 125,
    volumeState: 'warm',
    restoreRemedy: 'none',
    restoresPerMonth: 1,
    custom: {
      readIops4k: 100000,
      readMiBps: 1000,
      readLatencyUs: 100,
      writeLatencyUs: 10,
      count: 1,
      monthlyUsd: 0,
    },
  },
  logVolume: { kind: 'same', sizeGiB: 100, iops: 3000, throughputMiBps: 125 },
  mysql: {
    version: '8.0.39',
    tables: 1_000_000,
    dataGiB: 200,
    bufferPoolGiB: 4,
    pageSizeKiB: 16,
    startupOpt: 'default',
    validatePaths: true,
    osCache: 'cold',
    doublewrite: 'data',
    shutdown: 'clean',
    compressionRatio: 1,
    duplicateCheckThreads: 0,
  },
  workload: {
    writeFraction: 0,
    threads: 64,
    hotAccessPercent: 100,
    hotDataPercent: 100,
    averageQps: 0,
    averageQpsFrom: '',
  },
  pricing: { option: 'on-demand', discountPercent: 0 },
  topology: { replicas: 0 },
  growth: { tablesPerMonth: 0, dataGiBPerMonth: 0 },
  recovery: {
    redoToApplyMiB: null,
    undoToRollBackMiB: 0,
    backupStoreMiBps: RECOVERY_FIGURES.backupStoreMiBps.value,
    networkMiBps: RECOVERY_FIGURES.networkMiBps.value,
    replicaLagSeconds: 0,
    bufferPoolDumpPercent: 0,
    maxRecoverySeconds: null,
    path: 'slowest',
  },
  calibration: null,
};

/** A fresh copy of the default scenario (callers may mutate it). */
export function defaultScenario(): Scenario {
  return JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Scenario;
}
