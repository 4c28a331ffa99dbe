/**
 * Mismatch warnings: a configuration that is valid but pays for something it cannot use, or is
 * predicted on a ceiling it cannot keep. Each says what it costs and what fixes it (issue 11):
 *
 * - a volume provisioned beyond the instance's EBS ceiling (IOPS or throughput above the burst
 *   ceiling can never be used: their price is wasted);
 * - an instance whose memory is far below the buffer pool the workload is given (a buffer pool
 *   above 80 % of memory leaves too little for the OS and per-connection buffers; the memory it
 *   needs is buffer pool / 0.75, the share recommend gives the buffer pool);
 * - a startup that outlasts the instance's EBS burst (the prediction keeps the burst ceiling
 *   throughout; after the burst the instance falls to its baseline ceiling).
 *
 * Fixes name the cheapest catalog instance (same family first) that removes the mismatch, with
 * its monthly price difference at on-demand list prices.
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { getRegion, regionInstancePrice } from '../catalog/index.ts';
import type { Scenario } from './types.ts';
import type { StartupPrediction } from '../types.ts';
import { storageKind } from '../storage/index.ts';
import {
  formatDuration,
  formatInt,
  formatNumber,
  formatSigned,
  formatUsd,
} from '../format/index.ts';

/** Share of memory a buffer pool may take before the OS and connections run short (warnings.ts). */
export const BUFFER_POOL_MAX_MEMORY_SHARE = 0.8;
/**
 * Share of memory recommend gives the buffer pool (assumption); the memory a buffer pool needs =
 * bp / 0.75. The one copy of the rule: recommend's `bufferPoolFor` and this warning's fix read it.
 */
export const BUFFER_POOL_TARGET_MEMORY_SHARE = 0.75;

/** The buffer pool recommend gives `memoryGiB` of memory: the share, in 1/8 GiB steps (down). */
export function targetBufferPoolGiB(memoryGiB: number): number {
  return Math.floor(memoryGiB * BUFFER_POOL_TARGET_MEMORY_SHARE * 8) / 8;
}

const int = formatInt;

/**
 * The cheapest priced instance in the scenario's region satisfying `ok`, preferring the current
 * family; null when none does.
 */
export function cheapestInstance(
  s: Scenario,
  catalog: Catalog,
  current: InstanceType | null,
  ok: (i: InstanceType) => boolean,
): { instance: InstanceType; deltaMonthlyUsd: number } | null {
  const region = getRegion(catalog, s.region);
  if (!region) return null;
  const hours = catalog.hoursPerMonth;
  const now = current ? (regionInstancePrice(region, current.name)?.hourlyUsd ?? 0) : 0;
  let best: { instance: InstanceType; hourly: number; sameFamily: boolean } | null = null;
  for (const i of Object.values(catalog.instances)) {
    const price = regionInstancePrice(region, i.name);
    if (!price || !ok(i)) continue;
    const sameFamily = current !== null && i.family === current.family;
    const better =
      !best ||
      (sameFamily && !best.sameFamily) ||
      (sameFamily === best.sameFamily && price.hourlyUsd < best.hourly);
    if (better) best = { instance: i, hourly: price.hourlyUsd, sameFamily };
  }
  return best ? { instance: best.instance, deltaMonthlyUsd: (best.hourly - now) * hours } : null;
}

function perMonth(usd: number): string {
  return `${formatSigned(usd, formatUsd)}/month`;
}

/** Volume IOPS or throughput above what the instance can ever use, with the price wasted. */
function beyondCeiling(s: Scenario, catalog: Catalog, inst: InstanceType): string | null {
  const st = s.storage;
  const m = storageKind(st.kind);
  const lim = m.volumeLimits?.(catalog, st);
  const priced = m.provisionedUsd;
  if (!m.provisions.iops || !lim || !priced) return null;
  const region = getRegion(catalog, s.region);
  if (!region) return null;
  const p = region.ebs;
  const hasMiBps = m.provisions.throughputMiBps;
  const extraIops = Math.max(0, st.iops - inst.ebs.maxIops);
  const extraMiBps = hasMiBps ? Math.max(0, st.throughputMiBps - inst.ebs.maxMiBps) : 0;
  if (extraIops <= 0 && extraMiBps <= 0) return null;
  const usableIops = Math.max(lim.baselineIops, Math.min(st.iops, inst.ebs.maxIops));
  const usableMiBps = Math.max(lim.baselineMiBps, Math.min(st.throughputMiBps, inst.ebs.maxMiBps));
  // What the IOPS (and throughput) above the usable cost, at the kind's prices.
  // At the kind's prices (RDS's per region and twice with Multi-AZ: the kind reads the scenario).
  const wastedIopsUsd = priced.iops(usableIops, st.iops, p, s, catalog);
  const wastedMiBpsUsd =
    priced.throughputMiBps?.(usableMiBps, st.throughputMiBps, p, s, catalog) ?? 0;
  const rds = s.deployment === 'rds';
  const what: string[] = [];
  if (extraIops > 0) what.push(`${int(st.iops)} IOPS against its ${int(inst.ebs.maxIops)} IOPS`);
  if (extraMiBps > 0)
    what.push(
      `${int(st.throughputMiBps)} MiB/s against its ${formatNumber(inst.ebs.maxMiBps, 1)} MiB/s${inst.ebs.maxMBps ? ` (${formatNumber(inst.ebs.maxMBps, 2)} MB/s)` : ''}`,
    );
  const bigger = cheapestInstance(
    s,
    catalog,
    inst,
    (i) => i.ebs.maxIops >= st.iops && (!hasMiBps || i.ebs.maxMiBps >= st.throughputMiBps),
  );
  const lower = hasMiBps
    ? `provision at most ${int(usableIops)} IOPS and ${int(Math.floor(usableMiBps))} MiB/s`
    : `provision at most ${int(usableIops)} IOPS`;
  // A bigger EC2 type is EC2's fix; a DB class is chosen in the class picker (or recommend).
  const orBigger =
    bigger && !rds
      ? `, or move to ${bigger.instance.name} (${perMonth(bigger.deltaMonthlyUsd)}), whose EBS ceiling covers the volume`
      : '';
  return `The volume is provisioned beyond ${inst.name}'s EBS ceiling (${what.join(', ')}): ${formatUsd(wastedIopsUsd + wastedMiBpsUsd)}/month buys performance the instance can never use. Fix: ${lower}${orBigger}.`;
}

/** A buffer pool too large for the instance's memory: the memory it needs, and the fix. */
function memoryShort(s: Scenario, catalog: Catalog, inst: InstanceType | null): string | null {
  const memory = inst ? inst.memoryGiB : s.instance.customMemoryGiB;
  const bp = s.mysql.bufferPoolGiB;
  if (!(bp > BUFFER_POOL_MAX_MEMORY_SHARE * memory)) return null;
  const need = bp / BUFFER_POOL_TARGET_MEMORY_SHARE;
  const fitBp = targetBufferPoolGiB(memory);
  const roomier = inst
    ? cheapestInstance(s, catalog, inst, (i) => i.memoryGiB >= need && i.vcpu >= inst.vcpu)
    : null;
  const move = roomier
    ? `move to ${roomier.instance.name} (${int(roomier.instance.memoryGiB)} GiB, ${perMonth(roomier.deltaMonthlyUsd)}), or `
    : 'choose an instance with that much memory, or ';
  return `The buffer pool (${formatNumber(bp)} GiB) needs about ${formatNumber(need, 1)} GiB of memory (a quarter left for the OS and per-connection buffers); ${inst ? inst.name : 'the custom instance'} has ${formatNumber(memory)} GiB, so the server risks swapping or being killed for lack of memory. Fix: ${move}set the buffer pool to at most ${formatNumber(fitBp, 3)} GiB.`;
}

/** A startup longer than the instance's EBS burst: the ceiling it falls to and the fix. */
function burstOutlasted(
  s: Scenario,
  catalog: Catalog,
  inst: InstanceType,
  startup: StartupPrediction,
): string | null {
  const minutes = catalog.instanceEbsBurst.minutesPerDay;
  if (!(startup.totalSeconds > minutes * 60) || !(inst.ebs.maxIops > inst.ebs.baselineIops))
    return null;
  const used = Math.max(0, ...startup.phases.map((p) => p.io?.readsPerSecond ?? 0));
  const fix =
    used > inst.ebs.baselineIops
      ? cheapestInstance(s, catalog, inst, (i) => i.ebs.baselineIops >= used)
      : null;
  const fixText = fix
    ? `move to ${fix.instance.name} (${perMonth(fix.deltaMonthlyUsd)}), whose baseline of ${int(fix.instance.ebs.baselineIops)} IOPS covers the ${int(used)} reads/s the startup issues, or shorten the startup (e.g. the light startup optimization)`
    : 'shorten the startup (e.g. the light startup optimization) or choose an instance whose baseline EBS ceiling covers its reads';
  return `The startup takes ${formatDuration(startup.totalSeconds)}, longer than ${inst.name} can burst to ${int(inst.ebs.maxIops)} IOPS (${formatDuration(minutes * 60)} a day); after that it runs at its baseline ceiling (${int(inst.ebs.baselineIops)} IOPS), so the predicted startup is optimistic. Fix: ${fixText}.`;
}

export function mismatchWarnings(
  s: Scenario,
  catalog: Catalog,
  inst: InstanceType | null,
  startup: StartupPrediction,
): string[] {
  const ebs = storageKind(s.storage.kind).onEbs;
  const out: (string | null)[] = [
    ebs && inst ? beyondCeiling(s, catalog, inst) : null,
    memoryShort(s, catalog, inst),
    ebs && inst ? burstOutlasted(s, catalog, inst, startup) : null,
  ];
  return out.filter((w): w is string => w !== null);
}
