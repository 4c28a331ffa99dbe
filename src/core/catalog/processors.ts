/**
 * The processor of every catalog instance type, and how fast one of its cores runs MySQL's
 * single-threaded startup CPU work (the directory walk, the DD tablespace read, the 5.6/5.7
 * dictionary load) against the processor the startup constants were measured on: Intel Xeon 3rd
 * generation "Ice Lake" (m6i.large, m6id.xlarge; brief sections 3 and 4).
 *
 * Shape (other clouds add rows here): one `Processor` per processor id, and one row per instance
 * family naming its processor id and its Nitro generation (AWS only: the EBS path's hardware).
 * `processorOf('c7g.8xlarge')` reads the family before the dot. docs/model.md ("Uncertainty
 * ranges", processors) lists every ratio with its source.
 *
 * `perCore` is a speed ratio (2 = twice as fast: CPU time halves). `point` scales the model's CPU
 * constants; `low`-`high` is the spread the source supports, used by the uncertainty ranges.
 *
 * Measured (issue 36 item 1): Graviton2 and AMD Milan from Percona's 2021 MySQL 8.0.26 CPU-bound
 * sysbench oltp_read_only runs (PERCONA_2021: m6g and m6a over the m6i of the same size, large to
 * 12xlarge, at 1 thread and at threads = vCPUs, each the mean of its repeated runs): point = the
 * median of the per-size ratios, low-high = their least and greatest. Graviton4 from Ronald
 * Bradford's RDS runs (BRADFORD_2025: r8g.2xlarge against r6g.4xlarge, per vCPU) times
 * Graviton2's figures; Graviton3 from ClickBench's same-day ClickHouse runs on 64 cores of
 * Graviton2 and Graviton3 (CLICKBENCH_G3: Graviton3/Graviton2 per set) times Graviton2's figures,
 * the sets' Ice Lake runs held out to validate it. docs/model.md
 * ("Processors") gives the derivation and which rows calibrate and which validate
 * (tests/unit/core/catalog/processorRatios.test.ts recomputes them from the stored rows).
 * Where no stored source gives a per-core figure against Ice Lake the ratio is a chain of
 * published ones and says so in `note` (an ESTIMATE).
 */
import type { Sourced } from './types.ts';

export type ProcessorId =
  | 'intel-icelake'
  | 'intel-sapphire-rapids'
  | 'intel-emerald-rapids'
  | 'amd-milan'
  | 'amd-genoa'
  | 'aws-graviton2'
  | 'aws-graviton3'
  | 'aws-graviton4'
  | 'google-axion'
  | 'amd-turin';

/** A per-core speed ratio against Intel Ice Lake, with the interval its source supports. */
export interface SpeedRatio {
  point: number;
  low: number;
  high: number;
}

/**
 * Graviton4's per-core ratio (Bradford 2025 × Graviton2's measured spread, below): Google's Axion,
 * the same Neoverse V2 core, takes it too.
 */
const GRAVITON4_PER_CORE: SpeedRatio = { point: 1.405, low: 1.364, high: 1.585 };

export interface Processor extends Sourced {
  id: ProcessorId;
  vendor: 'Intel' | 'AMD' | 'AWS' | 'Google';
  /** As the vendor names it, e.g. `Graviton3 (Neoverse V1)`. */
  name: string;
  /** Vendor's generation label, e.g. `3rd gen Xeon Scalable`, `Graviton3`. */
  generation: string;
  architecture: 'x86_64' | 'arm64';
  /** Per-core speed of single-threaded integer work / Ice Lake's (m6i's). */
  perCore: SpeedRatio;
}

/** The processor the startup CPU constants were measured on. */
export const CALIBRATION_PROCESSOR: ProcessorId = 'intel-icelake';

/** The Nitro generation of m6i.large, where the gp3 read latency was measured (case A). */
export const CALIBRATION_NITRO = 4;

const GRAVITON_GUIDE =
  'https://github.com/aws/aws-graviton-getting-started/blob/0098461cbd2248efe9bcea32a55b30d722e46730/README.md';
const AWS_M7I = 'https://aws.amazon.com/ec2/instance-types/m7i/';
const AWS_M7A = 'https://aws.amazon.com/ec2/instance-types/m7a/';
const AWS_I7IE = 'https://aws.amazon.com/ec2/instance-types/i7ie/';
const AZURE_SIZES =
  'Microsoft size pages, MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/ (read 2026-11-29): Edsv5 "Intel Xeon Platinum 8370C (Ice Lake) / 8573C (Emerald Rapids)", Ebdsv5 "Intel Xeon Platinum 8370C (Ice Lake)"';
const GCP_MACHINES = 'https://cloud.google.com/compute/docs/cpu-platforms';
const AS_OF = '2026-11-29';
/** Percona's raw rows (fetched 2026-11-29; tests/fixtures/processors holds the rows used). */
export const PERCONA_2021 =
  'Percona-Lab-results/2021_10_arm_cpu_comparison_m6, test_scripts/analysis/oltp_test_result.csv @ a6decfe1a57b33bda1212eca67d0776bfba1151f (MySQL 8.0.26 sysbench oltp_read_only, runs 2021-09 to 2021-12; blog: https://www.percona.com/blog/comparing-graviton-arm-performance-to-intel-and-amd-for-mysql/)';
/** Bradford, "More CPUs or newer CPUs" (2025-04-02), RDS MySQL IMDb read-only workload. */
export const BRADFORD_2025 = 'https://ronaldbradford.com/blog/more-cpus-or-newer-cpus-2025-04-02';

/**
 * Graviton4 over Graviton2 per vCPU (BRADFORD_2025, 96 threads): r8g.2xlarge 9,531.00 QPS on 8
 * vCPUs against r6g.4xlarge 9,404.62 QPS on 16 = 2.027. Calibration row; the 128-thread pair
 * (9,383.90 against 9,380.89: 2.001) validates it.
 */
export const GRAVITON4_OVER_GRAVITON2 = 9531.0 / 8 / (9404.62 / 16);
/**
 * ClickBench's hardware benchmark: the same 43 ClickHouse queries, three runs each, on c6g, c7g
 * and c6i machines of 64 cores, run the same day with the same build (tests/fixtures/processors/
 * clickbench-graviton3.json holds the rows with each file's commit).
 */
export const CLICKBENCH_G3 =
  'ClickHouse/ClickBench hardware/results: aws_c6g.16xlarge.json @943f50d, aws_c7g.16xlarge.json @b918817, aws_c6i.32xlarge.json @c8dd140 (2026-10-09, ClickHouse 26.10.1); aws_c6g.metal_23.11.json, aws_c7g.metal_23.11.json, aws_c6i.metal_23.11.json @53ea27d (2023-12-09, ClickHouse 23.11); aws_c6g_16xlarge.json, aws_c7g_16xlarge.json @97031f2 (2022-05-24); https://benchmark.clickhouse.com/hardware/';
/**
 * Graviton3 over Graviton2 per core, one figure per ClickBench set: the summed hot times (the
 * lesser of runs 2 and 3, ClickBench's hot run) of the 43 queries on c6g over those on c7g.
 * Calibration rows; the Ice Lake runs of the 2026 and 2023 sets validate (docs/model.md).
 */
export const GRAVITON3_OVER_GRAVITON2_SETS: readonly number[] = [
  6.211 / 3.929,
  11.181 / 7.058,
  15.827 / 11.194,
];
/** AWS's claim quoted by BRADFORD_2025: Graviton4 +40 % over Graviton3 (a check in the tests). */
export const AWS_G4_OVER_G3_CLAIM = 1.4;

const p = (x: Processor): Processor => x;

/** Every processor, by id. */
export const PROCESSORS: Readonly<Record<ProcessorId, Processor>> = {
  'intel-icelake': p({
    id: 'intel-icelake',
    vendor: 'Intel',
    name: 'Xeon Platinum 8375C (Ice Lake)',
    generation: '3rd gen Xeon Scalable',
    architecture: 'x86_64',
    perCore: { point: 1, low: 1, high: 1 },
    source: `The calibration processor (m6i, m6id measured). AWS EC2 instance types, general purpose specifications (https://docs.aws.amazon.com/ec2/latest/instancetypes/gp.html): m6i Intel Xeon Platinum 8375C`,
    asOf: AS_OF,
  }),
  'intel-sapphire-rapids': p({
    id: 'intel-sapphire-rapids',
    vendor: 'Intel',
    name: 'Xeon Platinum 8488C (Sapphire Rapids)',
    generation: '4th gen Xeon Scalable',
    architecture: 'x86_64',
    perCore: { point: 1.1, low: 1, high: 1.2 },
    source: `${AWS_M7I}: "up to 15% better price performance than M6i"`,
    asOf: AS_OF,
    note: 'ESTIMATE: AWS gives price performance, not a per-core figure; at a list price about 5% above m6i the claim is up to ~1.2x per vCPU, taken as 1.1 (1.0-1.2).',
  }),
  'intel-emerald-rapids': p({
    id: 'intel-emerald-rapids',
    vendor: 'Intel',
    name: 'Xeon (Emerald Rapids)',
    generation: '5th gen Xeon Scalable',
    architecture: 'x86_64',
    perCore: { point: 1.1, low: 1, high: 1.25 },
    source: `${AWS_I7IE}: 5th generation Intel Xeon Scalable, "up to 40% better compute performance" than I3en (Skylake)`,
    asOf: AS_OF,
    note: 'ESTIMATE: no per-core figure against Ice Lake; taken as Sapphire Rapids with a wider high end (one more core generation).',
  }),
  'amd-milan': p({
    id: 'amd-milan',
    vendor: 'AMD',
    name: 'EPYC 7R13 (Milan)',
    generation: '3rd gen EPYC',
    architecture: 'x86_64',
    perCore: { point: 0.826, low: 0.776, high: 1.136 },
    source: `${PERCONA_2021}: m6a over m6i of the same size, 11 size/thread pairs, median 0.826 (least 0.776 at large/1 thread, greatest 1.136 at 2xlarge/8 threads)`,
    asOf: AS_OF,
    note: 'Measured on MySQL 8.0 CPU-bound reads, not on the startup code itself; the single-thread pairs (the startup phases are single-threaded) lie at 0.776-0.826, the multi-thread pairs up to 1.136.',
  }),
  'amd-genoa': p({
    id: 'amd-genoa',
    vendor: 'AMD',
    name: 'EPYC 9R14 (Genoa)',
    generation: '4th gen EPYC',
    architecture: 'x86_64',
    perCore: { point: 1.2, low: 1.05, high: 1.35 },
    source: `${AWS_M7A}: "up to 50% higher performance than M6a" (Milan), one core per vCPU (no SMT)`,
    asOf: AS_OF,
    note: "ESTIMATE: AWS's figure is per vCPU and an upper bound; a Milan vCPU is a hyperthread. Taken as 1.2 (1.05-1.35) per core against Ice Lake.",
  }),
  'aws-graviton2': p({
    id: 'aws-graviton2',
    vendor: 'AWS',
    name: 'Graviton2 (Neoverse N1, 2.5 GHz)',
    generation: 'Graviton2',
    architecture: 'arm64',
    perCore: { point: 0.693, low: 0.673, high: 0.782 },
    source: `${PERCONA_2021}: m6g over m6i of the same size, 11 size/thread pairs, median 0.693 (least 0.673 at 2xlarge/1 thread and 8xlarge/32 threads, greatest 0.782 at xlarge/4 threads); frequency ${GRAVITON_GUIDE}`,
    asOf: AS_OF,
    note: 'Measured on MySQL 8.0 CPU-bound reads (calibration: m6g); c6g of the same processor validates it (docs/model.md, Processors).',
  }),
  'aws-graviton3': p({
    id: 'aws-graviton3',
    vendor: 'AWS',
    name: 'Graviton3 (Neoverse V1, 2.6 GHz)',
    generation: 'Graviton3',
    architecture: 'arm64',
    perCore: { point: 1.096, low: 0.952, high: 1.239 },
    source: `${CLICKBENCH_G3}: Graviton3/Graviton2 per set 1.581, 1.584, 1.414 (summed hot times of 43 queries, 64 cores each), times Graviton2's measured ratio (${PERCONA_2021}); frequency ${GRAVITON_GUIDE}`,
    asOf: AS_OF,
    note: "Measured on ClickHouse (a CPU-bound analytic database), not MySQL, and chained through Graviton2's MySQL ratio: point 0.693 × 1.581 (the median set) = 1.096; low 0.673 × 1.414 = 0.952; high 0.782 × 1.584 = 1.239. Validation (held out): the sets' Ice Lake runs give Graviton2 0.680 and 0.690 × Ice Lake (MySQL: 0.693) and Graviton3 1.075 and 1.094, inside the interval.",
  }),
  'aws-graviton4': p({
    id: 'aws-graviton4',
    vendor: 'AWS',
    name: 'Graviton4 (Neoverse V2, 2.8 GHz)',
    generation: 'Graviton4',
    architecture: 'arm64',
    perCore: GRAVITON4_PER_CORE,
    source: `${BRADFORD_2025}: r8g.2xlarge 9,531.00 QPS against r6g.4xlarge 9,404.62 at 96 threads, 2.027 × Graviton2 per vCPU, times Graviton2's measured 0.693 (0.673-0.782, ${PERCONA_2021}); frequency ${GRAVITON_GUIDE}`,
    asOf: AS_OF,
    note: "One measured pair (RDS, 96 threads, per vCPU), with Graviton2's measured spread: 2.027 × 0.693 = 1.405 (1.364-1.585). The 128-thread pair (2.001 × Graviton2: 1.387) validates it.",
  }),
  'google-axion': p({
    id: 'google-axion',
    vendor: 'Google',
    name: 'Axion (Neoverse V2)',
    generation: 'Axion',
    architecture: 'arm64',
    perCore: GRAVITON4_PER_CORE,
    source: `${GCP_MACHINES}: C4A runs on Google Axion, Arm Neoverse V2 cores (Graviton4's core: its ratio)`,
    asOf: AS_OF,
    note: "ESTIMATE: no per-core figure read for Axion; taken as Graviton4's (same Neoverse V2 core), 1.405 (1.364-1.585).",
  }),
  'amd-turin': p({
    id: 'amd-turin',
    vendor: 'AMD',
    name: 'EPYC (Turin)',
    generation: '5th gen EPYC',
    architecture: 'x86_64',
    perCore: { point: 1.2, low: 1.05, high: 1.45 },
    source: `${GCP_MACHINES}: N4D runs on 5th generation AMD EPYC (Turin)`,
    asOf: AS_OF,
    note: "ESTIMATE: no per-core figure read for Turin; taken as Genoa's point (1.2) with a wider high end for one more core generation (1.05-1.45).",
  }),
};

/** One instance family: its processor and (AWS) Nitro generation. */
export interface FamilyHardware {
  processor: ProcessorId;
  /** AWS Nitro system version of the family (EBS path hardware); null off AWS or unknown. */
  nitro: number | null;
  /** Set when the Nitro version is not read from the cited table (same as a sibling family). */
  nitroEstimate?: true;
}

const ICE: ProcessorId = 'intel-icelake';
const SPR: ProcessorId = 'intel-sapphire-rapids';
const G2: ProcessorId = 'aws-graviton2';
const G3: ProcessorId = 'aws-graviton3';
const G4: ProcessorId = 'aws-graviton4';
const GENOA: ProcessorId = 'amd-genoa';

const hw = (processor: ProcessorId, nitro: number, estimate = false): FamilyHardware =>
  estimate ? { processor, nitro, nitroEstimate: true } : { processor, nitro };

/**
 * Per family. Processors: AWS's instance-type pages and the Graviton guide's table
 * (GRAVITON_GUIDE: Graviton2 M6g/C6g/R6g/I4g/Im4gn/Is4gen, Graviton3 C7g/M7g/R7g(d), Graviton4
 * C8g/M8g/R8g/I8g). Nitro: AWS "Specifications for general purpose instances", family summary
 * (https://docs.aws.amazon.com/ec2/latest/instancetypes/gp.html, stored copy read 2026-11-29):
 * M6g v2, M6i/M6id v4, M7a/M7g/M7gd/M7i v4, M8g/M8gd v5; the C, R and storage families take their
 * M sibling's generation (marked `nitroEstimate`).
 */
export const FAMILY_HARDWARE: Readonly<Record<string, FamilyHardware>> = {
  m6i: hw(ICE, 4),
  m6id: hw(ICE, 4),
  r6i: hw(ICE, 4, true),
  r6id: hw(ICE, 4, true),
  c6i: hw(ICE, 4, true),
  c6id: hw(ICE, 4, true),
  x2idn: hw(ICE, 4, true),
  x2iedn: hw(ICE, 4, true),
  i4i: hw(ICE, 4, true),
  m7i: hw(SPR, 4),
  r7i: hw(SPR, 4, true),
  c7i: hw(SPR, 4, true),
  i7ie: hw('intel-emerald-rapids', 5, true),
  m7a: hw(GENOA, 4),
  r7a: hw(GENOA, 4, true),
  m6g: hw(G2, 2),
  r6g: hw(G2, 2, true),
  c6g: hw(G2, 2, true),
  i4g: hw(G2, 4, true),
  im4gn: hw(G2, 3, true),
  is4gen: hw(G2, 3, true),
  m7g: hw(G3, 4),
  m7gd: hw(G3, 4),
  r7g: hw(G3, 4, true),
  r7gd: hw(G3, 4, true),
  c7g: hw(G3, 4, true),
  m8g: hw(G4, 5),
  m8gd: hw(G4, 5),
  r8g: hw(G4, 5, true),
  r8gd: hw(G4, 5, true),
  c8g: hw(G4, 5, true),
  i8g: hw(G4, 5, true),
};

/**
 * Azure's and Google Cloud's families (issue 38), keyed as `familyOf` reads their names
 * (`Standard_E8ds_v5` → `Edsv5`, `n2-standard-8` → `n2`); no Nitro. Azure: Dsv5, Ddsv5, Esv5,
 * Edsv5, Ebdsv5 and Lsv3 on Ice Lake (AZURE_SIZES; Edsv5 also runs on Emerald Rapids hosts: its
 * point is Ice Lake's, the faster host inside the uncertainty), Edsv6 on Emerald Rapids, Lasv3 on
 * Milan. Google Cloud (GCP_MACHINES): n2 Ice Lake (or Cascade Lake on older hosts), n2d Milan
 * (or Rome), c3 and z3 Sapphire Rapids, c4 and n4 Emerald Rapids, c3d Genoa, c4a Axion, n4d
 * Turin. ESTIMATE where not read: the
 * processors of Dsv5, Ddsv5, Esv5, Edsv6, Lsv3, Lasv3 and every Google Cloud series are recalled
 * from the pages named.
 */
const off = (processor: ProcessorId): FamilyHardware => ({ processor, nitro: null });

export const CLOUD_FAMILY_HARDWARE: Readonly<Record<string, FamilyHardware>> = {
  Dsv5: off(ICE),
  Ddsv5: off(ICE),
  Esv5: off(ICE),
  Edsv5: off(ICE),
  Ebdsv5: off(ICE),
  Edsv6: off('intel-emerald-rapids'),
  Lsv3: off(ICE),
  Lasv3: off('amd-milan'),
  n2: off(ICE),
  n2d: off('amd-milan'),
  c3: off(SPR),
  z3: off(SPR),
  c4: off('intel-emerald-rapids'),
  n4: off('intel-emerald-rapids'),
  c3d: off(GENOA),
  c4a: off('google-axion'),
  n4d: off('amd-turin'),
};

/** Where the cloud families' processors come from (docs/clouds.md). */
export const CLOUD_PROCESSOR_SOURCES = { azure: AZURE_SIZES, gcp: GCP_MACHINES } as const;

/**
 * The family of an instance type name: `c7g.8xlarge` → `c7g`; Azure's `Standard_E8ds_v5` →
 * `Edsv5` (series letter, features, version); Google Cloud's `n2-standard-8` → `n2`.
 */
function familyOf(instanceType: string): string {
  // An RDS class reads as its EC2 type (`db.c7g.8xlarge` → `c7g`).
  const name = instanceType.startsWith('db.') ? instanceType.slice(3) : instanceType;
  if (name.includes('.')) return name.split('.')[0] ?? '';
  const azure = /^Standard_([A-Z]+)\d+([a-z]*)_(v\d+)$/.exec(name);
  if (azure) return `${azure[1] ?? ''}${azure[2] ?? ''}${azure[3] ?? ''}`;
  return name.split('-')[0] ?? '';
}

/** The family's hardware row, or null for a type the table does not know (a custom instance). */
export function hardwareOf(instanceType: string): FamilyHardware | null {
  const f = familyOf(instanceType);
  if (Object.hasOwn(FAMILY_HARDWARE, f)) return FAMILY_HARDWARE[f] ?? null;
  return Object.hasOwn(CLOUD_FAMILY_HARDWARE, f) ? (CLOUD_FAMILY_HARDWARE[f] ?? null) : null;
}

/** The processor of an instance type, or null when unknown. */
export function processorOf(instanceType: string): Processor | null {
  const h = hardwareOf(instanceType);
  return h ? PROCESSORS[h.processor] : null;
}

/** The Nitro generation of an instance type, or null when unknown. */
export function nitroGenerationOf(instanceType: string): number | null {
  return hardwareOf(instanceType)?.nitro ?? null;
}

/**
 * The factor on CPU time of the processor's point ratio (1 / point; 1 on the calibration
 * processor or an unknown one), and the time-factor interval around it [point/high, point/low].
 */
export function cpuTimeFactor(proc: Processor | null): number {
  return proc ? 1 / proc.perCore.point : 1;
}

export function cpuTimeInterval(proc: Processor | null): readonly [number, number] {
  if (!proc) return [1, 1];
  const r = proc.perCore;
  return [r.point / r.high, r.point / r.low];
}
