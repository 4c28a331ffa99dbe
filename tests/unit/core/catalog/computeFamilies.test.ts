/**
 * The compute-optimized families issue 29 adds (c6i, c6g, c7g from the EC2 user guide's
 * compute-optimized page; c7i and c8g newer than it, EBS baseline/IOPS estimated from c6i/c7g),
 * against the published rows and prices (docs/catalog.md).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOG,
  getInstance,
  getInstancePrice,
} from '../../../../src/core/catalog/index.ts';

const C = DEFAULT_CATALOG;

describe('compute-optimized families', () => {
  it.each(['c6i', 'c6g', 'c7g', 'c7i', 'c8g'])('%s is in the catalog, large to 16xlarge', (f) => {
    for (const size of ['large', 'xlarge', '2xlarge', '4xlarge', '8xlarge', '12xlarge', '16xlarge'])
      expect(getInstance(C, `${f}.${size}`), `${f}.${size}`).toBeDefined();
  });

  it('c6i.large and c7g.4xlarge hold the user guide’s published EBS rows', () => {
    expect(getInstance(C, 'c6i.large')).toMatchObject({
      vcpu: 2,
      memoryGiB: 4,
      architecture: 'x86_64',
      ebs: { baselineMBps: 81.25, maxMBps: 1250, baselineIops: 3600, maxIops: 40000 },
    });
    expect(getInstance(C, 'c6i.large')?.ebs.estimateNote).toBeUndefined();
    expect(getInstance(C, 'c7g.4xlarge')).toMatchObject({
      vcpu: 16,
      memoryGiB: 32,
      architecture: 'arm64',
      ebs: { baselineMBps: 625, maxMBps: 1250, baselineIops: 20000, maxIops: 40000 },
    });
    expect(getInstance(C, 'c6i.large')?.source).toContain('compute-optimized-instances.md');
  });

  it('c7i and c8g carry estimated EBS baselines, said so, from c6i and c7g rows', () => {
    expect(getInstance(C, 'c7i.large')?.ebs.estimateNote).toMatch(/ESTIMATE.*c6i\.large/);
    expect(getInstance(C, 'c8g.large')?.ebs.estimateNote).toMatch(/ESTIMATE.*c7g\.large/);
  });

  it('are priced in us-east-1 from the AWS Price List (Karpenter’s table) and estimated elsewhere', () => {
    expect(getInstancePrice(C, 'us-east-1', 'c6i.large')?.hourlyUsd).toBe(0.085);
    expect(getInstancePrice(C, 'us-east-1', 'c7g.4xlarge')?.hourlyUsd).toBe(0.58);
    expect(getInstancePrice(C, 'us-east-1', 'c7i.large')?.hourlyUsd).toBe(0.08925);
    expect(getInstancePrice(C, 'us-east-1', 'c8g.large')?.hourlyUsd).toBe(0.07976);
    const eu = getInstancePrice(C, 'eu-west-1', 'c6i.large');
    expect(eu?.note).toMatch(/Derived, not published.*m6i\.large/);
  });
});
