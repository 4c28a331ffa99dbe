/**
 * Effective random-read rate of a device for IO size `s` and `t` threads (brief section 2):
 *
 *     rate(s, t) = min( IOPS_cap / ios(s), BW_cap / s, t / latency(s, t) )
 *
 * `ios(s)` is 1 up to the device's largest single IO (EBS counts up to 256 KiB as one) and the
 * number of pieces above it.
 */
import type { Bound } from '../types.ts';
import type { DeviceParams } from './params.ts';
import { formatInt } from '../format/index.ts';

export interface ReadRate {
  readsPerSecond: number;
  bound: Bound;
  explanation: string;
}

/** Per-IO latency, microseconds. */
export function latencyUs(p: DeviceParams, ioSizeKiB: number, threads: number): number {
  return (
    p.latency4kUs + Math.max(0, ioSizeKiB - 4) * p.latencyUsPerKiB + threads * p.latencyUsPerThread
  );
}

/** Reads per second only (hot path of the recommend search). */
export function rateValue(p: DeviceParams, ioSizeKiB: number, threads: number): number {
  const ios = p.maxIoKiB > 0 ? Math.max(1, Math.ceil(ioSizeKiB / p.maxIoKiB)) : 1;
  const byIops = p.iops.value / ios;
  const byBw = (p.bandwidth.value * 1024) / ioSizeKiB;
  const byLat = (threads * 1e6) / latencyUs(p, ioSizeKiB, threads);
  const r = Math.min(byIops, byBw, byLat);
  return Number.isFinite(r) && r > 0 ? r : 0;
}

const fmt = formatInt;

export function rateOf(p: DeviceParams, ioSizeKiB: number, threads: number): ReadRate {
  const ios = p.maxIoKiB > 0 ? Math.max(1, Math.ceil(ioSizeKiB / p.maxIoKiB)) : 1;
  const byIops = p.iops.value / ios;
  const byBw = (p.bandwidth.value * 1024) / ioSizeKiB;
  const lat = latencyUs(p, ioSizeKiB, threads);
  const byLat = (threads * 1e6) / lat;
  const readsPerSecond = rateValue(p, ioSizeKiB, threads);
  const io = `${fmt(ioSizeKiB)} KiB reads`;
  if (byIops <= byBw && byIops <= byLat) {
    return {
      readsPerSecond,
      bound: p.iops.bound,
      explanation: `${io} are IOPS-bound: ${p.iops.label} allows ${fmt(byIops)} reads/s`,
    };
  }
  if (byBw <= byLat) {
    return {
      readsPerSecond,
      bound: p.bandwidth.bound,
      explanation: `${io} are bandwidth-bound: ${p.bandwidth.label} / ${fmt(ioSizeKiB)} KiB = ${fmt(byBw)} reads/s`,
    };
  }
  return {
    readsPerSecond,
    bound: 'latency',
    explanation: `${io} are latency-bound: ${fmt(threads)} threads / ${fmt(lat)} µs = ${fmt(byLat)} reads/s on the ${p.name}`,
  };
}
