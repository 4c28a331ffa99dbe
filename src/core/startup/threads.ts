/**
 * InnoDB's duplicate-check thread rule, `fil_get_scan_threads` (storage/innobase/fil/fil0fil.cc,
 * constants in fil0fil.h): n = min(files / FILES_PER_THREAD, 2 × vCPUs, 16) extra threads; the
 * main thread works too, so n + 1 threads read (the log prints "Using n + 1 threads").
 * FILES_PER_THREAD is 8,000 from 8.0.19 and 50,000 before.
 */
import { FIL_SCAN_MAX_THREADS, FIL_SCAN_THREADS_PER_CORE } from './constants.ts';

export function scanThreads(files: number, vcpu: number, filesPerThread: number): number {
  const byFiles = Math.floor(files / filesPerThread);
  if (byFiles <= 0) return 0;
  return Math.max(0, Math.min(byFiles, FIL_SCAN_THREADS_PER_CORE * vcpu, FIL_SCAN_MAX_THREADS));
}
