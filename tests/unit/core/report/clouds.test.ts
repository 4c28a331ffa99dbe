/** Issue 38: the PDF's model shows clouds side by side, each with its cloud, region and currency note. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { withCloud } from '../../../../src/core/cloud/index.ts';
import { buildReport } from '../../../../src/core/report/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';

describe('a report comparing clouds', () => {
  it('names each column’s cloud and region; off AWS the currency note and no deployment row', () => {
    const aws = defaultScenario();
    const azure = withCloud(aws, 'azure', DEFAULT_CATALOG);
    const gcp = withCloud(aws, 'gcp', DEFAULT_CATALOG);
    const r = buildReport({
      current: aws,
      compared: [azure, gcp],
      recommendation: null,
      generatedAt: '2026-11-29T00:00:00.000Z',
      appVersion: '0.1.0',
    });
    const setting = (settings: { label: string; value: string }[], label: string) =>
      settings.find((s) => s.label === label)?.value;
    expect(setting(r.current.settings, 'Cloud')).toBe('AWS');
    expect(setting(r.current.settings, 'Deployment')).toBeDefined();
    const [az, gc] = r.compared;
    expect(az?.summary).toMatch(/^Azure eastus · Standard_E8ds_v5 · Premium SSD v2/);
    expect(gc?.summary).toMatch(/^Google Cloud us-central1 · n2-standard-8 · Hyperdisk Balanced/);
    expect(setting(az?.settings ?? [], 'Cloud')).toBe(
      'Azure (self-managed on a VM, not calibrated; prices in USD)',
    );
    expect(r.assumptions.join(' ')).toMatch(/in USD as the vendors list them for the region/);
    expect(setting(az?.settings ?? [], 'Deployment')).toBeUndefined();
    expect(az?.cost.monthlyUsd).toBeGreaterThan(0);
  });

  it('speaks of EBS and AWS pricing pages only where an AWS configuration is shown', () => {
    const aws = defaultScenario();
    const azure = withCloud(aws, 'azure', DEFAULT_CATALOG);
    const gcp = withCloud(aws, 'gcp', DEFAULT_CATALOG);
    const report = (current: typeof aws, compared: (typeof aws)[] = []) =>
      buildReport({
        current,
        compared,
        recommendation: null,
        generatedAt: '2026-11-29T00:00:00.000Z',
        appVersion: '0.1.0',
      });
    const offAws = report(azure, [gcp]);
    const text = [...offAws.assumptions, ...offAws.limits].join(' ');
    expect(text).not.toMatch(/EBS|instance store|AWS/);
    expect(text).toMatch(/capped by the VM’s disk limit/);
    expect(text).toMatch(/check the Azure and Google Cloud pricing pages/);
    const mixed = report(aws, [azure, gcp]);
    const both = [...mixed.assumptions, ...mixed.limits].join(' ');
    expect(both).toMatch(/EBS is billed per GiB-month/);
    expect(both).toMatch(/EBS burst ceilings/);
    expect(both).toMatch(/check the AWS, Azure and Google Cloud pricing pages/);
    expect(both).toMatch(/EBS ceiling \(on Azure and Google Cloud, the VM’s disk limit\)/);
    const awsOnly = report(aws);
    expect([...awsOnly.assumptions, ...awsOnly.limits].join(' ')).toMatch(
      /check the AWS pricing pages/,
    );
  });
});
