/**
 * Recommend: the cheapest configurations meeting a startup-time and a QPS target for a data size
 * and a table count, searched over instance types, storage kinds, volume sizes, IOPS, throughput
 * and innodb_page_size.
 *
 * Separability keeps a search of millions of configurations under a second: the startup time
 * depends on the instance and the storage but not on the page size, so it is computed once per
 * (instance, storage) and shared by the five page sizes; the storage cost is computed once per
 * region; device parameters are built without their human labels. `searched` counts every
 * (instance, storage, page size) configuration whose startup, QPS and cost were evaluated.
 * Results keep the cheapest configuration per (instance, storage kind), drop any that a cheaper
 * result beats on both startup and QPS, and are ranked by monthly cost, each re-predicted in full
 * with its explanations.
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import type { PageSizeKiB, Scenario, StorageChoice, StorageKind } from '../scenario/types.ts';
import { PAGE_SIZES_KIB } from '../scenario/types.ts';
import { defaultScenario } from '../scenario/defaults.ts';
import type { Prediction } from '../types.ts';
import { refreshEbsCaps, storageParams } from '../devices/params.ts';
import { initializationRateMiBps } from '../devices/restore.ts';
import type { DeviceParams } from '../devices/params.ts';
import { startupInputs } from '../startup/index.ts';
import { startupTotalSeconds } from '../startup/phases.ts';
import { qpsInputs, qpsValue } from '../qps/index.ts';
import { validateScenarioLimits } from '../scenario/validate.ts';
import { predictValid } from '../model.ts';
import { storageCandidates } from './space.ts';
import type { StorageCandidate } from './space.ts';
import { bindingConstraint } from './binding.ts';
import { formatDuration, formatInt, formatQps } from '../format/index.ts';

export interface RecommendTargets {
  maxStartupSeconds: number;
  minQps: number;
  tables: number;
  dataGiB: number;
  region: string;
  /** Settings kept from this scenario (MySQL version, startup optimization, workload...). */
  base?: Scenario;
  /** How many results (default 10). */
  limit?: number;
  /** Storage kinds to search (default gp3, io2, gp2, instance-store). */
  storageKinds?: StorageKind[];
}

export interface RecommendResult {
  rank: number;
  scenario: Scenario;
  prediction: Prediction;
  binding: string;
}

export interface RecommendResponse {
  searched: number;
  results: RecommendResult[];
  /** Why there are no results, when there are none. */
  note?: string;
}

/** Share of instance memory given to the buffer pool in recommended configurations. */
export const BUFFER_POOL_MEMORY_FRACTION = 0.75;

const DEFAULT_KINDS: StorageKind[] = ['gp3', 'io2', 'gp2', 'instance-store'];

interface Best {
  instance: InstanceType;
  storage: StorageCandidate | null;
  pageKiB: PageSizeKiB;
  monthlyUsd: number;
  startupSeconds: number;
  qps: number;
}

/** Buffer pool for an instance: a share of its memory, no more than the data, in 1/8 GiB steps. */
export function bufferPoolFor(memoryGiB: number, dataGiB: number): number {
  const bp = Math.floor(memoryGiB * BUFFER_POOL_MEMORY_FRACTION * 8) / 8;
  return Math.max(0.125, Math.min(bp, Math.ceil(dataGiB * 8) / 8));
}

function scenarioFor(base: Scenario, b: Best, dataGiB: number): Scenario {
  const s = JSON.parse(JSON.stringify(base)) as Scenario;
  s.instance.type = b.instance.name;
  s.mysql.bufferPoolGiB = bufferPoolFor(b.instance.memoryGiB, dataGiB);
  s.mysql.pageSizeKiB = b.pageKiB;
  if (b.storage) {
    s.storage.kind = b.storage.kind;
    s.storage.sizeGiB = b.storage.sizeGiB;
    if (b.storage.kind !== 'gp2') s.storage.iops = b.storage.iops;
    if (b.storage.kind === 'gp3') s.storage.throughputMiBps = b.storage.throughputMiBps;
  } else {
    s.storage.kind = 'instance-store';
  }
  s.name = `Recommended: ${b.instance.name} + ${describeStorage(b.storage)}, ${b.pageKiB} KiB pages`;
  return s;
}

function describeStorage(c: StorageCandidate | null): string {
  if (!c) return 'local NVMe';
  if (c.kind === 'gp3') return `gp3 ${c.sizeGiB} GiB ${c.iops} IOPS ${c.throughputMiBps} MiB/s`;
  if (c.kind === 'io2') return `io2 ${c.sizeGiB} GiB ${c.iops} IOPS`;
  return `gp2 ${c.sizeGiB} GiB`;
}

/** Cheaper first; at equal cost, faster start, then more QPS. */
function betterThan(monthlyUsd: number, startupSeconds: number, qps: number, b: Best): boolean {
  if (monthlyUsd !== b.monthlyUsd) return monthlyUsd < b.monthlyUsd;
  if (startupSeconds !== b.startupSeconds) return startupSeconds < b.startupSeconds;
  return qps > b.qps;
}

function better(a: Best, b: Best): boolean {
  return betterThan(a.monthlyUsd, a.startupSeconds, a.qps, b);
}

export function recommend(
  targets: RecommendTargets,
  catalog: Catalog = DEFAULT_CATALOG,
): RecommendResponse {
  const region = catalog.regions[targets.region];
  if (!region) return { searched: 0, results: [], note: `unknown region ${targets.region}` };
  const base = targets.base
    ? (JSON.parse(JSON.stringify(targets.base)) as Scenario)
    : defaultScenario();
  base.region = targets.region;
  base.mysql.tables = Math.max(0, Math.floor(targets.tables));
  base.mysql.dataGiB = targets.dataGiB;
  // A calibrated device describes the user's current volume, not the candidates searched here;
  // startup factors (measured / predicted per phase) are kept.
  if (base.calibration) base.calibration = { ...base.calibration, device: null };
  const kinds = targets.storageKinds ?? DEFAULT_KINDS;
  const candidates = storageCandidates(catalog, region.ebs, targets.dataGiB, kinds);
  const hours = catalog.hoursPerMonth;
  const bestByGroup = new Map<string, Best>();
  let searched = 0;
  const probe: Scenario = JSON.parse(JSON.stringify(base)) as Scenario;
  const st: StorageChoice = probe.storage;
  for (const inst of Object.values(catalog.instances)) {
    const price = region.instancePrices[inst.name];
    if (!price) continue;
    const instUsd = price.hourlyUsd * hours;
    probe.instance.type = inst.name;
    probe.mysql.bufferPoolGiB = bufferPoolFor(inst.memoryGiB, targets.dataGiB);
    const sx = startupInputs(probe, catalog);
    const qx = qpsInputs(probe, catalog);
    const restored = base.storage.volumeState === 'restored';
    const firstTouchEbs = restored && base.storage.restoreRemedy === 'none';
    const initSecondsPerGiB =
      restored && base.storage.restoreRemedy === 'initialize'
        ? 1024 / initializationRateMiBps(catalog)
        : 0;
    const consider = (c: StorageCandidate | null, storageUsd: number, group: string): void => {
      const startupSeconds = startupTotalSeconds(sx);
      const startupOk = startupSeconds <= targets.maxStartupSeconds;
      const monthlyUsd = instUsd + storageUsd;
      let best = bestByGroup.get(group);
      for (const page of PAGE_SIZES_KIB) {
        qx.pageKiB = page;
        const q = qpsValue(qx);
        searched += 1;
        if (!startupOk || q < targets.minQps) continue;
        if (best && !betterThan(monthlyUsd, startupSeconds, q, best)) continue;
        best = { instance: inst, storage: c, pageKiB: page, monthlyUsd, startupSeconds, qps: q };
        bestByGroup.set(group, best);
      }
    };
    if (kinds.includes('instance-store') && inst.instanceStore) {
      const storeGiB =
        (inst.instanceStore.devices * inst.instanceStore.deviceSizeGB * 1e9) / 2 ** 30;
      if (storeGiB >= targets.dataGiB && base.storage.volumeState !== 'restored') {
        st.kind = 'instance-store';
        sx.device = storageParams(st, inst, catalog, {
          sustained: false,
          firstTouch: false,
          labels: false,
        });
        sx.initializationSeconds = 0;
        qx.device = storageParams(st, inst, catalog, {
          sustained: true,
          firstTouch: false,
          labels: false,
        });
        const w = inst.instanceStore.writeIops4k;
        qx.writeIoCost = w > 0 ? inst.instanceStore.readIops4k / w : 1;
        consider(null, 0, `${inst.name}|instance-store`);
      }
    }
    qx.writeIoCost = 1;
    const groupKey = { gp3: `${inst.name}|gp3`, io2: `${inst.name}|io2`, gp2: `${inst.name}|gp2` };
    // Label-free device parameters per EBS kind on this instance, re-pointed at each candidate.
    const burstByKind = new Map<StorageKind, DeviceParams>();
    const sustainedByKind = new Map<StorageKind, DeviceParams>();
    for (const c of candidates) {
      st.kind = c.kind;
      st.sizeGiB = c.sizeGiB;
      st.iops = c.iops;
      st.throughputMiBps = c.throughputMiBps;
      let burst = burstByKind.get(c.kind);
      let sustained = sustainedByKind.get(c.kind);
      if (!burst || !sustained) {
        burst = storageParams(st, inst, catalog, {
          sustained: false,
          firstTouch: firstTouchEbs,
          labels: false,
        });
        sustained = storageParams(st, inst, catalog, {
          sustained: true,
          firstTouch: false,
          labels: false,
        });
        burstByKind.set(c.kind, burst);
        sustainedByKind.set(c.kind, sustained);
      }
      refreshEbsCaps(burst, st, inst, catalog, false);
      refreshEbsCaps(sustained, st, inst, catalog, true);
      sx.device = burst;
      qx.device = sustained;
      sx.initializationSeconds = Math.min(targets.dataGiB, c.sizeGiB) * initSecondsPerGiB;
      consider(c, c.monthlyUsd, groupKey[c.kind]);
    }
  }
  const sorted = [...bestByGroup.values()].sort((a, b) =>
    better(a, b) ? -1 : better(b, a) ? 1 : 0,
  );
  // Drop configurations a cheaper one beats on both startup and QPS (Pareto front on cost).
  const ranked: Best[] = [];
  for (const b of sorted) {
    const dominated = ranked.some((r) => r.startupSeconds <= b.startupSeconds && r.qps >= b.qps);
    if (!dominated) ranked.push(b);
  }
  const limit = Math.max(1, Math.floor(targets.limit ?? 10));
  const results: RecommendResult[] = [];
  for (const b of ranked) {
    if (results.length >= limit) break;
    const scenario = scenarioFor(base, b, targets.dataGiB);
    // Full prediction with explanations and every cost item (restore remedy, log volume).
    if (validateScenarioLimits(scenario, catalog).length > 0) continue;
    const prediction = predictValid(scenario, catalog);
    results.push({
      rank: results.length + 1,
      scenario,
      prediction,
      binding: bindingConstraint(prediction, targets.maxStartupSeconds, targets.minQps),
    });
  }
  results.sort((a, b) => a.prediction.cost.monthlyUsd - b.prediction.cost.monthlyUsd);
  results.forEach((r, i) => (r.rank = i + 1));
  const response: RecommendResponse = { searched, results };
  if (results.length === 0) {
    response.note = `No configuration among the ${formatInt(searched)} searched starts within ${formatDuration(targets.maxStartupSeconds)} and serves at least ${formatQps(targets.minQps)}. Relax a target, or turn on the light startup optimization.`;
  }
  return response;
}
