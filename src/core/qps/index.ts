/**
 * IO-bound QPS of a point-select workload with a fraction w of one-row updates (brief sections 2
 * and 5). A fraction `miss` of lookups reads one page of innodb_page_size P from the data device
 * (uniform access, or the hot/cold skew of skew.ts). Every query is its own transaction; the
 * mix's rate is the smallest ceiling, in queries/s:
 *
 *     device IOPS       iopsCap / (miss + writeOps · writeIoCost)        (EBS, local NVMe)
 *     device bandwidth  bwCap / (miss · P + w · P + dblwr + log KiB)       (EBS, local NVMe)
 *     device time       1 / (miss · readUs + writeOps · writeUs + writeKiB · usPerKiB)   (custom device:
 *                       one queue serves reads and cached writes, the brief's 95 · 0.1 + 5 · 5 ms)
 *     client threads    threads / (cpu + miss · latency(P) + w · commitWait)
 *     CPU               vCPU / cpu
 *     mutex (5.6/5.7)   fil_system mutex, closed system: at most its peak reads/s (mutex.ts)
 *     log volume        its IOPS and MiB/s for redo, binlog (and doublewrite when placed there)
 *     instance EBS      data + log volume IO against the instance's sustained EBS ceiling
 *     page cleaners     batches written and waited for; doublewrite on the data device waits
 *                       twice behind its reads (flush.ts)
 *
 * `pointSelect` is the point-select part of the mix, (1 − w) × the mix's rate;
 * `transactionsPerSecond` the whole mix's rate (when w > 0). The device is taken at its sustained
 * ceilings (instance EBS baseline, gp2 baseline), since a workload runs for hours.
 */
import { calibratedDevice } from '../scenario/calibrationCover.ts';
import type { Catalog } from '../catalog/types.ts';
import type { CalibratedWorkload, Scenario } from '../scenario/types.ts';
import type { Bound, QpsPrediction } from '../types.ts';
import {
  deviceParams,
  ebsVolumeCapValues,
  scenarioInstance,
  scenarioVcpu,
} from '../devices/params.ts';
import { BUFFERED_READ_OVERHEAD_US } from '../devices/constants.ts';
import { latencyUs } from '../devices/rate.ts';
import { hasFilSystemMutex, parseMysqlVersion } from '../scenario/version.ts';
import type { IoCaps, QpsInputs } from './types.ts';
import { deviceWriteUs } from './deviceTime.ts';
import {
  DEFLATE_US_PER_KIB,
  DOUBLEWRITE_BATCH_KIB,
  FLUSH_BATCH_PAGES,
  INFLATE_US_PER_KIB,
  LOG_WRITES_PER_COMMIT_GROUP,
  QPS_CONSTANTS,
} from './constants.ts';
import { mutexCeilingQps, mutexPeakReadsPerSecond } from './mutex.ts';
import {
  doublewriteBatchPages,
  flushCeilingQps,
  flushCycle,
  pageCleanerThreads,
  readQueueWaitUs,
} from './flush.ts';
import { accessSkewText, isUniform, serverMissRatio } from './skew.ts';
import { formatInt, formatNumber, formatPercent } from '../format/index.ts';
import { storageKind } from '../storage/index.ts';
import { compressionRatioOf } from '../scenario/compression.ts';
import { PAGE_FRAME_BYTES, pageFrameFactor } from '../scenario/pages.ts';
import { multiAzOf } from '../scenario/deployments.ts';
import { MULTI_AZ_CLUSTER } from '../catalog/rds/multiAzCluster.ts';

/**
 * CPU of InnoDB table compression per page (zlib at innodb_compression_level 6): inflating the
 * page on a miss, deflating it on an update (assumed per KiB of the uncompressed page; constants.ts).
 */
export function compressionCpu(
  pageKiB: number,
  ratio: number,
): { perReadUs: number; perWriteUs: number } {
  if (!(ratio > 1)) return NO_COMPRESSION;
  return { perReadUs: pageKiB * INFLATE_US_PER_KIB, perWriteUs: pageKiB * DEFLATE_US_PER_KIB };
}
const NO_COMPRESSION = Object.freeze({ perReadUs: 0, perWriteUs: 0 });

export type { IoCaps, QpsInputs } from './types.ts';

export interface Ceiling {
  bound: Bound;
  qps: number;
  label: string;
  /** What the bound means here when not its usual words (the page cleaners' `latency`). */
  boundText?: string;
}

export { missRatio, serverMissRatio } from './skew.ts';
export type { AccessSkew } from './skew.ts';

const fmt = formatInt;

/**
 * The model's miss ratio as a production capture calibrated it: × measured / model at the
 * capture's buffer pool (`calibration.workload.missFactor`), at most 1; as is without one.
 */
export function calibratedMiss(modelMiss: number, cw: CalibratedWorkload | null): number {
  const f = cw?.missFactor;
  return f != null ? Math.min(1, modelMiss * f) : modelMiss;
}

/**
 * Latency of one write on the data device, µs: a custom device's cached-write figure; EBS and
 * local NVMe a read's (assumption: the catalog's latencies are buffered reads, so the buffered
 * overhead is added back).
 */
function dataWriteLatencyUs(x: QpsInputs): number {
  return x.deviceTime
    ? x.deviceTime.writeLatencyUs
    : x.device.latency4kUs + BUFFERED_READ_OVERHEAD_US;
}

function logVolumeInputs(
  scenario: Scenario,
  catalog: Catalog,
  instanceEbs: IoCaps | null,
): { caps: IoCaps | null; writeLatencyUs: number } {
  const log = scenario.logVolume;
  if (log.kind === 'same') return { caps: null, writeLatencyUs: 0 };
  const v = ebsVolumeCapValues(log, catalog, true);
  const name = `log volume ${log.kind}`;
  const iopsByInst = instanceEbs !== null && instanceEbs.iops < v.iops;
  const bwByInst = instanceEbs !== null && instanceEbs.mibps < v.mibps;
  const caps: IoCaps = {
    iops: iopsByInst && instanceEbs ? instanceEbs.iops : v.iops,
    mibps: bwByInst && instanceEbs ? instanceEbs.mibps : v.mibps,
    label: `${name} ${fmt(log.sizeGiB)} GiB, ${fmt(v.iops)} IOPS / ${fmt(v.mibps)} MiB/s${
      iopsByInst || bwByInst ? ' (capped by the instance EBS ceiling)' : ''
    }`,
  };
  return { caps, writeLatencyUs: storageKind(log.kind).volumeLimits?.(catalog).readLatencyUs ?? 0 };
}

export function qpsInputs(scenario: Scenario, catalog: Catalog): QpsInputs {
  const m = scenario.mysql;
  const st = scenario.storage;
  const ver = parseMysqlVersion(m.version);
  const inst = scenarioInstance(scenario, catalog);
  const kind = storageKind(st.kind);
  const store = kind.deviceClass === 'nvme' ? (inst?.instanceStore ?? null) : null;
  // Aurora's engine writes no pages (its storage applies the redo log records).
  const aurora = scenario.deployment === 'aurora';
  const dataOnEbs = kind.onEbs;
  const firstTouch = dataOnEbs && st.volumeState === 'restored' && st.restoreRemedy === 'none';
  const device = deviceParams(scenario, catalog, { sustained: true, firstTouch });
  const instanceEbs: IoCaps | null = inst
    ? {
        iops: inst.ebs.baselineIops,
        mibps: inst.ebs.baselineMiBps,
        label: `${inst.name} EBS baseline ceiling`,
      }
    : null;
  const log = logVolumeInputs(scenario, catalog, instanceEbs);
  const c = st.custom;
  const count = Math.max(1, Math.floor(c.count));
  const deviceTime =
    kind.provisions.device && calibratedDevice(scenario) === null
      ? {
          writeUs: c.writeLatencyUs / count,
          usPerKiB: 1e6 / 1024 / (c.readMiBps * count),
          writeLatencyUs: c.writeLatencyUs,
          writeUsPerKiB: c.writeLatencyUs / 4 / count,
        }
      : null;
  const cw = scenario.calibration?.workload ?? null;
  const ratio = compressionRatioOf(m);
  return {
    missRatio: calibratedMiss(serverMissRatio(m, scenario.workload), cw),
    pageKiB: m.pageSizeKiB,
    // A compressed page is read and written as one KEY_BLOCK_SIZE block (scenario/compression.ts).
    readIoPages: cw?.readIoKiB != null ? cw.readIoKiB / cw.pageSizeKiB : 1 / ratio,
    // Aurora writes no pages: its storage applies the redo log records (storage/kinds/aurora.ts).
    writeIoPages: aurora ? 0 : cw?.writeIoKiB != null ? cw.writeIoKiB / cw.pageSizeKiB : 1 / ratio,
    compressionCpu: compressionCpu(m.pageSizeKiB, ratio),
    threads: Math.max(1, Math.floor(scenario.workload.threads)),
    writeFraction: Math.min(1, Math.max(0, scenario.workload.writeFraction)),
    vcpu: scenarioVcpu(scenario, catalog),
    mutex: ver ? hasFilSystemMutex(ver) : false,
    device,
    writeIoCost: store && store.writeIops4k > 0 ? store.readIops4k / store.writeIops4k : 1,
    deviceTime,
    dataOnEbs,
    doublewrite: m.doublewrite,
    logsOnData: log.caps === null,
    logVolume: log.caps,
    instanceEbs,
    logWriteLatencyUs: log.writeLatencyUs,
    k: QPS_CONSTANTS,
    pageCleaners: pageCleanerThreads(ver),
    doublewritePages: doublewriteBatchPages(ver),
  };
}

/** Per-query demands on each resource, shared by the labelled ceilings and the fast path. */
interface QpsTerms {
  /** Read IOs, write IOs (unweighted) and KiB written per query on the data device. */
  dataReads: number;
  dataWrites: number;
  dataWriteKiB: number;
  /** IO operations (write-cost weighted) and KiB per query on the data device. */
  dataOps: number;
  dataKiB: number;
  /** Microseconds of the custom device's queue per query (0 without `deviceTime`). */
  deviceUs: number;
  /** Per-read latency at the page size and thread count, microseconds. */
  latencyUs: number;
  cpuUs: number;
  /** Microseconds one client thread spends per query: its CPU, its reads and its commit wait. */
  threadUs: number;
  /** Operations and KiB per query on the separate log volume. */
  logOps: number;
  logKiB: number;
}

const TERMS: QpsTerms = {
  dataReads: 0,
  dataWrites: 0,
  dataWriteKiB: 0,
  dataOps: 0,
  dataKiB: 0,
  deviceUs: 0,
  latencyUs: 0,
  cpuUs: 0,
  threadUs: 0,
  logOps: 0,
  logKiB: 0,
};

/** Fills and returns a shared scratch object (no allocation: the search calls this millions of times). */
function qpsTerms(x: QpsInputs): QpsTerms {
  const w = x.writeFraction;
  const P = x.pageKiB;
  const R = P * x.readIoPages;
  const W = P * x.writeIoPages;
  const miss = x.missRatio;
  const group = Math.max(1, x.threads * w);
  const logOps = w > 0 ? (w * LOG_WRITES_PER_COMMIT_GROUP) / group : 0;
  const logKiB = w * x.k.logKibPerWrite;
  const dwKiB = x.doublewrite === 'off' ? 0 : w * P;
  const dwOps = dwKiB / DOUBLEWRITE_BATCH_KIB;
  const dwOnData = x.doublewrite === 'data';
  const onLog = x.logVolume !== null;
  const t = TERMS;
  t.dataReads = miss;
  // Page writes: one per update, none where the storage writes no pages (Aurora: writeIoPages 0).
  const pageWrites = x.writeIoPages > 0 ? w : 0;
  t.dataWrites = pageWrites + (x.logsOnData ? logOps : 0) + (dwOnData ? dwOps : 0);
  t.dataWriteKiB = w * W + (x.logsOnData ? logKiB : 0) + (dwOnData ? dwKiB : 0);
  t.dataOps = miss + t.dataWrites * x.writeIoCost;
  t.dataKiB = miss * R + t.dataWriteKiB;
  t.latencyUs = latencyUs(x.device, R, x.threads);
  const zc = x.compressionCpu;
  t.cpuUs =
    x.k.cpuUsPerQuery +
    miss * (x.k.cpuUsPerPageRead + zc.perReadUs) +
    w * (x.k.cpuUsPerWrite + zc.perWriteUs);
  const commitUs = x.logsOnData ? dataWriteLatencyUs(x) : x.logWriteLatencyUs;
  t.threadUs = t.cpuUs + miss * t.latencyUs + w * LOG_WRITES_PER_COMMIT_GROUP * commitUs;
  t.logOps = onLog ? logOps + (x.doublewrite === 'log' ? dwOps : 0) : 0;
  t.logKiB = onLog ? logKiB + (x.doublewrite === 'log' ? dwKiB : 0) : 0;
  const dt = x.deviceTime;
  if (dt) {
    const d = x.device;
    const readUs = Math.max(1e6 / d.iops.value, (R * 1e6) / 1024 / d.bandwidth.value);
    const logUs = x.logsOnData ? logOps * dt.writeUs + logKiB * dt.usPerKiB : 0;
    const dwUs = dwOnData ? dwKiB * Math.max(dt.writeUsPerKiB, dt.usPerKiB) : 0;
    t.deviceUs = miss * readUs + pageWrites * deviceWriteUs(dt, W) + logUs + dwUs;
  } else t.deviceUs = 0;
  return t;
}

/** Microseconds of the data device's time per query: reads, writes and bytes (one queue or budgets). */
function deviceUsPerQuery(x: QpsInputs, t: QpsTerms): number {
  if (x.deviceTime) return t.deviceUs;
  const d = x.device;
  return Math.max(t.dataOps / d.iops.value, t.dataKiB / 1024 / d.bandwidth.value) * 1e6;
}

const safe = (q: number): number => (Number.isFinite(q) && q >= 0 ? q : Number.MAX_VALUE);

/** Every ceiling of the mix, queries per second (finite, ≥ 0; Number.MAX_VALUE stands for "none"). */
export function qpsCeilings(x: QpsInputs): Ceiling[] {
  const t = { ...qpsTerms(x) };
  const miss = x.missRatio;
  const P = x.pageKiB;
  const R = P * x.readIoPages;
  const d = x.device;
  const out: Ceiling[] = [];
  const push = (bound: Bound, qps: number, label: string): void => {
    out.push({ bound, qps: safe(qps), label });
  };
  if (x.deviceTime && t.deviceUs > 0) {
    const dt = x.deviceTime;
    const byIopsUs = 1e6 / d.iops.value;
    const byBwUs = (R * 1e6) / 1024 / d.bandwidth.value;
    const opsUs = miss * (byIopsUs >= byBwUs ? byIopsUs : 0) + t.dataWrites * dt.writeUs;
    const writes =
      t.dataWrites > 0
        ? `, ${t.dataWrites.toFixed(3)} cached writes of ${fmt(dt.writeLatencyUs)} µs and ${t.dataWriteKiB.toFixed(1)} KiB written: reads and writes share one queue`
        : '';
    push(
      opsUs >= t.deviceUs / 2 ? d.iops.bound : d.bandwidth.bound,
      1e6 / t.deviceUs,
      `${d.iops.label} / ${fmt(d.bandwidth.value)} MiB/s: ${t.deviceUs.toFixed(2)} µs of device time per query (${t.dataReads.toFixed(3)} page reads${writes})`,
    );
  } else {
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
  }
  const ioWaitUs = t.threadUs - t.cpuUs;
  push(
    ioWaitUs >= t.cpuUs ? 'latency' : 'threads',
    (x.threads * 1e6) / t.threadUs,
    `${fmt(x.threads)} client threads, each ${fmt(t.threadUs)} µs per query (${fmt(t.cpuUs)} µs CPU${
      miss > 0
        ? `, ${fmt(miss * t.latencyUs)} µs waiting on ${formatNumber(R, 1)} KiB reads of ${fmt(t.latencyUs)} µs`
        : ''
    }${x.writeFraction > 0 ? ', commit waits for the log writes' : ''})`,
  );
  push(
    miss > 0 ? 'cpu' : 'memory',
    (x.vcpu * 1e6) / t.cpuUs,
    `${x.vcpu} vCPUs at ${t.cpuUs.toFixed(0)} µs CPU per query`,
  );
  const lv = x.logVolume;
  if (lv && t.logOps > 0) {
    push('iops', lv.iops / t.logOps, `${lv.label}: ${t.logOps.toFixed(4)} writes per query`);
  }
  if (lv && t.logKiB > 0) {
    push(
      'bandwidth',
      (lv.mibps * 1024) / t.logKiB,
      `${lv.label}: ${t.logKiB.toFixed(2)} KiB written per query`,
    );
  }
  const ie = x.instanceEbs;
  if (ie && lv && x.dataOnEbs) {
    push(
      'instance-ebs',
      ie.iops / (t.dataOps + t.logOps),
      `${ie.label} ${fmt(ie.iops)} IOPS shared by the data and log volumes / ${(t.dataOps + t.logOps).toFixed(3)} IOs per query`,
    );
    push(
      'instance-ebs',
      (ie.mibps * 1024) / (t.dataKiB + t.logKiB),
      `${ie.label} ${fmt(ie.mibps)} MiB/s shared by the data and log volumes / ${(t.dataKiB + t.logKiB).toFixed(2)} KiB per query`,
    );
  }
  if (x.mutex && miss > 0) {
    let q = Number.MAX_VALUE;
    for (const c of out) q = Math.min(q, c.qps);
    push(
      'mutex',
      mutexCeilingQps(miss, x.k),
      `fil_system mutex (MySQL 5.6/5.7): ${fmt(q * miss)} page reads/s offered, at most ${fmt(mutexPeakReadsPerSecond(x.k))} pass it (one holder at a time; the other client threads wait)`,
    );
  }
  if (x.writeFraction > 0 && x.writeIoPages > 0) {
    pushFlush(x, out, push);
    const flush = out[out.length - 1];
    if (flush) flush.boundText = 'latency-bound (the page cleaners wait on their writes)';
  }
  return out;
}

/** The page cleaners' ceiling (flush.ts), labelled with the wait that sets it. */
function pushFlush(
  x: QpsInputs,
  out: readonly Ceiling[],
  push: (bound: Bound, qps: number, label: string) => void,
): void {
  let q = Number.MAX_VALUE;
  for (const c of out) q = Math.min(q, c.qps);
  const c = flushCycle(x, dataWriteLatencyUs(x), deviceUsPerQuery(x, qpsTerms(x)));
  const f = flushCeilingQps(x, c, q);
  const at = Math.min(f, q);
  const waitUs = readQueueWaitUs(c, at, x.threads);
  const rho = (at * c.deviceUs) / 1e6;
  const dwWrites = Math.round(FLUSH_BATCH_PAGES / Math.min(FLUSH_BATCH_PAGES, x.doublewritePages));
  const dw =
    x.doublewrite === 'data'
      ? dwWrites > 1
        ? `, ${fmt(dwWrites + 1)} times: ${fmt(dwWrites)} doublewrite writes of ${fmt(x.doublewritePages)} pages (innodb_doublewrite_pages), then the pages in place`
        : `, twice: the doublewrite batch, then the pages in place`
      : x.doublewrite === 'log'
        ? ' (the doublewrite batch goes to the log volume, where no reads queue)'
        : '';
  push(
    'latency',
    f,
    `${fmt(x.pageCleaners)} page cleaner${x.pageCleaners === 1 ? '' : 's'} writing ${fmt(FLUSH_BATCH_PAGES)}-page batches and waiting for each: ${fmt(c.fixedUs + c.waits * waitUs)} µs a batch, of which ${fmt(waitUs)} µs in the data device's queue behind its reads (${formatPercent(Math.min(1, rho) * 100, 0)} busy)${dw}; updates wait for the free pages they write`,
  );
}

/** The mix's rate only, no labels (hot path of the recommend search); equals min(qpsCeilings). */
export function qpsMixValue(x: QpsInputs): number {
  const t = qpsTerms(x);
  const miss = x.missRatio;
  const d = x.device;
  let q = safe((x.vcpu * 1e6) / t.cpuUs);
  if (x.deviceTime && t.deviceUs > 0) q = Math.min(q, safe(1e6 / t.deviceUs));
  else {
    if (t.dataOps > 0) q = Math.min(q, safe(d.iops.value / t.dataOps));
    if (t.dataKiB > 0) q = Math.min(q, safe((d.bandwidth.value * 1024) / t.dataKiB));
  }
  q = Math.min(q, safe((x.threads * 1e6) / t.threadUs));
  const lv = x.logVolume;
  if (lv && t.logOps > 0) q = Math.min(q, safe(lv.iops / t.logOps));
  if (lv && t.logKiB > 0) q = Math.min(q, safe((lv.mibps * 1024) / t.logKiB));
  const ie = x.instanceEbs;
  if (ie && lv && x.dataOnEbs) {
    q = Math.min(q, safe(ie.iops / (t.dataOps + t.logOps)));
    q = Math.min(q, safe((ie.mibps * 1024) / (t.dataKiB + t.logKiB)));
  }
  if (x.mutex && miss > 0) q = Math.min(q, safe(mutexCeilingQps(miss, x.k)));
  if (x.writeFraction > 0 && x.writeIoPages > 0) {
    const c = flushCycle(x, dataWriteLatencyUs(x), deviceUsPerQuery(x, t));
    q = Math.min(q, flushCeilingQps(x, c, q));
  }
  return q;
}

/** Point selects per second within the mix, (1 − w) × the mix's rate (what `pointSelect` reports). */
export function qpsValue(x: QpsInputs): number {
  return qpsMixValue(x) * (1 - x.writeFraction);
}

const NAMES: Partial<Record<Bound, string>> = {
  iops: 'IOPS-bound',
  bandwidth: 'bandwidth-bound',
  'instance-ebs': "bound by the instance's sustained EBS ceiling",
  latency: 'latency-bound (each client thread waits on its reads)',
  threads: 'bound by the client threads (each runs one query at a time)',
  cpu: 'CPU-bound',
  memory: 'in memory (no reads), CPU-bound',
  mutex: 'mutex-bound (MySQL 5.6/5.7)',
};

/** A bound in words; off AWS the instance's ceiling is the VM's disk limit (issue 38), not EBS's. */
function boundName(bound: Bound, cloud: Scenario['cloud']): string {
  if (bound === 'instance-ebs' && cloud !== 'aws') return "bound by the VM's sustained disk limit";
  return NAMES[bound] ?? bound;
}

function smallest(ceilings: Ceiling[]): Ceiling {
  let top = ceilings[0] ?? { bound: 'memory' as Bound, qps: 0, label: '' };
  for (const c of ceilings) if (c.qps < top.qps) top = c;
  return top;
}

export function predictQps(scenario: Scenario, catalog: Catalog): QpsPrediction {
  return qpsPrediction(scenario, catalog, qpsInputs(scenario, catalog));
}

/**
 * `predictQps` from the scenario's QPS inputs already resolved (`qpsInputs`, left as they are):
 * for a caller that reads them too (the uncertainty ranges), so they are resolved once.
 */
export function qpsPrediction(scenario: Scenario, catalog: Catalog, x: QpsInputs): QpsPrediction {
  const ceilings = qpsCeilings(x);
  const top = smallest(ceilings);
  const w = x.writeFraction;
  const mix = top.qps;
  const lookups = w > 0 ? 'point selects' : 'lookups';
  let missText = `${formatPercent(x.missRatio * 100, 1)} of ${lookups} miss the buffer pool and read one ${x.pageKiB} KiB page`;
  const cw = scenario.calibration?.workload ?? null;
  if (cw && (cw.missFactor != null || cw.readIoKiB != null || cw.writeIoKiB != null)) {
    const parts = [
      cw.missFactor != null ? `miss ratio × ${formatNumber(cw.missFactor, 3)}` : '',
      cw.readIoKiB != null ? `reads of ${formatNumber(x.pageKiB * x.readIoPages, 1)} KiB` : '',
      cw.writeIoKiB != null
        ? `page writes of ${formatNumber(x.pageKiB * x.writeIoPages, 1)} KiB`
        : '',
    ].filter(Boolean);
    missText += ` (calibrated on production telemetry: ${parts.join(', ')})`;
  }
  const frame = pageFrameFactor(x.pageKiB);
  if (frame !== 1 && x.missRatio > 0) {
    const more = frame > 1 ? 'more' : 'fewer';
    missText += ` (at ${formatNumber(x.pageKiB)} KiB pages the same rows take ${formatPercent(Math.abs(frame - 1) * 100, 1)} ${more} pages than at 16 KiB: each page's ${formatInt(PAGE_FRAME_BYTES)}-byte frame)`;
  }
  const ratio = compressionRatioOf(scenario.mysql);
  if (ratio > 1) {
    missText += ` (compressed ${formatNumber(ratio)}:1: each miss reads one ${formatNumber(x.pageKiB / ratio, 1)} KiB KEY_BLOCK_SIZE block and inflates it; the buffer pool keeps each page uncompressed beside its compressed copy, so it holds ${formatPercent((ratio / (ratio + 1)) * 100, 0)} of the pages it would)`;
  }
  const wl = scenario.workload;
  if (!isUniform(wl)) {
    missText += ` (${accessSkewText(wl)}; uniform access would miss ${formatPercent(serverMissRatio(scenario.mysql) * 100, 1)})`;
  }
  if (w > 0) {
    missText += `; ${formatPercent(w * 100, 1)} of queries update a row: ${fmt(mix)} transactions/s, ${fmt(mix * (1 - w))} of them point selects`;
  }
  const st = scenario.storage;
  if (st.volumeState === 'restored' && st.restoreRemedy === 'none' && x.dataOnEbs) {
    const warm = qpsInputs({ ...scenario, storage: { ...st, volumeState: 'warm' } }, catalog);
    missText += `; the volume is restored and not hydrated: every first read of a block waits about ${fmt(x.device.latency4kUs / 1000)} ms for S3, until it is hydrated (${fmt(qpsValue(warm))} QPS once every block has been read)`;
  }
  const out: QpsPrediction = {
    pointSelect: mix * (1 - w),
    bound: top.bound,
    explanation: `${top.boundText ?? boundName(top.bound, scenario.cloud)}: ${top.label}; ${missText}.`,
    missRatio: x.missRatio,
    pageReadsPerSecond: mix * x.missRatio,
    ceilings: ceilings.map((c) => ({ bound: c.bound, qps: c.qps, label: c.label })),
  };
  if (w > 0) out.transactionsPerSecond = mix;
  return withClusterReads(scenario, out);
}

/**
 * On an RDS Multi-AZ DB cluster, the readable standbys as read capacity: each serves the writer's
 * point-select rate (the same class and storage, and the same writes applied by replication), so
 * reads scale over the three instances; writes do not (the writer alone takes them).
 */
function withClusterReads(s: Scenario, q: QpsPrediction): QpsPrediction {
  if (multiAzOf(s) !== 'cluster') return q;
  const n = 1 + MULTI_AZ_CLUSTER.readableStandbys;
  const reads = q.pointSelect * n;
  const writes =
    q.transactionsPerSecond !== undefined ? q.transactionsPerSecond - q.pointSelect : 0;
  const wText = writes > 0 ? `; writes stay at the writer's ${fmt(writes)}/s` : '';
  return {
    ...q,
    clusterPointSelect: reads,
    explanation: `${q.explanation} Multi-AZ DB cluster: the two readable standbys serve reads too, ${fmt(reads)} point selects/s over ${formatInt(n)} instances (each at this rate)${wText}.`,
  };
}
