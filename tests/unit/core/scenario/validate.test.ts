import { describe, expect, it } from 'vitest';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function issuesOf(edit: (s: Scenario) => void) {
  const s = defaultScenario();
  edit(s);
  return validateScenarioLimits(s, cat);
}

/** The issue on one field. */
function issueAt(path: string, edit: (s: Scenario) => void) {
  return issuesOf(edit).find((i) => i.path === path);
}

describe('AWS and MySQL limits as issues', () => {
  it('accepts the default scenario', () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it("the log volume has its volume kind's limits, at its own path", () => {
    const [i] = issuesOf((s) => {
      s.logVolume = { kind: 'gp3', sizeGiB: 100, iops: 90000, throughputMiBps: 125 };
    });
    expect(i).toMatchObject({ path: 'logVolume.iops', limit: 'gp3.maxIops' });
    const [t] = issuesOf((s) => {
      s.logVolume = { kind: 'gp3', sizeGiB: 100, iops: 3000, throughputMiBps: 1000 };
    });
    expect(t).toMatchObject({ path: 'logVolume.throughputMiBps', nearestValid: 750 });
    const [d] = issuesOf((s) => {
      s.mysql.doublewrite = 'log';
    });
    expect(d).toMatchObject({ path: 'mysql.doublewrite', nearestValid: 'data' });
    expect(issuesOf((s) => (s.logVolume.kind = 'same'))).toEqual([]);
  });

  it('gp3 IOPS above the maximum → nearest valid 80,000', () => {
    const [i] = issuesOf((s) => {
      s.storage.sizeGiB = 1000;
      s.storage.iops = 90000;
    });
    expect(i).toMatchObject({ path: 'storage.iops', limit: 'gp3.maxIops', nearestValid: 80000 });
    expect(i?.message).toBe(
      'Provisioned IOPS 90,000 IOPS is too high: gp3 allows at most 80,000 IOPS per volume. Nearest valid: 80,000 IOPS.',
    );
  });

  it('gp3 IOPS above 500 per GiB → nearest valid = 500 × size', () => {
    const i = issueAt('storage.iops', (s) => {
      s.storage.sizeGiB = 20;
      s.mysql.dataGiB = 10;
      s.storage.iops = 12000;
    });
    expect(i).toMatchObject({
      path: 'storage.iops',
      limit: 'gp3.maxIopsPerGiB',
      nearestValid: 10000,
    });
  });

  it('gp3 includes 3,000 IOPS and 125 MiB/s at every size: a 2 GiB volume at the baseline is valid', () => {
    const issues = issuesOf((s) => {
      s.storage.sizeGiB = 2;
      s.mysql.dataGiB = 1;
      s.mysql.tables = 1000;
    });
    expect(issues).toEqual([]);
    // Above the baseline the 500 IOPS per GiB ratio applies: 2 GiB allows 3,000 (not 1,000) and no more.
    const [i] = issuesOf((s) => {
      s.storage.sizeGiB = 2;
      s.mysql.dataGiB = 1;
      s.mysql.tables = 1000;
      s.storage.iops = 3500;
    });
    expect(i).toMatchObject({ limit: 'gp3.maxIopsPerGiB', nearestValid: 3000 });
  });

  it('the tables must fit: 1M .ibd files of at least 7 pages need 107 GiB, not 10', () => {
    const [i] = issuesOf((s) => {
      s.storage.sizeGiB = 10;
      s.mysql.dataGiB = 5;
    });
    expect(i).toMatchObject({ path: 'storage.sizeGiB', limit: 'volume.tables', nearestValid: 107 });
    expect(i?.message).toMatch(
      /^Volume size 10 GiB is too low: 1,000,000 tables need at least 107 GiB: each \.ibd file takes at least 7 pages of 16 KiB \(112 KiB\) in MySQL 8\.0\.39\. Nearest valid: 107 GiB\.$/,
    );
    // 5.7: 6 pages; 4 KiB pages: 7 × 4 KiB.
    const old = issuesOf((s) => {
      s.storage.sizeGiB = 10;
      s.mysql.dataGiB = 5;
      s.mysql.version = '5.7.44';
    });
    expect(old[0]).toMatchObject({ limit: 'volume.tables', nearestValid: 92 });
    const small = issuesOf((s) => {
      s.storage.sizeGiB = 10;
      s.mysql.dataGiB = 5;
      s.mysql.pageSizeKiB = 4;
    });
    expect(small[0]).toMatchObject({ limit: 'volume.tables', nearestValid: 27 });
    expect(
      issuesOf((s) => {
        s.storage.sizeGiB = 107;
        s.mysql.dataGiB = 100;
      }),
    ).toEqual([]);
  });

  it('the tables must fit on the instance store too', () => {
    const [i] = issuesOf((s) => {
      s.instance.type = 'm6id.large';
      s.storage.kind = 'instance-store';
      s.mysql.dataGiB = 50;
      s.mysql.tables = 2_000_000;
      s.mysql.bufferPoolGiB = 4;
    });
    expect(i).toMatchObject({ path: 'mysql.tables', limit: 'volume.tables' });
    expect(i?.nearestValid).toBe(Math.floor(((118e9 / 2 ** 30) * 2 ** 20) / 112));
  });

  it('gp3 throughput above 0.25 MiB/s per IOPS → nearest valid', () => {
    const [i] = issuesOf((s) => {
      s.storage.throughputMiBps = 1000;
    });
    expect(i).toMatchObject({
      path: 'storage.throughputMiBps',
      limit: 'gp3.maxThroughputPerIops',
      nearestValid: 750,
    });
  });

  it('gp3 below baseline and out-of-range sizes', () => {
    expect(issuesOf((s) => (s.storage.iops = 2000))[0]).toMatchObject({
      limit: 'gp3.minIops',
      nearestValid: 3000,
    });
    expect(issuesOf((s) => (s.storage.throughputMiBps = 100))[0]).toMatchObject({
      limit: 'gp3.minThroughput',
      nearestValid: 125,
    });
    expect(issuesOf((s) => (s.storage.sizeGiB = 70000))[0]).toMatchObject({
      limit: 'gp3.size.max',
      nearestValid: 65536,
    });
    // 0 GiB is below gp3's 1 GiB (named first); the nearest valid size also holds the 1M tables'
    // files (107 GiB) and the default's 200 GiB of data.
    expect(issuesOf((s) => (s.storage.sizeGiB = 0))[0]).toMatchObject({
      limit: 'gp3.size.min',
      nearestValid: 200,
    });
    expect(
      issuesOf((s) => {
        s.storage.sizeGiB = 0;
        s.mysql.tables = 10;
        s.mysql.dataGiB = 0.5;
      })[0],
    ).toMatchObject({ limit: 'gp3.size.min', nearestValid: 1 });
  });

  it('io2 allows 1,000 IOPS per GiB', () => {
    const ok = issuesOf((s) => {
      s.storage.kind = 'io2';
      s.storage.iops = 256000;
      s.storage.sizeGiB = 256;
      s.mysql.dataGiB = 100;
    });
    expect(ok).toEqual([]);
    const [i] = issuesOf((s) => {
      s.storage.kind = 'io2';
      s.storage.iops = 256000;
      s.storage.sizeGiB = 200;
      s.mysql.dataGiB = 100;
    });
    expect(i).toMatchObject({ limit: 'io2.maxIopsPerGiB', nearestValid: 200000 });
  });

  it('data must fit on the volume or the instance store', () => {
    expect(issuesOf((s) => (s.mysql.dataGiB = 600))[0]).toMatchObject({
      path: 'mysql.dataGiB',
      nearestValid: 500,
    });
    const [i] = issuesOf((s) => {
      s.instance.type = 'm6id.large';
      s.storage.kind = 'instance-store';
      s.mysql.dataGiB = 200;
    });
    expect(i).toMatchObject({ limit: 'instanceStore.size', nearestValid: 109 });
  });

  it('instance-store needs a *d instance; unknown instances and regions are named', () => {
    expect(issuesOf((s) => (s.storage.kind = 'instance-store'))[0]).toMatchObject({
      limit: 'instanceStore.none',
    });
    expect(issuesOf((s) => (s.instance.type = 'x9.huge'))[0]).toMatchObject({
      path: 'instance.type',
      limit: 'catalog.instance',
    });
    expect(issuesOf((s) => (s.region = 'mars-1'))[0]).toMatchObject({
      path: 'region',
      nearestValid: 'us-east-1',
    });
  });

  it('buffer pool within memory, page size, version, validate-paths option', () => {
    expect(issuesOf((s) => (s.mysql.bufferPoolGiB = 64))[0]).toMatchObject({
      limit: 'instance.memory.max',
      nearestValid: 8,
    });
    expect(issuesOf((s) => (s.mysql.pageSizeKiB = 14 as 16))[0]).toMatchObject({
      limit: 'innodb.pageSize',
      nearestValid: 16,
    });
    expect(issuesOf((s) => (s.mysql.version = 'eight'))[0]).toMatchObject({
      limit: 'mysql.version.format',
    });
    expect(
      issuesOf((s) => {
        s.mysql.version = '8.0.20';
        s.mysql.validatePaths = false;
      })[0],
    ).toMatchObject({ limit: 'mysql.validatePaths.version' });
  });

  it('non-finite numbers are issues, never model inputs', () => {
    for (const v of [NaN, Infinity, -Infinity]) {
      expect(issuesOf((s) => (s.storage.iops = v)).length).toBeGreaterThan(0);
      expect(issuesOf((s) => (s.mysql.tables = v)).length).toBeGreaterThan(0);
    }
  });

  it('a restored instance store is refused', () => {
    const [i] = issuesOf((s) => {
      s.instance.type = 'm6id.xlarge';
      s.storage.kind = 'instance-store';
      s.mysql.dataGiB = 100;
      s.storage.volumeState = 'restored';
    });
    expect(i).toMatchObject({ limit: 'restore.ebsOnly', nearestValid: 'warm' });
  });
});
