import { useMemo } from 'react';
import { DEFAULT_CATALOG, getRegion } from '../../../core/catalog/index.ts';
import { instanceRows } from '../../../core/catalog/list.ts';
import type { InstanceRow } from '../../../core/catalog/list.ts';
import { formatCount, formatNumber, formatPercent } from '../../../core/format/index.ts';
import type { Catalog } from '../../../core/catalog/types.ts';
import type { Cloud, Deployment, Scenario, StorageKind } from '../../../core/scenario/types.ts';
import {
  AURORA_STORAGES,
  CLOUDS,
  DEPLOYMENTS,
  PAGE_SIZES_KIB,
  PRICING_OPTIONS,
  SHUTDOWN_KINDS,
  STARTUP_OPTS,
} from '../../../core/scenario/types.ts';
import {
  deploymentKinds,
  kindClouds,
  logVolumeKinds,
  storageKind,
} from '../../../core/storage/index.ts';
import type { StorageKindModule } from '../../../core/storage/index.ts';
import { DB_RESERVED_3Y_HINT, pricingOptionLabels } from '../../../core/cost/pricing.ts';
import { accessSkewText, isUniform } from '../../../core/qps/skew.ts';
import { compressionRatioOf, keyBlockSizeKiB } from '../../../core/scenario/compression.ts';
import { COMPRESSION_RATIOS } from '../../../core/scenario/types.ts';
import { CheckField } from '../../components/CheckField.tsx';
import { InstancePicker } from '../../components/InstancePicker.tsx';
import { NumberSlider } from '../../components/NumberSlider.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { IMPORT_PRICE_LIST_COMMAND, actions, catalog, useApp } from '../../store/index.ts';
import type { PriceList } from '../../store/index.ts';
import { fieldHandlers, fixIssue, limitsOf } from './useField.ts';
import { memoByRef } from '../../store/memo.ts';
import { DEPLOYMENT_LABELS } from '../../../core/deployment/index.ts';
import { multiAzOf } from '../../../core/scenario/deployments.ts';
import { CLOUD_LABELS, cloudRegions } from '../../../core/cloud/index.ts';
import { deploymentInstanceRows } from '../../../core/deployment/rows.ts';
import {
  inThroughputUnit,
  issueInThroughputUnit,
  throughputUnitOf,
} from '../../../core/storage/vendorUnits.ts';

const fmt = formatNumber;
const opts = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((v) => ({ value: v, label: labels[v] ?? v }));

const OPT_LABELS: Record<string, string> = {
  default: 'Default (no patch)',
  fadvise: 'fadvise patch',
  light: 'Light duplicate check',
};
/** The storage kinds a deployment offers (the registry's), each with its module's label. */
const kindOptions = memoByRef((kinds: readonly StorageKindModule[]) =>
  kinds.map((m) => ({ value: m.kind, label: m.label })),
);
/** Where the redo log and binlog go: the data volume, or a separate volume of a kind that can be one. */
const logOptionsOf = memoByRef((kinds: readonly StorageKindModule[]) => {
  const byCloud = new Map<Cloud, { value: string; label: string }[]>();
  for (const cloud of CLOUDS)
    byCloud.set(cloud, [
      { value: 'same', label: 'On the data volume' },
      ...kinds
        .filter((m) => kindClouds(m).includes(cloud))
        .map((m) => ({ value: m.kind, label: `Separate ${m.name ?? m.kind} volume` })),
    ]);
  return byCloud;
});
/** The log-volume choices of a cloud (its own disk kinds). */
const logOptions = (kinds: readonly StorageKindModule[], cloud: Cloud) =>
  logOptionsOf(kinds).get(cloud) ?? [];
/** The pricing choices of each deployment, named as it prices them (an RDS 3-year term has an upfront fee). */
const PRICING_SELECT = {
  ec2: opts(PRICING_OPTIONS, pricingOptionLabels('ec2')),
  rds: opts(PRICING_OPTIONS, pricingOptionLabels('rds')),
  aurora: opts(PRICING_OPTIONS, pricingOptionLabels('aurora')),
} as const;
const STARTUP_OPTIONS = opts(STARTUP_OPTS, OPT_LABELS);
const PAGE_OPTIONS = PAGE_SIZES_KIB.map((p) => ({ value: String(p), label: `${p} KiB` }));
const VOLUME_OPTIONS = opts(['warm', 'restored'], {
  warm: 'Warm (blocks read before)',
  restored: 'Restored from snapshot',
});
const REMEDY_OPTIONS = opts(['none', 'initialize', 'fsr'], {
  none: 'None (lazy loading)',
  initialize: 'Initialize volume first',
  fsr: 'Fast Snapshot Restore',
});
const CACHE_OPTIONS = opts(['cold', 'warm'], {
  cold: 'Cold (after reboot)',
  warm: 'Warm (restart)',
});
const SHUTDOWN_OPTIONS = opts(SHUTDOWN_KINDS, {
  clean: 'Clean shutdown',
  crash: 'Crash or live snapshot',
});
const DW_OPTIONS = opts(['off', 'data', 'log'], {
  off: 'Off',
  data: 'On, data volume',
  log: 'On, log volume',
});
/**
 * RDS and Aurora keep the redo log and binlog (and doublewrite) on their own storage: no separate
 * log volume to offer (issue 41 item 8: EC2's choices were shown there).
 */
const MANAGED_DW_OPTIONS = DW_OPTIONS.filter((o) => o.value !== 'log');
const MANAGED_LOG_OPTIONS: Readonly<Record<'rds' | 'aurora', { value: string; label: string }[]>> =
  {
    rds: [{ value: 'same', label: 'On the DB storage (RDS manages them)' }],
    aurora: [{ value: 'same', label: 'On the cluster volume (Aurora manages them)' }],
  };
/** Usual hot-set shares, "X% of accesses go to Y% of the data" (workload.hotAccessPercent/hotDataPercent). */
const SKEW_PRESETS: readonly [number, number][] = [
  [100, 100],
  [80, 20],
  [90, 10],
  [95, 5],
  [99, 1],
];
const skewKey = (a: number, d: number): string => (a === d ? 'uniform' : `${a}/${d}`);
const SKEW_OPTIONS = [
  ...SKEW_PRESETS.map(([a, d]) => ({
    value: skewKey(a, d),
    label: a === d ? 'Uniform' : `${formatPercent(a)} on ${formatPercent(d)} of data`,
  })),
];
const commitSkew = (v: string) => {
  const [a, d] = v === 'uniform' ? [100, 100] : v.split('/').map(Number);
  const r = actions.applyPatch({ workload: { hotAccessPercent: a, hotDataPercent: d } });
  return r.ok ? [] : r.issues;
};
/** "US East (N. Virginia)" → "N. Virginia": the city fits the drop-down; the full name is its hint. */
const place = (name: string) => /\(([^)]+)\)/.exec(name)?.[1] ?? name;
/** The Region choices of the catalog in use (the built-in one, or with the user's price list), by cloud. */
const regionOptionsOf = memoByRef((c: Catalog) => {
  const byCloud = new Map<Cloud, { value: string; label: string }[]>();
  for (const cloud of CLOUDS)
    byCloud.set(
      cloud,
      cloudRegions(c, cloud).map((id) => ({
        value: id,
        label: `${id} — ${place(getRegion(c, id)?.name ?? '')}`,
      })),
    );
  return byCloud;
});
const regionOptions = (c: Catalog, cloud: Cloud) => regionOptionsOf(c).get(cloud) ?? [];
const CLOUD_OPTIONS = opts(CLOUDS, CLOUD_LABELS);
const CLOUD_HINTS: Record<Cloud, string> = {
  aws: 'Amazon Web Services: EC2, RDS for MySQL or Aurora MySQL',
  azure:
    'Self-managed MySQL on an Azure VM with managed disks (Azure Database for MySQL is not modelled); never measured by the calibration data',
  gcp: 'Self-managed MySQL on a Compute Engine VM with Hyperdisk or Persistent Disk (Cloud SQL is not modelled); never measured by the calibration data',
};
const commitCloud = (v: string) => {
  const r = actions.setCloud(v as Cloud);
  return r.ok ? [] : r.issues;
};
/** What the instance field is called on each cloud (and deployment). */
function instanceLabel(s: Scenario): string {
  if (s.cloud === 'azure') return 'VM size';
  if (s.cloud === 'gcp') return 'Machine type';
  return s.deployment === 'ec2' ? 'Instance type' : 'DB instance class';
}
const rowsOfRegion = memoByRef((region: { id: string }) => instanceRows(catalog, region.id));
const NO_ROWS: InstanceRow[] = [];
const commitPageSize = (v: string | number | boolean) =>
  fieldHandlers('mysql.pageSizeKiB').onCommit(Number(v));
const commitCompression = (v: string | number | boolean) =>
  fieldHandlers('mysql.compressionRatio').onCommit(Number(v));
const COMPRESSION_OPTIONS = COMPRESSION_RATIOS.map((r) => ({
  value: String(r),
  label: r === 1 ? 'Off' : `${r}:1`,
}));
const DEPLOYMENT_OPTIONS = opts(DEPLOYMENTS, DEPLOYMENT_LABELS);
const AURORA_STORAGE_OPTIONS = opts(AURORA_STORAGES, {
  standard: 'Standard (I/O billed)',
  'io-optimized': 'I/O-Optimized',
});
const MULTI_AZ_OPTIONS = opts(['off', 'instance', 'cluster'] as const, {
  off: 'Single-AZ',
  instance: 'Multi-AZ instance',
  cluster: 'Multi-AZ DB cluster',
});
const MULTI_AZ_HINTS: Readonly<Record<'off' | 'instance' | 'cluster', string>> = {
  off: 'One DB instance, no standby',
  instance:
    'One standby in another zone that serves no reads; instance and storage billed twice; failover typically 60–120 s plus the engine start',
  cluster:
    'A writer and two readable standbys in three zones: three instances and storages (io1, io2 or gp3); reads scale over the three, writes do not; failover typically under 35 s',
};
const commitMultiAz = (v: string) => {
  const r = actions.setMultiAz(v as 'off' | 'instance' | 'cluster');
  return r.ok ? [] : r.issues;
};
const commitDeployment = (v: string) => {
  const r = actions.setDeployment(v as Deployment);
  return r.ok ? [] : r.issues;
};
const rowsOfDeployment = memoByRef(
  (s: Pick<Scenario, 'region' | 'deployment' | 'multiAz' | 'multiAzKind' | 'auroraStorage'>) =>
    deploymentInstanceRows(catalog, s),
);
/** One key per (region, deployment, Multi-AZ, Aurora storage): the rows' identity follows it. */
const deploymentKeys = new Map<
  string,
  Pick<Scenario, 'region' | 'deployment' | 'multiAz' | 'multiAzKind' | 'auroraStorage'>
>();
function deploymentKey(s: Scenario) {
  const key = `${s.region}|${s.deployment}|${s.multiAz}|${s.multiAzKind}|${s.auroraStorage}`;
  let k = deploymentKeys.get(key);
  if (!k) {
    k = {
      region: s.region,
      deployment: s.deployment,
      multiAz: s.multiAz,
      multiAzKind: s.multiAzKind,
      auroraStorage: s.auroraStorage,
    };
    deploymentKeys.set(key, k);
  }
  return k;
}
const commitKind = (v: string) => {
  const r = actions.setStorageKind(v as StorageKind);
  return r.ok ? [] : r.issues;
};

/**
 * A volume's throughput slider in the unit its vendor provisions (MB/s on Azure's disks,
 * storage/vendorUnits.ts): the scenario keeps MiB/s, converted on the way in and out.
 */
function throughputLimitsOf(s: Scenario, at: 'storage' | 'logVolume', kind: StorageKind) {
  const l = limitsOf(s, `${at}.throughputMiBps`);
  const u = throughputUnitOf(kind);
  if (u.unit === 'MiB/s') return { ...l, unit: u.unit };
  const k = u.mibpsPerUnit;
  return {
    ...l,
    unit: u.unit,
    value: l.value / k,
    min: l.min / k,
    max: l.max / k,
    rule: l.rule === undefined ? undefined : inThroughputUnit(l.rule, u),
    onCommit: (v: number) => l.onCommit(v * k).map((i) => issueInThroughputUnit(i, kind)),
  };
}

/** Size, IOPS and throughput of one EBS volume (the data volume or the log volume). */
function EbsVolumeControls(props: {
  s: Scenario;
  kind: StorageKind;
  /** Scenario path of the volume: `storage` or `logVolume`. */
  at: 'storage' | 'logVolume';
  /** Label prefix, e.g. "Log volume " ("" for the data volume). */
  name: string;
}) {
  const { s, kind, at, name } = props;
  const m = storageKind(kind);
  const lim = m.volumeLimits?.(catalog, s[at]);
  const cap = (text: string): string => (name ? text : text[0]?.toUpperCase() + text.slice(1));
  return (
    <>
      <NumberSlider
        label={`${name}${name ? 'size' : 'Volume size'}`}
        unit="GiB"
        log
        {...limitsOf(s, `${at}.sizeGiB`)}
      />
      {m.provisions.iops || !lim ? (
        <NumberSlider
          label={`${name}${cap('provisioned IOPS')}`}
          unit="IOPS"
          log
          {...limitsOf(s, `${at}.iops`)}
        />
      ) : (
        <div className="rule">
          {kind} earns {fmt(lim.iopsPerGiB)} IOPS per GiB (max {fmt(lim.maxIops)}).
        </div>
      )}
      {m.provisions.throughputMiBps ? (
        <NumberSlider label={`${name}${cap('throughput')}`} {...throughputLimitsOf(s, at, kind)} />
      ) : null}
    </>
  );
}

function StorageControls({ s }: { s: Scenario }) {
  const kind = s.storage.kind;
  const m = storageKind(kind);
  if (m.volumeLimits) {
    return <EbsVolumeControls s={s} kind={kind} at="storage" name="" />;
  }
  if (m.provisions.device) {
    return (
      <>
        <NumberSlider
          label="Device 4 KiB read IOPS"
          log
          {...limitsOf(s, 'storage.custom.readIops4k')}
        />
        <NumberSlider
          label="Device read bandwidth"
          unit="MiB/s"
          log
          {...limitsOf(s, 'storage.custom.readMiBps')}
        />
        <NumberSlider
          label="Device read latency"
          unit="µs"
          log
          {...limitsOf(s, 'storage.custom.readLatencyUs')}
        />
        <NumberSlider
          label="Device cached write latency"
          unit="µs"
          log
          {...limitsOf(s, 'storage.custom.writeLatencyUs')}
          rule="how long one 4 KiB write occupies the device"
        />
        <NumberSlider label="Devices striped" {...limitsOf(s, 'storage.custom.count')} />
      </>
    );
  }
  return null;
}

/** Under the Deployment field: what the deployment is and manages (docs/deployments.md). */
const DEPLOYMENT_HINTS: Record<Deployment, string> = {
  ec2: 'Self-managed MySQL on an EC2 instance: storage, backups and failover are yours',
  rds: 'Amazon RDS for MySQL: EBS storage RDS manages, automated backups, Multi-AZ failover',
  aurora:
    "Aurora MySQL: the cluster's own storage (not EBS), automated backups, replicas take over",
};

/** Aurora's storage: no volume to size, the configuration that prices storage and I/O. */
function AuroraStorageControls({ s }: { s: Scenario }) {
  return (
    <>
      <SelectField
        label="Aurora storage"
        value={s.auroraStorage}
        options={AURORA_STORAGE_OPTIONS}
        hint={`The cluster volume, billed per GB-month of the data stored (${formatNumber(s.mysql.dataGiB)} GiB); Standard also per I/O request`}
        {...fieldHandlers('auroraStorage')}
      />
    </>
  );
}

/** Under the Region field: where the list comes from, and where other regions come from. */
function regionHint(name: string | undefined, prices: PriceList, cloud: Cloud): string {
  if (cloud !== 'aws')
    return `${name ? `${name}. ` : ''}${CLOUD_LABELS[cloud]}: ${formatCount(cloudRegions(DEFAULT_CATALOG, cloud).length, 'region')} ship with the app; prices in USD, ${cloud === 'gcp' ? 'machine prices read from Google’s billing catalog, disk prices partly estimates' : 'estimates'} (docs/clouds.md).`;
  const shipped = cloudRegions(DEFAULT_CATALOG, 'aws').length;
  const lead = `${name ? `${name}. ` : ''}${formatCount(shipped, 'region')} ship with the app (prices outside us-east-1 are estimates)`;
  if (prices.kind === 'overlay')
    return `${lead}; prices of ${formatCount(prices.regions.length, 'region')} from the AWS price list of ${prices.publishedOn} (imported ${prices.importedOn}); ${IMPORT_PRICE_LIST_COMMAND} adds more.`;
  return `${lead}; ${IMPORT_PRICE_LIST_COMMAND} adds other regions.`;
}

/** Every setting of the scenario, grouped as a DBA thinks of them. */
/** The data storage: its kind (the registry's kinds), its own controls, restore and burst settings. */
function StorageFieldset({ s }: { s: Scenario }) {
  // A refused storage kind is checked again against each new scenario (SelectField's recheck).
  const recheckKind = useMemo(
    () => (v: string) => actions.checkStorageKind(v as StorageKind, s),
    [s],
  );
  const kind = storageKind(s.storage.kind);
  const kinds = deploymentKinds(s.deployment, s.cloud);
  return (
    <fieldset>
      <legend>Storage</legend>
      {/* A deployment with one kind (Aurora's cluster volume) has no kind to choose. */}
      {kinds.length > 1 ? (
        <SelectField
          label="Storage kind"
          value={s.storage.kind}
          options={kindOptions(kinds)}
          onCommit={commitKind}
          onFix={fixIssue}
          recheck={recheckKind}
        />
      ) : null}
      {s.deployment === 'aurora' ? <AuroraStorageControls s={s} /> : <StorageControls s={s} />}
      {/* Local NVMe (not durable) is never restored from a snapshot, nor is Aurora's cluster volume. */}
      {kind.durable && (kind.onEbs || kind.provisions.device) ? (
        <SelectField
          label="Volume state"
          value={s.storage.volumeState}
          options={VOLUME_OPTIONS}
          {...fieldHandlers('storage.volumeState')}
        />
      ) : null}
      {kind.durable && s.storage.volumeState === 'restored' ? (
        <SelectField
          label="Restore remedy"
          value={s.storage.restoreRemedy}
          options={REMEDY_OPTIONS}
          {...fieldHandlers('storage.restoreRemedy')}
        />
      ) : null}
      {/*
        The instance's EBS burst (30 min a day on .large-.4xlarge), as CloudWatch meters it: two
        balances, which a restore just before the start spends (issue 40).
      */}
      {kind.onEbs ? (
        <>
          <NumberSlider
            label="EBSIOBalance% before the start"
            unit="%"
            step={1}
            {...limitsOf(s, 'instance.ebsIoBalancePct')}
          />
          <NumberSlider
            label="EBSByteBalance% before the start"
            unit="%"
            step={1}
            {...limitsOf(s, 'instance.ebsByteBalancePct')}
          />
          <NumberSlider
            label="Restored just before the start"
            unit="GiB"
            log
            step={1}
            {...limitsOf(s, 'instance.afterRestoreGiB')}
          />
          <NumberSlider
            label="EBS burst used today"
            unit="min"
            step={1}
            {...limitsOf(s, 'instance.burstUsedMin')}
          />
          {/* Unknown (the default): the startup range's slow end assumes the burst is spent. */}
          <CheckField
            label="EBS burst use known"
            words
            checked={s.instance.burstKnown}
            onChange={(v) => actions.setField('instance.burstKnown', v)}
          />
        </>
      ) : null}
      {/* Both remedies are priced per restore: how often matters to which one is cheaper. */}
      {kind.durable &&
      (kind.onEbs || kind.provisions.device) &&
      s.storage.volumeState === 'restored' &&
      s.storage.restoreRemedy !== 'none' ? (
        <NumberSlider
          label="Restores per month"
          log
          logFrom={0.1}
          step={0.1}
          {...limitsOf(s, 'storage.restoresPerMonth')}
        />
      ) : null}
    </fieldset>
  );
}

/** InnoDB's own settings: page size, startup patch, validation, cache, shutdown, doublewrite, compression. */
function InnoDbControls({ s }: { s: Scenario }) {
  return (
    <>
      <SelectField
        label="Page size"
        value={String(s.mysql.pageSizeKiB)}
        options={PAGE_OPTIONS}
        {...fieldHandlers('mysql.pageSizeKiB')}
        onCommit={commitPageSize}
      />
      <SelectField
        label="Startup optimization"
        value={s.mysql.startupOpt}
        options={STARTUP_OPTIONS}
        {...fieldHandlers('mysql.startupOpt')}
      />
      <CheckField
        label="innodb_validate_tablespace_paths"
        checked={s.mysql.validatePaths}
        onChange={(v) => actions.setField('mysql.validatePaths', v)}
      />
      <NumberSlider
        label="Duplicate-check threads"
        {...limitsOf(s, 'mysql.duplicateCheckThreads')}
      />
      <SelectField
        label="OS cache at start"
        value={s.mysql.osCache}
        options={CACHE_OPTIONS}
        {...fieldHandlers('mysql.osCache')}
      />
      <SelectField
        label="Previous shutdown"
        value={s.mysql.shutdown}
        options={SHUTDOWN_OPTIONS}
        hint={
          s.mysql.shutdown === 'crash'
            ? 'Also a snapshot of a running server. Before MySQL 5.7.5, recovery opens every .ibd on one thread'
            : undefined
        }
        {...fieldHandlers('mysql.shutdown')}
      />
      <SelectField
        label="Doublewrite"
        value={s.mysql.doublewrite}
        options={s.deployment === 'ec2' ? DW_OPTIONS : MANAGED_DW_OPTIONS}
        {...fieldHandlers('mysql.doublewrite')}
      />
      <SelectField
        label="Table compression (what-if)"
        value={String(compressionRatioOf(s.mysql))}
        options={COMPRESSION_OPTIONS}
        hint={
          compressionRatioOf(s.mysql) > 1
            ? `KEY_BLOCK_SIZE ${formatNumber(keyBlockSizeKiB(s.mysql))} KiB: each miss reads that much; the buffer pool keeps pages uncompressed too`
            : undefined
        }
        {...fieldHandlers('mysql.compressionRatio')}
        onCommit={commitCompression}
      />
    </>
  );
}

/** Where the server runs (issue 38): the cloud, above its region and (on AWS) the deployment. */
function WhereFields({
  s,
  regionName,
  prices,
}: {
  s: Scenario;
  regionName: string | undefined;
  prices: PriceList;
}) {
  return (
    <>
      <SelectField
        label="Cloud"
        value={s.cloud}
        options={CLOUD_OPTIONS}
        hint={CLOUD_HINTS[s.cloud]}
        onCommit={commitCloud}
        onFix={fixIssue}
      />
      <SelectField
        label="Region"
        value={s.region}
        options={regionOptions(catalog, s.cloud)}
        hint={regionHint(regionName, prices, s.cloud)}
        {...fieldHandlers('region')}
      />
      {/* Azure and Google Cloud: a self-managed server only (managed MySQL is not modelled). */}
      {s.cloud === 'aws' ? (
        <SelectField
          label="Deployment"
          value={s.deployment}
          options={DEPLOYMENT_OPTIONS}
          hint={DEPLOYMENT_HINTS[s.deployment]}
          onCommit={commitDeployment}
          onFix={fixIssue}
        />
      ) : null}
    </>
  );
}

export function SizingPanel() {
  const s = useApp((st) => st.scenario);
  const prices = useApp((st) => st.prices);
  const region = getRegion(catalog, s.region);
  return (
    <aside className="sizing" aria-label="Scenario settings">
      <fieldset>
        <legend>Server</legend>
        <WhereFields s={s} regionName={region?.name} prices={prices} />
        <InstancePicker
          label={instanceLabel(s)}
          value={s.instance.type}
          rows={
            s.deployment === 'ec2'
              ? region
                ? rowsOfRegion(region)
                : NO_ROWS
              : rowsOfDeployment(deploymentKey(s))
          }
          region={s.region}
          allowCustom={s.deployment === 'ec2'}
          {...fieldHandlers('instance.type')}
        />
        {s.deployment === 'rds' ? (
          <SelectField
            label="Multi-AZ"
            value={multiAzOf(s)}
            options={MULTI_AZ_OPTIONS}
            hint={MULTI_AZ_HINTS[multiAzOf(s)]}
            onCommit={commitMultiAz}
            onFix={fixIssue}
          />
        ) : null}
        <SelectField
          label="Pricing"
          value={s.pricing.option}
          options={PRICING_SELECT[s.deployment]}
          {...(s.deployment !== 'ec2' && s.pricing.option === 'reserved-3y'
            ? { hint: DB_RESERVED_3Y_HINT }
            : {})}
          {...fieldHandlers('pricing.option')}
        />
        <NumberSlider
          label="Discount"
          unit="%"
          step={0.5}
          {...limitsOf(s, 'pricing.discountPercent')}
        />
      </fieldset>
      <StorageFieldset s={s} />
      <fieldset>
        <legend>MySQL</legend>
        <TextField
          label="MySQL version"
          value={s.mysql.version}
          hint="e.g. 5.7.44, 8.0.39, 8.4.3"
          {...fieldHandlers('mysql.version')}
        />
        <NumberSlider label="Tables" log {...limitsOf(s, 'mysql.tables')} />
        <NumberSlider label="Data size" unit="GiB" log step={1} {...limitsOf(s, 'mysql.dataGiB')} />
        <NumberSlider
          label="Buffer pool"
          unit="GiB"
          step={0.25}
          {...limitsOf(s, 'mysql.bufferPoolGiB')}
        />
        <InnoDbControls s={s} />
        <SelectField
          label="Redo and binlog"
          value={s.logVolume.kind}
          options={
            s.deployment === 'ec2'
              ? logOptions(logVolumeKinds(), s.cloud)
              : MANAGED_LOG_OPTIONS[s.deployment]
          }
          {...fieldHandlers('logVolume.kind')}
        />
        {s.logVolume.kind !== 'same' ? (
          <EbsVolumeControls s={s} kind={s.logVolume.kind} at="logVolume" name="Log volume " />
        ) : null}
      </fieldset>
      <fieldset>
        <legend>Workload</legend>
        <NumberSlider label="Client threads" log {...limitsOf(s, 'workload.threads')} />
        <NumberSlider
          label="Write fraction"
          step={0.01}
          {...limitsOf(s, 'workload.writeFraction')}
        />
        <AccessSkewControls s={s} />
        {s.deployment === 'aurora' ? (
          <NumberSlider label="Average load" log {...limitsOf(s, 'workload.averageQps')} />
        ) : null}
      </fieldset>
    </aside>
  );
}

/** Access skew: a preset ("80% on 20% of data"), and the two shares as sliders when skewed. */
function AccessSkewControls({ s }: { s: Scenario }) {
  const w = s.workload;
  const key = isUniform(w) ? 'uniform' : skewKey(w.hotAccessPercent, w.hotDataPercent);
  const options = SKEW_OPTIONS.some((o) => o.value === key)
    ? SKEW_OPTIONS
    : [...SKEW_OPTIONS, { value: key, label: 'Custom' }];
  return (
    <>
      <SelectField
        label="Access skew"
        value={key}
        options={options}
        hint={isUniform(w) ? 'Every row equally likely (sysbench uniform)' : accessSkewText(w)}
        onCommit={commitSkew}
        onFix={fixIssue}
      />
      {w.hotAccessPercent === 100 && w.hotDataPercent === 100 ? null : (
        <>
          <NumberSlider
            label="Hot data"
            unit="%"
            step={0.1}
            {...limitsOf(s, 'workload.hotDataPercent')}
          />
          <NumberSlider
            label="Hot accesses"
            unit="%"
            step={0.1}
            {...limitsOf(s, 'workload.hotAccessPercent')}
          />
        </>
      )}
    </>
  );
}
