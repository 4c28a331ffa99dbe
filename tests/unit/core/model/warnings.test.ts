import { describe, expect, it } from 'vitest';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from './fixtureCatalog.ts';

function warnings(edit: (s: Scenario) => void): string[] {
  const s = defaultScenario();
  edit(s);
  const r = predict(s, cat);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  return r.prediction.warnings;
}

describe('warnings', () => {
  it('the default scenario has none', () => {
    expect(warnings(() => {})).toEqual([]);
  });
  it('lazy loading without a remedy, and a start longer than the EBS burst', () => {
    const w = warnings((s) => (s.storage.volumeState = 'restored'));
    expect(w.some((x) => x.includes('43 ms'))).toBe(true);
    expect(w.some((x) => x.includes('(30 min 00 s a day)'))).toBe(true);
  });
  it("QPS capped by the instance's sustained EBS ceiling", () => {
    const w = warnings((s) => {
      s.storage.sizeGiB = 1000;
      s.storage.iops = 20000;
    });
    expect(w.some((x) => x.includes('sustained EBS ceiling'))).toBe(true);
  });
  it('MySQL 5.7 crash recovery is not modelled; the instance store is ephemeral; buffer pool near memory', () => {
    expect(
      warnings((s) => (s.mysql.version = '5.7.44')).some((x) => x.includes('crash recovery')),
    ).toBe(true);
    const nvme = warnings((s) => {
      s.instance.type = 'm6id.xlarge';
      s.storage.kind = 'instance-store';
      s.mysql.dataGiB = 100;
    });
    expect(nvme.some((x) => x.includes('ephemeral'))).toBe(true);
    expect(
      warnings((s) => (s.mysql.bufferPoolGiB = 7.5)).some((x) =>
        x.includes('needs about 10 GiB of memory'),
      ),
    ).toBe(true);
  });
});
