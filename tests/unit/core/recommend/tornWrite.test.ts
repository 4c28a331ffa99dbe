import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG as cat, getInstance } from '../../../../src/core/catalog/index.ts';
import { TORN_WRITE_PREVENTION } from '../../../../src/core/catalog/tornWrite.ts';
import { hasTornWritePrevention } from '../../../../src/core/storage/index.ts';
import { bottleneckAdvice } from '../../../../src/core/recommend/advice.ts';
import { recommend } from '../../../../src/core/recommend/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';

/** A write-heavy workload on `instance` with its data on `kind` (doublewrite on the data volume). */
function writes(instance: string, kind: 'gp3' | 'instance-store'): Scenario {
  const s = defaultScenario();
  s.instance.type = instance;
  s.storage.kind = kind;
  s.mysql.dataGiB = 100;
  s.mysql.bufferPoolGiB = 8;
  s.workload.writeFraction = 0.5;
  s.workload.threads = 64;
  return s;
}

const tornAdvice = (s: Scenario) =>
  bottleneckAdvice(s, cat).find((a) => a.text.includes('torn-write'));

describe('torn-write prevention (issue 25 mechanism 6)', () => {
  it('which storage writes 16 KiB atomically: EBS on Nitro, the I4i/Im4gn/Is4gen/I7i/I7ie/I8g/I8ge instance store, not m6id', () => {
    const at = (name: string) => getInstance(cat, name) ?? null;
    expect(hasTornWritePrevention('instance-store', at('i4i.large'), 16)).toBe(true);
    expect(hasTornWritePrevention('instance-store', at('im4gn.large'), 16)).toBe(true);
    expect(hasTornWritePrevention('instance-store', at('m6id.large'), 16)).toBe(false);
    expect(hasTornWritePrevention('instance-store', at('r6id.large'), 16)).toBe(false);
    expect(hasTornWritePrevention('instance-store', at('m7gd.large'), 16)).toBe(false);
    expect(hasTornWritePrevention('gp3', at('m6i.large'), 16)).toBe(true);
    expect(hasTornWritePrevention('io2', at('m6id.large'), 16)).toBe(true);
    // Larger pages than the atomic unit, a custom instance or device: no.
    expect(hasTornWritePrevention('gp3', at('m6i.large'), 32)).toBe(false);
    expect(hasTornWritePrevention('gp3', null, 16)).toBe(false);
    expect(hasTornWritePrevention('custom', at('m6i.large'), 16)).toBe(false);
    expect(TORN_WRITE_PREVENTION.source).toContain('supported-block-sizes');
  });

  it('every instance family of the shipped catalog is classified as Nitro (or its EBS gets no advice)', () => {
    // AWS's families (Azure's and Google Cloud's disks claim no torn-write prevention, issue 38).
    const aws = Object.values(cat.instances).filter((i) => i.cloud === undefined);
    const families = new Set(aws.map((i) => i.family));
    for (const f of families) expect(TORN_WRITE_PREVENTION.nitroFamilies).toContain(f);
  });

  it('offered on i4i: doublewrite off, its gain from the model, and a rebuild', () => {
    const a = tornAdvice(writes('i4i.large', 'instance-store'));
    expect(a).toBeDefined();
    expect(a?.patch).toEqual({ mysql: { doublewrite: 'off' } });
    expect(a?.deltaQps).toBeGreaterThan(0);
    expect(a?.operation).toBe('rebuild');
    expect(a?.text).toContain('mkfs.ext4 -O bigalloc -C 16384');
    expect(a?.text).toContain('innodb_doublewrite=0');
  });

  it('offered for gp3 on a Nitro instance when doublewrite costs QPS', () => {
    const s = writes('m6i.xlarge', 'gp3');
    s.storage.iops = 6000;
    const a = tornAdvice(s);
    expect(a).toBeDefined();
    expect(a?.text).toContain('gp3 on m6i.xlarge (a Nitro instance)');
    expect(a?.deltaQps).toBeGreaterThan(0);
  });

  it('never offered on the m6id instance store, whatever doublewrite costs there', () => {
    for (const size of ['large', 'xlarge', '4xlarge']) {
      const s = writes(`m6id.${size}`, 'instance-store');
      expect(tornAdvice(s)).toBeUndefined();
      expect(bottleneckAdvice(s, cat).some((a) => a.patch.mysql?.doublewrite === 'off')).toBe(
        false,
      );
    }
  });

  it('the recommend search never keeps doublewrite off on storage without torn-write prevention', () => {
    const base = writes('m6i.large', 'gp3');
    base.mysql.doublewrite = 'off';
    const r = recommend(
      {
        maxStartupSeconds: 3600,
        minQps: 100,
        tables: 1000,
        dataGiB: 100,
        region: 'us-east-1',
        base,
        allowInstanceStore: true,
        limit: 50,
      },
      cat,
    );
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.rules.join(' ')).toContain('Doublewrite stays off only on storage with torn-write');
    let store = 0;
    for (const res of r.results) {
      const s = res.scenario;
      const inst = getInstance(cat, s.instance.type) ?? null;
      const ok = hasTornWritePrevention(s.storage.kind, inst, s.mysql.pageSizeKiB);
      expect(s.mysql.doublewrite).toBe(ok ? 'off' : 'data');
      if (s.storage.kind === 'instance-store') store += 1;
    }
    expect(store).toBeGreaterThan(0);
    // The guard was exercised: some result is on storage without torn-write prevention.
    expect(r.results.some((x) => x.scenario.mysql.doublewrite === 'data')).toBe(true);
    // …and says what it changed: doublewrite back on, a restart.
    const back = r.results.find((x) => x.scenario.mysql.doublewrite === 'data');
    expect(back?.changes.find((c) => c.setting === 'mysql.doublewrite')?.operation).toBe('restart');
  });

  it('the search ranks each candidate with the doublewrite it will run: every result meets the QPS floor by its own prediction', () => {
    const base = writes('m6i.large', 'gp3');
    base.mysql.doublewrite = 'off';
    for (const minQps of [2000, 4000, 6000, 9000]) {
      const r = recommend(
        {
          maxStartupSeconds: 3600,
          minQps,
          tables: 1000,
          dataGiB: 100,
          region: 'us-east-1',
          base,
          allowInstanceStore: true,
          storageKinds: ['instance-store'],
          limit: 50,
        },
        cat,
      );
      for (const res of r.results)
        expect(res.prediction.qps.pointSelect).toBeGreaterThanOrEqual(minQps * 1.1 - 1e-6);
    }
  });

  it('doublewrite off is warned about where torn pages are possible (m6id instance store, a custom device), not on i4i or gp3 on Nitro', () => {
    const warned = (s: Scenario): boolean => {
      const r = predict({ ...s, mysql: { ...s.mysql, doublewrite: 'off' } }, cat);
      return r.ok && r.prediction.warnings.some((w) => w.startsWith('Doublewrite is off'));
    };
    expect(warned(writes('m6id.large', 'instance-store'))).toBe(true);
    expect(warned(writes('i4i.large', 'instance-store'))).toBe(false);
    expect(warned(writes('m6i.large', 'gp3'))).toBe(false);
    const big = writes('m6i.large', 'gp3');
    big.mysql.pageSizeKiB = 32;
    expect(warned(big)).toBe(true);
  });

  it('advice never leaves doublewrite off on storage without torn-write prevention: moving gp3 on m6i to m6id turns it back on', () => {
    const s = writes('m6i.large', 'gp3');
    s.mysql.doublewrite = 'off';
    s.mysql.tables = 1_000_000;
    const all = bottleneckAdvice(s, cat);
    const move = all.find((a) => a.patch.storage?.kind === 'instance-store');
    expect(move).toBeDefined();
    expect(move?.patch.mysql?.doublewrite).toBe('data');
    expect(move?.text).toContain('with doublewrite back on (no torn-write prevention there)');
    // Every piece of advice leaves a scenario that is safe without doublewrite, or turns it on.
    for (const a of all) {
      const kind = a.patch.storage?.kind ?? s.storage.kind;
      const inst = getInstance(cat, a.patch.instance?.type ?? s.instance.type) ?? null;
      const dw = a.patch.mysql?.doublewrite ?? s.mysql.doublewrite;
      const page = a.patch.mysql?.pageSizeKiB ?? s.mysql.pageSizeKiB;
      if (dw === 'off') expect(hasTornWritePrevention(kind, inst, page)).toBe(true);
    }
  });
});
