/** Issue 29's "Done when" commands, each as a test of the CLI. */
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

const RDS = [
  'predict',
  '--deployment',
  'rds',
  '--instance',
  'db.m6i.large',
  '--storage',
  'gp3',
  '--size-gib',
  '500',
];

async function json(argv: string[]) {
  const r = await run([...argv, '--json']);
  return { code: r.code, err: r.err, j: JSON.parse(r.out) };
}

describe('innosizer predict --deployment', () => {
  it('rds db.m6i.large gp3 500 GiB: startup, QPS and cost with cost.storageUsd 57.50', async () => {
    const { code, j } = await json(RDS);
    expect(code).toBe(0);
    expect(j.scenario.deployment).toBe('rds');
    expect(j.startup.totalSeconds).toBeGreaterThan(0);
    expect(j.qps.pointSelect).toBeGreaterThan(0);
    expect(j.cost.storageUsd).toBeCloseTo(57.5, 9);
    expect(j.cost.ioUsd).toBe(0);
    expect(j.cost.instanceUsd).toBeCloseTo(0.171 * 730, 9);
  });

  it('20,000 IOPS on the same volume adds 8,000 × $0.02', async () => {
    const base = (await json(RDS)).j.cost.storageUsd as number;
    const more = (await json([...RDS, '--iops', '20000'])).j.cost.storageUsd as number;
    expect(more - base).toBeCloseTo(8000 * 0.02, 9);
  });

  it('gp3 below 400 GiB refuses more than 3,000 IOPS with the rule in its message (exit 2, one line)', async () => {
    const r = await run(['predict', '--deployment', 'rds', '--size-gib', '300', '--iops', '5000']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/Provisioned IOPS \(--iops\) 5,000 IOPS on RDS gp3 of 300 GiB/);
    expect(r.err).toMatch(/below 400 GiB includes 3,000 IOPS and 125 MiB\/s, fixed/);
    expect(r.err).toMatch(/Nearest valid: 3,000 IOPS/);
    const j = await json(['predict', '--deployment', 'rds', '--size-gib', '300', '--iops', '5000']);
    expect(j.code).toBe(2);
    expect(j.j.error.field).toBe('storage.iops');
  });

  it('--multi-az on doubles the instance and the storage', async () => {
    const one = (await json([...RDS, '--iops', '20000'])).j.cost;
    const two = (await json([...RDS, '--iops', '20000', '--multi-az', 'on'])).j.cost;
    expect(two.instanceUsd).toBeCloseTo(one.instanceUsd * 2, 9);
    expect(two.storageUsd).toBeCloseTo(one.storageUsd * 2, 9);
  });

  it('Aurora gives cost.ioUsd > 0 on Standard and 0 on I/O-Optimized', async () => {
    const a = ['predict', '--deployment', 'aurora', '--instance', 'db.r6g.large'];
    const std = (await json([...a, '--aurora-storage', 'standard'])).j;
    const io = (await json([...a, '--aurora-storage', 'io-optimized'])).j;
    expect(std.cost.ioUsd).toBeGreaterThan(0);
    expect(io.cost.ioUsd).toBe(0);
    expect(io.cost.instanceUsd).toBeCloseTo(std.cost.instanceUsd * 1.3, 9);
  });

  it("--storage takes the deployment's own names: io1 on RDS is rds-io1; on EC2 it is refused, naming RDS", async () => {
    const { code, j } = await json([
      'predict',
      '--deployment',
      'rds',
      '--storage',
      'io1',
      '--iops',
      '10000',
    ]);
    expect(code).toBe(0);
    expect(j.scenario.storage.kind).toBe('rds-io1');
    expect(j.cost.storageUsd).toBeCloseTo(500 * 0.125 + 10000 * 0.1, 9);
    const r = await run(['predict', '--storage', 'io1']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/--storage io1 is not storage the deployment ec2 offers/);
    expect(r.err).toMatch(/--deployment rds/);
  });

  it('--size-gib on Aurora is refused saying the cluster volume grows with the data', async () => {
    const r = await run(['predict', '--deployment', 'aurora', '--size-gib', '100']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /applies to EBS volumes \(none on aurora\) only; Storage kind is aurora \(Aurora's cluster volume grows with the data\)/,
    );
  });

  it('an EC2 type on RDS is refused in the user words, naming the class to use', async () => {
    const r = await run(['predict', '--deployment', 'rds', '--instance', 'm6i.large']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /Instance type \(--instance\) m6i\.large is an EC2 type; for RDS use db\.m6i\.large\./,
    );
  });

  it('--deployment renames the default instance to a class the engine sells', async () => {
    expect((await json(['predict', '--deployment', 'rds'])).j.scenario.instance.type).toBe(
      'db.m6i.large',
    );
    const a = (await json(['predict', '--deployment', 'aurora'])).j.scenario;
    expect(a.instance.type).toBe('db.r6i.large');
    expect(a.mysql.pageSizeKiB).toBe(16);
    expect(a.mysql.doublewrite).toBe('off');
  });

  it('--multi-az and --aurora-storage off their deployment are refused, naming --deployment', async () => {
    const r = await run(['predict', '--multi-az', 'on']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--multi-az applies to RDS for MySQL only.*--deployment rds/);
    const a = await run(['predict', '--deployment', 'rds', '--aurora-storage', 'standard']);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/--aurora-storage applies to Aurora MySQL only/);
  });

  it('help names the flags and their choices', async () => {
    const r = await run(['predict', '--help']);
    expect(r.out).toMatch(/--deployment ec2\|rds\|aurora/);
    expect(r.out).toMatch(/--multi-az on\|off/);
    expect(r.out).toMatch(/--aurora-storage standard\|io-optimized/);
  });
});

describe('innosizer recommend --deployment any', () => {
  it('ranks EC2, RDS and Aurora configurations together, a move to another deployment a migration', async () => {
    const any = ['recommend', '--deployment', 'any', '--max-startup', '400', '--min-qps', '3000'];
    // 80 results: since issue 40 more EC2 and RDS configurations meet 400 s at the slow end (the
    // unknown burst no longer assumes an empty bucket), and the cheapest 40 are EC2 and RDS.
    const r = await run([...any, '--limit', '80', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const kinds = new Set(
      j.results.map((x: { scenario: { deployment: string } }) => x.scenario.deployment),
    );
    expect(kinds).toEqual(new Set(['ec2', 'rds', 'aurora']));
    const moved = j.results.find(
      (x: { scenario: { deployment: string } }) => x.scenario.deployment === 'aurora',
    );
    expect(moved.operation).toBe('migrate');
    expect(moved.includes).toMatch(/backups/);
    const text = (await run([...any, '--limit', '3'])).out;
    expect(text).toMatch(/includes: /);
    const help = (await run(['recommend', '--help'])).out;
    expect(help).toMatch(/--deployment any searches EC2, RDS and Aurora/);
    expect(help).toMatch(/migrate: a move to another deployment/);
  });
});

describe('innosizer predict --average-qps (Aurora Standard I/O at the average load)', () => {
  const a = ['predict', '--deployment', 'aurora', '--instance', 'db.r6g.large'];
  it('prices the I/O at the average load given, and says so', async () => {
    const full = (await json(a)).j;
    const some = await json([...a, '--average-qps', '1000']);
    expect(some.code).toBe(0);
    expect(some.j.scenario.workload.averageQps).toBe(1000);
    expect(some.j.cost.ioUsd).toBeGreaterThan(0);
    expect(some.j.cost.ioUsd).toBeLessThan(full.cost.ioUsd);
    const labels = (some.j.cost.items as { label: string }[]).map((i) => i.label).join('\n');
    expect(labels).toContain('at the average load of 1,000 QPS');
  });

  it('refuses a negative load, naming the flag and the valid range', async () => {
    const r = await run([...a, '--average-qps', '-5']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--average-qps');
    expect(r.err).toContain('the average load is 0 (not given) or more QPS. Nearest valid: 0 QPS');
  });
});
