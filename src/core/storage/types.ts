/**
 * The lower seam of the storage kinds (issue 28): the types a storage-kind module fills in and
 * the code above it reads — the field-limits table's rule and bound, the device parameters, a
 * cost item with its label still to write, a recommend search candidate, a telemetry limit — and
 * the `StorageKindModule` contract itself. Nothing here imports code above `catalog`, `format`
 * and the scenario types, so a kind module imports only this file and the data it needs.
 */
import type { Catalog, EbsLimits, EbsPrices, InstanceType } from '../catalog/types.ts';
import type { TornWriteRules } from '../catalog/tornWrite.ts';
import type { Bound as ModelBound, CostItem, ScenarioIssue } from '../types.ts';
import type { Cloud, Deployment, Scenario, StorageChoice, StorageKind } from '../scenario/types.ts';

// ---- The field-limits table (src/core/scenario/limits.ts) ----

/** One end of a field's range. */
export interface Bound {
  value: number;
  /**
   * Why, in the user's words, with the limit's figure: "gp3 volumes hold at most 65,536 GiB".
   * A function: the text is built only when a message needs it (validation runs on every
   * prediction, so a slider drag with its sweeps runs it hundreds of times per frame).
   */
  why: () => string;
  /** Name of the limit, e.g. `gp3.maxIopsPerGiB`. */
  limit: string;
  /** The other field whose value sets this bound; absent for the field's own limit. */
  by?: string;
  /** Whole-scenario validation reports this bound on this field (false: on the `by` field). */
  validates: boolean;
}

/** What a rule reads: the scenario, the catalog, its instance and its data volume's limits. */
export interface RuleContext {
  s: Scenario;
  catalog: Catalog;
  inst: InstanceType | undefined;
  /** The data volume's size/IOPS/throughput limits (`volumeLimits` of its kind), if it has them. */
  ebs: VolumeLimits | undefined;
}

/** One row of the field-limits table: a numeric field, where it applies, its bounds. */
export interface FieldRule {
  path: string;
  label: string;
  unit: string;
  integer?: boolean;
  /** The field exists in this scenario (e.g. IOPS only on gp3/io2). */
  applies: (c: RuleContext) => boolean;
  /**
   * Where the field applies when `applies` can be false: the choice field that decides it and,
   * in the user's words, what it must be ("gp3 and io2 volumes").
   */
  appliesTo?: {
    field: string;
    text: string;
    /** `text` on one deployment of one cloud (its own kinds only). */
    textOn?: (d: Deployment, cloud?: Cloud) => string;
    notes?: Readonly<Record<string, string>>;
  };
  mins: (c: RuleContext) => Bound[];
  maxs: (c: RuleContext) => Bound[];
  rule: (c: RuleContext) => string;
}

/**
 * Size, IOPS and throughput limits of a provisioned volume kind, in the catalog's EBS shape
 * (`kind` is any registered kind's id): the table's volume rules, the search grid and the caps
 * read them.
 */
export type VolumeLimits = Omit<EbsLimits, 'kind'> & {
  kind: string;
  /**
   * The step throughput is provisioned in, MiB/s (absent: 1 MiB/s, as EBS; Azure provisions
   * whole MB/s, 0.954 MiB/s): the most IOPS allow is a whole number of steps.
   */
  throughputStepMiBps?: number;
};

// ---- Device parameters (src/core/devices/params.ts) ----

export interface Cap {
  value: number;
  bound: ModelBound;
  /** What the cap is, for explanations: "gp3 provisioned 3,000 IOPS". */
  label: string;
}

export interface DeviceParams {
  iops: Cap;
  /** MiB/s. */
  bandwidth: Cap;
  latency4kUs: number;
  latencyUsPerKiB: number;
  latencyUsPerThread: number;
  /** IO size up to which one IO counts as one operation (EBS: 256 KiB), KiB; Infinity-free: 0 = no split. */
  maxIoKiB: number;
  /** Short name of the device, e.g. "gp3 volume", "local NVMe". */
  name: string;
  /**
   * What one startup reader (open, buffered read of the first pages, close) spends per file on
   * this kind of device (EBS: derived in devices/reader.ts; local NVMe: measured): per-file time =
   * base4kUs + (ioKiB - 4) · usPerKiB + readers · usPerReader (+ roundTripUs per further IO
   * above maxIoKiB), plus the wait at the caps (`readerQueueUs`). Absent for a device the user
   * describes or calibrated: its read latency + the buffered-read overhead stands in.
   */
  reader?: ReaderCost;
  /** An EBS volume (its instance's EBS burst applies). */
  onEbs?: boolean;
  /**
   * The volume's IOPS limiter admits a short burst above its cap (issue 40 item 2,
   * devices/limiter.ts): present on the kinds it was measured on (gp3, io2) while the IOPS cap is
   * the volume's own. `burstIopsCeiling` is what the burst may reach: the instance's EBS IOPS
   * ceiling in this mode (Infinity on a custom instance).
   */
  volumeBucket?: { burstIopsCeiling: number };
}

/** Per-file time of one startup reader (see `DeviceParams.reader`), microseconds. */
export interface ReaderCost {
  base4kUs: number;
  usPerKiB: number;
  usPerReader: number;
  /** Round trip of each further device IO when one read is split (EBS above 256 KiB). */
  roundTripUs?: number;
}

export interface DeviceMode {
  /**
   * Sustained (hours) rather than burst (≤ 30 minutes a day): instance EBS ceilings and gp2 use
   * their baseline. Startup uses burst, QPS uses sustained.
   */
  sustained: boolean;
  /** Every read is a first touch of a lazily-loaded block (restored volume, no remedy). */
  firstTouch: boolean;
  /** Build the human labels (false in the recommend search, where only numbers matter). */
  labels?: boolean;
  /**
   * A calibrated device's caps stand alone, not capped by the volume and instance (calibrate's
   * fit only: it describes the measured device on the machine it was measured on).
   */
  calibrationUncapped?: boolean;
}

/** A volume's IOPS and MiB/s caps, numbers only. */
export interface VolumeCaps {
  iops: number;
  mibps: number;
}

// ---- Cost (src/core/cost/index.ts) ----

/**
 * A cost item with its label still to write: the figures (`monthlyUsd`, what the charts' sweeps
 * need) never read it, and writing it (prices and quantities formatted) was a third of a sweep
 * point's cost.
 */
export type CostDraft = Omit<CostItem, 'label' | 'part'> & { label: () => string };

/** A volume's provisioned figures (the data volume, or a separate log volume). */
export interface VolumeFigures {
  kind: string;
  sizeGiB: number;
  iops: number;
  throughputMiBps: number;
}

// ---- Recommend's search space (src/core/recommend/space.ts) ----

/** One volume the search tries, with its monthly cost. */
export interface StorageCandidate {
  kind: StorageKind;
  sizeGiB: number;
  iops: number;
  throughputMiBps: number;
  monthlyUsd: number;
}

/**
 * What the search must keep: a minimum volume size (the current volume's, since EBS volumes cannot
 * shrink without a rebuild) and settings the user fixed (size, IOPS, throughput).
 */
export interface StorageConstraints {
  minSizeGiB?: number;
  sizeGiB?: number;
  iops?: number;
  throughputMiBps?: number;
}

// ---- Telemetry (src/core/telemetry/utilisation.ts) ----

export type LimitMeasure = 'ebs-iops' | 'nvme-iops' | 'mibps';

export interface CapacityLimit {
  key:
    | 'volume-iops'
    | 'volume-mibps'
    | 'instance-iops-baseline'
    | 'instance-mibps-baseline'
    | 'instance-iops-burst'
    | 'instance-mibps-burst';
  /** "6,000 provisioned IOPS", "m6i.large EBS baseline 81 MiB/s". */
  label: string;
  measure: LimitMeasure;
  value: number;
  unit: 'IOPS' | 'MiB/s';
}

// ---- Advice (src/core/recommend/advice.ts) ----

/** A change of the storage the "What would help" advice tries and prices with the model. */
export interface StorageAdvice {
  /** Changes of one sort (e.g. more gp3 throughput); duplicates are dropped within a sort only. */
  kind: string;
  /** In words: "+125 MiB/s (and 3,000 IOPS, which that needs)". */
  change: string;
  patch: { storage: Partial<StorageChoice> };
}

// ---- Deployments (issue 29) ----

/**
 * What a kind's cost items and search grid may read beyond the region's EBS prices: the scenario
 * priced (its region, Multi-AZ, Aurora storage configuration, data size). The EC2 kinds ignore
 * it; RDS and Aurora storage read their per-region prices from the RDS catalog with it.
 */
export type KindScenario = Pick<
  Scenario,
  | 'region'
  | 'deployment'
  | 'cloud'
  | 'multiAz'
  | 'multiAzKind'
  | 'auroraStorage'
  | 'mysql'
  | 'storage'
>;

/**
 * The I/O rates the month is priced at (Aurora Standard bills them per request): the workload's at
 * its average load when the scenario gives one, else at the predicted throughput.
 */
export interface IoRates {
  /** Page reads from storage per second (buffer-pool misses). */
  pageReadsPerSecond: number;
  /** Committed single-row updates per second. */
  updatesPerSecond: number;
  /** The average load (QPS) the rates are scaled to; absent: none given (issue 40: not priced). */
  averageQps?: number;
  /** The load (QPS) the rates are at: the average load, or the predicted throughput without one. */
  atQps?: number;
}

// ---- Words ----

/**
 * How a storage is written: `short` in names and one-line configurations ("gp3 500 GiB, 3,000
 * IOPS, 125 MiB/s", "local NVMe", "custom device"), `full` where the settings are listed
 * ("instance store (local NVMe)", a custom device with its figures).
 */
export type DescribeForm = 'short' | 'full';

// ---- The module ----

/**
 * Everything the model knows about one storage kind. The registry (src/core/storage/registry.ts)
 * maps each kind's id to its module; validation, device rates, cost, recommend, telemetry, the
 * CLI's flags and the app's pickers ask the registry and never branch on a kind's id.
 *
 * Contract (stable: other kinds, e.g. RDS and Aurora storage, are written against it):
 * - `kind` is unique; `registerStorageKind` refuses a second module for the same id.
 * - Every function is pure: plain data in, plain data out, no state kept between calls.
 * - Optional members are capabilities: leave one out and the code above treats the kind as not
 *   having it (no volume limits → no size/IOPS/throughput fields; no `searchCandidates` → the
 *   search does not try the kind; no `logVolume` → it cannot hold the redo log).
 * - Figures come from the catalog (prices, limits, each with its source) or, for a kind whose data
 *   the catalog does not hold, from the module's own documented constants.
 */
export interface StorageKindModule {
  /** The id in `scenario.storage.kind`, saved files, `--storage` and profiles ("gp3"). */
  readonly kind: StorageKind;
  /** The kind in words where its id is not what a person calls it ("instance store (local NVMe)"). */
  readonly name?: string;
  /** Other names a record may give the kind (imports: "nvme", "local_nvme"), lower case. */
  readonly aliases?: readonly string[];
  /** The app's picker and the CLI's help: "gp3 (EBS)". */
  readonly label: string;
  /**
   * The deployments whose scenarios may use the kind (absent: `['ec2']`, a self-managed server):
   * the picker, `--storage` and validation offer a deployment its own kinds only.
   */
  readonly deployments?: readonly Deployment[];
  /**
   * The clouds whose scenarios may use the kind (absent: `['aws']`; issue 38): the picker,
   * `--storage` and validation offer a cloud its own kinds only.
   */
  readonly clouds?: readonly Cloud[];
  /**
   * The name the deployment's own console gives the kind, which `--storage` also accepts on that
   * deployment ("gp3" for `rds-gp3`); absent: the id. Kinds of one family on different
   * deployments are each other's counterpart when a scenario moves between them.
   */
  readonly family?: string;
  /**
   * Where the data lives, for the data-size rule, when not on a volume or the instance store
   * ("Aurora's cluster volume grows with the data").
   */
  readonly dataRule?: string;
  /**
   * An EBS volume: read through the instance's EBS ceiling (and its daily burst), restorable from
   * a snapshot (volume state, restore remedies), priced per GiB-month by the region's EBS prices.
   */
  readonly onEbs: boolean;
  /** The data outlives the instance (false: the instance store, erased on stop). */
  readonly durable: boolean;
  /** The fields the user provisions for this kind (sliders, flags, JSON fields that apply). */
  readonly provisions: {
    readonly sizeGiB: boolean;
    readonly iops: boolean;
    readonly throughputMiBps: boolean;
    /** `storage.custom.*`: the user describes the device. */
    readonly device: boolean;
  };
  /**
   * The unit the vendor provisions throughput in, where it is not MiB/s: Azure's disks are
   * provisioned in MB/s (10^6 bytes/s), so the CLI's `--throughput` reads MB/s for them (the
   * scenario keeps MiB/s). Absent: MiB/s.
   */
  readonly throughputUnit?: 'MB/s';
  /**
   * Its baseline IOPS and throughput (`volumeLimits`' `baselineIops`, `baselineMiBps`) come with
   * every size at no charge (gp3), rather than being a minimum to provision (io2); the rules' words
   * say which.
   */
  readonly baselineIncluded?: boolean;
  /** Recommend tries it when the targets name no kinds (the instance store only when allowed). */
  readonly searchedByDefault: boolean;
  /** The uncertainty model's device class (docs/model.md §uncertainty): its spreads and corners. */
  readonly deviceClass: 'ebs' | 'nvme' | 'aurora' | 'custom';
  /**
   * What the published measurements the model was fitted on cover for this kind
   * (src/core/uncertainty/space.ts): its read rates, and a startup reader's per-file time. Absent
   * or false: the ranges take the full spread for it and say why.
   */
  readonly measured?: { readonly rates: boolean; readonly reader: boolean };
  /**
   * Why the kind cannot run on the scenario's instance (`inst`; null: a custom instance), as a
   * validation issue on `storage.kind` with the nearest valid kind; null when it can.
   */
  unavailableOn?(
    inst: InstanceType | null,
  ): { limit: string; text: string; nearestValid: string; nearestLabel?: string } | null;
  /**
   * Size/IOPS/throughput limits, when the user provisions a volume of this kind; `st` gives the
   * volume's size for a kind whose limits change with it (RDS gp3 from 400 GiB).
   */
  volumeLimits?(catalog: Catalog, st?: Pick<StorageChoice, 'sizeGiB'>): VolumeLimits;
  /**
   * The kind's own words for a limit that changes with the volume's size (RDS gp3's 400 GiB rule),
   * for the field-limits table's bounds (`min`/`max` of IOPS or throughput) and the slider's rule
   * line (`rule`); undefined keeps the table's generic words ("at most 3,000 IOPS per volume").
   */
  sizeRuleText?(
    field: 'iops' | 'throughputMiBps',
    end: 'min' | 'max' | 'rule',
    sizeGiB: number,
    catalog: Catalog,
  ): string | undefined;
  /**
   * Rules of the kind the field-limits table cannot say, as validation issues in the user's words
   * (RDS gp3's included IOPS fixed below 400 GiB); an issue here replaces the table's on its field.
   */
  issues?(s: Scenario, catalog: Catalog): ScenarioIssue[];
  /**
   * The provisioning the kind gives a storage of its size, for the fields the user did not set
   * (`keep`): RDS gp3's included IOPS and throughput, fixed below 400 GiB. A change of kind,
   * deployment or size carries the provisioning with it.
   */
  fitProvisioning?(
    st: StorageChoice,
    catalog: Catalog,
    keep: { iops?: boolean; throughput?: boolean },
  ): StorageChoice;
  /** The kind can be the separate log volume (`logVolume.kind`), priced and rated as a volume. */
  readonly logVolume?: boolean;
  /** Its own rows of the field-limits table (fields only this kind has: `storage.custom.*`). */
  readonly fieldRules?: readonly FieldRule[];
  /** Capacity the instance gives (instance store), GiB; undefined: the volume's own size. */
  instanceCapacityGiB?(inst: InstanceType): number;
  /** The volume's IOPS and MiB/s (burst or sustained), numbers only, into `out`. */
  volumeCaps?(st: VolumeFigures, catalog: Catalog, sustained: boolean, out: VolumeCaps): VolumeCaps;
  /** Read parameters of the device on `inst` (null: a custom instance), without calibration. */
  params(
    st: StorageChoice,
    inst: InstanceType | null,
    catalog: Catalog,
    mode: DeviceMode,
    fmt: (n: number) => string,
  ): DeviceParams;
  /**
   * Monthly cost items of one volume of this kind; `prefix` names it ("", "log volume "); `s` is
   * the scenario priced (a kind priced per region outside the EBS prices reads it).
   */
  costItems(
    v: VolumeFigures,
    st: StorageChoice,
    prices: EbsPrices,
    prefix: string,
    catalog: Catalog,
    s?: KindScenario,
  ): CostDraft[];
  /** Monthly I/O-request items (Aurora Standard), priced from the predicted `rates`. */
  ioItems?(s: KindScenario, catalog: Catalog, rates: IoRates): CostDraft[];
  /**
   * What the provisioned IOPS (or throughput) between two levels `from` ≤ `to` cost a month, for
   * a kind that prices them apart from its size (what a volume beyond its instance's ceiling wastes).
   */
  readonly provisionedUsd?: {
    iops(from: number, to: number, prices: EbsPrices, s?: KindScenario, catalog?: Catalog): number;
    throughputMiBps?(
      from: number,
      to: number,
      prices: EbsPrices,
      s?: KindScenario,
      catalog?: Catalog,
    ): number;
  };
  /**
   * The volumes recommend tries for `dataGiB` of data, cheapest first within the kind; `region`
   * for a kind priced per region outside the EBS prices (none without it).
   */
  searchCandidates?(
    catalog: Catalog,
    prices: EbsPrices,
    dataGiB: number,
    c: StorageConstraints,
    region?: string,
  ): StorageCandidate[];
  /** Changes of this storage worth trying for the advice (more IOPS, another kind), valid ones. */
  storageAdvice?(st: StorageChoice, catalog: Catalog): StorageAdvice[];
  /**
   * The limits production telemetry is compared against (the instance's EBS ones are added for
   * `onEbs`); `device` is the data volume's sustained parameters, calibration applied.
   */
  telemetryLimits(
    scenario: Scenario,
    catalog: Catalog,
    inst: InstanceType | null,
    device: DeviceParams,
  ): CapacityLimit[];
  /** Writes an InnoDB page of `pageKiB` atomically on `inst` (torn-write prevention). */
  preventsTornWrites(inst: InstanceType, rules: TornWriteRules): boolean;
  /**
   * The storage in words (see `DescribeForm`); `s` is the scenario, for a kind whose words read
   * more than the storage fields (Aurora: its configuration and the data stored).
   */
  describe(st: StorageChoice, form: DescribeForm, s?: KindScenario): string;
}
