import { getInstance, getRegion, regionIds } from '../../../core/catalog/index.ts';
import { instanceRows } from '../../../core/catalog/list.ts';
import type { InstanceRow } from '../../../core/catalog/list.ts';
import { formatNumber } from '../../../core/format/index.ts';
import type { EbsKind } from '../../../core/catalog/types.ts';
import type { Scenario, StorageKind } from '../../../core/scenario/types.ts';
import {
  LOG_STORAGE_KINDS,
  PAGE_SIZES_KIB,
  PRICING_OPTIONS,
  STARTUP_OPTS,
  STORAGE_KINDS,
} from '../../../core/scenario/types.ts';
import { PRICING_OPTION_LABELS } from '../../../core/cost/pricing.ts';
import { MAX_TABLES, MAX_THREADS } from '../../../core/scenario/validate.ts';
import { CheckField } from '../../components/CheckField.tsx';
import { InstancePicker } from '../../components/InstancePicker.tsx';
import { NumberSlider } from '../../components/NumberSlider.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { actions, catalog, useApp } from '../../store/index.ts';
import { fieldHandlers, fixIssue } from './useField.ts';
import { memoByRef } from '../../store/memo.ts';

const fmt = formatNumber;
const opts = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((v) => ({ value: v, label: labels[v] ?? v }));

const KIND_LABELS: Record<string, string> = {
  gp3: 'gp3 (EBS general purpose)',
  io2: 'io2 (EBS provisioned IOPS)',
  gp2: 'gp2 (EBS, IOPS from size)',
  'instance-store': 'Instance store (local NVMe)',
  custom: 'Custom device',
};
const OPT_LABELS: Record<string, string> = {
  default: 'Default (no patch)',
  fadvise: 'fadvise patch',
  light: 'Light duplicate check',
};
const KIND_OPTIONS = opts(STORAGE_KINDS, KIND_LABELS);
const PRICING_SELECT = opts(PRICING_OPTIONS, PRICING_OPTION_LABELS);
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
const DW_OPTIONS = opts(['off', 'data', 'log'], {
  off: 'Off',
  data: 'On, data volume',
  log: 'On, log volume',
});
const LOG_OPTIONS = opts(LOG_STORAGE_KINDS, {
  same: 'On the data volume',
  gp3: 'Separate gp3 volume',
  io2: 'Separate io2 volume',
  gp2: 'Separate gp2 volume',
});
/** "US East (N. Virginia)" → "N. Virginia": the city fits the drop-down; the full name is its hint. */
const place = (name: string) => /\(([^)]+)\)/.exec(name)?.[1] ?? name;
const REGION_OPTIONS = regionIds(catalog).map((id) => ({
  value: id,
  label: `${id} — ${place(getRegion(catalog, id)?.name ?? '')}`,
}));
const rowsOfRegion = memoByRef((region: { id: string }) => instanceRows(catalog, region.id));
const NO_ROWS: InstanceRow[] = [];
const commitPageSize = (v: string | number | boolean) =>
  fieldHandlers('mysql.pageSizeKiB').onCommit(Number(v));
const commitKind = (v: string) => {
  const r = actions.setStorageKind(v as StorageKind);
  return r.ok ? [] : r.issues;
};

function memoryGiB(s: Scenario): number {
  if (s.instance.type === 'custom') return s.instance.customMemoryGiB;
  return getInstance(catalog, s.instance.type)?.memoryGiB ?? 1;
}

interface EbsVolumeProps {
  kind: EbsKind;
  vol: { sizeGiB: number; iops: number; throughputMiBps: number };
  /** Scenario path of the volume: `storage` or `logVolume`. */
  at: 'storage' | 'logVolume';
  /** Label prefix, e.g. "Log volume " ("" for the data volume). */
  name: string;
  minSizeGiB: number;
  sizeRule: string;
}

/** Size, IOPS and throughput of one EBS volume (the data volume or the log volume). */
function EbsVolumeControls({ kind, vol, at, name, minSizeGiB, sizeRule }: EbsVolumeProps) {
  const lim = catalog.ebsLimits[kind];
  const maxIops = Math.min(lim.maxIops, Math.floor(vol.sizeGiB * lim.iopsPerGiB));
  const maxTp = Math.min(lim.maxMiBps, Math.floor(vol.iops * lim.maxMiBpsPerIops));
  const cap = (text: string): string => (name ? text : text[0]?.toUpperCase() + text.slice(1));
  return (
    <>
      <NumberSlider
        label={`${name}${name ? 'size' : 'Volume size'}`}
        unit="GiB"
        log
        value={vol.sizeGiB}
        min={Math.max(lim.minSizeGiB, minSizeGiB)}
        max={lim.maxSizeGiB}
        rule={`${kind}: ${fmt(lim.minSizeGiB)}–${fmt(lim.maxSizeGiB)} GiB${sizeRule}`}
        {...fieldHandlers(`${at}.sizeGiB`)}
      />
      {kind !== 'gp2' ? (
        <NumberSlider
          label={`${name}${cap('provisioned IOPS')}`}
          unit="IOPS"
          log
          value={vol.iops}
          min={lim.baselineIops}
          max={Math.max(lim.baselineIops, maxIops)}
          rule={`${kind}: ≥ ${fmt(lim.baselineIops)}${kind === 'gp3' ? ' (included)' : ''}, ≤ ${fmt(lim.iopsPerGiB)} per GiB, ≤ ${fmt(lim.maxIops)}`}
          {...fieldHandlers(`${at}.iops`)}
        />
      ) : (
        <div className="rule">
          gp2 earns {fmt(lim.iopsPerGiB)} IOPS per GiB (max {fmt(lim.maxIops)}).
        </div>
      )}
      {kind === 'gp3' ? (
        <NumberSlider
          label={`${name}${cap('throughput')}`}
          unit="MiB/s"
          value={vol.throughputMiBps}
          min={lim.baselineMiBps}
          max={Math.max(lim.baselineMiBps, maxTp)}
          rule={`gp3: ≥ ${fmt(lim.baselineMiBps)} (included), ≤ ${lim.maxMiBpsPerIops} MiB/s per IOPS, ≤ ${fmt(lim.maxMiBps)}`}
          {...fieldHandlers(`${at}.throughputMiBps`)}
        />
      ) : null}
    </>
  );
}

function StorageControls({ s }: { s: Scenario }) {
  const kind = s.storage.kind;
  if (kind === 'gp3' || kind === 'io2' || kind === 'gp2') {
    return (
      <EbsVolumeControls
        kind={kind}
        vol={s.storage}
        at="storage"
        name=""
        minSizeGiB={Math.ceil(s.mysql.dataGiB)}
        sizeRule="; must hold the data"
      />
    );
  }
  if (kind === 'custom') {
    const c = s.storage.custom;
    return (
      <>
        <NumberSlider
          label="Device 4 KiB read IOPS"
          log
          value={c.readIops4k}
          min={100}
          max={10_000_000}
          {...fieldHandlers('storage.custom.readIops4k')}
        />
        <NumberSlider
          label="Device read bandwidth"
          unit="MiB/s"
          log
          value={c.readMiBps}
          min={10}
          max={100_000}
          {...fieldHandlers('storage.custom.readMiBps')}
        />
        <NumberSlider
          label="Device read latency"
          unit="µs"
          log
          value={c.readLatencyUs}
          min={10}
          max={20_000}
          {...fieldHandlers('storage.custom.readLatencyUs')}
        />
        <NumberSlider
          label="Device cached write latency"
          unit="µs"
          log
          value={c.writeLatencyUs}
          min={1}
          max={20_000}
          rule="how long one 4 KiB write occupies the device"
          {...fieldHandlers('storage.custom.writeLatencyUs')}
        />
        <NumberSlider
          label="Devices striped"
          value={c.count}
          min={1}
          max={24}
          {...fieldHandlers('storage.custom.count')}
        />
      </>
    );
  }
  return null;
}

/** Every setting of the scenario, grouped as a DBA thinks of them. */
export function SizingPanel() {
  const s = useApp((st) => st.scenario);
  const mem = memoryGiB(s);
  const region = getRegion(catalog, s.region);
  return (
    <aside className="sizing" aria-label="Scenario settings">
      <fieldset>
        <legend>Server</legend>
        <SelectField
          label="Region"
          value={s.region}
          options={REGION_OPTIONS}
          hint={region?.name}
          {...fieldHandlers('region')}
        />
        <InstancePicker
          label="Instance type"
          value={s.instance.type}
          rows={region ? rowsOfRegion(region) : NO_ROWS}
          region={s.region}
          {...fieldHandlers('instance.type')}
        />
        <SelectField
          label="Pricing"
          value={s.pricing.option}
          options={PRICING_SELECT}
          {...fieldHandlers('pricing.option')}
        />
        <NumberSlider
          label="Discount"
          unit="%"
          step={0.5}
          value={s.pricing.discountPercent}
          min={0}
          max={100}
          rule="on every cost item"
          {...fieldHandlers('pricing.discountPercent')}
        />
      </fieldset>
      <fieldset>
        <legend>Storage</legend>
        <SelectField
          label="Storage kind"
          value={s.storage.kind}
          options={KIND_OPTIONS}
          onCommit={commitKind}
          onFix={fixIssue}
        />
        <StorageControls s={s} />
        <SelectField
          label="Volume state"
          value={s.storage.volumeState}
          options={VOLUME_OPTIONS}
          {...fieldHandlers('storage.volumeState')}
        />
        {s.storage.volumeState === 'restored' ? (
          <SelectField
            label="Restore remedy"
            value={s.storage.restoreRemedy}
            options={REMEDY_OPTIONS}
            {...fieldHandlers('storage.restoreRemedy')}
          />
        ) : null}
      </fieldset>
      <fieldset>
        <legend>MySQL</legend>
        <TextField
          label="MySQL version"
          value={s.mysql.version}
          hint="e.g. 5.7.44, 8.0.39, 8.4.3"
          {...fieldHandlers('mysql.version')}
        />
        <NumberSlider
          label="Tables"
          log
          value={s.mysql.tables}
          min={1}
          max={MAX_TABLES}
          rule="one .ibd file each"
          {...fieldHandlers('mysql.tables')}
        />
        <NumberSlider
          label="Data size"
          unit="GiB"
          log
          step={1}
          value={s.mysql.dataGiB}
          min={1}
          max={Math.max(
            1,
            s.storage.kind === 'gp3' || s.storage.kind === 'io2' || s.storage.kind === 'gp2'
              ? s.storage.sizeGiB
              : 65_536,
          )}
          rule="must fit on the volume"
          {...fieldHandlers('mysql.dataGiB')}
        />
        <NumberSlider
          label="Buffer pool"
          unit="GiB"
          step={0.25}
          value={s.mysql.bufferPoolGiB}
          min={0.25}
          max={Math.max(0.25, Math.floor(mem * 4) / 4)}
          rule={`instance memory ${fmt(mem)} GiB`}
          {...fieldHandlers('mysql.bufferPoolGiB')}
        />
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
        <SelectField
          label="OS cache at start"
          value={s.mysql.osCache}
          options={CACHE_OPTIONS}
          {...fieldHandlers('mysql.osCache')}
        />
        <SelectField
          label="Doublewrite"
          value={s.mysql.doublewrite}
          options={DW_OPTIONS}
          {...fieldHandlers('mysql.doublewrite')}
        />
        <SelectField
          label="Redo and binlog"
          value={s.logVolume.kind}
          options={LOG_OPTIONS}
          {...fieldHandlers('logVolume.kind')}
        />
        {s.logVolume.kind !== 'same' ? (
          <EbsVolumeControls
            kind={s.logVolume.kind}
            vol={s.logVolume}
            at="logVolume"
            name="Log volume "
            minSizeGiB={1}
            sizeRule=""
          />
        ) : null}
      </fieldset>
      <fieldset>
        <legend>Workload</legend>
        <NumberSlider
          label="Client threads"
          log
          value={s.workload.threads}
          min={1}
          max={MAX_THREADS}
          {...fieldHandlers('workload.threads')}
        />
        <NumberSlider
          label="Write fraction"
          step={0.01}
          value={s.workload.writeFraction}
          min={0}
          max={1}
          {...fieldHandlers('workload.writeFraction')}
        />
      </fieldset>
    </aside>
  );
}
