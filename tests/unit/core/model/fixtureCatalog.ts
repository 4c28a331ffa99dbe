/**
 * A small catalog built from the brief's figures (BRIEF.md sections 6-7), for tests that must not
 * move when the shipped catalog's prices are updated (limits, cost arithmetic, invariants).
 */
import type { Catalog, InstanceType } from '../../../../src/core/catalog/types.ts';

const SRC = { source: 'BRIEF.md sections 6-7', asOf: '2026-11-21' };

function m6(
  family: string,
  size: string,
  vcpu: number,
  store: InstanceType['instanceStore'],
): InstanceType {
  const ebs: Record<string, InstanceType['ebs']> = {
    large: { baselineIops: 3600, maxIops: 40000, baselineMiBps: 77.5, maxMiBps: 1192 },
    xlarge: { baselineIops: 6000, maxIops: 40000, baselineMiBps: 149, maxMiBps: 1192 },
    '2xlarge': { baselineIops: 12000, maxIops: 40000, baselineMiBps: 298, maxMiBps: 1192 },
    '4xlarge': { baselineIops: 20000, maxIops: 40000, baselineMiBps: 596, maxMiBps: 1192 },
    '8xlarge': { baselineIops: 40000, maxIops: 40000, baselineMiBps: 1192, maxMiBps: 1192 },
  };
  const e = ebs[size];
  if (!e) throw new Error(size);
  return {
    ...SRC,
    name: `${family}.${size}`,
    family,
    size,
    vcpu,
    memoryGiB: vcpu * 4,
    ebs: e,
    instanceStore: store,
  };
}

const nvme = (gb: number, r: number, w: number): InstanceType['instanceStore'] => ({
  devices: 1,
  deviceSizeGB: gb,
  readIops4k: r,
  writeIops4k: w,
});

const instances: InstanceType[] = [
  m6('m6i', 'large', 2, null),
  m6('m6i', 'xlarge', 4, null),
  m6('m6i', '2xlarge', 8, null),
  m6('m6i', '4xlarge', 16, null),
  m6('m6i', '8xlarge', 32, null),
  m6('m6id', 'large', 2, nvme(118, 33542, 16771)),
  m6('m6id', 'xlarge', 4, nvme(237, 67083, 33542)),
  m6('m6id', '2xlarge', 8, nvme(474, 134167, 67084)),
  m6('m6id', '4xlarge', 16, nvme(950, 268333, 134167)),
  m6('m6id', '8xlarge', 32, nvme(1900, 536666, 268334)),
];

const hourly: Record<string, number> = {
  'm6i.large': 0.096,
  'm6i.xlarge': 0.192,
  'm6i.2xlarge': 0.384,
  'm6i.4xlarge': 0.768,
  'm6i.8xlarge': 1.536,
  'm6id.large': 0.1187,
  'm6id.xlarge': 0.2373,
  'm6id.2xlarge': 0.4746,
  'm6id.4xlarge': 0.9492,
  'm6id.8xlarge': 1.8984,
};

export const FIXTURE_CATALOG: Catalog = {
  hoursPerMonth: 730,
  ebsLimits: {
    gp3: {
      ...SRC,
      kind: 'gp3',
      minSizeGiB: 1,
      maxSizeGiB: 65536,
      baselineIops: 3000,
      maxIops: 80000,
      iopsPerGiB: 500,
      baselineMiBps: 125,
      maxMiBps: 2000,
      maxMiBpsPerIops: 0.25,
      maxIoSizeKiB: 256,
      readLatencyUs: 330,
      burstIops: 0,
      fullThroughputSizeGiB: 0,
    },
    io2: {
      ...SRC,
      kind: 'io2',
      minSizeGiB: 4,
      maxSizeGiB: 65536,
      baselineIops: 100,
      maxIops: 256000,
      iopsPerGiB: 1000,
      baselineMiBps: 0,
      maxMiBps: 4000,
      maxMiBpsPerIops: 0,
      maxIoSizeKiB: 256,
      readLatencyUs: 250,
      burstIops: 0,
      fullThroughputSizeGiB: 0,
    },
    gp2: {
      ...SRC,
      kind: 'gp2',
      minSizeGiB: 1,
      maxSizeGiB: 16384,
      baselineIops: 100,
      maxIops: 16000,
      iopsPerGiB: 3,
      baselineMiBps: 128,
      maxMiBps: 250,
      maxMiBpsPerIops: 0,
      maxIoSizeKiB: 256,
      readLatencyUs: 330,
      burstIops: 3000,
      fullThroughputSizeGiB: 334,
    },
  },
  instances: Object.fromEntries(instances.map((i) => [i.name, i])),
  regions: {
    'us-east-1': {
      id: 'us-east-1',
      name: 'US East (N. Virginia)',
      ebs: {
        ...SRC,
        gp3StoragePerGiBMonthUsd: 0.08,
        gp3IopsPerMonthUsd: 0.005,
        gp3ThroughputPerMiBpsMonthUsd: 0.04,
        io2StoragePerGiBMonthUsd: 0.125,
        io2IopsTiers: [
          { fromIops: 0, toIops: 32000, perIopsMonthUsd: 0.065 },
          { fromIops: 32000, toIops: 64000, perIopsMonthUsd: 0.0455 },
          { fromIops: 64000, toIops: 256000, perIopsMonthUsd: 0.032 },
        ],
        gp2StoragePerGiBMonthUsd: 0.1,
        fsrPerHourUsd: 0.75,
        initializationPerGiBUsd: 0.015,
      },
      instancePrices: Object.fromEntries(
        Object.entries(hourly).map(([k, v]) => [k, { ...SRC, hourlyUsd: v }]),
      ),
    },
  },
  volumeInitialization: { ...SRC, minRateMiBps: 100, maxRateMiBps: 300 },
  instanceEbsBurst: { ...SRC, minutesPerDay: 30 },
  fastSnapshotRestore: { ...SRC, optimizeMinutesPerTiB: 60, minimumBilledHours: 1 },
  measurements: { restoredFirstReadLatencyUs: { ...SRC, value: 43_000 } },
};
