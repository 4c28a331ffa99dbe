/**
 * What one imported file shows about the machine it was measured on (issue 39), and the machines
 * that evidence rules out:
 * - a log's MySQL version and `.ibd` count (machine.ts reads them);
 * - its duplicate check's threads: InnoDB's n = min(files / 8,000, 2 × vCPUs, 16) workers plus
 *   the main thread (`fil_get_scan_threads`), so "Using 9 threads" over 1,000,000 files means
 *   exactly 4 vCPUs; iostat's "(N CPU)" header states the vCPUs outright;
 * - a benchmark's highest random-read rate and read bandwidth: a volume provisioned below them,
 *   or an instance whose EBS ceilings are below them, cannot have given them (within
 *   MEASURED_ABOVE_PROVISIONED);
 * - its latency: N reads in flight completing at R reads/s take N / R seconds each at most
 *   (Little's law), so a device whose unloaded read latency is well above that cannot be it.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { BenchmarkRecord, DeviceRunRecord, RunContext } from '../imports/types.ts';
import { storageKind } from '../storage/index.ts';
import { readRate } from '../devices/index.ts';
import { scenarioVcpu } from '../devices/params.ts';
import { statedMachine } from './machine.ts';
import { formatCount, formatInt, formatNumber } from '../format/index.ts';

/**
 * How far a measurement may exceed the provisioned figure and still come from it: gp3 volumes
 * provisioned at 12,000 and 16,000 IOPS measured 12,200 and 16,267 random 4 KiB reads/s
 * (+1.7 %, tests/fixtures/imports/brief-fileio.csv, the brief's section 4); 5 % leaves room.
 */
export const MEASURED_ABOVE_PROVISIONED = 0.05;

/**
 * How far a device's typical unloaded read latency may exceed the Little's-law bound of a run
 * (threads / reads per second) before the device is ruled out: the catalog's latencies are typical
 * figures (gp3's 330 µs is one measurement, limits.ts), not minimums.
 */
export const LATENCY_ABOVE_BOUND = 0.5;

/**
 * The fastest read of a run against the device's typical unloaded latency: a device whose typical
 * read takes more than this many times the fastest one measured is ruled out. An estimate (no
 * published figure): gp3's 4 KiB runs of tests/fixtures/imports/sysbench-gp3-5000-200-runs.txt
 * have their fastest read at 380 µs against the 330 µs typical figure; a network-attached volume
 * does not complete a read in under half its typical time, local NVMe does (fio's 64 µs in tests/fixtures/imports/fio-randread-16k-qd32.json).
 */
export const FASTEST_READ_FACTOR = 2;

interface Stated<T> {
  value: T;
  line: number;
}

/** The device evidence of a file's runs: random reads only for rates, any read for bandwidth. */
export interface DeviceEvidence {
  runs: DeviceRunRecord[];
  /** Highest random reads/s of a run. */
  maxReadIops: Stated<number> | null;
  /** Highest read MiB/s of any read run (sequential included). */
  maxReadMiBps: Stated<number> | null;
  /** Lowest threads / reads-per-second over the random-read runs, µs. */
  latencyBoundUs: Stated<number> | null;
  /** The fastest read of any random-read run (the tool's min latency), µs. */
  fastestReadUs: Stated<number> | null;
}

/** What one file shows about its machine. */
export interface FileEvidence {
  file: string;
  version: Stated<string> | null;
  tables: Stated<number> | null;
  /** vCPUs from the duplicate check's threads or iostat's header: exact, or a lower bound. */
  vcpu: { exact: number | null; min: number; line: number; why: string } | null;
  device: DeviceEvidence | null;
  /** The first row naming its machine (a CSV row's instance or storage columns). */
  row: RunContext | null;
}

const isRead = (r: DeviceRunRecord): boolean =>
  r.mode === 'rndrd' || r.mode === 'seqrd' || r.mode === 'rndrw' || r.mode === 'seqrw';

/** The rates, bandwidth and latencies of a set of runs (one file's, or one machine's). */
export function deviceEvidence(runs: DeviceRunRecord[]): DeviceEvidence | null {
  if (runs.length === 0) return null;
  let iops: Stated<number> | null = null;
  let mibps: Stated<number> | null = null;
  let lat: Stated<number> | null = null;
  let fastest: Stated<number> | null = null;
  for (const r of runs) {
    const line = r.source.line;
    const minUs = (r.latency?.minMs ?? 0) * 1000;
    if (r.mode === 'rndrd' && minUs > 0 && (fastest === null || minUs < fastest.value))
      fastest = { value: minUs, line };
    if (r.mode === 'rndrd' && r.readsPerSecond > 0) {
      if (iops === null || r.readsPerSecond > iops.value) iops = { value: r.readsPerSecond, line };
      if (r.threads !== null && r.threads >= 1) {
        const us = (r.threads / r.readsPerSecond) * 1e6;
        if (lat === null || us < lat.value) lat = { value: us, line };
      }
    }
    if (isRead(r) && r.readMiBps > 0 && (mibps === null || r.readMiBps > mibps.value))
      mibps = { value: r.readMiBps, line };
  }
  return {
    runs,
    maxReadIops: iops,
    maxReadMiBps: mibps,
    latencyBoundUs: lat,
    fastestReadUs: fastest,
  };
}

/** Everything one file's records state about the machine they were measured on. */
export function fileEvidence(records: readonly BenchmarkRecord[], file: string): FileEvidence {
  const mine = records.filter((r) => r.source.file === file);
  const out: FileEvidence = {
    file,
    version: null,
    tables: null,
    vcpu: null,
    device: null,
    row: null,
  };
  for (const r of mine) {
    if (r.kind !== 'startup') continue;
    const st = statedMachine(r);
    out.version ??= st.version;
    out.tables ??= st.filesFound;
    if (st.scanThreads !== null && out.vcpu === null) {
      const t = st.scanThreads;
      out.vcpu = {
        exact: t.exactVcpu,
        min: t.minVcpu,
        line: t.line,
        why: `"Using ${formatInt(t.value)} threads" is ${formatInt(t.value - 1)} duplicate-check workers + main; InnoDB starts min(files / 8,000, 2 × vCPUs, 16) workers`,
      };
    }
  }
  for (const r of mine) {
    if (r.kind === 'disk-series' && r.machineVcpu !== undefined && out.vcpu === null)
      out.vcpu = {
        exact: r.machineVcpu.value,
        min: r.machineVcpu.value,
        line: r.machineVcpu.line,
        why: `iostat's header says (${formatInt(r.machineVcpu.value)} CPU)`,
      };
    if ('context' in r && out.row === null && (r.context.instance ?? r.context.storage))
      out.row = r.context;
  }
  out.device = deviceEvidence(mine.filter((r) => r.kind === 'device-run'));
  return out;
}

/** Reads/s one thread gets at 4 KiB: the device's unloaded latency is its inverse. */
function unloadedLatencyUs(s: Scenario, catalog: Catalog): number {
  const rate = readRate({ ...s, calibration: null }, catalog, 4, 1).readsPerSecond;
  return rate > 0 ? 1e6 / rate : Number.POSITIVE_INFINITY;
}

/**
 * Why the device evidence cannot come from machine `s` (one sentence each), or [] when it can.
 * `at` names a line ("fio.json line 3").
 */
export function deviceContradictions(
  d: DeviceEvidence,
  s: Scenario,
  catalog: Catalog,
  at: (line: number) => string,
): string[] {
  const out: string[] = [];
  const kind = storageKind(s.storage.kind);
  const inst = getInstance(catalog, s.instance.type);
  const over = (measured: number, cap: number): boolean =>
    measured > cap * (1 + MEASURED_ABOVE_PROVISIONED);
  const iops = d.maxReadIops;
  const mib = d.maxReadMiBps;
  if (iops !== null && kind.provisions.iops && over(iops.value, s.storage.iops))
    out.push(
      `${at(iops.line)}: ${formatInt(iops.value)} reads/s measured; ${s.storage.kind} provisioned at ${formatInt(s.storage.iops)} IOPS cannot give them`,
    );
  if (mib !== null && kind.provisions.throughputMiBps && over(mib.value, s.storage.throughputMiBps))
    out.push(
      `${at(mib.line)}: ${formatNumber(mib.value, 1)} MiB/s read; ${s.storage.kind} provisioned at ${formatInt(s.storage.throughputMiBps)} MiB/s cannot give them`,
    );
  if (inst !== undefined && kind.onEbs) {
    if (iops !== null && over(iops.value, inst.ebs.maxIops))
      out.push(
        `${at(iops.line)}: ${formatInt(iops.value)} reads/s measured; ${inst.name} allows at most ${formatInt(inst.ebs.maxIops)} IOPS to its volumes`,
      );
    if (mib !== null && over(mib.value, inst.ebs.maxMiBps))
      out.push(
        `${at(mib.line)}: ${formatNumber(mib.value, 1)} MiB/s read; ${inst.name} allows at most ${formatInt(inst.ebs.maxMiBps)} MiB/s to its volumes`,
      );
  }
  const lat = d.latencyBoundUs;
  const fast = d.fastestReadUs;
  if (lat === null && fast === null) return out;
  const us = unloadedLatencyUs(s, catalog);
  if (lat !== null && us > lat.value * (1 + LATENCY_ABOVE_BOUND))
    out.push(
      `${at(lat.line)}: the reads in flight completed in ${formatInt(lat.value)} µs each at most (threads / reads per second); ${s.storage.kind} takes about ${formatInt(us)} µs per read`,
    );
  else if (fast !== null && us > fast.value * FASTEST_READ_FACTOR)
    out.push(
      `${at(fast.line)}: the fastest read took ${formatInt(fast.value)} µs; ${s.storage.kind} takes about ${formatInt(us)} µs per read`,
    );
  return out;
}

/** Why the file's vCPU evidence (iostat's header) cannot come from machine `s`, or null. */
export function vcpuContradiction(
  e: FileEvidence,
  s: Scenario,
  catalog: Catalog,
  at: (line: number) => string,
): string | null {
  const v = e.vcpu;
  if (v === null || v.exact === null) return null;
  const has = scenarioVcpu(s, catalog);
  if (has === v.exact) return null;
  return `${at(v.line)}: ${v.why}: ${formatCount(v.exact, 'vCPU')}; ${s.instance.type} has ${formatCount(has, 'vCPU')}`;
}
