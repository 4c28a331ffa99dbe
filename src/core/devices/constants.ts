/**
 * Device-physics constants of the model (not prices, AWS limits or embedded measurements, which
 * live in the catalog with their sources).
 * Each is derived from the brief's measurements (/work/shared/domain/BRIEF.md, sections 2 and 4);
 * docs/model.md shows the derivation and the fit against every fileio row.
 */

/**
 * Local NVMe (Nitro SSD instance store) bandwidth per published 4 KiB IOPS, KiB. AWS slices the
 * drive per instance size, so bandwidth scales with the published IOPS. Derived from the brief's
 * bandwidth-bound 32 KiB rows (m6id.large 4,793 reads/s × 32 KiB = 150 MiB/s for 33,542 IOPS, and
 * the same ratio 4.57-4.74 KiB on every size).
 */
export const NVME_BANDWIDTH_KIB_PER_IOPS = 4.6;

/**
 * Local NVMe latency at 4 KiB with a single IO in flight, microseconds. With the per-thread term
 * below it reproduces the thread-bound 4 KiB rows (m6id.4xlarge and 8xlarge at 16, 32, 64
 * threads: 100, 127, 191 µs per IO by Little's law).
 */
export const NVME_BASE_LATENCY_US = 68;

/**
 * Added latency per IO in flight on local NVMe, microseconds: the host side serialises part of
 * every IO (submission, interrupt), so per-IO latency grows with the queue. Least-squares slope of
 * the 16/32/64-thread 4 KiB rows.
 */
export const NVME_LATENCY_US_PER_THREAD = 1.9;

/**
 * Transfer time per KiB above 4 KiB on local NVMe, microseconds (m6id.8xlarge, 16 threads:
 * 131 µs per 16 KiB read vs 98 µs per 4 KiB read → 2.7 µs/KiB).
 */
export const NVME_LATENCY_US_PER_KIB = 2.7;

/**
 * The instance family the four NVMe constants above were fitted on (the brief's fileio rows are
 * all m6id). For every other family with an instance store (r6id, x2idn, x2iedn, i4i, i4g,
 * im4gn, is4gen, m7gd, r7gd, m8gd, r8gd, i7ie, i8g) they are an ASSUMPTION, which the device
 * labels say; docs/model.md §1 lists what is assumed per family.
 */
export const NVME_FIT_FAMILY = 'm6id';

/**
 * One buffered read of 32 KiB at queue depth 1 on EBS, the duplicate check's per-file time with
 * one reader, microseconds: the published thread sweeps of the duplicate check (k = 1 … 16, the
 * seed's harness on m6i with gp3 and with io2) fit T = A + B·N/k with B near 0.6 ms a file on both
 * volumes, up to 8 % apart (jfg-mysql.blogspot.com, "The Light MySQL Startup Optimization on EBS
 * Volumes", 2024-11-26, and bug #116716, as tabulated in issue 25). Calibration figure.
 */
export const EBS_QD1_READ_US_32K = 600;

/**
 * The buffered 4 KiB read at queue depth 1 on gp3 (case A's directory scan, catalog
 * `readLatencyUs` 330 µs; brief §2), the other calibration point of the EBS latency curve.
 */
const EBS_QD1_READ_US_4K = 330;

/**
 * EBS read latency per KiB above 4 KiB at queue depth 1, microseconds: the slope of the one
 * latency curve an EBS volume has (issue 40 item 2), through its two measured points, 330 µs at
 * 4 KiB and 600 µs at 32 KiB: (600 − 330) / 28 = 9.64 µs per KiB (about 100 MiB/s for one IO
 * stream at queue depth 1). Every EBS phase (directory scan, dictionary reads, duplicate check)
 * and the QPS client ceiling read the volume on this curve (`latencyUs` in rate.ts).
 */
export const EBS_LATENCY_US_PER_KIB = (EBS_QD1_READ_US_32K - EBS_QD1_READ_US_4K) / 28;

/*
 * EBS latencies (the catalog's warm 0.33 ms and its measured 43 ms first touch,
 * `catalog.measurements.restoredFirstReadLatencyUs`) are what one buffered reader
 * sees (brief section 2); the device model subtracts BUFFERED_READ_OVERHEAD_US to get the device's
 * own latency, so that buffered reads add it back and O_DIRECT reads do not.
 */

/**
 * Kernel cost of one buffered (page-cache) read on top of the device latency, microseconds:
 * block-layer submission, page allocation, wake-up of the waiting thread. MySQL's startup reads
 * (inodes, first pages, data dictionary) go through the page cache. Case B's directory scan
 * (62,500 inode blocks in 9 s of IO on local NVMe) takes 144 µs per block where the NVMe answers
 * a 4 KiB O_DIRECT read from one thread in 70 µs (fileio rows): 74 µs.
 */
export const BUFFERED_READ_OVERHEAD_US = 74;

/**
 * The per-file time of one startup reader on local NVMe (open, read the first pages through the
 * page cache, close; on EBS it is derived, devices/reader.ts), microseconds, at 4 KiB and at 32 KiB, one
 * reader (queue depth 1). 4 KiB: the seed's prefetch program read 4 KiB of each of 1M files on
 * m6id.xlarge in about 90 s (bug #115988, case C's warm-up): 90 µs. 32 KiB: the same harness with
 * one duplicate-check reader started 1M tables on m6id.xlarge in 168 s; minus the model's other
 * phases there (case B: 11 + 12 + 21 + 9.5 s) that leaves 114.5 s, 114.5 µs a file. The queue-depth
 * term is the device's own (NVME_LATENCY_US_PER_THREAD per reader in flight).
 */
export const NVME_READER_FILE_US_4K = 90;
export const NVME_READER_FILE_US_32K = 114.5;

/**
 * Snapshot block of an EBS snapshot, KiB: lazy loading fetches a restored volume's data from S3
 * one block at a time (EBS direct APIs: `BlockSize` 524,288 bytes). Files laid out next to each
 * other share a block, so the first-touch latency is paid once per block, not once per read.
 */
export const SNAPSHOT_BLOCK_KIB = 512;

/**
 * The EBS volume limiter's bucket, seconds of the provisioned IOPS (issue 40 item 2): EBS meters a
 * volume's IOPS as a rate limit (a token bucket, devices/reader.ts), which admits a short burst
 * above the provisioned rate when a run starts on a volume that was below its cap. Calibration:
 * the ten IOPS-bound fio runs (randwrite, 16 jobs × iodepth 16, `runtime=10`, `time_based=1`) on
 * the 16,000-IOPS gp3 and io2 volumes of github.com/miztiik/ebs-gp3-perf
 * (fio_results/fio_results_1608563583.csv, runs of 2020-12-21; volumes in
 * scripts/create_and_attach_volumes.sh), block sizes 4-64 KiB (at 128 KiB and above the
 * 1,000 MiB/s throughput binds): measured IOPS 16,597-17,585, i.e. 0.37-0.99 s of the provisioned
 * rate above it in 10 s ((measured / provisioned − 1) × 10 s; the 4 KiB runs 0.99 s, the others
 * 0.37-0.46 s). The median, 0.41 s, is the point (tests/unit/core/devices/limiter.test.ts recomputes
 * it from the rows; the spread `limiterBucket` spans their extremes). The same repository's 4,000-IOPS gp3 volumes (one,
 * and two in RAID 0) are validation, never used here (docs/validation.md "The EBS limiter").
 */
export const EBS_LIMITER_BUCKET_S = 0.41;
