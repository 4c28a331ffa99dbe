/**
 * Per-file time of one startup reader on the measured device kinds (`DeviceParams.reader`), read
 * by the EBS and instance-store kind modules (src/core/storage/kinds/).
 */
import type { ReaderCost } from '../storage/types.ts';
import {
  EBS_READER_FILE_US,
  NVME_READER_FILE_US_32K,
  NVME_READER_FILE_US_4K,
  EBS_LATENCY_US_PER_KIB,
  NVME_LATENCY_US_PER_THREAD,
} from './constants.ts';

/**
 * One startup reader's per-file time on EBS: `EBS_READER_FILE_US` at the default 32 KiB read,
 * the transfer term below it; no queue-depth term (the published k-sweeps fit T = A + B·N/k up
 * to 16 readers, so the time per file does not grow with the readers until a cap binds).
 */
export const EBS_READER: ReaderCost = Object.freeze({
  base4kUs: EBS_READER_FILE_US - 28 * EBS_LATENCY_US_PER_KIB,
  usPerKiB: EBS_LATENCY_US_PER_KIB,
  usPerReader: 0,
});

/**
 * On local NVMe: 90 µs at 4 KiB and 114.5 µs at 32 KiB with one reader (startup constants), plus
 * the device's own queue-depth term per reader in flight.
 */
export const NVME_READER: ReaderCost = Object.freeze({
  base4kUs: NVME_READER_FILE_US_4K - NVME_LATENCY_US_PER_THREAD,
  usPerKiB: (NVME_READER_FILE_US_32K - NVME_READER_FILE_US_4K) / 28,
  usPerReader: NVME_LATENCY_US_PER_THREAD,
});
