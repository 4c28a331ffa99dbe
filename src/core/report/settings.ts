/**
 * The configuration a column describes, in words: these are the user's inputs (or the
 * configuration recommend chose), never predictions.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance, getRegion } from '../catalog/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { ReportSetting } from './types.ts';
import { formatFixed, formatPercent } from '../format/index.ts';
import { accessSkewText } from '../qps/skew.ts';
import { fieldLabel } from '../scenario/limits.ts';
import { deploymentText } from '../cost/deployment.ts';
import { CLOUD_LABELS } from '../cloud/index.ts';
import { describeStorage, storageKind } from '../storage/index.ts';
import { instanceEbsBursts } from '../devices/params.ts';
import {
  balancesText,
  burstAssumption,
  burstAssumptionText,
  startBalances,
} from '../startup/burst.ts';

/**
 * The instance's EBS burst balances as the scenario gives them and what the startup range's slow
 * end assumes (issue 40): "EBSIOBalance% 100%, EBSByteBalance% 100% before the start; …".
 */
export function burstSettingText(scenario: Scenario, catalog: Catalog): string {
  const inst = getInstance(catalog, scenario.instance.type);
  if (!inst || !instanceEbsBursts(inst)) return "the instance's EBS ceiling does not burst";
  const restoreGiB = scenario.instance.afterRestoreGiB ?? 0;
  const used = scenario.instance.burstUsedMin;
  const spent = [
    ...(restoreGiB > 0 ? [`after ${formatFixed(restoreGiB)} GiB restored`] : []),
    ...(used > 0 ? [`${formatFixed(used)} min of the daily 30 used`] : []),
  ];
  const given = `${balancesText(startBalances(scenario, inst.ebs))} before the start${
    spent.length > 0 ? ` (${spent.join(', ')})` : ''
  }`;
  const a = burstAssumption(scenario, inst.ebs);
  return a.kind === 'known' ? `${given}, as entered` : `${given}; ${burstAssumptionText(a)}`;
}

/** "gp3 500 GiB, 3,000 IOPS, 125 MiB/s", "instance store (local NVMe)", "RDS gp3 …", "Aurora Standard storage, …". */
export function storageText(scenario: Scenario): string {
  return describeStorage(scenario.storage, 'full', scenario);
}

export function instanceText(scenario: Scenario, catalog: Catalog): string {
  const i = scenario.instance;
  if (i.type === 'custom')
    return `custom instance (${i.customVcpu} vCPU, ${formatFixed(i.customMemoryGiB)} GiB)`;
  const known = getInstance(catalog, i.type);
  return known ? `${i.type} (${known.vcpu} vCPU, ${formatFixed(known.memoryGiB)} GiB)` : i.type;
}

/** One line: "m6i.large · gp3 500 GiB, 3,000 IOPS, 125 MiB/s · 16 KiB pages". */
export function scenarioSummary(scenario: Scenario): string {
  // Off AWS the cloud and region lead (issue 38: clouds side by side in a comparison).
  const where =
    scenario.cloud === 'aws' ? '' : `${CLOUD_LABELS[scenario.cloud]} ${scenario.region} · `;
  return `${where}${scenario.instance.type} · ${storageText(scenario)} · ${scenario.mysql.pageSizeKiB} KiB pages`;
}

/**
 * The cloud; off AWS in short what it is and how it is priced (the assumptions say the rest: the
 * region's currency note, the calibration).
 */
function cloudText(scenario: Scenario, catalog: Catalog): string {
  if (scenario.cloud === 'aws') return CLOUD_LABELS.aws;
  const usd = getRegion(catalog, scenario.region)?.currencyNote ? '; prices in USD' : '';
  return `${CLOUD_LABELS[scenario.cloud]} (self-managed on a VM, not calibrated${usd})`;
}

const OPT_TEXT = {
  default: 'none (default)',
  fadvise: 'fadvise (16 KiB read)',
  light: 'light (4 KiB read)',
} as const;

function logVolumeText(scenario: Scenario): string {
  const v = scenario.logVolume;
  if (v.kind === 'same') return 'on the data volume';
  const has = storageKind(v.kind).provisions;
  const perf = [
    ...(has.iops ? [`${formatFixed(v.iops)} IOPS`] : []),
    ...(has.throughputMiBps ? [`${formatFixed(v.throughputMiBps)} MiB/s`] : []),
  ]
    .map((x) => `, ${x}`)
    .join('');
  return `separate ${v.kind} log volume, ${formatFixed(v.sizeGiB)} GiB${perf}`;
}

export function scenarioSettings(scenario: Scenario, catalog: Catalog): ReportSetting[] {
  const m = scenario.mysql;
  const s = scenario.storage;
  const rows: ReportSetting[] = [
    { label: fieldLabel('cloud'), value: cloudText(scenario, catalog) },
    { label: fieldLabel('region'), value: scenario.region },
    ...(scenario.cloud === 'aws'
      ? [{ label: fieldLabel('deployment'), value: deploymentText(scenario) }]
      : []),
    { label: 'Instance', value: instanceText(scenario, catalog) },
    { label: 'Storage', value: storageText(scenario) },
  ];
  const kind = storageKind(s.kind);
  if (s.volumeState === 'restored' && kind.onEbs) {
    rows.push({ label: 'Volume', value: `restored from a snapshot, remedy: ${s.restoreRemedy}` });
  }
  if (kind.onEbs)
    rows.push({ label: 'EBS burst balances', value: burstSettingText(scenario, catalog) });
  rows.push(
    { label: fieldLabel('mysql.version'), value: m.version },
    { label: fieldLabel('mysql.tables'), value: formatFixed(m.tables) },
    { label: fieldLabel('mysql.dataGiB'), value: `${formatFixed(m.dataGiB)} GiB` },
    {
      label: fieldLabel('mysql.bufferPoolGiB'),
      value: `${formatFixed(m.bufferPoolGiB, m.bufferPoolGiB % 1 === 0 ? 0 : 1)} GiB`,
    },
    { label: fieldLabel('mysql.pageSizeKiB'), value: `${m.pageSizeKiB} KiB` },
    { label: fieldLabel('mysql.startupOpt'), value: OPT_TEXT[m.startupOpt] },
    { label: fieldLabel('mysql.osCache'), value: m.osCache },
    {
      label: fieldLabel('mysql.shutdown'),
      value: m.shutdown === 'crash' ? 'crash (recovery)' : 'clean',
    },
    {
      label: fieldLabel('mysql.doublewrite'),
      value: m.doublewrite === 'off' ? 'off' : `on (${m.doublewrite} volume)`,
    },
    { label: fieldLabel('logVolume.kind'), value: logVolumeText(scenario) },
    {
      label: 'Workload',
      value: `${formatFixed(scenario.workload.threads)} threads, ${formatPercent(scenario.workload.writeFraction * 100)} writes, ${accessSkewText(scenario.workload)}`,
    },
  );
  if (scenario.calibration) rows.push({ label: 'Calibration', value: scenario.calibration.name });
  return rows;
}
