/**
 * Measurements the model embeds. They are not AWS limits or prices but observations, kept here
 * with their source so that every figure the model uses lives in the catalog with provenance.
 * (The warm gp2/gp3 read latency, 330 µs, is also a measurement; it lives with the volume limits
 * as `readLatencyUs`.)
 */
import type { Measurements } from './types.ts';
import { EBS_LAZY_LOADING_MYSQL_URL, STORED_COPY_DATE } from './sources.ts';

export const MEASUREMENTS: Measurements = {
  restoredFirstReadLatencyUs: {
    value: 43_000,
    source: `${EBS_LAZY_LOADING_MYSQL_URL}: a volume freshly restored from a snapshot answered one reader at about 43 ms per read (22 reads/s)`,
    asOf: STORED_COPY_DATE,
    note: 'Measured by one published benchmark on one volume, not an AWS figure; first-touch latency varies with snapshot and block.',
  },
};
