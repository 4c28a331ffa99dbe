import { describe, expect, it } from 'vitest';
import { parseInventory, parseTargets, withTargets } from '../../../../src/core/fleet/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { generateInventory, INVENTORY_HEADER } from '../../../fixtures/fleet/generate.ts';

const inv = (rows: string[], header = INVENTORY_HEADER): ReturnType<typeof parseInventory> =>
  parseInventory(`${[header, ...rows].join('\n')}\n`, cat);

const GOOD = 'db1,us-east-1,m6i.large,gp3,500,3000,125,1000000,200,4,16,8.0.39,,';

describe('parseInventory', () => {
  it('reads a generated 1,000-row inventory: every row a valid server, in order', () => {
    const r = parseInventory(generateInventory(1000), cat);
    expect(r.errors).toEqual([]);
    expect(r.servers).toHaveLength(1000);
    expect(r.servers[0]?.line).toBe(2);
    expect(r.servers[999]?.name).toBe('db-1000');
    expect(new Set(r.servers.map((s) => s.name)).size).toBe(1000);
  });

  it('sets each column’s scenario field; left-out fields are the default scenario’s', () => {
    const r = inv([GOOD]);
    const s = r.servers[0]?.scenario;
    expect(s?.instance.type).toBe('m6i.large');
    expect(s?.storage).toMatchObject({
      kind: 'gp3',
      sizeGiB: 500,
      iops: 3000,
      throughputMiBps: 125,
    });
    expect(s?.mysql).toMatchObject({
      tables: 1e6,
      dataGiB: 200,
      bufferPoolGiB: 4,
      pageSizeKiB: 16,
    });
    expect(s?.mysql.startupOpt).toBe('default');
    expect(r.servers[0]?.targets).toEqual({});
  });

  it('understands units as the importer does, in cells and in headers', () => {
    const header =
      'Server,Instance Type,Volume Type,Volume Size (TiB),Provisioned IOPS,Throughput (MB/s),Tables,Data (GB),innodb_page_size,Max startup,Min QPS';
    const r = inv(
      [
        'a,m6i.xlarge,gp3,1,16k,250,1M,700 GiB,16384,5 min,20k',
        'b,m6i.xlarge,GP3,0.5,6000,250,2k,100,8k,2:30,',
      ],
      header,
    );
    expect(r.errors).toEqual([]);
    const [a, b] = r.servers;
    expect(a?.scenario.storage).toMatchObject({ sizeGiB: 1024, iops: 16000 });
    expect(a?.scenario.storage.throughputMiBps).toBeCloseTo(250e6 / 2 ** 20, 6);
    expect(a?.scenario.mysql).toMatchObject({ tables: 1e6, dataGiB: 700, pageSizeKiB: 16 });
    expect(a?.targets).toEqual({ maxStartupSeconds: 300, minQps: 20000 });
    expect(b?.scenario.storage.kind).toBe('gp3');
    expect(b?.scenario.storage.sizeGiB).toBe(512);
    expect(b?.scenario.mysql.pageSizeKiB).toBe(8);
    expect(b?.targets).toEqual({ maxStartupSeconds: 150 });
  });

  it('accepts the CLI flag names and scenario paths as headers', () => {
    const r = parseInventory(
      'name,instance.type,storage.kind,size-gib,mysql.tables,data-gib\nx,m6i.large,gp3,300,1000,100\n',
      cat,
    );
    expect(r.errors).toEqual([]);
    expect(r.servers[0]?.scenario.storage.sizeGiB).toBe(300);
  });

  it('reports hostile rows with their line and column, and keeps the rest', () => {
    const r = inv([
      GOOD,
      'bad-iops,us-east-1,m6i.large,gp3,500,lots,125,1000,200,4,16,8.0.39,,',
      'unknown-type,us-east-1,m9z.huge,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      '__proto__,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      'constructor,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      'neg,us-east-1,m6i.large,gp3,-5,3000,125,1000,200,4,16,8.0.39,,',
      'short,us-east-1,m6i.large',
      'page,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,12k,8.0.39,,',
      'db1,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      ',us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      'over,us-east-1,m6i.large,gp3,500,90000,125,1000,200,4,16,8.0.39,,',
      'zero-target,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,0,',
      'region,mars-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      'NaN,us-east-1,m6i.large,gp3,500,NaN,Infinity,1e400,200,4,16,8.0.39,,',
    ]);
    expect(r.servers.map((s) => s.name)).toEqual(['db1', '__proto__', 'constructor']);
    const at = (line: number): string[] =>
      r.errors.filter((e) => e.line === line).map((e) => e.field);
    expect(at(3)).toEqual(['iops']);
    expect(at(4)).toEqual(['instance_type']);
    expect(at(7)).toEqual(['size (GiB)']);
    expect(at(8)).toEqual(['']);
    expect(at(9)).toEqual(['page_size']);
    expect(at(10)).toEqual(['name']);
    expect(r.errors.find((e) => e.line === 10)?.message).toMatch(/already on line 2/);
    expect(at(11)).toEqual(['name']);
    expect(at(12)).toEqual(['iops']);
    expect(r.errors.find((e) => e.line === 12)?.message).toMatch(/nearest valid/i);
    expect(at(13)).toEqual(['max_startup']);
    expect(at(14)).toEqual(['region']);
    expect(at(15).length).toBeGreaterThan(0);
    expect(r.errors.find((e) => e.line === 4)?.name).toBe('unknown-type');
    expect(({} as Record<string, unknown>).instance).toBeUndefined();
  });

  it('a missing required column fails the whole file, naming the column', () => {
    const r = parseInventory('name,instance_type,storage,tables\na,m6i.large,gp3,1000\n', cat);
    expect(r.servers).toEqual([]);
    expect(r.errors).toEqual([expect.objectContaining({ line: 1, field: 'data-gib' })]);
  });

  it('ignores unknown columns (including __proto__) and lists them once', () => {
    const r = parseInventory(
      'name,__proto__,owner,instance,storage,size,tables,data_gib\na,x,team,m6i.large,gp3,300,1000,100\n',
      cat,
    );
    expect(r.errors).toEqual([]);
    expect(r.ignoredColumns).toEqual(['__proto__', 'owner']);
    expect(r.servers).toHaveLength(1);
  });

  it('keeps line numbers through quoted fields spanning lines, CRLF and a BOM', () => {
    const text =
      '\ufeffname,instance,storage,size,tables,data_gib\r\n"multi\nline",m6i.large,gp3,300,1000,100\r\nb,m6i.large,gp3,300,abc,100\r\n';
    const r = parseInventory(text, cat);
    expect(r.servers[0]?.name).toBe('multi\nline');
    expect(r.servers[0]?.line).toBe(2);
    expect(r.errors).toEqual([expect.objectContaining({ line: 4, field: 'tables' })]);
  });

  it('an empty file or one without rows says so', () => {
    expect(parseInventory('', cat).errors[0]?.message).toMatch(/no header/);
    expect(parseInventory('name,instance,storage,tables,data_gib\n', cat).servers).toEqual([]);
  });

  it('a column given twice is an error of the header', () => {
    const r = parseInventory('name,instance,instance_type,storage,tables,data_gib\n', cat);
    expect(r.errors[0]).toMatchObject({ line: 1, field: 'instance_type' });
  });
});

describe('targets file', () => {
  it('overrides the row’s targets by server name; unknown names are errors of the file', () => {
    const i = inv([
      GOOD.replace(/,,$/, ',600,1000'),
      'db2,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
    ]);
    const t = parseTargets(
      'name,max_startup,min_qps\ndb1,2 min,\nghost,60,100\n__proto__,60,100\n',
    );
    expect(t.errors).toEqual([]);
    const { inventory, errors } = withTargets(i, t);
    expect(inventory.servers[0]?.targets).toEqual({ maxStartupSeconds: 120, minQps: 1000 });
    expect(inventory.servers[1]?.targets).toEqual({});
    expect(errors.map((e) => [e.line, e.name])).toEqual([
      [3, 'ghost'],
      [4, '__proto__'],
    ]);
  });

  it('reports bad targets with line and column', () => {
    const t = parseTargets('name,max_startup,min_qps\ndb1,soon,\ndb1,60,\ndb1,60,\n,1,1\n');
    expect(t.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'max_startup'],
      [4, 'name'],
      [5, 'name'],
    ]);
  });
});
