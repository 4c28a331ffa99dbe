import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type {
  BenchmarkRecord,
  DiskSeriesRecord,
  ImportResult,
} from '../../../../src/core/imports/index.ts';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';

export const TELEMETRY = resolve(import.meta.dirname, '../../../fixtures/telemetry');

export function telemetryFixture(name: string): string {
  return readFileSync(resolve(TELEMETRY, name), 'utf8');
}

export function importFixture(name: string): ImportResult {
  return parseBenchmarkText(name, telemetryFixture(name));
}

export function disk(records: BenchmarkRecord[], device: string): DiskSeriesRecord {
  const r = records.find((x) => x.kind === 'disk-series' && x.device === device);
  if (r?.kind !== 'disk-series') throw new Error(`no series for ${device}`);
  return r;
}
