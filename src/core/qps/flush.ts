/**
 * Page flushing and the doublewrite's waits (issue 25, mechanism 5). A page cleaner writes dirty
 * pages in batches and waits for each batch (MySQL WL#5655, "Separate file to ensure atomic
 * writes", current design: the batch is copied to the doublewrite buffer, written "as one big
 * synchronous IO" and flushed, then the pages are written to the data files and "the calling
 * thread waits till all IO requests are completed"). User threads need free pages; when the
 * cleaners fall behind the updates they wait for them, so the cleaners' throughput is a ceiling:
 *
 *     cycle(X)  = B · pageWriteUs + wait(X)                   (in-place writes, all issued at once)
 *               + [doublewrite on data] n · (wait(X) + writeLatency) + B · P KiB / bandwidth
 *               + [doublewrite on log]  n · logWriteLatency + B · P KiB / log MiB/s   (no reads queue there)
 *     n         = B / innodb_doublewrite_pages             synchronous doublewrite writes per batch
 *     flush     = cleaners · B / cycle(X) / w              queries/s;  w = updates per query (one page each)
 *     wait(X)   = min((ρ_r · readUs + ρ_w · writeUs) / (2 (1 − ρ)), threads · readUs)
 *     ρ_r(X)    = X · miss · readUs / 10⁶,  ρ(X) = X · deviceUs / 10⁶,  ρ_w = ρ − ρ_r
 *
 * The wait is the mean waiting time of one FIFO queue (Pollaczek-Khinchine, M/G/1) that serves
 * the reads and the writes of the data device (a shared device serves one queue, brief section 2):
 * slow reads dominate it through ρ_r · readUs, and it grows without bound as the device's total
 * utilisation ρ nears 1, capped by the closed system: at most one read per client thread ahead.
 * ρ and the rate X depend on each other, so the ceiling is the X with X = flush(X), found by
 * bisection below the rate of every other ceiling (X · cycle(X) grows with X). Doublewrite doubles
 * the bytes, not the operations (brief section 2): its cost here is n more waits per batch behind
 * the reads (n = 1 before 8.0.20 and from 8.4.0, 30 on 8.0.20-8.3), large when reads saturate the
 * device, near nothing when it has spare capacity, and none on a separate log volume.
 */
import type { MysqlVersion } from '../scenario/version.ts';
import { compareVersions } from '../scenario/version.ts';
import { DOUBLEWRITE_PAGES_8_0_20, DOUBLEWRITE_PAGES_8_4, FLUSH_BATCH_PAGES } from './constants.ts';
import type { QpsInputs } from './types.ts';
import { deviceWriteUs } from './deviceTime.ts';

/**
 * Page cleaner threads: one before MySQL 5.7 (5.6's page_cleaner thread; the master thread
 * before), `innodb_page_cleaners` = 4 by default from 5.7.8 (MySQL 5.7 Reference Manual,
 * innodb_page_cleaners: "The default value was changed from 1 to 4 in MySQL 5.7.8").
 */
export function pageCleanerThreads(ver: MysqlVersion | null): number {
  if (ver === null) return 4;
  return compareVersions(ver, { major: 5, minor: 7, patch: 8 }) < 0 ? 1 : 4;
}

/**
 * Pages of one synchronous doublewrite write: the cleaner's whole batch before 8.0.20 (one
 * doublewrite write per batch), `innodb_doublewrite_pages` after (4 until 8.4.0, then 128).
 */
export function doublewriteBatchPages(ver: MysqlVersion | null): number {
  if (ver === null) return FLUSH_BATCH_PAGES;
  if (compareVersions(ver, { major: 8, minor: 0, patch: 20 }) < 0) return FLUSH_BATCH_PAGES;
  return compareVersions(ver, { major: 8, minor: 4, patch: 0 }) < 0
    ? DOUBLEWRITE_PAGES_8_0_20
    : DOUBLEWRITE_PAGES_8_4;
}

/** Microseconds of the data device's time one page read takes (IOPS or bytes, whichever binds). */
export function readServiceUs(x: QpsInputs): number {
  const d = x.device;
  const R = x.pageKiB * x.readIoPages;
  return Math.max(1e6 / d.iops.value, (R * 1e6) / 1024 / d.bandwidth.value);
}

/** Microseconds of the data device's time one page write in place takes. */
function pageWriteUs(x: QpsInputs): number {
  const W = x.pageKiB * x.writeIoPages;
  const dt = x.deviceTime;
  if (dt) return deviceWriteUs(dt, W);
  const d = x.device;
  return Math.max((x.writeIoCost * 1e6) / d.iops.value, (W * 1e6) / 1024 / d.bandwidth.value);
}

/** The parts of one cleaner cycle that do not depend on the rate, and what the wait multiplies. */
export interface FlushCycle {
  /** Microseconds of a cycle without waits: in-place writes and the doublewrite batch. */
  fixedUs: number;
  /** Waits behind the reads per cycle: 1 (in-place writes), plus one per doublewrite write. */
  waits: number;
  /** Device time of one page read and of one page write, µs. */
  readUs: number;
  writeUs: number;
  /** Device time per query, all IO (reads, writes, bytes), and its reads' part, µs. */
  deviceUs: number;
  readPartUs: number;
  /** Pages in flight per cycle over all cleaners, × 10⁶ / w (queries · µs / s). */
  capacity: number;
}

const CYCLE: FlushCycle = {
  fixedUs: 0,
  waits: 1,
  readUs: 0,
  writeUs: 0,
  deviceUs: 0,
  readPartUs: 0,
  capacity: 0,
};

/** Fills a shared scratch cycle (no allocation on the recommend search's hot path). */
export function flushCycle(x: QpsInputs, writeLatencyUs: number, deviceUs: number): FlushCycle {
  const B = FLUSH_BATCH_PAGES;
  const pageKiB = x.pageKiB * x.writeIoPages;
  // Synchronous doublewrite writes per cleaner batch (1 before 8.0.20, 30 with 4-page batches).
  const writes = Math.max(1, B / Math.max(1, Math.min(B, x.doublewritePages)));
  const c = CYCLE;
  c.readUs = readServiceUs(x);
  c.writeUs = pageWriteUs(x);
  c.deviceUs = deviceUs;
  c.readPartUs = Math.min(deviceUs, x.missRatio * c.readUs);
  c.capacity = (x.k.flushCapacity * x.pageCleaners * B * 1e6) / Math.max(x.writeFraction, 1e-12);
  c.fixedUs = B * c.writeUs;
  c.waits = 1;
  if (x.doublewrite === 'data') {
    const dt = x.deviceTime;
    const usPerKiB = dt
      ? Math.max(dt.writeUsPerKiB, dt.usPerKiB)
      : 1e6 / 1024 / x.device.bandwidth.value;
    c.fixedUs += B * pageKiB * usPerKiB + writes * writeLatencyUs;
    c.waits = 1 + writes;
  } else if (x.doublewrite === 'log' && x.logVolume) {
    c.fixedUs += (B * pageKiB * 1e6) / 1024 / x.logVolume.mibps + writes * x.logWriteLatencyUs;
  }
  return c;
}

/**
 * Microseconds a write waits in the data device's queue at rate `qps`: the Pollaczek-Khinchine
 * mean wait of one FIFO queue, (ρ_r · readUs + ρ_w · writeUs) / (2 (1 − ρ)), ρ_r the share of the
 * device's time spent reading, ρ_w writing, ρ = ρ_r + ρ_w; at most one read per client thread
 * ahead (closed system).
 */
export function readQueueWaitUs(c: FlushCycle, qps: number, threads: number): number {
  const rho = (qps * c.deviceUs) / 1e6;
  const rhoRead = (qps * c.readPartUs) / 1e6;
  const most = threads * c.readUs;
  if (rho >= 1) return most;
  const pk = (rhoRead * c.readUs + (rho - rhoRead) * c.writeUs) / (2 * (1 - rho));
  return Math.min(pk, most);
}

const cycleUs = (c: FlushCycle, qps: number, threads: number): number =>
  c.fixedUs + c.waits * readQueueWaitUs(c, qps, threads);

/**
 * The cleaners' ceiling, queries/s, below `upper` (the rate of every other ceiling): their rate at
 * `upper` when they keep up there, else the rate X at which they keep up exactly (X = flush(X)).
 */
export function flushCeilingQps(x: QpsInputs, c: FlushCycle, upper: number): number {
  if (!(x.writeFraction > 0)) return Number.MAX_VALUE;
  const atUpper = c.capacity / cycleUs(c, upper, x.threads);
  if (atUpper >= upper) return atUpper;
  let lo = 0;
  let hi = upper;
  for (let i = 0; i < 48; i++) {
    const mid = (lo + hi) / 2;
    if (mid * cycleUs(c, mid, x.threads) <= c.capacity) lo = mid;
    else hi = mid;
  }
  return lo;
}
