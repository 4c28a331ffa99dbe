/** Issue 11: mismatch warnings, each with its cost and its fix. */
import { describe, expect, it } from 'vitest';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function warnings(edit: (s: Scenario) => void): string[] {
  const s = defaultScenario();
  edit(s);
  const r = predict(s, cat);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction.warnings;
}

describe('mismatch warnings', () => {
  it('a volume beyond the instance EBS ceiling: the wasted price and the fix', () => {
    const w = warnings((s) => {
      s.storage.iops = 80000;
      s.storage.throughputMiBps = 2000;
    }).find((x) => x.startsWith('The volume is provisioned beyond'));
    // m6i.large: 40,000 IOPS and 1,192 MiB/s at most; 40,000 × $0.005 + 808 × $0.04 wasted.
    const wasted = 40000 * 0.005 + (2000 - 1192) * 0.04;
    expect(w).toContain('80,000 IOPS against its 40,000 IOPS, 2,000 MiB/s against its 1,192 MiB/s');
    expect(w).toContain(`$${wasted.toFixed(2)}/month buys performance the instance can never use`);
    expect(w).toMatch(/Fix: provision at most 40,000 IOPS and 1,192 MiB\/s/);
  });

  it('io2 beyond the ceiling is priced with its tiers', () => {
    const w = warnings((s) => {
      s.storage.kind = 'io2';
      s.storage.iops = 64000;
    }).find((x) => x.startsWith('The volume is provisioned beyond'));
    expect(w).toContain('$1,092.00/month'); // 24,000 IOPS above the ceiling × $0.0455 (tier 2)
  });

  it('no warning when the volume stays within the ceiling', () => {
    const all = warnings((s) => {
      s.storage.iops = 40000;
      s.storage.throughputMiBps = 1000;
    });
    expect(all.some((x) => x.startsWith('The volume is provisioned beyond'))).toBe(false);
  });

  it('memory far below the buffer pool: the memory needed and an instance that has it', () => {
    const w = warnings((s) => {
      s.mysql.bufferPoolGiB = 7.5;
    }).find((x) => x.startsWith('The buffer pool'));
    expect(w).toMatch(/needs about 10 GiB of memory/);
    expect(w).toMatch(/m6i\.large has 8 GiB/);
    expect(w).toMatch(
      /move to m6i\.xlarge \(16 GiB, \+\$70\.08\/month\), or set the buffer pool to at most 6 GiB/,
    );
  });

  it('a startup outlasting the EBS burst: the baseline it falls to and the fix', () => {
    const w = warnings((s) => {
      s.storage.volumeState = 'restored';
      s.storage.restoreRemedy = 'none';
    }).find((x) => x.startsWith('The startup takes'));
    // Both durations written by core/format as every other one ("3 h 36 min", never "216 minutes").
    expect(w).toMatch(
      /^The startup takes \d+ h \d\d min, longer than m6i\.large can burst to 40,000 IOPS \(30 min 00 s a day\)/,
    );
    expect(w).not.toMatch(/minutes/);
    expect(w).toMatch(/baseline ceiling \(3,600 IOPS\)/);
    expect(w).toMatch(/Fix: /);
  });
});
