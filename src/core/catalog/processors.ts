/**
 * Processors (issue 36 item 1): which processor each instance family runs on, and how fast one of
 * its vCPUs does MySQL's CPU work against the processor the startup phases were calibrated on
 * (Intel Xeon 3rd generation, "Ice Lake": m6i.large and m6id.xlarge, brief section 3).
 *
 * `perVcpu` is that speed ratio (> 1 faster), a point with the interval its source supports. The
 * startup model divides its CPU costs by the point (a phase calibrated on Ice Lake applies
 * unchanged to every family on Ice Lake), and the ranges take the interval (uncertainty/space.ts),
 * instead of a blanket twofold spread for any family but m6i's.
 *
 * Sources:
 * - Families' processors: AWS's instance type pages (each family's "Processor" line; EC2 Instance
 *   Types, Specifications), as the EC2 offer file's `physicalProcessor` also names them.
 * - Graviton2 and AMD Milan: MEASURED. Percona, "Comparing Graviton (ARM) Performance to Intel and
 *   AMD for MySQL (Part 3)" (2021), raw results Percona-Lab-results/2021_10_arm_cpu_comparison_m6,
 *   test_scripts/analysis/oltp_test_result.csv: MySQL 8.0.26, sysbench oltp_read_only in memory,
 *   3-5 runs per type, on m6i, m6g and m6a of the same sizes. The ratio is the type's mean
 *   transactions/s over m6i's of the same size, with 1 client thread and with as many threads as
 *   vCPUs, for large to 12xlarge (16xlarge: only the threads = vCPUs run; m6i.16xlarge's
 *   1-thread mean is 25 % above every other m6i size, an outlier). Graviton2: 0.666-0.782, median
 *   0.693; Milan: 0.763-1.136, median 0.81.
 * - Graviton3: AWS's claims over Graviton2, "up to 25 % better compute performance" (C7g launch,
 *   2022) and "up to 30 %" for databases (RDS for MySQL on R7g/M7g, 2023): Graviton2's interval
 *   × 1.0-1.30 ("up to": no gain is the low end), point × 1.25.
 * - Graviton4: MEASURED on MySQL. Ronald Bradford, "More CPUs or newer CPUs?" (2025-04-02),
 *   RDS for MySQL, IMDb read-only workload: r8g.2xlarge 9,531 queries/s against r6g.4xlarge
 *   9,405 at 96 threads, so a Graviton4 vCPU does 2.03 × a Graviton2 vCPU; AWS's claims chained
 *   (Graviton3 × 1.3, Graviton4 "up to 40 %" over it) give at most 1.82 ×. Point: Graviton2's
 *   × 2.03; interval: Graviton2's low × 1.3 (Graviton3's gain only) to its high × 2.03.
 * - Sapphire Rapids: AWS, M7i launch (2023): "up to 15 % better price performance" than M6i at a
 *   5 % higher price (m7i.large $0.1008/h, m6i.large $0.096/h, us-east-1): up to 1.21 × per vCPU;
 *   interval 1.0-1.21, point 1.1.
 * - AMD Genoa: AWS, M7a launch (2023): "up to 50 % higher performance compared to M6a" (Milan):
 *   Milan's interval × 1.0-1.5, point × 1.25.
 * - Emerald Rapids (i7ie): no published per-vCPU comparison with Ice Lake or Sapphire Rapids was
 *   found; ESTIMATE: Sapphire Rapids' figures (a newer generation of the same core design).
 */
import { own } from '../own.ts';

/** A processor and its speed at MySQL's CPU work per vCPU, relative to Intel Ice Lake. */
export interface Processor {
  id: ProcessorId;
  vendor: 'Intel' | 'AMD' | 'AWS';
  /** The processor as AWS names it ("AWS Graviton3"). */
  name: string;
  /** Generation, e.g. "3rd generation Xeon Scalable (Ice Lake)". */
  generation: string;
  architecture: 'x86_64' | 'arm64';
  /** Speed of one vCPU against an Ice Lake vCPU: the point and the interval its source supports. */
  perVcpu: { point: number; low: number; high: number };
  source: string;
  asOf: string;
  /** Present when the ratio is not measured: how it was derived. */
  note?: string;
}

export type ProcessorId =
  | 'intel-icelake'
  | 'intel-sapphire-rapids'
  | 'intel-emerald-rapids'
  | 'amd-milan'
  | 'amd-genoa'
  | 'aws-graviton2'
  | 'aws-graviton3'
  | 'aws-graviton4';

/** The calibration processor: the startup phases' CPU constants were measured on it. */
export const CALIBRATION_PROCESSOR: ProcessorId = 'intel-icelake';

const PERCONA_2021 =
  'Percona, "Comparing Graviton (ARM) Performance to Intel and AMD for MySQL (Part 3)", 2021; Percona-Lab-results/2021_10_arm_cpu_comparison_m6 test_scripts/analysis/oltp_test_result.csv (MySQL 8.0.26, sysbench oltp_read_only, same sizes as m6i)';

const G2 = { point: 0.693, low: 0.666, high: 0.782 };
const MILAN = { point: 0.81, low: 0.763, high: 1.136 };
const SPR = { point: 1.1, low: 1, high: 1.21 };

export const PROCESSORS: Readonly<Record<ProcessorId, Processor>> = {
  'intel-icelake': {
    id: 'intel-icelake',
    vendor: 'Intel',
    name: 'Intel Xeon Scalable (Ice Lake)',
    generation: '3rd generation Xeon Scalable (Ice Lake)',
    architecture: 'x86_64',
    perVcpu: { point: 1, low: 1, high: 1 },
    source: 'Brief section 3: the startups were measured on m6i.large and m6id.xlarge',
    asOf: '2026-11-29',
  },
  'intel-sapphire-rapids': {
    id: 'intel-sapphire-rapids',
    vendor: 'Intel',
    name: 'Intel Xeon Scalable (Sapphire Rapids)',
    generation: '4th generation Xeon Scalable (Sapphire Rapids)',
    architecture: 'x86_64',
    perVcpu: SPR,
    source:
      'AWS, "Amazon EC2 M7i and M7i-flex instances" launch (2023): up to 15 % better price performance than M6i; m7i.large $0.1008/h against m6i.large $0.096/h (us-east-1)',
    asOf: '2026-11-29',
    note: 'derived from a price-performance claim: up to 1.21 × per vCPU, no gain at the low end',
  },
  'intel-emerald-rapids': {
    id: 'intel-emerald-rapids',
    vendor: 'Intel',
    name: 'Intel Xeon Scalable (Emerald Rapids)',
    generation: '5th generation Xeon Scalable (Emerald Rapids)',
    architecture: 'x86_64',
    perVcpu: SPR,
    source: 'No published per-vCPU comparison found; Sapphire Rapids figures taken',
    asOf: '2026-11-29',
    note: 'estimate: the figures of Sapphire Rapids (the previous generation of the same core design)',
  },
  'amd-milan': {
    id: 'amd-milan',
    vendor: 'AMD',
    name: 'AMD EPYC 3rd generation (Milan)',
    generation: '3rd generation EPYC (Milan)',
    architecture: 'x86_64',
    perVcpu: MILAN,
    source: PERCONA_2021,
    asOf: '2021-12-01',
  },
  'amd-genoa': {
    id: 'amd-genoa',
    vendor: 'AMD',
    name: 'AMD EPYC 4th generation (Genoa)',
    generation: '4th generation EPYC (Genoa)',
    architecture: 'x86_64',
    perVcpu: { point: MILAN.point * 1.25, low: MILAN.low, high: MILAN.high * 1.5 },
    source: `AWS, "Amazon EC2 M7a instances" launch (2023): up to 50 % higher performance than M6a (Milan); Milan from ${PERCONA_2021}`,
    asOf: '2026-11-29',
    note: 'derived: Milan measured, × 1.0-1.5 for an "up to 50 %" claim',
  },
  'aws-graviton2': {
    id: 'aws-graviton2',
    vendor: 'AWS',
    name: 'AWS Graviton2',
    generation: 'Graviton2 (Arm Neoverse N1)',
    architecture: 'arm64',
    perVcpu: G2,
    source: PERCONA_2021,
    asOf: '2021-12-01',
  },
  'aws-graviton3': {
    id: 'aws-graviton3',
    vendor: 'AWS',
    name: 'AWS Graviton3',
    generation: 'Graviton3 (Arm Neoverse V1)',
    architecture: 'arm64',
    perVcpu: { point: G2.point * 1.25, low: G2.low, high: G2.high * 1.3 },
    source: `AWS, C7g launch (2022): up to 25 % better compute performance than Graviton2; RDS on R7g/M7g (2023): up to 30 % for databases; Graviton2 from ${PERCONA_2021}`,
    asOf: '2026-11-29',
    note: 'derived: Graviton2 measured, × 1.0-1.3 for "up to" claims, point × 1.25',
  },
  'aws-graviton4': {
    id: 'aws-graviton4',
    vendor: 'AWS',
    name: 'AWS Graviton4',
    generation: 'Graviton4 (Arm Neoverse V2)',
    architecture: 'arm64',
    perVcpu: { point: G2.point * 2.03, low: G2.low * 1.3, high: G2.high * 2.03 },
    source: `Ronald Bradford, "More CPUs or newer CPUs?" (ronaldbradford.com, 2025-04-02): RDS for MySQL r8g.2xlarge 9,531 QPS vs r6g.4xlarge 9,405 at 96 threads (2.03 × per vCPU); AWS claims chained 1.82 ×; Graviton2 from ${PERCONA_2021}`,
    asOf: '2026-11-29',
    note: "derived: 2.03 × Graviton2 measured on MySQL; the low end takes Graviton3's gain only",
  },
};

/**
 * The processor of each catalog family (AWS's instance type pages). A family missing here has
 * no known processor: its ranges take the twofold spread of an unknown machine.
 */
const FAMILY_PROCESSOR: Readonly<Record<string, ProcessorId>> = {
  m6i: 'intel-icelake',
  m6id: 'intel-icelake',
  r6i: 'intel-icelake',
  r6id: 'intel-icelake',
  c6i: 'intel-icelake',
  c6id: 'intel-icelake',
  x2idn: 'intel-icelake',
  x2iedn: 'intel-icelake',
  i4i: 'intel-icelake',
  m7i: 'intel-sapphire-rapids',
  r7i: 'intel-sapphire-rapids',
  c7i: 'intel-sapphire-rapids',
  i7ie: 'intel-emerald-rapids',
  m6a: 'amd-milan',
  r6a: 'amd-milan',
  c6a: 'amd-milan',
  m7a: 'amd-genoa',
  r7a: 'amd-genoa',
  c7a: 'amd-genoa',
  m6g: 'aws-graviton2',
  m6gd: 'aws-graviton2',
  r6g: 'aws-graviton2',
  r6gd: 'aws-graviton2',
  c6g: 'aws-graviton2',
  c6gd: 'aws-graviton2',
  i4g: 'aws-graviton2',
  im4gn: 'aws-graviton2',
  is4gen: 'aws-graviton2',
  m7g: 'aws-graviton3',
  m7gd: 'aws-graviton3',
  r7g: 'aws-graviton3',
  r7gd: 'aws-graviton3',
  c7g: 'aws-graviton3',
  c7gd: 'aws-graviton3',
  m8g: 'aws-graviton4',
  m8gd: 'aws-graviton4',
  r8g: 'aws-graviton4',
  r8gd: 'aws-graviton4',
  c8g: 'aws-graviton4',
  i8g: 'aws-graviton4',
};

/** The processor of an instance family, or undefined when the catalog does not know it. */
export function processorOfFamily(family: string): Processor | undefined {
  const id = own(FAMILY_PROCESSOR, family);
  return id === undefined ? undefined : PROCESSORS[id];
}

/** The families whose processor is known, for tests and the docs. */
export function knownProcessorFamilies(): readonly string[] {
  return Object.keys(FAMILY_PROCESSOR);
}
