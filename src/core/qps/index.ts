/**
 * IO-bound point-select QPS (brief section 5). With uniformly random lookups, a fraction
 *     miss = max(0, 1 - bufferPool / data)
 * of queries read one page of innodb_page_size P from the device. Ceilings, in queries/s:
 *     device IOPS      iopsCap / (miss + w · writeOps)                         (shared by reads and writes)
 *     device bandwidth bwCap / (miss · P + w · (P + dblwr · P + log))
 *     latency          threads / (miss · latency(P, threads))
 *     CPU              vCPU / (cpuQuery + miss · cpuRead + w · cpuWrite)
 *     mutex (5.6/5.7)  (1 / holdTime) / miss
 *     log volume       gp3 baseline caps for redo, binlog and doublewrite when they live there
 * QPS is the smallest; its bound names the limit. The device is taken at its sustained ceilings
 * (instance EBS baseline, gp2 baseline), since a workload runs for hours.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Bound, QpsPrediction } from '../types.ts';
import type { DeviceParams } from '../devices/params.ts';
import { deviceParams, scenarioInstance, scenarioVcpu } from '../devices/params.ts';
import { latencyUs } from '../devices/rate.ts';
import { hasFilSystemMutex, parseMysqlVersion } from '../scenario/version.ts';
import type { QpsConstants } from './constants.ts';
import { DOUBLEWRITE_BATCH_KIB, LOG_WRITES_PER_COMMIT_GROUP, QPS_CONSTANTS } from './constants.ts';
import { formatInt } from '../format/index.ts';

export interface QpsInputs {
  missRatio: number;
  pageKiB: number;
  threads: number;
  writeFraction: number;
  vcpu: number;
  mutex: boolean;
  device: DeviceParams;
  /** Cost of one write IO relative to a read IO on the data device (NVMe: read/write IOPS). */
  writeIoCost: number;
  doublewrite: 'off' | 'data' | 'log';
  logsOnData: boolean;
  /** Separate log volume caps (gp3 baseline), null when logs are on the data volume. */
  logVolume: { iops: number; mibps: number } | null;
  /** The assumed constants (`QPS_CONSTANTS`; the uncertainty ranges pass either end). */
  k: Readonly<QpsConstants>;
}

export interface Ceiling {
  bound: Bound;
  qps: number;
  label: string;
}

/** Fraction of uniformly random lookups that miss the buffer pool. */
export function missRatio(bufferPoolGiB: number, dataGiB: number): number {
  if (!(dataGiB > 0)) return 0;
  return Math.min(1, Math.max(0, 1 - bufferPoolGiB / dataGiB));
}

export function qpsInputs(scenario: Scenario, catalog: Catalog): QpsInputs {
  const m = scenario.mysql;
  const ver = parseMysqlVersion(m.version);
  const inst = scenarioInstance(scenario, catalog);
  const store = scenario.storage.kind === 'instance-store' ? (inst?.instanceStore ?? null) : null;
  const gp3 = catalog.ebsLimits.gp3;
  return {
    missRatio: missRatio(m.bufferPoolGiB, m.dataGiB),
    pageKiB: m.pageSizeKiB,
    threads: Math.max(1, Math.floor(scenario.workload.threads)),
    writeFraction: Math.min(1, Math.max(0, scenario.workload.writeFraction)),
    vcpu: scenarioVcpu(scenario, catalog),
    mutex: ver ? hasFilSystemMutex(ver) : false,
    device: deviceParams(scenario, catalog, { sustained: true, firstTouch: false }),
    writeIoCost: store && store.writeIops4k > 0 ? store.readIops4k / store.writeIops4k : 1,
    doublewrite: m.doublewrite,
    logsOnData: m.logPlacement === 'data',
    logVolume:
      m.logPlacement === 'separate' ? { iops: gp3.baselineIops, mibps: gp3.baselineMiBps } : null,
    k: QPS_CONSTANTS,
  };
}

const fmt = formatInt;

/** Per-query demands on each resource, shared by the labelled ceilings and the fast path. */
interface QpsTerms {
  /** IO operations (write-cost weighted) and KiB per query on the data device. */
  dataOps: number;
  dataKiB: number;
  /** Per-read latency at the page size and thread count, microseconds. */
  latencyUs: number;
  cpuUs: number;
  /** Operations and KiB per query on the separate log volume. */
  logOps: number;
  logKiB: number;
}

const TERMS: QpsTerms = { dataOps: 0, dataKiB: 0, latencyUs: 0, cpuUs: 0, logOps: 0, logKiB: 0 };

/** Fills and returns a shared scratch object (no allocation: the search calls this millions of times). */
function qpsTerms(x: QpsInputs): QpsTerms {
  const w = x.writeFraction;
  const P = x.pageKiB;
  const group = Math.max(1, x.threads * w);
  const logOps = w > 0 ? (w * LOG_WRITES_PER_COMMIT_GROUP) / group : 0;
  const logKiB = w * x.k.logKibPerWrite;
  const dwKiB = x.doublewrite === 'off' ? 0 : w * P;
  const dwOps = dwKiB / DOUBLEWRITE_BATCH_KIB;
  const dwOnData = x.doublewrite === 'data';
  const dataWriteOps = w + (x.logsOnData ? logOps : 0) + (dwOnData ? dwOps : 0);
  const onLog = x.logVolume !== null;
  const t = TERMS;
  t.dataOps = x.missRatio + dataWriteOps * x.writeIoCost;
  t.dataKiB = x.missRatio * P + w * P + (x.logsOnData ? logKiB : 0) + (dwOnData ? dwKiB : 0);
  t.latencyUs = latencyUs(x.device, P, x.threads);
  t.cpuUs = x.k.cpuUsPerQuery + x.missRatio * x.k.cpuUsPerPageRead + w * x.k.cpuUsPerWrite;
  t.logOps = onLog ? logOps + (x.doublewrite === 'log' ? dwOps : 0) : 0;
  t.logKiB = onLog ? logKiB + (x.doublewrite === 'log' ? dwKiB : 0) : 0;
  return t;
}

const safe = (q: number): number => (Number.isFinite(q) && q >= 0 ? q : Number.MAX_VALUE);

/** Every ceiling, queries per second (finite, ≥ 0; Number.MAX_VALUE stands for "none"). */
export function qpsCeilings(x: QpsInputs): Ceiling[] {
  const t = { ...qpsTerms(x) };
  const miss = x.missRatio;
  const P = x.pageKiB;
  const d = x.device;
  const out: Ceiling[] = [];
  const push = (bound: Bound, qps: number, label: string): void => {
    out.push({ bound, qps: safe(qps), label });
  };
  if (t.dataOps > 0) {
    push(
      d.iops.bound,
      d.iops.value / t.dataOps,
      `${d.iops.label} / ${t.dataOps.toFixed(3)} IOs per query`,
    );
  }
  if (t.dataKiB > 0) {
    push(
      d.bandwidth.bound,
      (d.bandwidth.value * 1024) / t.dataKiB,
      `${d.bandwidth.label} / ${t.dataKiB.toFixed(2)} KiB per query`,
    );
  }
  if (miss > 0) {
    push(
      'latency',
      (x.threads * 1e6) / (miss * t.latencyUs),
      `${fmt(x.threads)} client threads, ${fmt(t.latencyUs)} µs per ${P} KiB read`,
    );
  }
  push(
    miss > 0 ? 'cpu' : 'memory',
    (x.vcpu * 1e6) / t.cpuUs,
    `${x.vcpu} vCPUs at ${t.cpuUs.toFixed(0)} µs CPU per query`,
  );
  if (x.mutex && miss > 0) {
    push(
      'mutex',
      1e6 / x.k.filMutexHoldUs / miss,
      `fil_system mutex: at most ${fmt(1e6 / x.k.filMutexHoldUs)} page reads/s (MySQL 5.6/5.7)`,
    );
  }
  if (x.logVolume && t.logOps > 0) {
    push(
      'iops',
      x.logVolume.iops / t.logOps,
      `log volume (gp3 baseline) ${fmt(x.logVolume.iops)} IOPS`,
    );
  }
  if (x.logVolume && t.logKiB > 0) {
    push(
      'bandwidth',
      (x.logVolume.mibps * 1024) / t.logKiB,
      `log volume (gp3 baseline) ${fmt(x.logVolume.mibps)} MiB/s`,
    );
  }
  return out;
}

/** Point-select QPS only, no labels (hot path of the recommend search); equals min(qpsCeilings). */
export function qpsValue(x: QpsInputs): number {
  const t = qpsTerms(x);
  const miss = x.missRatio;
  const d = x.device;
  let q = safe((x.vcpu * 1e6) / t.cpuUs);
  if (t.dataOps > 0) q = Math.min(q, safe(d.iops.value / t.dataOps));
  if (t.dataKiB > 0) q = Math.min(q, safe((d.bandwidth.value * 1024) / t.dataKiB));
  if (miss > 0) q = Math.min(q, safe((x.threads * 1e6) / (miss * t.latencyUs)));
  if (x.mutex && miss > 0) q = Math.min(q, safe(1e6 / x.k.filMutexHoldUs / miss));
  if (x.logVolume && t.logOps > 0) q = Math.min(q, safe(x.logVolume.iops / t.logOps));
  if (x.logVolume && t.logKiB > 0) q = Math.min(q, safe((x.logVolume.mibps * 1024) / t.logKiB));
  return q;
}

export function predictQps(scenario: Scenario, catalog: Catalog): QpsPrediction {
  const x = qpsInputs(scenario, catalog);
  const ceilings = qpsCeilings(x);
  let top = ceilings[0] ?? { bound: 'memory' as Bound, qps: 0, label: '' };
  for (const c of ceilings) if (c.qps < top.qps) top = c;
  const qps = top.qps;
  const names: Partial<Record<Bound, string>> = {
    iops: 'IOPS-bound',
    bandwidth: 'bandwidth-bound',
    'instance-ebs': "bound by the instance's sustained EBS ceiling",
    latency: 'latency-bound (too few client threads for the device latency)',
    cpu: 'CPU-bound',
    memory: 'in memory (no reads), CPU-bound',
    mutex: 'mutex-bound (MySQL 5.6/5.7)',
  };
  const missText = `${(x.missRatio * 100).toFixed(1)} % of lookups miss the buffer pool and read one ${x.pageKiB} KiB page`;
  return {
    pointSelect: qps,
    bound: top.bound,
    explanation: `${names[top.bound] ?? top.bound}: ${top.label}; ${missText}.`,
    missRatio: x.missRatio,
    pageReadsPerSecond: qps * x.missRatio,
    ceilings: ceilings.map((c) => ({ bound: c.bound, qps: c.qps, label: c.label })),
  };
}
