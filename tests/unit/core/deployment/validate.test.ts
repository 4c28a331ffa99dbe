import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { getInstance } from '../../../../src/core/catalog/index.ts';

const issues = (s: Scenario) => validateScenario(s, DEFAULT_CATALOG);

describe('deployment validation', () => {
  it('an EC2 type on RDS: "for RDS use db.m6i.large"; a DB class on EC2: "for EC2 use m6i.large"', () => {
    const s = {
      ...withDeployment(defaultScenario(), 'rds'),
      instance: { ...defaultScenario().instance },
    };
    const onRds = issues(s).find((i) => i.path === 'instance.type');
    expect(onRds?.message).toBe(
      'Instance type m6i.large is an EC2 type; for RDS use db.m6i.large.',
    );
    expect(onRds?.nearestValid).toBe('db.m6i.large');
    const ec2 = defaultScenario();
    ec2.instance.type = 'db.m6i.large';
    const onEc2 = issues(ec2).filter((i) => i.path === 'instance.type');
    expect(onEc2).toHaveLength(1);
    expect(onEc2[0]?.message).toMatch(
      /is an RDS\/Aurora DB instance class; for EC2 use m6i\.large/,
    );
  });

  it('Aurora takes only 16 KiB pages and no doublewrite; RDS and Aurora no separate log volume', () => {
    const a = withDeployment(defaultScenario(), 'aurora');
    expect(issues(a)).toEqual([]);
    a.mysql.pageSizeKiB = 4;
    a.mysql.doublewrite = 'data';
    const paths = issues(a).map((i) => i.path);
    expect(paths).toContain('mysql.pageSizeKiB');
    expect(paths).toContain('mysql.doublewrite');
    const r = withDeployment(defaultScenario(), 'rds');
    r.logVolume.kind = 'gp3';
    expect(issues(r).find((i) => i.path === 'logVolume.kind')?.nearestValid).toBe('same');
  });

  it('versions the service runs: RDS 5.7, 8.0, 8.4; Aurora 5.7, 8.0', () => {
    const r = withDeployment(defaultScenario(), 'rds');
    r.mysql.version = '9.0.1';
    expect(issues(r).find((i) => i.path === 'mysql.version')?.message).toMatch(
      /not one RDS for MySQL runs \(it runs 5\.7, 8\.0, 8\.4\)/,
    );
    r.mysql.version = '8.4.3';
    expect(issues(r)).toEqual([]);
  });

  it("local NVMe or a custom device on RDS is refused; the switch moves them to RDS's gp3", () => {
    const s = defaultScenario();
    s.instance.type = 'm6id.large';
    s.storage.kind = 'instance-store';
    const r = withDeployment(s, 'rds');
    expect(r.storage.kind).toBe('rds-gp3');
    expect(
      issues({ ...r, storage: { ...r.storage, kind: 'custom' } }).some(
        (i) => i.limit === 'deployment.storage',
      ),
    ).toBe(true);
  });

  it('a DB class runs on its EC2 type hardware, under its own name', () => {
    const c = getInstance(DEFAULT_CATALOG, 'db.m6i.large');
    const e = getInstance(DEFAULT_CATALOG, 'm6i.large');
    expect(c?.name).toBe('db.m6i.large');
    expect(c?.vcpu).toBe(e?.vcpu);
    expect(c?.ebs).toEqual(e?.ebs);
    expect(getInstance(DEFAULT_CATALOG, 'db.nope.large')).toBeUndefined();
  });

  it('switching back to EC2 gives the EC2 type again', () => {
    const back = withDeployment(withDeployment(defaultScenario(), 'rds'), 'ec2');
    expect(back.instance.type).toBe('m6i.large');
    expect(back.deployment).toBe('ec2');
  });
});

describe('RDS storage beyond the DB class ceiling', () => {
  it('prices the waste at RDS prices and suggests no EC2 type', async () => {
    const { predict } = await import('../../../../src/core/model.ts');
    const s = withDeployment(defaultScenario(), 'rds');
    s.instance.type = 'db.m6g.2xlarge';
    s.storage.sizeGiB = 400;
    s.storage.iops = 12000;
    s.storage.throughputMiBps = 750;
    const r = predict(s, DEFAULT_CATALOG);
    const w = r.ok ? r.prediction.warnings.find((x) => x.includes('beyond')) : undefined;
    const ceiling = getInstance(DEFAULT_CATALOG, 'db.m6g.2xlarge')?.ebs.maxMiBps ?? 0;
    const usd = (750 - ceiling) * 0.08;
    expect(w).toContain(`$${usd.toFixed(2)}/month buys performance`);
    expect(w).not.toMatch(/move to/);
  });
});
