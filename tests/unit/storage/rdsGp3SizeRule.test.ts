/**
 * Issue 41.6: RDS gp3's IOPS and throughput limits depend on the size (RDS User Guide, "Amazon RDS
 * DB instance storage", gp3: below 400 GiB 3,000 IOPS and 125 MiB/s included and fixed; from
 * 400 GiB four volumes striped, 12,000 IOPS and 500 MiB/s included, up to 64,000 IOPS and
 * 4,000 MiB/s). The field's range, the slider's rule line and the edit message name that rule,
 * never the generic "at most 3,000 IOPS per volume".
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { validateScenario } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { fieldIssue, fieldRange } from '../../../src/core/scenario/limits.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';

const cat = DEFAULT_CATALOG;

function rds(sizeGiB: number, iops: number, throughputMiBps: number): Scenario {
  const s = withDeployment(defaultScenario(), 'rds');
  return { ...s, storage: { ...s.storage, sizeGiB, iops, throughputMiBps } };
}

describe('RDS gp3 limit text names the 400 GiB rule (issue 41.6)', () => {
  it('at 300 GiB the IOPS message and range say "below 400 GiB ... fixed", not "per volume"', () => {
    const s = rds(300, 5000, 125);
    const msg = fieldIssue(s, cat, 'storage.iops')?.message ?? '';
    expect(msg).toMatch(/^Provisioned IOPS 5,000 IOPS is too high: /);
    expect(msg).toMatch(/below 400 GiB/);
    expect(msg).toMatch(/3,000 IOPS and 125 MiB\/s included and fixed/);
    expect(msg).toMatch(/from 400 GiB: 12,000 IOPS and 500 MiB\/s included/);
    expect(msg).not.toMatch(/per volume/);
    expect(msg).toMatch(/Nearest valid: 3,000 IOPS\.$/);
    const range = fieldRange(s, cat, 'storage.iops');
    expect(range?.max.why()).toMatch(/below 400 GiB/);
    expect(range?.min.why()).toMatch(/below 400 GiB/);
    expect(range?.rule).toBe(
      'RDS gp3 below 400 GiB: 3,000 IOPS fixed (12,000–64,000 from 400 GiB)',
    );
  });

  it('at 300 GiB the throughput says the same rule', () => {
    const s = rds(300, 3000, 200);
    const msg = fieldIssue(s, cat, 'storage.throughputMiBps')?.message ?? '';
    expect(msg).toMatch(/below 400 GiB/);
    expect(msg).toMatch(/Nearest valid: 125 MiB\/s\.$/);
    expect(fieldRange(s, cat, 'storage.throughputMiBps')?.rule).toBe(
      'RDS gp3 below 400 GiB: 125 MiB/s fixed (500–4,000 from 400 GiB)',
    );
  });

  it('from 400 GiB: "from 400 GiB (4 volumes striped) allows at most 64,000 IOPS"', () => {
    const s = rds(500, 70000, 500);
    const msg = fieldIssue(s, cat, 'storage.iops')?.message ?? '';
    expect(msg).toMatch(/from 400 GiB \(4 volumes striped\) allows at most 64,000 IOPS/);
    expect(msg).not.toMatch(/per volume/);
    const low = fieldIssue(rds(500, 5000, 500), cat, 'storage.iops')?.message ?? '';
    expect(low).toMatch(/from 400 GiB includes 12,000 IOPS, the least it provisions/);
  });

  it('whole-scenario validation (the CLI) keeps one issue naming the rule', () => {
    const iops = validateScenario(rds(300, 5000, 125), cat).filter(
      (i) => i.path === 'storage.iops',
    );
    expect(iops).toHaveLength(1);
    expect(iops[0]?.message).toMatch(/below 400 GiB/);
  });

  it('EC2 gp3 keeps its generic words', () => {
    const s = defaultScenario();
    s.storage.iops = 90000;
    expect(fieldIssue(s, cat, 'storage.iops')?.message).toMatch(/at most 80,000 IOPS per volume/);
  });
});
