/**
 * Azure quotes disk and VM throughput in MB/s (10^6 bytes/s), the unit it provisions, caps and
 * bills in (issue 38): every text an Azure scenario produces (predict --json and its text output,
 * the report's data and the HTML its PDF prints) says MB/s, never MiB/s; Google Cloud and AWS keep
 * MiB/s, their unit.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportModel } from '../../../src/core/report/index.ts';
import { bottleneckAdvice } from '../../../src/core/recommend/advice.ts';
import { recoveryAdvice } from '../../../src/core/recovery/advice.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import {
  cloudThroughputUnit,
  inCloudUnits,
  inThroughputUnit,
} from '../../../src/core/storage/vendorUnits.ts';
import { reportHtml } from '../../../src/report-view/html.ts';
import { run } from './runCli.ts';

const AZ = ['--cloud', 'azure', '--region', 'eastus', '--instance', 'Standard_E8ds_v5'];
/** Azure configurations: the disk binds; the VM's uncached cap binds; a v1 tier; Ultra Disk. */
const AZURE_CASES: Record<string, string[]> = {
  'Premium SSD v2 at its baseline': [
    ...AZ,
    ...[
      '--storage',
      'premium-ssd-v2',
      '--size-gib',
      '500',
      '--iops',
      '3000',
      '--throughput',
      '125',
    ],
  ],
  'Premium SSD v2 above the VM cap': [
    ...AZ,
    ...['--storage', 'premium-ssd-v2', '--size-gib', '2000', '--iops', '40000'],
    ...['--throughput', '1200'],
  ],
  'Premium SSD P30': [...AZ, '--storage', 'premium-ssd', '--size-gib', '1000'],
  'Ultra Disk': [
    ...AZ,
    ...['--storage', 'ultra-disk', '--size-gib', '1000', '--iops', '50000', '--throughput', '2000'],
  ],
};

/** Every string in a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('Azure texts in MB/s (issue 38)', () => {
  it.each(Object.entries(AZURE_CASES))(
    'predict --json, %s: no MiB/s anywhere',
    async (_n, args) => {
      const r = await run(['predict', ...args, '--json']);
      expect(r.code, r.err).toBe(0);
      const texts = strings(JSON.parse(r.out));
      expect(texts.filter((t) => t.includes('MiB/s'))).toEqual([]);
      expect(texts.some((t) => t.includes('MB/s'))).toBe(true);
    },
  );

  it.each(Object.entries(AZURE_CASES))('predict (text), %s: no MiB/s', async (_n, args) => {
    const r = await run(['predict', ...args]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toContain('MiB/s');
  });

  it("names the VM's uncached cap as the bottleneck, in Microsoft's figures (290 MB/s, not 277 MiB/s)", async () => {
    const args = AZURE_CASES['Premium SSD v2 above the VM cap'] ?? [];
    const r = await run(['predict', ...args, '--json']);
    const j = JSON.parse(r.out) as {
      qps: { bound: string; explanation: string; ceilings: { label: string }[] };
      startup: {
        bottleneck: { explanation: string };
        phases: { bound: string; explanation: string }[];
      };
    };
    // The VM's cap binds (bound instance-ebs: "the VM's disk limit" off AWS) and is named.
    expect(j.qps.bound).toBe('instance-ebs');
    expect(j.qps.explanation).toMatch(
      /^bound by the VM's sustained disk limit: Standard_E8ds_v5 uncached disk limit 12,800 IOPS/,
    );
    expect(j.qps.ceilings.map((c) => c.label)).toContain(
      'Standard_E8ds_v5 uncached disk limit 290 MB/s / 15.68 KiB per query',
    );
    const capped = j.startup.phases.filter((p) => p.bound === 'instance-ebs');
    expect(capped.length).toBeGreaterThan(0);
    for (const p of capped) expect(p.explanation).toMatch(/^Bound by the VM's disk limit:/);
    expect(r.out).not.toContain('EBS ceiling');
  });

  it("the core's advice (the app's panels read it): no MiB/s for Azure", async () => {
    const r = await run([
      'predict',
      ...(AZURE_CASES['Premium SSD v2 at its baseline'] ?? []),
      '--json',
    ]);
    const s = (JSON.parse(r.out) as { scenario: Scenario }).scenario;
    const texts = [
      ...bottleneckAdvice(s, DEFAULT_CATALOG).map((a) => a.text),
      ...recoveryAdvice(s, DEFAULT_CATALOG, 3000).map((a) => a.text),
    ];
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => t.includes('MiB/s'))).toEqual([]);
    expect(texts.some((t) => t.includes('MB/s'))).toBe(true);
  });

  it('the report (its data and the HTML the PDF prints): no MiB/s', async () => {
    const r = await run([
      'report',
      ...(AZURE_CASES['Premium SSD v2 at its baseline'] ?? []),
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out) as ReportModel;
    expect(strings(report).filter((t) => t.includes('MiB/s'))).toEqual([]);
    const html = reportHtml(report, 'A4');
    expect(html).toContain('MB/s');
    expect(html).not.toContain('MiB/s');
    // No AWS configuration in it: the EBS burst limit is left out.
    expect(report.limits.some((l) => l.startsWith('EBS burst'))).toBe(false);
  });

  it('a report comparing AWS, Azure and Google Cloud side by side: each column in its unit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innosizer-units-'));
    const save = async (name: string, args: string[]): Promise<string> => {
      const r = await run(['predict', ...args, '--json']);
      const file = join(dir, `${name}.innosizer.json`);
      writeFileSync(file, JSON.stringify((JSON.parse(r.out) as { scenario: unknown }).scenario));
      return file;
    };
    const az = await save('azure', AZURE_CASES['Premium SSD v2 at its baseline'] ?? []);
    const gcp = await save('gcp', [
      ...['--cloud', 'gcp', '--region', 'us-central1', '--instance', 'n2-standard-8'],
      ...['--storage', 'hyperdisk-balanced', '--throughput', '140'],
    ]);
    const r = await run(['report', '--compare', az, '--compare', gcp, '--json']);
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out) as ReportModel;
    const [azure, google] = report.compared;
    expect(strings(azure).filter((t) => t.includes('MiB/s'))).toEqual([]);
    expect(strings(azure).some((t) => t.includes('125 MB/s'))).toBe(true);
    expect(strings(google).some((t) => t.includes('140 MiB/s'))).toBe(true);
    expect(strings(report.current).some((t) => t.includes('125 MiB/s'))).toBe(true);
    const html = reportHtml(report, 'A4');
    expect(html).toContain('Configurations side by side');
    // An AWS configuration is in the report: its EBS burst limit stays.
    expect(report.limits.some((l) => l.startsWith('EBS burst'))).toBe(true);
  });

  it('Google Cloud and AWS keep MiB/s, their unit', async () => {
    const gcp = await run([
      ...['predict', '--cloud', 'gcp', '--region', 'us-central1', '--instance', 'n2-standard-8'],
      ...['--storage', 'hyperdisk-balanced', '--throughput', '140', '--json'],
    ]);
    expect(strings(JSON.parse(gcp.out)).some((t) => t.includes('140 MiB/s'))).toBe(true);
    const aws = await run(['predict', '--json']);
    expect(strings(JSON.parse(aws.out)).some((t) => t.includes('MiB/s'))).toBe(true);
  });

  it("catalog list says each cloud's caps in its unit: Google's Hyperdisk in MiB/s, Azure's in MB/s", async () => {
    const gcp = await run(['catalog', 'list', '--region', 'us-central1']);
    expect(gcp.out).toContain('Hyperdisk MiB/s base/max');
    expect(gcp.out).toMatch(/n2-standard-8 .* 480 est\.\/480 /);
    const az = await run(['catalog', 'list', '--region', 'eastus']);
    expect(az.out).toContain('disk MB/s base/max');
    expect(az.out).toMatch(/Standard_D8s_v5 .* 290\/1,200 /);
  });

  it('converts each figure at the precision it was written in', () => {
    const mb = cloudThroughputUnit('azure');
    expect(inThroughputUnit('Premium SSD v2 119 MiB/s / 15.68 KiB', mb)).toBe(
      'Premium SSD v2 125 MB/s / 15.68 KiB',
    );
    expect(inThroughputUnit('up to 715.26 MiB/s', mb)).toBe('up to 750 MB/s');
    expect(inThroughputUnit('1,907 MiB/s and 0.24 MiB/s per IOPS', mb)).toBe(
      '2,000 MB/s and 0.25 MB/s per IOPS',
    );
    const value = { a: ['238 MiB/s'], b: 3, c: null };
    expect(inCloudUnits(value, 'azure')).toEqual({ a: ['250 MB/s'], b: 3, c: null });
    expect(inCloudUnits(value, 'gcp')).toBe(value);
    expect(inCloudUnits(value, 'aws')).toBe(value);
  });
});
