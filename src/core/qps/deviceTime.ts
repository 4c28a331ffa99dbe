/**
 * A custom device's one queue (brief section 2): what a read, a write and a KiB occupy it for.
 * `writeUsPerKiB`: a cached write occupies the device for `writeLatencyUs` per 4 KiB it carries
 * (the field is "the latency of one cached 4 KiB write"), so a 16 KiB page write takes four of
 * them and the doublewrite, which doubles the bytes written but not the operations, doubles the
 * write occupancy (issue 36 item 4).
 */
export interface DeviceTime {
  writeUs: number;
  usPerKiB: number;
  writeLatencyUs: number;
  writeUsPerKiB: number;
}

/** Device time of one write of `kib` KiB on a custom device: one cached write per 4 KiB, at least one. */
export function deviceWriteUs(dt: DeviceTime, kib: number): number {
  return Math.max(dt.writeUs, kib * dt.writeUsPerKiB, kib * dt.usPerKiB);
}
