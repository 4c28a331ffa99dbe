/**
 * Issue 38: the Azure and Google Cloud VM catalog against its checked-in source tables and the
 * figures read from Microsoft's size pages (MicrosoftDocs/azure-compute-docs, 2026-11-29).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, getInstancePrice } from '../../../../src/core/catalog/index.ts';
import { CLOUD_VM_ROWS } from '../../../../src/core/catalog/clouds/generated/cloudVms.ts';
import { instanceRows } from '../../../../src/core/catalog/list.ts';
import { hardwareOf, processorOf } from '../../../../src/core/catalog/processors.ts';

const C = DEFAULT_CATALOG;
const MB = 1e6 / 2 ** 20;
const SOURCES = resolve(import.meta.dirname, '../../../../src/core/catalog/clouds/sources');

function csv(file: string): Record<string, string>[] {
  const lines = readFileSync(resolve(SOURCES, file), 'utf8').split('\n');
  const cols = (lines.find((l) => l.startsWith('# Columns: ')) ?? '').slice(11).split(',');
  return lines
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i] ?? '', v])));
}

describe('the cloud VM catalog', () => {
  it('is generated from the checked-in tables: every row, its caps (MB/s → MiB/s) and prices', () => {
    const az = csv('azure-vms.csv');
    const gcp = csv('gcp-vms.csv');
    expect(CLOUD_VM_ROWS.map((r) => r.name)).toEqual([...az, ...gcp].map((r) => r.name));
    for (const r of az) {
      const row = CLOUD_VM_ROWS.find((x) => x.name === r.name);
      expect(row?.disk.iops).toBe(Number(r.uncachedIops));
      expect(row?.disk.mibps).toBeCloseTo(Number(r.uncachedMBps) * MB, 2);
      expect(row?.hourlyUsd['eastus']).toBe(Number(r.eastusHourlyUsd));
    }
    for (const r of gcp) {
      const row = CLOUD_VM_ROWS.find((x) => x.name === r.name);
      expect(row?.disk.mibps).toBe(Number(r.hyperdiskMiBps));
      expect(row?.hourlyUsd['us-central1']).toBe(Number(r.usCentral1HourlyUsd));
    }
  });

  it("holds Microsoft's published rows: E8ds_v5, E8bds_v5 (NVMe, v2 caps apart), L8s_v3, L8as_v3", () => {
    const e8 = C.instances['Standard_E8ds_v5'];
    expect([e8?.vcpu, e8?.memoryGiB, e8?.ebs.baselineIops, e8?.ebs.maxIops]).toEqual([
      8, 64, 12800, 20000,
    ]);
    expect([e8?.ebs.baselineMBps, e8?.ebs.maxMBps]).toEqual([290, 1200]);
    expect(e8?.ebs.baselineMiBps).toBeCloseTo(290 * MB, 2);
    expect(e8?.note).toBeUndefined();
    const eb = C.instances['Standard_E8bds_v5'];
    expect([eb?.ebs.baselineIops, eb?.v2Disk?.iops, eb?.v2Disk?.burstIops]).toEqual([
      33000, 44200, 60000,
    ]);
    const l8 = C.instances['Standard_L8s_v3'];
    expect(l8?.instanceStore).toMatchObject({ devices: 1, deviceSizeGB: 1920, readIops4k: 400000 });
    expect(C.instances['Standard_L8as_v3']?.ebs.baselineMBps).toBe(200);
  });

  it('prices each cloud in its own regions, marked estimate; lists a region its own cloud only', () => {
    expect(getInstancePrice(C, 'eastus', 'Standard_E8ds_v5')?.hourlyUsd).toBe(0.576);
    expect(getInstancePrice(C, 'eastus', 'Standard_E8ds_v5')?.note).toMatch(
      /^recalled from the vendor page/,
    );
    expect(getInstancePrice(C, 'us-central1', 'n2-standard-8')?.hourlyUsd).toBe(0.388472);
    expect(getInstancePrice(C, 'us-east-1', 'Standard_E8ds_v5')).toBeUndefined();
    expect(getInstancePrice(C, 'eastus', 'm6i.large')).toBeUndefined();
    const rows = instanceRows(C, 'us-central1');
    expect(rows.every((r) => r.cloud === 'gcp')).toBe(true);
    expect(rows.map((r) => r.name)).toContain('z3-highmem-88');
    expect(C.regions['eastus']?.currencyNote).toMatch(/prices in USD/);
    expect(C.instances['n2-standard-8']?.note).toMatch(
      /^n2-standard-8 disk caps: ESTIMATE, recalled/,
    );
  });
});

describe("the cloud VMs' processors (issue 36's table)", () => {
  it('every Azure and Google Cloud type has the processor its row names, and no Nitro', () => {
    const words: Record<string, RegExp> = {
      'intel-icelake': /Ice Lake/,
      'intel-sapphire-rapids': /Sapphire Rapids/,
      'intel-emerald-rapids': /Emerald Rapids/,
      'amd-milan': /Milan/,
      'amd-genoa': /Genoa/,
      'amd-turin': /Turin/,
      'google-axion': /Axion/,
    };
    for (const r of CLOUD_VM_ROWS) {
      const proc = processorOf(r.name);
      expect(proc, r.name).not.toBeNull();
      expect(r.processor, r.name).toMatch(words[proc?.id ?? ''] ?? /^$/);
      expect(hardwareOf(r.name)?.nitro, r.name).toBeNull();
    }
    expect(processorOf('Standard_E8bds_v5')?.id).toBe('intel-icelake');
    expect(processorOf('Standard_E8ds_v6')?.id).toBe('intel-emerald-rapids');
    expect(processorOf('c3-standard-8-lssd')?.id).toBe('intel-sapphire-rapids');
    expect(processorOf('m6i.large')?.id).toBe('intel-icelake');
    // AMD Genoa (c3d), Turin (n4d) and Google Axion (c4a, arm64): estimates, marked.
    expect(processorOf('c3d-standard-8')?.id).toBe('amd-genoa');
    expect(processorOf('n4d-standard-8')?.id).toBe('amd-turin');
    expect(processorOf('c4a-standard-8')).toMatchObject({
      id: 'google-axion',
      architecture: 'arm64',
    });
    const c4a = CLOUD_VM_ROWS.find((r) => r.name === 'c4a-standard-8');
    expect(c4a?.source.size).toMatch(/ESTIMATE/);
    expect(c4a?.source.sizeEstimate).toBeTruthy();
    // Its price is its own, read from Google's billing catalog (not c4's, which it once copied).
    expect(c4a?.source.priceEstimate).toBe(false);
    expect(c4a?.hourlyUsd['us-central1']).toBe(0.3592);
    expect(c4a?.hourlyUsd['us-central1']).not.toBe(
      CLOUD_VM_ROWS.find((r) => r.name === 'c4-standard-8')?.hourlyUsd['us-central1'],
    );
  });
});
