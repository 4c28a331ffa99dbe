/**
 * Issue 27 in the fleet: sizes with units in every size column, each server's CPU architecture
 * kept unless its row or the option allows a change, replicas priced per server.
 */
import { describe, expect, it } from 'vitest';
import {
  buildFleetReport,
  fleetTotals,
  parseInventory,
  sizeServer,
} from '../../../../src/core/fleet/index.ts';
import { DEFAULT_CATALOG as cat, getInstance } from '../../../../src/core/catalog/index.ts';
import { generateInventory } from '../../../fixtures/fleet/generate.ts';

const HEADER = 'name,instance,storage,size-gib,iops,tables,data-gib,buffer-pool-gib,page-size';

describe('fleet inventory sizes', () => {
  it('reads "1 TiB", "16k" and "4G" in the size columns, as the help says', () => {
    const r = parseInventory(`${HEADER}\ndb1,m6i.large,gp3,1 TiB,16k,1M,0.5 TiB,4G,16k\n`, cat);
    expect(r.errors).toEqual([]);
    const s = r.servers[0]?.scenario;
    expect(s?.storage.sizeGiB).toBe(1024);
    expect(s?.storage.iops).toBe(16000);
    expect(s?.mysql.dataGiB).toBe(512);
    expect(s?.mysql.bufferPoolGiB).toBe(4);
    expect(s?.mysql.pageSizeKiB).toBe(16);
  });
});

describe('fleet: each server keeps its architecture unless allowed', () => {
  const arch = (type: string): string => getInstance(cat, type)?.architecture ?? 'x86_64';
  const fleet = parseInventory(generateInventory(30, 11), cat);

  it('by default no server crosses its architecture', () => {
    for (const s of fleet.servers) {
      const r = sizeServer(s, {}, cat);
      if (r.recommended)
        expect(arch(r.recommended.scenario.instance.type)).toBe(arch(s.scenario.instance.type));
      expect(r.operation).not.toBe('replace');
    }
  });

  it('a row that allows it may cross (a replace); a row that says no never does', () => {
    const text = `${HEADER},allow-architecture-change\ndb1,m6i.large,gp3,500,3000,200000,100,4,16,yes\ndb2,m6i.large,gp3,500,3000,200000,100,4,16,no\n`;
    const [yes, no] = parseInventory(text, cat).servers;
    if (!yes || !no) throw new Error('two servers');
    expect(yes.allowArchitectureChange).toBe(true);
    const a = sizeServer(yes, {}, cat);
    const b = sizeServer(no, { allowArchitectureChange: true }, cat);
    if (a.recommended && arch(a.recommended.scenario.instance.type) === 'arm64')
      expect(a.operation).toBe('replace');
    expect(b.recommended && arch(b.recommended.scenario.instance.type)).toBe('x86_64');
    expect(a.rules.join(' ')).toMatch(/Architecture may change/);
    expect(b.rules.join(' ')).toMatch(/Architecture kept: x86_64/);
  });

  it('a bad cell names the column and the values it takes', () => {
    const r = parseInventory(
      `${HEADER},allow-architecture-change\ndb1,m6i.large,gp3,500,3000,200000,100,4,16,maybe\n`,
      cat,
    );
    expect(r.errors[0]).toMatchObject({
      field: 'allow-architecture-change',
      message: "expected yes or no, got 'maybe'",
    });
  });

  it('the replicas column prices the servers', () => {
    const text = `${HEADER},replicas\ndb1,m6i.large,gp3,500,3000,200000,100,4,16,2\n`;
    const [s] = parseInventory(text, cat).servers;
    if (!s) throw new Error('a server');
    expect(s.scenario.topology.replicas).toBe(2);
    const r = sizeServer(s, {}, cat);
    expect(r.current.monthlyUsd).toBeGreaterThan(0);
    const single = sizeServer(
      { ...s, scenario: { ...s.scenario, topology: { replicas: 0 } } },
      {},
      cat,
    );
    expect(r.current.monthlyUsd).toBeCloseTo(3 * single.current.monthlyUsd, 6);
  });
});

describe('fleet: an instance-store result without a replica', () => {
  it('is marked unsafe for data, in the sizing and on its PDF page', () => {
    // A server that needs more QPS than EBS gives it cheaply, allowed onto the instance store.
    const text = `${HEADER},min-qps\ndb1,m6i.large,gp3,500,3000,200000,100,4,16,60000\n`;
    const [s] = parseInventory(text, cat).servers;
    if (!s) throw new Error('a server');
    const options = { allowInstanceStore: true };
    const r = sizeServer(s, options, cat);
    expect(r.ephemeral).toBe(true);
    expect(r.unsafeForData).toBe(true);
    const report = buildFleetReport(
      {
        inventory: 'x.csv',
        rows: [r],
        totals: fleetTotals([r], 0),
        errors: [],
        options,
        generatedAt: '2026-11-27T18:00:00.000Z',
        appVersion: '0',
      },
      cat,
    );
    expect(report.servers[0]?.ephemeral?.text).toMatch(/Unsafe for data: no replica/);
  });
});
