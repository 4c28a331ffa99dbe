/**
 * proposeMachine(records, file, current): the machine a file was most likely measured on, with
 * the reasons (issue 39). What the file states is laid over the current scenario (a log's version
 * and `.ibd` count; a CSV row's own instance, storage and provisioning); the rest is searched:
 *
 * 1. candidates: the instances of the scenario's cloud with the vCPUs the file implies (the
 *    duplicate check's threads, iostat's "(N CPU)"), each with every storage kind of the scenario's
 *    deployment that it can carry, provisioned at the scenario's figures, the kind's included
 *    baseline and the measured rate rounded (evidence.ts: a volume below the measurement is
 *    impossible);
 * 2. each candidate the evidence does not rule out (provisioned or instance ceilings below the
 *    measured rates, a latency above what the reads in flight allow, a thread count it would not
 *    print) is scored by the model's uncalibrated error on the file's own measurements: the
 *    random-read rates and the start's phases, as the mean squared log error;
 * 3. the lowest score wins; within 1 % of it, the one closest to the scenario (same instance,
 *    family, storage kind), then the fewer vCPUs and the name.
 *
 * A file stating nothing about its machine is proposed the current scenario, said so.
 */
import type { Catalog, EbsKind, InstanceType } from '../catalog/types.ts';
import type { OsCache, Scenario, StartupOpt, StorageKind } from '../scenario/types.ts';
import { STARTUP_OPTS } from '../scenario/types.ts';
import type { BenchmarkRecord, StartupRecord } from '../imports/types.ts';
import { storageKind, storageKinds } from '../storage/index.ts';
import { ebsLimits, getInstance } from '../catalog/index.ts';
import { scenarioVcpu } from '../devices/params.ts';
import { checkStartup } from './machine.ts';
import { describeDevice, machineLabel, scenarioFor } from './context.ts';
import type { FileEvidence } from './evidence.ts';
import { deviceContradictions, fileEvidence, vcpuContradiction } from './evidence.ts';
import { predictReads } from './device.ts';
import { predictCase, spanSeconds } from './startup.ts';
import { formatCount, formatInt, formatNumber } from '../format/index.ts';

/** A proposed machine and why (the CLI's `machines[].proposed`, the import review's default). */
export interface MachineProposal {
  scenario: Scenario;
  reasons: string[];
}

/**
 * Typical errors (root mean squared log error) within this of the best are ties, settled by
 * closeness to the scenario and round provisioning (5,000 IOPS rather than 5,100).
 */
const TYPICAL_ERROR_TIE = 0.01;

const clone = (s: Scenario): Scenario => JSON.parse(JSON.stringify(s)) as Scenario;

/** A measured rate as a volume would be provisioned for it: 5,061 → 5,000; 199.75 → 200. */
export function provisionedFor(measured: number, step: number): number {
  return Math.max(step, Math.round(measured / step) * step);
}

/** The file's own statements laid over the scenario: version, tables, a row's machine. */
function stated(e: FileEvidence, current: Scenario, catalog: Catalog, reasons: string[]): Scenario {
  let s = clone(current);
  s.calibration = null;
  const at = (line: number): string => `${e.file} line ${formatInt(line)}`;
  if (e.row !== null) {
    s = scenarioFor(s, e.row, catalog);
    reasons.push(
      `the rows name their machine (${machineLabel(e.row)}); each row's own columns are used`,
    );
  }
  if (e.version !== null && /^\d+\.\d+\.\d+$/.test(e.version.value)) {
    s.mysql.version = e.version.value;
    reasons.push(`${at(e.version.line)}: MySQL ${e.version.value}`);
  }
  if (e.tables !== null) {
    s.mysql.tables = e.tables.value;
    reasons.push(`${at(e.tables.line)}: ${formatInt(e.tables.value)} .ibd files found: the tables`);
  }
  return s;
}

/** The instances the vCPU evidence allows, in the scenario's cloud. */
function instancesFor(e: FileEvidence, current: Scenario, catalog: Catalog): InstanceType[] {
  const cloud = current.cloud;
  const v = e.vcpu;
  const all = Object.values(catalog.instances).filter((i) => (i.cloud ?? 'aws') === cloud);
  if (v !== null)
    return all.filter((i) => (v.exact !== null ? i.vcpu === v.exact : i.vcpu >= v.min));
  return all;
}

/** The provisioning options of one kind: the scenario's, the baseline, the measured rounded. */
function provisionings(
  kind: StorageKind,
  e: FileEvidence,
  base: Scenario,
  catalog: Catalog,
): { iops: number; throughputMiBps: number }[] {
  const p = storageKind(kind).provisions;
  const cur = { iops: base.storage.iops, throughputMiBps: base.storage.throughputMiBps };
  if (!p.iops && !p.throughputMiBps) return [cur];
  const iops = new Set([cur.iops]);
  const mib = new Set([cur.throughputMiBps]);
  if (kind === 'gp3' || kind === 'io2' || kind === 'gp2') {
    const l = ebsLimits(catalog, kind as EbsKind);
    iops.add(l.baselineIops);
    if (l.baselineMiBps > 0) mib.add(l.baselineMiBps);
  }
  const d = e.device;
  for (const step of [1000, 500, 100])
    if (d?.maxReadIops) iops.add(provisionedFor(d.maxReadIops.value, step));
  for (const step of [25, 5])
    if (d?.maxReadMiBps) mib.add(provisionedFor(d.maxReadMiBps.value, step));
  const out: { iops: number; throughputMiBps: number }[] = [];
  for (const i of iops)
    for (const m of p.throughputMiBps ? mib : [cur.throughputMiBps])
      out.push({ iops: i, throughputMiBps: m });
  return out;
}

/**
 * The startup optimisations and OS caches to try: every one for a start whose vCPUs the log
 * fixes (a light, warm start is a tenth of a cold one's scan and check), else the scenario's
 * (searching them over every instance would take seconds).
 */
function startsToTry(e: FileEvidence, hasStarts: boolean, base: Scenario): [StartupOpt, OsCache][] {
  if (!hasStarts || e.vcpu === null) return [[base.mysql.startupOpt, base.mysql.osCache]];
  return STARTUP_OPTS.flatMap((o) => OS_CACHES.map((c): [StartupOpt, OsCache] => [o, c]));
}

const OS_CACHES: readonly OsCache[] = ['cold', 'warm'];

/** Every machine the file may come from: instance × kind it can carry × provisioning. */
function candidates(
  e: FileEvidence,
  base: Scenario,
  catalog: Catalog,
  hasStarts: boolean,
): Scenario[] {
  const kinds = storageKinds().filter(
    (k) =>
      (k.clouds ?? ['aws']).includes(base.cloud) &&
      (k.deployments ?? ['ec2']).includes(base.deployment) &&
      !k.provisions.device,
  );
  const out: Scenario[] = [];
  for (const inst of instancesFor(e, base, catalog))
    for (const k of kinds) {
      if (k.deviceClass === 'nvme' && !inst.instanceStore && inst.cloud === undefined) continue;
      for (const p of provisionings(k.kind, e, base, catalog))
        for (const [opt, cache] of startsToTry(e, hasStarts, base)) {
          const s = clone(base);
          s.instance.type = inst.name;
          s.storage.kind = k.kind;
          s.storage.iops = p.iops;
          s.storage.throughputMiBps = p.throughputMiBps;
          s.storage.volumeState = 'warm';
          s.mysql.startupOpt = opt;
          s.mysql.osCache = cache;
          out.push(s);
        }
    }
  return out;
}

/** Why machine `s` cannot be the file's (one sentence each), or []. */
export function contradictions(
  e: FileEvidence,
  starts: readonly StartupRecord[],
  s: Scenario,
  catalog: Catalog,
): string[] {
  const at = (line: number): string => `${e.file} line ${formatInt(line)}`;
  const out: string[] = [];
  const v = vcpuContradiction(e, s, catalog, at);
  if (v !== null) out.push(v);
  if (e.device !== null) out.push(...deviceContradictions(e.device, s, catalog, at));
  for (const r of starts) {
    const c = checkStartup(r, s, describeDevice(s), catalog).refused;
    if (c !== null) out.push(c);
  }
  return out;
}

/** Mean squared log error of the model on the file's measurements at machine `s`; null: refused. */
function score(
  e: FileEvidence,
  starts: readonly StartupRecord[],
  s: Scenario,
  catalog: Catalog,
): number | null {
  let sum = 0;
  let n = 0;
  const add = (pred: number, meas: number): void => {
    if (!(pred > 0) || !(meas > 0)) return;
    const r = Math.log(pred / meas);
    sum += r * r;
    n += 1;
  };
  for (const r of e.device?.runs ?? []) {
    if (r.mode !== 'rndrd' || r.blockSizeKiB === null || r.threads === null) continue;
    const p = { ioSizeKiB: r.blockSizeKiB, threads: r.threads, readsPerSecond: r.readsPerSecond };
    add(predictReads(s, catalog, null, p), r.readsPerSecond);
  }
  for (const r of starts) {
    const p = predictCase(s, catalog);
    if (!p.ok) return null;
    for (const ph of r.phases) add(spanSeconds(p.startup, ph), ph.seconds);
  }
  return n > 0 ? sum / n : null;
}

/** Closeness to the scenario: same instance, family, storage kind (lower is closer). */
function distance(s: Scenario, current: Scenario, catalog: Catalog): number[] {
  const fam = (x: Scenario): string | undefined => getInstance(catalog, x.instance.type)?.family;
  return [
    s.instance.type === current.instance.type ? 0 : 1,
    fam(s) === fam(current) ? 0 : 1,
    s.storage.kind === current.storage.kind ? 0 : 1,
    s.mysql.startupOpt === current.mysql.startupOpt ? 0 : 1,
    s.mysql.osCache === current.mysql.osCache ? 0 : 1,
    roundness(s.storage.iops, [1000, 500, 100]),
    roundness(s.storage.throughputMiBps, [25, 5]),
    scenarioVcpu(s, catalog),
  ];
}

/** 0 for a multiple of the first step, 1 of the second…: rounder provisioning is likelier. */
function roundness(x: number, steps: readonly number[]): number {
  const i = steps.findIndex((st) => x % st === 0);
  return i < 0 ? steps.length : i;
}

function closer(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The file's evidence in words: what it says about vCPUs and the device. */
function evidenceReasons(e: FileEvidence): string[] {
  const at = (line: number): string => `${e.file} line ${formatInt(line)}`;
  const out: string[] = [];
  const v = e.vcpu;
  if (v !== null)
    out.push(
      `${at(v.line)}: ${v.why}: ${v.exact !== null ? formatCount(v.exact, 'vCPU') : `at least ${formatCount(v.min, 'vCPU')}`}`,
    );
  const d = e.device;
  if (d?.maxReadIops)
    out.push(
      `${at(d.maxReadIops.line)}: up to ${formatInt(d.maxReadIops.value)} random reads/s: no volume or instance below that`,
    );
  if (d?.maxReadMiBps)
    out.push(
      `${at(d.maxReadMiBps.line)}: up to ${formatNumber(d.maxReadMiBps.value, 1)} MiB/s read: no volume or instance below that`,
    );
  if (d?.latencyBoundUs)
    out.push(
      `${at(d.latencyBoundUs.line)}: reads in flight took at most ${formatInt(d.latencyBoundUs.value)} µs each (threads / reads per second)`,
    );
  if (d?.fastestReadUs)
    out.push(
      `${at(d.fastestReadUs.line)}: the fastest read took ${formatInt(d.fastestReadUs.value)} µs: no device whose typical read takes over twice that`,
    );
  return out;
}

/** The machine file `file` was most likely measured on, with the reasons. */
export function proposeMachine(
  records: readonly BenchmarkRecord[],
  file: string,
  current: Scenario,
  catalog: Catalog,
): MachineProposal {
  const e = fileEvidence(records, file);
  const starts = records.filter(
    (r): r is StartupRecord => r.kind === 'startup' && r.source.file === file,
  );
  const reasons: string[] = [];
  const base = stated(e, current, catalog, reasons);
  const searched = e.row === null && (e.vcpu !== null || e.device !== null || starts.length > 0);
  if (!searched) {
    if (reasons.length === 0)
      reasons.push('the file states nothing about its machine: the current scenario');
    return { scenario: base, reasons };
  }
  reasons.push(...evidenceReasons(e));
  let best: { s: Scenario; err: number; d: number[] } | null = null;
  let consistent = 0;
  for (const s of candidates(e, base, catalog, starts.length > 0)) {
    if (contradictions(e, starts, s, catalog).length > 0) continue;
    const sc = score(e, starts, s, catalog);
    if (sc === null) continue;
    consistent += 1;
    const err = Math.sqrt(sc);
    const d = distance(s, current, catalog);
    if (
      best === null ||
      err < best.err - TYPICAL_ERROR_TIE ||
      (err <= best.err + TYPICAL_ERROR_TIE && closer(d, best.d) < 0)
    )
      best = { s, err, d };
  }
  if (best === null) {
    reasons.push(
      'no machine of the catalog is consistent with all of it: the current scenario, with what the file states',
    );
    return { scenario: base, reasons };
  }
  const m = best.s.mysql;
  if (m.startupOpt !== current.mysql.startupOpt || m.osCache !== current.mysql.osCache)
    reasons.push(`the phases' times fit a ${m.startupOpt} start with a ${m.osCache} OS cache`);
  reasons.push(
    `of ${formatCount(consistent, 'machine')} consistent with it, ${describeDevice(best.s)} is the one the model predicts the file's measurements closest on (typical error ${formatNumber((Math.exp(best.err) - 1) * 100, 0)} %)`,
  );
  return { scenario: best.s, reasons };
}
