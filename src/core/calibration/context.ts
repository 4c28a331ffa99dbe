/**
 * The scenario a measurement was taken on: the user's scenario, with what the record says about
 * its machine (CSV columns such as instance, storage, provisioned IOPS, MySQL version, tables)
 * laid over it. A record that says nothing about its machine is taken to come from the scenario's.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import type { Scenario, StartupOpt, StorageKind } from '../scenario/types.ts';
import { STARTUP_OPTS } from '../scenario/types.ts';
import { findStorageKind, storageKind, storageKinds } from '../storage/index.ts';
import type { RunContext } from '../imports/types.ts';
import { formatInt } from '../format/index.ts';

const fmt = formatInt;

/** The kind a record's text names: its id, or one of a kind's other names (`aliases`). */
export function storageKindOf(text: string): StorageKind | null {
  const t = text.trim().toLowerCase();
  if (findStorageKind(t)) return t;
  const under = t.replace(/[\s-]+/g, '_');
  const m = storageKinds().find((k) => k.aliases?.includes(t) || k.aliases?.includes(under));
  return m ? m.kind : null;
}

/** True when the record names the machine it ran on. */
export function hasMachine(ctx: RunContext): boolean {
  return ctx.instance !== undefined || ctx.storage !== undefined;
}

/** A copy of `scenario` describing the machine of `ctx`, without calibration. */
export function scenarioFor(scenario: Scenario, ctx: RunContext, catalog: Catalog): Scenario {
  const s = JSON.parse(JSON.stringify(scenario)) as Scenario;
  s.calibration = null;
  if (ctx.instance !== undefined) {
    if (getInstance(catalog, ctx.instance) !== undefined) s.instance.type = ctx.instance;
    else {
      s.instance.type = 'custom';
      if (ctx.vcpu !== undefined) s.instance.customVcpu = ctx.vcpu;
    }
  } else if (ctx.vcpu !== undefined && s.instance.type === 'custom') {
    s.instance.customVcpu = ctx.vcpu;
  }
  if (ctx.storage !== undefined) {
    const kind = storageKindOf(ctx.storage);
    if (kind !== null) s.storage.kind = kind;
  }
  if (ctx.provisionedIops !== undefined) s.storage.iops = ctx.provisionedIops;
  if (ctx.provisionedMiBps !== undefined) s.storage.throughputMiBps = ctx.provisionedMiBps;
  if (ctx.mysqlVersion !== undefined && /^\d+\.\d+\.\d+$/.test(ctx.mysqlVersion)) {
    s.mysql.version = ctx.mysqlVersion;
  }
  if (ctx.tables !== undefined) s.mysql.tables = ctx.tables;
  if (
    ctx.startupOpt !== undefined &&
    (STARTUP_OPTS as readonly string[]).includes(ctx.startupOpt)
  ) {
    s.mysql.startupOpt = ctx.startupOpt as StartupOpt;
  }
  if (ctx.osCache === 'warm' || ctx.osCache === 'cold') s.mysql.osCache = ctx.osCache;
  // A benchmark measures the device warm: lazy loading is a different situation.
  s.storage.volumeState = 'warm';
  return s;
}

/** "m6i.2xlarge gp3 3,000 IOPS / 125 MiB/s". */
export function machineLabel(ctx: RunContext): string {
  const parts: string[] = [];
  if (ctx.instance !== undefined) parts.push(ctx.instance);
  if (ctx.storage !== undefined) parts.push(ctx.storage);
  if (ctx.provisionedIops !== undefined || ctx.provisionedMiBps !== undefined) {
    parts.push(
      `${ctx.provisionedIops !== undefined ? fmt(ctx.provisionedIops) : '?'} IOPS / ${ctx.provisionedMiBps !== undefined ? fmt(ctx.provisionedMiBps) : '?'} MiB/s`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : 'scenario device';
}

/** Identity of a machine's device: instance (vCPUs of a custom one), storage and its provisioning. */
export function machineKey(s: Scenario): string {
  const st = s.storage;
  const inst = s.instance.type === 'custom' ? `custom:${s.instance.customVcpu}` : s.instance.type;
  // What sets the device's rates: the provisioned IOPS and throughput, else the size (gp2's IOPS
  // follow it), or the described device.
  const p = storageKind(st.kind).provisions;
  const prov = p.device
    ? JSON.stringify(st.custom)
    : p.iops
      ? [st.iops, ...(p.throughputMiBps ? [st.throughputMiBps] : [])].join('|')
      : p.sizeGiB
        ? `${st.sizeGiB}`
        : '';
  return [inst, st.kind, prov].join('|');
}

/** "m6i.2xlarge gp3 3,000 IOPS / 125 MiB/s", "m6id.xlarge instance-store": a scenario's device. */
export function describeDevice(s: Scenario): string {
  const st = s.storage;
  const inst =
    s.instance.type === 'custom' ? `custom ${fmt(s.instance.customVcpu)} vCPU` : s.instance.type;
  // What sets the device's rates, as machineKey keys it: provisioned IOPS (and throughput), else
  // the size (gp2's IOPS follow it).
  const has = storageKind(st.kind).provisions;
  if (has.iops && has.throughputMiBps)
    return `${inst} ${st.kind} ${fmt(st.iops)} IOPS / ${fmt(st.throughputMiBps)} MiB/s`;
  if (has.iops) return `${inst} ${st.kind} ${fmt(st.iops)} IOPS`;
  if (has.sizeGiB) return `${inst} ${st.kind} ${fmt(st.sizeGiB)} GiB`;
  return `${inst} ${st.kind}`;
}

/** The device with what a start depends on: "… , MySQL 9.0.1, 1,000,000 tables, light, warm cache". */
export function describeMachine(s: Scenario): string {
  const m = s.mysql;
  return `${describeDevice(s)}, MySQL ${m.version}, ${fmt(m.tables)} tables, ${m.startupOpt} start, ${m.osCache} OS cache`;
}
