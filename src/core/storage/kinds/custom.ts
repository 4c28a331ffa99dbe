/**
 * A device the user describes (`storage.custom`): its 4 KiB read IOPS, read bandwidth, read and
 * cached-write latency, how many are striped, and its monthly price, all user input. Its rows of
 * the field-limits table are its own.
 */
import { formatFixed, formatNumber } from '../../format/index.ts';
import type { Bound, FieldRule, StorageKindModule } from '../types.ts';

const fmtN = (n: number): string => formatNumber(n);
const own = (value: number, limit: string, why: () => string): Bound => ({
  value,
  limit,
  why,
  validates: true,
});

function customDeviceRules(): FieldRule[] {
  const row = (
    field: string,
    label: string,
    unit: string,
    min: number,
    max: number,
    what: string,
    integer = false,
  ): FieldRule => ({
    path: `storage.custom.${field}`,
    label,
    unit,
    integer,
    applies: (c) => c.s.storage.kind === 'custom',
    appliesTo: { field: 'storage.kind', text: 'a custom device' },
    mins: () => [
      own(
        min,
        `custom.${field}.min`,
        () => `${what} is at least ${fmtN(min)}${unit ? ` ${unit}` : ''}`,
      ),
    ],
    maxs: () => [
      own(
        max,
        `custom.${field}.max`,
        () => `the model covers ${what} up to ${fmtN(max)}${unit ? ` ${unit}` : ''}`,
      ),
    ],
    rule: () => `${fmtN(min)}–${fmtN(max)}${unit ? ` ${unit}` : ''}`,
  });
  return [
    row(
      'readIops4k',
      'Device 4 KiB read IOPS',
      'IOPS',
      1,
      100_000_000,
      "a device's 4 KiB read IOPS",
    ),
    row('readMiBps', 'Device read bandwidth', 'MiB/s', 1, 1_000_000, "a device's read bandwidth"),
    row('readLatencyUs', 'Device read latency', 'µs', 1, 1_000_000, "a device's read latency"),
    row(
      'writeLatencyUs',
      'Device cached write latency',
      'µs',
      1,
      1_000_000,
      "a device's cached write latency",
    ),
    row('count', 'Devices striped', '', 1, 64, 'the device count', true),
    row('monthlyUsd', 'Device monthly price', 'USD', 0, 1_000_000, "the devices' monthly price"),
  ];
}

export const CUSTOM: StorageKindModule = {
  kind: 'custom',
  label: 'Custom device',
  name: 'custom device',
  onEbs: false,
  durable: true,
  provisions: { sizeGiB: false, iops: false, throughputMiBps: false, device: true },
  searchedByDefault: false,
  deviceClass: 'custom',
  fieldRules: customDeviceRules(),
  params: (st, _inst, _catalog, _mode, fmt) => {
    const c = st.custom;
    const count = Math.max(1, Math.floor(c.count));
    return {
      iops: {
        value: c.readIops4k * count,
        bound: 'iops',
        label: `custom device ${fmt(c.readIops4k * count)} IOPS`,
      },
      bandwidth: {
        value: c.readMiBps * count,
        bound: 'bandwidth',
        label: `custom device ${fmt(c.readMiBps * count)} MiB/s`,
      },
      latency4kUs: c.readLatencyUs,
      // A larger IO takes its extra bytes at one device's bandwidth.
      latencyUsPerKiB: c.readMiBps > 0 ? 1e6 / 1024 / c.readMiBps : 0,
      latencyUsPerThread: 0,
      maxIoKiB: 0,
      name: 'custom device',
    };
  },
  costItems: (_v, st) => [
    {
      label: () =>
        `custom device × ${Math.max(1, Math.floor(st.custom.count))} (user-supplied price)`,
      monthlyUsd: st.custom.monthlyUsd,
      source: 'user input',
      asOf: '',
    },
  ],
  // The device's own figures (or the calibrated ones): what the user said it does.
  telemetryLimits: (_scenario, _catalog, _inst, p) => [
    {
      key: 'volume-iops',
      label: p.iops.label,
      measure: 'ebs-iops',
      value: p.iops.value,
      unit: 'IOPS',
    },
    {
      key: 'volume-mibps',
      label: p.bandwidth.label,
      measure: 'mibps',
      value: p.bandwidth.value,
      unit: 'MiB/s',
    },
  ],
  preventsTornWrites: () => false,
  describe: (st, form) => {
    const c = st.custom;
    return form === 'short'
      ? 'custom device'
      : `custom device ×${c.count}: ${formatFixed(c.readIops4k)} IOPS (4 KiB), ${formatFixed(c.readMiBps)} MiB/s, ${formatFixed(c.readLatencyUs)} µs`;
  },
};
