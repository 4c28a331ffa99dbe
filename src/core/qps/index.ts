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
import {
  CPU_US_PER_PAGE_READ,
  CPU_US_PER_QUERY,
  CPU_US_PER_WRITE,
  DOUBLEWRITE_BATCH_KIB,
  FIL_MUTEX_HOLD_US,
  LOG_KIB_PER_WRITE,
  LOG_WRITES_PER_COMMIT_GROUP,
} from './constants.ts';

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
  };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Every ceiling, queries per second (finite, ≥ 0; Number.MAX_VALUE stands for "none"). */
export function qpsCeilings(x: QpsInputs): Ceiling[] {
  const w = x.writeFraction;
  const miss = x.missRatio;
  const P = x.pageKiB;
  const group = Math.max(1, x.threads * w);
  const logOps = w > 0 ? (w * LOG_WRITES_PER_COMMIT_GROUP) / group : 0;
  const logKiB = w * LOG_KIB_PER_WRITE;
  const dwKiB = x.doublewrite === 'off' ? 0 : w * P;
  const dwOps = dwKiB / DOUBLEWRITE_BATCH_KIB;
  // IO operations and KiB per query on the data device.
  const dataWriteOps = w + (x.logsOnData ? logOps : 0) + (x.doublewrite === 'data' ? dwOps : 0);
  const dataOps = miss + dataWriteOps * x.writeIoCost;
  const dataKiB =
    miss * P + w * P + (x.logsOnData ? logKiB : 0) + (x.doublewrite === 'data' ? dwKiB : 0);
  const out: Ceiling[] = [];
  const push = (bound: Bound, qps: number, label: string): void => {
    out.push({ bound, qps: Number.isFinite(qps) && qps >= 0 ? qps : Number.MAX_VALUE, label });
  };
  const d = x.device;
  if (dataOps > 0)
    push(
      d.iops.bound,
      d.iops.value / dataOps,
      `${d.iops.label} / ${dataOps.toFixed(3)} IOs per query`,
    );
  if (dataKiB > 0) {
    push(
      d.bandwidth.bound,
      (d.bandwidth.value * 1024) / dataKiB,
      `${d.bandwidth.label} / ${dataKiB.toFixed(2)} KiB per query`,
    );
  }
  if (miss > 0) {
    const lat = latencyUs(d, P, x.threads);
    push(
      'latency',
      (x.threads * 1e6) / (miss * lat),
      `${fmt(x.threads)} client threads, ${fmt(lat)} µs per ${P} KiB read`,
    );
  }
  const cpuUs = CPU_US_PER_QUERY + miss * CPU_US_PER_PAGE_READ + w * CPU_US_PER_WRITE;
  push(
    miss > 0 ? 'cpu' : 'memory',
    (x.vcpu * 1e6) / cpuUs,
    `${x.vcpu} vCPUs at ${cpuUs.toFixed(0)} µs CPU per query`,
  );
  if (x.mutex && miss > 0) {
    push(
      'mutex',
      1e6 / FIL_MUTEX_HOLD_US / miss,
      `fil_system mutex: at most ${fmt(1e6 / FIL_MUTEX_HOLD_US)} page reads/s (MySQL 5.6/5.7)`,
    );
  }
  if (x.logVolume && w > 0) {
    const ops = logOps + (x.doublewrite === 'log' ? dwOps : 0);
    const kib = logKiB + (x.doublewrite === 'log' ? dwKiB : 0);
    if (ops > 0)
      push(
        'iops',
        x.logVolume.iops / ops,
        `log volume (gp3 baseline) ${fmt(x.logVolume.iops)} IOPS`,
      );
    if (kib > 0)
      push(
        'bandwidth',
        (x.logVolume.mibps * 1024) / kib,
        `log volume (gp3 baseline) ${fmt(x.logVolume.mibps)} MiB/s`,
      );
  }
  return out;
}

/** Point-select QPS only (hot path of the recommend search). */
export function qpsValue(x: QpsInputs): number {
  let best = Number.MAX_VALUE;
  for (const c of qpsCeilings(x)) if (c.qps < best) best = c.qps;
  return best;
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
    mutex: 'bound by the fil_system mutex',
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
