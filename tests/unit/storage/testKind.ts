/**
 * A storage kind that exists only in tests ("test-ssd"), added from this one module (issue 28):
 * registering it is all it takes for validation, predict, cost, recommend, the CLI's `--storage`
 * and its help, the app's storage picker and the report to handle it (testKind.test.ts,
 * tests/component/features/testKindPicker.test.tsx). Its figures are made up for the tests and
 * live here, not in the catalog: a network SSD volume with 3,000 IOPS included, up to 50 IOPS per
 * GiB, bandwidth following the IOPS (0.25 MiB/s each), priced per GiB and per IOPS above the
 * included.
 */
import { ebsKind, int } from '../../../src/core/storage/ebs.ts';
import { gridValues, minVolumeGiB, sizeForIops } from '../../../src/core/storage/grid.ts';
import { findStorageKind, registerStorageKind } from '../../../src/core/storage/index.ts';
import { fmt, usd } from '../../../src/core/storage/price.ts';
import type { StorageCandidate, VolumeLimits } from '../../../src/core/storage/types.ts';

export const TEST_KIND = 'test-ssd';

export const TEST_SSD_LIMITS: VolumeLimits = {
  kind: TEST_KIND,
  minSizeGiB: 10,
  maxSizeGiB: 32_768,
  baselineIops: 3000,
  maxIops: 50_000,
  iopsPerGiB: 50,
  baselineMiBps: 125,
  maxMiBps: 2000,
  maxMiBpsPerIops: 0.25,
  maxIoSizeKiB: 256,
  readLatencyUs: 400,
  burstIops: 0,
  fullThroughputSizeGiB: 0,
  source: 'tests/unit/storage/testKind.ts (made-up figures for tests)',
  asOf: '2026-11-27',
};

/** $ per GiB-month and per provisioned IOPS-month above the included 3,000. */
export const TEST_SSD_GIB_USD = 0.1;
export const TEST_SSD_IOPS_USD = 0.004;
const IOPS_STEP = 1000;

const volumeUsd = (sizeGiB: number, iops: number): number =>
  sizeGiB * TEST_SSD_GIB_USD + Math.max(0, iops - TEST_SSD_LIMITS.baselineIops) * TEST_SSD_IOPS_USD;

export const TEST_SSD = ebsKind({
  kind: TEST_KIND,
  label: 'Test SSD (network volume, tests only)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: false, device: false },
  searchedByDefault: false,
  limits: () => TEST_SSD_LIMITS,
  caps: (v, lim, _sustained, out) => {
    out.iops = v.iops;
    out.mibps = Math.min(lim.maxMiBps, v.iops * lim.maxMiBpsPerIops);
    return out;
  },
  capName: 'test-ssd provisioned',
  telemetryIops: (iops) => `${int(iops)} provisioned test-ssd IOPS`,
  telemetryMiBps: (mibps) => `${int(mibps)} MiB/s test-ssd limit`,
  priceSource: () => ({ source: TEST_SSD_LIMITS.source, asOf: TEST_SSD_LIMITS.asOf }),
  storagePerGiBMonthUsd: () => TEST_SSD_GIB_USD,
  extraItems: (v, _p, _catalog, prefix, src) => {
    const extra = Math.max(0, v.iops - TEST_SSD_LIMITS.baselineIops);
    return [
      {
        label: () =>
          `${prefix}test-ssd IOPS ${fmt(extra)} above ${fmt(TEST_SSD_LIMITS.baselineIops)} × ${usd(TEST_SSD_IOPS_USD)}/IOPS-month`,
        monthlyUsd: extra * TEST_SSD_IOPS_USD,
        ...src,
      },
    ];
  },
  provisionedUsd: { iops: (from, to) => (to - from) * TEST_SSD_IOPS_USD },
  searchCandidates: (_catalog, _prices, dataGiB, c) => {
    const lim = TEST_SSD_LIMITS;
    const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
    const out: StorageCandidate[] = [];
    for (const iops of gridValues(c.iops, lim.baselineIops, lim.maxIops, IOPS_STEP)) {
      const size = sizeForIops(iops, lim, base, dataGiB, c);
      if (size === null || size > lim.maxSizeGiB) continue;
      out.push({
        kind: TEST_KIND,
        sizeGiB: size,
        iops,
        throughputMiBps: 0,
        monthlyUsd: volumeUsd(size, iops),
      });
    }
    return out;
  },
  describe: (st) => `test-ssd ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS`,
});

// Registered once, whichever test file imports it first.
if (!findStorageKind(TEST_KIND)) registerStorageKind(TEST_SSD);
