/** The model's assumptions and limits, as the report states them (docs/model.md has the detail). */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';

/**
 * Off AWS (issue 38: the current or a compared scenario on Azure or Google Cloud): how those
 * clouds are modelled and priced, in one line each.
 */
function cloudAssumptions(scenarios: readonly Scenario[]): string[] {
  if (scenarios.every((s) => s.cloud === 'aws')) return [];
  return [
    "Azure and Google Cloud: a self-managed MySQL server on a VM with the cloud's managed disks, capped by the VM's disk limits (uncached on Azure, per machine type on Google Cloud); their prices are in USD as the vendors list them for the region (an invoice in another currency converts at the vendor's rate), and many of them are estimates (docs/clouds.md). The calibration data never measured these clouds: their ranges are an uncalibrated device's.",
  ];
}

const CLOUD_NAMES = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud' } as const;

/** The clouds of the report's configurations, in the order AWS, Azure, Google Cloud. */
function cloudsOf(scenarios: readonly Scenario[]): (keyof typeof CLOUD_NAMES)[] {
  return (Object.keys(CLOUD_NAMES) as (keyof typeof CLOUD_NAMES)[]).filter((c) =>
    scenarios.some((s) => s.cloud === c),
  );
}

export function reportAssumptions(
  current: Scenario,
  catalog: Catalog,
  compared: readonly Scenario[] = [],
): string[] {
  const all = [current, ...compared];
  // EBS and the instance store are AWS's: a report of Azure and Google Cloud configurations only
  // says nothing of them (issue 38).
  const aws = all.some((s) => s.cloud === 'aws');
  const ceiling = aws
    ? all.every((s) => s.cloud === 'aws')
      ? 'the instance’s own EBS ceiling'
      : 'the instance’s own EBS ceiling (on Azure and Google Cloud, the VM’s disk limit)'
    : 'the VM’s disk limit';
  return [
    `Instance cost is the Linux hourly price of the pricing option named with each cost (on-demand, or a 1- or 3-year no-upfront Reserved Instance where the catalog has its price) × ${catalog.hoursPerMonth} hours per month, less any discount named there; savings plans, snapshots, data transfer and taxes are not included.`,
    ...(aws
      ? [
          'EBS is billed per GiB-month (1 TiB = 1,024 GiB); gp3 IOPS and throughput above the included baseline are billed per month as provisioned.',
          "The instance store (local NVMe) is included in the instance's hourly price, and its data is lost when the instance stops.",
        ]
      : []),
    'Startup time runs from mysqld start to “ready for connections” with one .ibd file per table (file-per-table).',
    `Startup assumes a ${current.mysql.osCache} OS page cache and a ${current.storage.volumeState} volume, as set in the scenario.`,
    'QPS is IO-bound uniform point selects: each buffer-pool miss is one random read of innodb_page_size.',
    `Device read rate = min(IOPS cap, bandwidth ÷ IO size, threads ÷ latency), also capped by ${ceiling}.`,
    ...cloudAssumptions(all),
  ];
}

/**
 * The report's limits for its configurations' clouds: EBS's burst balances are AWS's (left out
 * of a report of Azure and Google Cloud configurations only, issue 38), and the pricing pages to
 * check are those of the clouds shown.
 */
export function reportLimits(scenarios: readonly Scenario[]): string[] {
  const clouds = cloudsOf(scenarios);
  const names = clouds.map((c) => CLOUD_NAMES[c]);
  const pages =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return [
    'Predictions come from a model fitted to published measurements (see Sources); real servers differ. Calibrate on your own benchmarks where the decision depends on it.',
    ...(clouds.includes('aws')
      ? [
          'EBS burst ceilings of the instance last at least 30 minutes once a day, metered as two balances (EBSIOBalance%, EBSByteBalance%) that IO above the baseline drains and IO below it refills. The startup drains them phase by phase from the balances given (“EBS burst balances”: full by default, less what a restore spent); a balance that empties drops its own ceiling (IOPS or MiB/s) to the baseline.',
        ]
      : []),
    `Prices are those of the catalog date shown in Sources; check the ${pages ?? 'AWS'} pricing pages before approving spend.`,
    'CPU-bound and lock-bound limits beyond those the model names (bound column) are not predicted.',
  ];
}
