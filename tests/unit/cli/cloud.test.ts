/** Issue 38's "Done when" commands and the --cloud flag's refusals, as tests of the CLI. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

const AZURE = [
  'predict',
  '--cloud',
  'azure',
  '--region',
  'eastus',
  '--instance',
  'Standard_E8ds_v5',
  '--storage',
  'premium-ssd-v2',
  '--size-gib',
  '500',
  '--iops',
  '3000',
  '--throughput',
  '125',
  '--json',
];
const GCP = [
  'predict',
  '--cloud',
  'gcp',
  '--region',
  'us-central1',
  '--instance',
  'n2-standard-8',
  '--storage',
  'hyperdisk-balanced',
  '--throughput',
  '140',
  '--json',
];

interface Item {
  label: string;
  monthlyUsd: number;
  source: string;
  part: string;
}

describe('innosizer predict --cloud', () => {
  it('Azure E8ds_v5 + Premium SSD v2 at --throughput 125 (MB/s, as Azure provisions it): the size only, with sources', async () => {
    const r = await run(AZURE);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.scenario.cloud).toBe('azure');
    // The scenario keeps MiB/s: 125 MB/s = 119.2093 MiB/s, the included baseline.
    expect(j.scenario.storage.throughputMiBps).toBeCloseTo((125 * 1e6) / 2 ** 20, 9);
    const storage = (j.cost.items as Item[]).filter((i) => i.part === 'storage');
    expect(storage.every((i) => i.source.includes('azure.microsoft.com'))).toBe(true);
    expect(j.cost.storageUsd).toBeCloseTo(500 * 0.0812, 9);
    expect(storage.map((i) => i.label)).toContain(
      'Premium SSD v2 throughput 0 MB/s above 125 MB/s × $0.0401 per MB/s-month',
    );
    // Without --throughput: the same baseline.
    const flags = AZURE.filter((a, k) => a !== '--throughput' && AZURE[k - 1] !== '--throughput');
    expect(JSON.parse((await run(flags)).out).cost.storageUsd).toBeCloseTo(500 * 0.0812, 9);
  });

  it('Azure --throughput above the included is priced in MB/s, and its limits are said in MB/s', async () => {
    const at = (mbps: string) =>
      run(AZURE.map((a, k) => (AZURE[k - 1] === '--throughput' ? mbps : a)));
    const j = JSON.parse((await at('750')).out);
    expect(j.cost.storageUsd).toBeCloseTo(500 * 0.0812 + (750 - 125) * 0.0401, 6);
    // 3,000 IOPS × 0.25 MB/s per IOPS: 750 MB/s exactly is allowed, 751 is not.
    const r = await at('751');
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'Throughput (--throughput) 751 MB/s is too high: Premium SSD v2 allows 0.25 MB/s per provisioned IOPS, so 3,000 IOPS allow at most 750 MB/s. Nearest valid: 750 MB/s.',
    );
  });

  it('GCP n2-standard-8 + Hyperdisk Balanced at 140 MiB/s: size only, with sources', async () => {
    const r = await run(GCP);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.scenario.storage).toMatchObject({ kind: 'hyperdisk-balanced', iops: 3000 });
    expect(j.cost.storageUsd).toBeCloseTo(500 * 0.08, 9);
    const storage = (j.cost.items as Item[]).filter((i) => i.part === 'storage');
    expect(storage.every((i) => i.source.includes('cloud.google.com'))).toBe(true);
  });

  it('a region implies its cloud: --region eastus is Azure with its default VM and disk', async () => {
    const j = JSON.parse((await run(['predict', '--region', 'eastus', '--json'])).out);
    expect([j.scenario.cloud, j.scenario.instance.type, j.scenario.storage.kind]).toEqual([
      'azure',
      'Standard_E8ds_v5',
      'premium-ssd-v2',
    ]);
  });

  it('refuses --cloud azure --region us-east-1 in one line naming the flags and valid values (exit 2)', async () => {
    const r = await run(['predict', '--cloud', 'azure', '--region', 'us-east-1']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(
      /--cloud azure and --region us-east-1 disagree.*eastus, westeurope.*--cloud aws/,
    );
  });

  it("refuses managed MySQL off AWS and another cloud's storage, naming the flags", async () => {
    const rds = await run(['predict', '--cloud', 'azure', '--deployment', 'rds']);
    expect(rds.code).toBe(2);
    expect(rds.err).toMatch(/--deployment rds is AWS's.*not modelled.*--cloud aws/);
    const disk = await run(['predict', '--cloud', 'gcp', '--storage', 'premium-ssd-v2']);
    expect(disk.code).toBe(2);
    expect(disk.err).toMatch(
      /--storage premium-ssd-v2 is Azure's.*hyperdisk-balanced.*--cloud azure/,
    );
  });

  it("catalog list of an Azure region lists Azure's VM sizes and their disk caps", async () => {
    const r = await run(['catalog', 'list', '--region', 'eastus']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/disk IOPS base\/max/);
    expect(r.out).toMatch(/Standard_E8ds_v5 .* 12,800\/20,000 .* 290\/1,200/);
    expect(r.out).not.toMatch(/m6i\.large/);
  });

  it('refuses an unknown cloud naming the valid values', async () => {
    const r = await run(['predict', '--cloud', 'oracle']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/aws, azure, gcp/);
  });

  it('Hyperdisk Balanced above 160,000 IOPS: refused naming the rule and 160,000', async () => {
    const r = await run([...GCP.slice(0, -1), '--size-gib', '1000', '--iops', '170000']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/at most 160,000 IOPS per volume\. Nearest valid: 160,000 IOPS/);
  });
});

describe('innosizer recommend --cloud any and fleet', () => {
  it('ranks AWS, Azure and Google Cloud together; another cloud is a migration, never by default', async () => {
    const args = ['recommend', '--max-startup', '600', '--min-qps', '2000', '--limit', '30'];
    const any = JSON.parse((await run([...args, '--cloud', 'any', '--json'])).out);
    const clouds = new Set(
      any.results.map((r: { scenario: { cloud: string } }) => r.scenario.cloud),
    );
    expect([...clouds].sort()).toEqual(['aws', 'azure', 'gcp']);
    const costs = any.results.map(
      (r: { prediction: { cost: { monthlyUsd: number } } }) => r.prediction.cost.monthlyUsd,
    );
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const r of any.results as { scenario: { cloud: string }; operation: string }[])
      if (r.scenario.cloud !== 'aws') expect(r.operation).toBe('migrate');
    expect(any.rules.join(' ')).toMatch(/Azure searched in eastus; prices in USD/);
    const plain = JSON.parse((await run([...args, '--json'])).out);
    expect(
      plain.results.every((r: { scenario: { cloud: string } }) => r.scenario.cloud === 'aws'),
    ).toBe(true);
  });

  it('fleet: a cloud column or a region implies the cloud; a row of two clouds is refused', async () => {
    const csv = [
      'name,cloud,region,instance,storage,size-gib,tables,data-gib',
      'az,azure,,Standard_E8ds_v5,premium-ssd-v2,500,100000,100',
      'gc,,us-central1,n2-standard-8,hyperdisk-balanced,500,100000,100',
      'bad,azure,us-east-1,m6i.large,gp3,500,100000,100',
    ].join('\n');
    const file = join(mkdtempSync(join(tmpdir(), 'innosizer-cloud-')), 'fleet.csv');
    writeFileSync(file, csv);
    const j = JSON.parse((await run(['fleet', file, '--json'])).out);
    const today = (name: string) =>
      j.servers.find((s: { name: string }) => s.name === name)?.current?.scenario;
    expect(today('az')).toMatchObject({ cloud: 'azure', region: 'eastus' });
    expect(today('gc')?.storage).toMatchObject({
      kind: 'hyperdisk-balanced',
      throughputMiBps: 140,
    });
    const bad = j.errors.find((e: { name: string; field: string }) => e.name === 'bad');
    expect(bad).toMatchObject({ field: 'region' });
    expect(bad.message).toMatch(/Region us-east-1 is AWS's, and the cloud is Azure/);
  });

  it("off AWS the words are the cloud's: managed disks and Local NVMe / Local SSD, not EBS and the instance store", async () => {
    const rec = await run([
      'recommend',
      '--cloud',
      'azure',
      '--region',
      'eastus',
      '--max-startup',
      '600',
      '--min-qps',
      '3000',
    ]);
    expect(rec.code).toBe(0);
    expect(rec.out).toContain('Managed disks only: Local NVMe not allowed.');
    expect(rec.out).not.toContain('EBS only');
    const local = await run([...GCP.slice(0, -3), '--storage', 'local-ssd', '--size-gib', '500']);
    expect(local.code).toBe(2);
    expect(local.err).toMatch(/applies to provisioned disks \(hyperdisk-balanced, /);
    expect(local.err).not.toContain('EBS volumes');
  });
});
