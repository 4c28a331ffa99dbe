/** The model's assumptions and limits, as the report states them (docs/model.md has the detail). */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';

export function reportAssumptions(current: Scenario, catalog: Catalog): string[] {
  return [
    `Instance cost is the Linux hourly price of the pricing option named with each cost (on-demand, or a 1- or 3-year no-upfront Reserved Instance where the catalog has its price) × ${catalog.hoursPerMonth} hours per month, less any discount named there; savings plans, snapshots, data transfer and taxes are not included.`,
    'EBS is billed per GiB-month (1 TiB = 1,024 GiB); gp3 IOPS and throughput above the included baseline are billed per month as provisioned.',
    "The instance store (local NVMe) is included in the instance's hourly price, and its data is lost when the instance stops.",
    'Startup time runs from mysqld start to “ready for connections” with one .ibd file per table (file-per-table).',
    `Startup assumes a ${current.mysql.osCache} OS page cache and a ${current.storage.volumeState} volume, as set in the scenario.`,
    'QPS is IO-bound uniform point selects: each buffer-pool miss is one random read of innodb_page_size.',
    'Device read rate = min(IOPS cap, bandwidth ÷ IO size, threads ÷ latency), also capped by the instance’s own EBS ceiling.',
  ];
}

export const REPORT_LIMITS: readonly string[] = [
  'Predictions come from a model fitted to published measurements (see Sources); real servers differ. Calibrate on your own benchmarks where the decision depends on it.',
  'EBS burst ceilings of the instance last at least 30 minutes once a day; longer IO-heavy periods fall back to the baseline. The startup spends what is left of that day’s burst (“EBS burst used today”) and runs at the baseline after it.',
  'Prices are those of the catalog date shown in Sources; check the AWS pricing pages before approving spend.',
  'CPU-bound and lock-bound limits beyond those the model names (bound column) are not predicted.',
];
