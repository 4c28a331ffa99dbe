/** Issue 38: the cloud dimension (migration v3 → v4, region → cloud, withCloud, validation). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { cloudIssues, cloudOfRegion, withCloud } from '../../../../src/core/cloud/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile, serializeScenario } from '../../../../src/core/scenario/file.ts';
import { addCloud, MIGRATIONS } from '../../../../src/core/scenario/migrations.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';

const C = DEFAULT_CATALOG;

describe('schema v4: cloud', () => {
  it('a version-3 file without cloud is AWS, and its step is one named function', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.schemaVersion = 3;
    delete raw.cloud;
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(3);
    expect(r.scenario.schemaVersion).toBe(4);
    expect(r.scenario.cloud).toBe('aws');
    expect(addCloud({ name: 'x' })).toEqual({ name: 'x', cloud: 'aws' });
    expect(addCloud({ cloud: 'gcp' })).toEqual({ cloud: 'gcp' });
    const step = MIGRATIONS.find((m) => m.from === 3);
    expect(step?.migrate({ schemaVersion: 3 })).toEqual({
      ok: true,
      value: { schemaVersion: 4, cloud: 'aws' },
    });
  });

  it('refuses an unknown cloud in a file, naming the field', () => {
    const raw = JSON.parse(serializeScenario(defaultScenario()));
    raw.cloud = 'oracle';
    const r = parseScenarioFile(JSON.stringify(raw));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.path).toBe('cloud');
  });
});

describe('cloud of a region', () => {
  it.each([
    ['us-east-1', 'aws'],
    ['eastus', 'azure'],
    ['westeurope', 'azure'],
    ['us-central1', 'gcp'],
    ['europe-west1', 'gcp'],
    ['mars-1', undefined],
  ])('%s is %s', (region, cloud) => {
    expect(cloudOfRegion(C, region)).toBe(cloud);
  });
});

describe('withCloud and cloudIssues', () => {
  it('moving the default scenario to Azure takes its region, VM and Premium SSD v2 at its baseline', () => {
    const s = withCloud(defaultScenario(), 'azure', C);
    expect(s.cloud).toBe('azure');
    expect(s.region).toBe('eastus');
    expect(s.instance.type).toBe('Standard_E8ds_v5');
    expect(s.storage).toMatchObject({ kind: 'premium-ssd-v2', iops: 3000 });
    // 125 MB/s (Microsoft's MB: 10^6 bytes/s) in MiB/s.
    expect(s.storage.throughputMiBps).toBeCloseTo((125 * 1e6) / 2 ** 20, 9);
    expect(validateScenarioLimits(s, C)).toEqual([]);
  });

  it('moving to Google Cloud gives Hyperdisk Balanced at 3,000 IOPS and 140 MiB/s', () => {
    const s = withCloud(defaultScenario(), 'gcp', C);
    expect(s.storage).toMatchObject({
      kind: 'hyperdisk-balanced',
      iops: 3000,
      throughputMiBps: 140,
    });
    expect(validateScenarioLimits(s, C)).toEqual([]);
  });

  it('an RDS scenario moved to Azure becomes a self-managed server (no managed MySQL there)', () => {
    const s = withCloud({ ...defaultScenario(), deployment: 'rds' }, 'azure', C);
    expect(s.deployment).toBe('ec2');
  });

  it('names the region, instance, deployment and storage of another cloud', () => {
    const s = { ...defaultScenario(), cloud: 'azure' as const, deployment: 'rds' as const };
    const paths = cloudIssues(s, C).map((i) => [i.path, i.nearestValid]);
    expect(paths).toEqual([
      ['region', 'eastus'],
      ['instance.type', 'Standard_E8ds_v5'],
      ['deployment', 'ec2'],
      ['storage.kind', 'premium-ssd-v2'],
    ]);
    expect(cloudIssues(s, C)[0]?.message).toMatch(/us-east-1 is AWS's.*eastus, westeurope/);
  });
});
