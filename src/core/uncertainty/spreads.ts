/**
 * How sure the model is of each constant it rests on: one row per uncertain quantity, giving the
 * interval of a multiplicative factor on its nominal value, inside the space where it was
 * calibrated and outside it. docs/model.md ("Uncertainty ranges") shows every row with its source.
 *
 * - calibrated: fitted to the brief's measurements; the interval is the spread of the calibration
 *   residuals (measured / predicted), widened to the resolution of the measurement when a constant
 *   rests on a single timing (the error log prints whole seconds).
 * - measurement: a published figure used as is; the interval is what the measurement supports.
 * - assumption: no measurement behind it; the interval is deliberately wide.
 *
 * `direction` says which way the constant moves a figure: a `cost` (CPU per file, latency) makes
 * startup longer and QPS lower as it grows; a `capacity` (IOPS, bandwidth) does the opposite. Every
 * interval contains 1 (the nominal value), and `outside` contains `inside`.
 */

export type SpreadKind = 'calibrated' | 'measurement' | 'assumption';

/** Low and high factor on the nominal value (low ≤ 1 ≤ high). */
export type FactorInterval = readonly [low: number, high: number];

export type SpreadId =
  | 'dirScanCpu'
  | 'duplicateCheckCpu'
  | 'ddCpu'
  | 'validationCpu'
  | 'serverFixed'
  | 'bufferedReadOverhead'
  | 'ebsIops'
  | 'ebsBandwidth'
  | 'ebsLatency'
  | 'firstTouchLatency'
  | 'initializationTime'
  | 'nvmeIops'
  | 'nvmeBandwidth'
  | 'nvmeLatency'
  | 'customDevice'
  | 'calibratedDevice'
  | 'cpuPerQuery'
  | 'cpuPerPageRead'
  | 'cpuPerWrite'
  | 'filMutexHold'
  | 'logKibPerWrite'
  | 'bufferPoolEffective'
  | 'crashDiscovery'
  | 'accessSkew'
  // model-io (issue 25 mechanism 5): the page cleaners' flush capacity (src/core/qps/flush.ts).
  | 'flushCapacity'
  | 'readerFile'
  | 'dictionaryLoad'
  | 'burstLeft'
  // issue 40 item 2: the EBS volume limiter's bucket (devices/limiter.ts).
  | 'limiterBucket'
  // issue 29: Aurora's cluster volume, whose limits AWS does not publish (storage/kinds/aurora.ts).
  | 'auroraIops'
  | 'auroraBandwidth'
  | 'auroraLatency';

export interface Spread {
  id: SpreadId;
  /** What the factor multiplies, in the user's words. */
  label: string;
  kind: SpreadKind;
  direction: 'cost' | 'capacity';
  /** Interval where the scenario is inside the constant's calibrated space. */
  inside: FactorInterval;
  /** Interval far outside it (the scenario's distance interpolates between the two). */
  outside: FactorInterval;
  /** Where the interval comes from (docs/model.md repeats it). */
  source: string;
}

const row = (
  id: SpreadId,
  label: string,
  kind: SpreadKind,
  direction: Spread['direction'],
  inside: FactorInterval,
  outside: FactorInterval,
  source: string,
): Spread => ({ id, label, kind, direction, inside, outside, source });

/** A factor of 2 either way: the width given to constants with no measurement behind them. */
const TWOFOLD: FactorInterval = [0.5, 2];

/** A per-operation cost with no measurement behind it: twofold inside and outside. */
const costAssumption = (id: SpreadId, label: string): Spread =>
  row(id, label, 'assumption', 'cost', TWOFOLD, TWOFOLD, 'Assumption: a factor of 2 either way.');

/** Issue 25's startup mechanisms (docs/model.md section 10). */
const SPREADS_STARTUP_V3: readonly Spread[] = [
  row(
    'readerFile',
    'Per-file time of one startup reader (open, first pages, close)',
    'calibrated',
    'cost',
    [0.9, 1.1],
    [0.7, 1.5],
    "EBS: one buffered read at queue depth 1 on the volume latency curve (330 µs at 4 KiB, case A; 600 µs at 32 KiB, the published duplicate-check thread sweeps' B on gp3 and io2, ±10%). NVMe: one 168 s start with one reader and the 90 s prefetch of 4 KiB, both timed to the second on m6id.xlarge (±10%). Outside (gp2, other families): assumption.",
  ),
  row(
    'dictionaryLoad',
    'CPU of the 5.6/5.7 tablespace load',
    'calibrated',
    'cost',
    [0.85, 1.15],
    TWOFOLD,
    'Fitted to two starts given as "about 2 and 3 minutes" (±15%); away from 1M tables, twofold: the measured growth is faster than linear and only the hash-chain term models it. On another processor: the processor\'s per-core interval (Processors, above).',
  ),
  row(
    'burstLeft',
    'Instance EBS burst left today',
    'assumption',
    'capacity',
    [1, 1],
    [0, 1],
    "The .large to .4xlarge types burst at least 30 minutes a day, metered as two balances (EBSIOBalance%, EBSByteBalance%) that IO above the baseline drains. The factor runs from the balance the pessimistic end assumes (0) to the balances given (1, full by default): on a restored volume both balances empty (the seed's starts after a restore that used the burst took 469-471 s, twice those with it intact); wherever the burst used today is not known (`instance.burstKnown` false, the default), the balances left after restoring this database's own data onto the volume earlier today; with the balances known, those entered.",
  ),
  row(
    'limiterBucket',
    "EBS volume limiter's short burst above the IOPS cap",
    'calibrated',
    'capacity',
    [0.9, 2.45],
    [0.9, 2.45],
    'Ten 10-second fio runs at the cap of 16,000-IOPS gp3 and io2 volumes (github.com/miztiik/ebs-gp3-perf, 2020-12-21) measured 0.37-0.99 s of the provisioned IOPS above it (4 KiB 0.99 s, 8-64 KiB 0.37-0.46 s); the point is their median, 0.41 s. Only gp3 and io2 carry it.',
  ),
];

export const SPREADS: readonly Spread[] = [
  row(
    'dirScanCpu',
    'CPU per file of the directory walk',
    'calibrated',
    'cost',
    [0.75, 1.25],
    TWOFOLD,
    'Case C: 1M files in 2 s, timed to the second (1.5-2.5 s).',
  ),
  row(
    'duplicateCheckCpu',
    'CPU per file of the duplicate check',
    'calibrated',
    'cost',
    [0.83, 1.17],
    TWOFOLD,
    'Case C: 1M files in 3 s on 4 vCPUs, timed to the second (2.5-3.5 s).',
  ),
  row(
    'ddCpu',
    'CPU per table of DD tablespace reading',
    'calibrated',
    'cost',
    [0.86, 1.14],
    TWOFOLD,
    'Cases A and B leave 7.2 and 5.4 µs per table after their IO time; mean 6.3 µs ±14%.',
  ),
  row(
    'validationCpu',
    'CPU per tablespace of path validation',
    'calibrated',
    'cost',
    [0.96, 1.04],
    TWOFOLD,
    'Cases A and B give 78 and 84 µs per tablespace; mean 81 µs ±4% (residuals +3.8%, −3.6%).',
  ),
  row(
    'serverFixed',
    'Fixed rest of the server start',
    'calibrated',
    'cost',
    [0.9, 1.1],
    [0.5, 3],
    'Cases A and B: 10 s and 9 s (total minus the four phases); mean 9.5 s ±5%, ±10% for the whole-second timings it is the difference of. Outside: buffer pool allocation and redo sizes differ (assumption).',
  ),
  row(
    'bufferedReadOverhead',
    'Kernel cost of a buffered read',
    'calibrated',
    'cost',
    [0.89, 1.11],
    [0.7, 1.5],
    "Case B's directory scan: 9 s ± 0.5 s of IO for 62,500 inode blocks gives 144 ± 8 µs per block, 74 ± 8 µs above the device.",
  ),
  row(
    'ebsIops',
    'EBS IOPS delivered / provisioned',
    'calibrated',
    'capacity',
    [0.985, 1.02],
    [0.9, 1.02],
    "gp3 fileio rows (brief section 4): measured / provisioned 0.991-1.017; case A's duplicate check 0.989 (1,000,000 reads in 337 s at 3,000 IOPS). Outside (io2, gp2, an instance EBS ceiling): AWS designs EBS volumes to deliver within 10% of their provisioned performance 99–99.9% of the time.",
  ),
  row(
    'ebsBandwidth',
    'EBS throughput delivered / provisioned',
    'calibrated',
    'capacity',
    [0.99, 1.02],
    [0.9, 1.02],
    'gp3 16,000/256 at 32 KiB: 1.018 × the provisioned 256 MiB/s; prepare rows 1.001-1.002. Outside: as EBS IOPS.',
  ),
  row(
    'ebsLatency',
    'EBS read latency (one reader)',
    'measurement',
    'cost',
    [0.8, 1.05],
    TWOFOLD,
    "gp3 on m6i: case A's directory scan (62,500 single-reader 4 KiB reads in 21 s ± 0.5 s) caps the buffered latency at 1.04 × 330 µs; below, the 3,000-IOPS cap hides it (0.8, assumption). gp3 on another Nitro generation: a QD1 4 KiB test on t3a.small (Nitro v2) averaged 527.5 µs (1.6 ×; docs/validation.md V6), so twofold two generations away (half-way one away). io2/gp2: not measured here (assumption).",
  ),
  row(
    'firstTouchLatency',
    'First read of a block of a restored volume',
    'measurement',
    'cost',
    TWOFOLD,
    TWOFOLD,
    'One published measurement (43 ms, brief section 2); S3 fetch latency varies with load and block size (assumption).',
  ),
  row(
    'initializationTime',
    'Volume initialization time',
    'assumption',
    'cost',
    [1, 1.1],
    [1, 1.1],
    'AWS gives the provisioned-rate initialization time as an estimate; up to 10% longer (assumption).',
  ),
  row(
    'nvmeIops',
    'Local NVMe IOPS / published',
    'calibrated',
    'capacity',
    [1, 1.02],
    [0.85, 1.1],
    'm6id fileio 4 KiB rows: measured / published 1.017-1.019. Other families: published figures never measured here (assumption).',
  ),
  row(
    'nvmeBandwidth',
    'Local NVMe bandwidth (4.6 KiB per IOPS)',
    'calibrated',
    'capacity',
    [0.99, 1.03],
    [0.7, 1.3],
    'm6id bandwidth-bound 16/32 KiB rows: residuals 0.994-1.029. Other families inherit the ratio unmeasured (docs/model.md section 9).',
  ),
  row(
    'nvmeLatency',
    'Local NVMe latency',
    'calibrated',
    'cost',
    [0.97, 1.03],
    [0.7, 1.5],
    'm6id latency-bound rows: rate residuals 0.975-1.027. Other families: assumption.',
  ),
  row(
    'auroraIops',
    'Aurora storage IOPS (assumed: the DB class maximum EBS ceiling)',
    'assumption',
    'capacity',
    [0.25, 2],
    [0.25, 2],
    'Assumption: AWS publishes no read IOPS limit of a DB instance on Aurora storage; the class maximum EBS-optimized IOPS stands in, from a quarter to twice.',
  ),
  row(
    'auroraBandwidth',
    'Aurora storage bandwidth (assumed: the DB class maximum EBS bandwidth)',
    'assumption',
    'capacity',
    [0.5, 1.5],
    [0.5, 1.5],
    'Assumption: the class maximum EBS-optimized bandwidth stands in for its network to Aurora storage, from half to 1.5 ×.',
  ),
  row(
    'auroraLatency',
    'Aurora storage read latency (assumed 600 µs)',
    'assumption',
    'cost',
    [0.5, 3],
    [0.5, 3],
    'Assumption: no published figure; twice a warm gp3 read, from 300 µs to 1.8 ms (a read may wait for the storage node to apply redo to the page).',
  ),
  row(
    'customDevice',
    'Custom device figures',
    'assumption',
    'capacity',
    [0.9, 1.1],
    [0.9, 1.1],
    'Figures typed by the user (data sheet or own test): ±10% (assumption).',
  ),
  row(
    'calibratedDevice',
    'Device calibrated on your benchmark',
    'calibrated',
    'capacity',
    [0.95, 1.05],
    [0.95, 1.05],
    'Caps and latency fitted to an imported benchmark: ±5% (assumption: the residuals of the brief’s fits are within 3%).',
  ),
  row(
    'cpuPerQuery',
    'CPU per point select',
    'assumption',
    'cost',
    TWOFOLD,
    TWOFOLD,
    'Order-of-magnitude figure (docs/model.md section 3): a factor of 2 either way.',
  ),
  costAssumption('cpuPerPageRead', 'CPU per buffer-pool miss'),
  costAssumption('cpuPerWrite', 'CPU per row update'),
  costAssumption('filMutexHold', 'fil_system mutex hold per read (5.6/5.7)'),
  costAssumption('logKibPerWrite', 'Redo and binlog bytes per update'),
  row(
    'bufferPoolEffective',
    'Share of the buffer pool holding data pages',
    'assumption',
    'capacity',
    [0.9, 1],
    [0.9, 1],
    'Part of the buffer pool (innodb_buffer_pool_size) holds the adaptive hash index, locks and free pages, and B-tree pages are not full (assumption: up to 10% fewer data pages cached).',
  ),
  row(
    'crashDiscovery',
    'Time per file of crash-recovery tablespace discovery (before 5.7.5)',
    'measurement',
    'cost',
    [0.95, 1.3],
    TWOFOLD,
    "The brief's MySQL 5.6 case (section 2): measured 2,194 reads/s warm against the model's 2,793, so the measured time per file is 1.27 × the model's (a restored volume's first touch is charged per snapshot block, spread firstTouchLatency). Outside (5.7.0-5.7.4, never measured): a factor of 2 either way (assumption).",
  ),
  row(
    'accessSkew',
    'Hot-set caching of a skewed workload (share of the ideal skew)',
    'assumption',
    'capacity',
    [0.5, 1],
    [0.5, 1],
    "The skewed miss ratio assumes the pool holds the hottest pages (optimal under independent references); an LRU holds fewer: Che's approximation of LRU gives 0.63 of the ideal skew for 80/20 with a pool the hot set's size (docs/model.md section 10). The factor scales the hot set's excess share of accesses (a − d); uniform access is unaffected.",
  ),
  // --- model-io (issue 25, mechanism 5): QPS model error of the page cleaners' waits. ---
  row(
    'flushCapacity',
    'Pages the page cleaners flush per wait (cleaners × batch, doublewrite writes)',
    'assumption',
    'capacity',
    TWOFOLD,
    TWOFOLD,
    'Version defaults (120-page batches, 1 or 4 cleaners, innodb_doublewrite_pages) taken as the whole story: several batches in flight per buffer-pool instance, single-page flushes and tuned settings are not modelled (docs/model.md section 3): a factor of 2 either way.',
  ),
  ...SPREADS_STARTUP_V3,
];

const BY_ID = new Map<SpreadId, Spread>(SPREADS.map((s) => [s.id, s]));

export function spread(id: SpreadId): Spread {
  const s = BY_ID.get(id);
  if (!s) throw new Error(`unknown spread ${id}`);
  return s;
}

/**
 * The interval at distance d from the calibrated space (0 inside, 1 far outside), interpolated
 * geometrically between `inside` and `outside`: it only grows with d.
 */
export function intervalAt(s: Spread, distance: number): FactorInterval {
  const d = Math.min(1, Math.max(0, Number.isFinite(distance) ? distance : 1));
  if (d === 0) return s.inside;
  if (d === 1) return s.outside;
  const lo = Math.pow(s.inside[0], 1 - d) * Math.pow(s.outside[0], d);
  const hi = Math.pow(s.inside[1], 1 - d) * Math.pow(s.outside[1], d);
  return [Math.min(lo, 1), Math.max(hi, 1)];
}
