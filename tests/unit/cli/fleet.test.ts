import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from './runCli.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { INVENTORY_HEADER } from '../../fixtures/fleet/generate.ts';
import { pdfWords, wordsPastRightMargin } from './pdfWords.ts';

const LOOK = join(resolve(import.meta.dirname, '../../..'), 'test-results/fleet');
const dir = mkdtempSync(join(tmpdir(), 'innosizer-fleet-'));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const INVENTORY = file(
  'inventory.csv',
  [
    INVENTORY_HEADER,
    'db1,us-east-1,m6i.xlarge,gp3,900,12000,500,1000000,600,12,16,8.0.39,,',
    'db2,eu-west-1,r6i.xlarge,io2,400,16000,,50000,300,24,16,8.0.39,2 min,5000',
    'broken,us-east-1,m6i.large,gp3,500,lots,125,1000,200,4,16,8.0.39,,',
  ].join('\n'),
);

describe('innosizer fleet', () => {
  it('prints a table of every server with the totals; invalid rows on stderr with file:line, column', async () => {
    const r = await run(['fleet', INVENTORY]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^server +today +startup/);
    expect(r.out).toMatch(/db1 +m6i\.xlarge; gp3 900 GiB/);
    expect(r.out).toMatch(/Servers: 2 sized .* 1 invalid row\./);
    expect(r.out).toMatch(
      /^server +today +startup +QPS +full service +\$\/month on-demand +recommended +startup +QPS +\$\/month on-demand +saving$/m,
    );
    expect(r.out).toMatch(
      /Monthly \(on-demand\): \$[\d,.]+ today → \$[\d,.]+ recommended, saving /,
    );
    expect(r.err).toContain(`${INVENTORY}:4, iops (broken): expected a number`);
  });

  it('--json: servers, errors, totals', async () => {
    const r = await run(['fleet', INVENTORY, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.servers.map((s: { name: string }) => s.name)).toEqual(['db1', 'db2']);
    const db2 = j.servers[1];
    expect(db2.targets).toMatchObject({
      maxStartupSeconds: 120,
      minQps: 5000,
      startupFrom: 'given',
    });
    expect(typeof db2.current.monthlyUsd).toBe('number');
    expect(['change', 'keep', 'none']).toContain(db2.action);
    expect(j.errors).toEqual([
      expect.objectContaining({ file: INVENTORY, line: 4, field: 'iops', name: 'broken' }),
    ]);
    expect(j.totals).toMatchObject({ servers: 2, invalid: 1 });
    // No --headroom: the default rules (range for a server giving both targets), no margin set.
    expect(j.options).toEqual({
      allowInstanceStore: false,
      allowPageSizeChange: false,
      allowArchitectureChange: false,
    });
  });

  it('--max-recovery: every server keeps or gets a configuration meeting it, or none (issue 37)', async () => {
    const r = await run([
      'fleet',
      INVENTORY,
      '--max-recovery',
      '7200',
      '--recovery-path',
      'crash',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.options.recovery).toEqual({ maxRecoverySeconds: 7200, path: 'crash' });
    for (const s of j.servers) {
      expect(s.current.recovery.pathId).toBe('crash');
      if (s.recommended)
        expect(s.recommended.recovery.pessimisticSeconds).toBeLessThanOrEqual(7200);
    }
    const csv = (await run(['fleet', INVENTORY, '--csv'])).out.split('\n');
    const head = csv[0]?.split(',') ?? [];
    const at = head.indexOf('current_full_service_s');
    expect(at).toBeGreaterThan(0);
    // Cells of a line, quoted ones (configurations with commas) kept whole.
    const cells = (line: string) =>
      line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
    expect(Number(cells(csv[1] ?? '')[at])).toBeGreaterThan(0);
    const bad = await run(['fleet', INVENTORY, '--max-recovery', '0']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--max-recovery: expected a number from 1/);
  });

  it('--csv: one row per inventory row', async () => {
    const r = await run(['fleet', INVENTORY, '--csv']);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^4,broken,invalid,/);
  });

  it('--targets FILE overrides the inventory’s targets by name', async () => {
    const t = file('targets.csv', 'name,min_qps\ndb1,40k\nnobody,1\n');
    const r = await run(['fleet', INVENTORY, '--targets', t, '--json']);
    const j = JSON.parse(r.out);
    expect(j.servers[0].targets).toMatchObject({ minQps: 40000, qpsFrom: 'given' });
    expect(j.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: t, line: 3, name: 'nobody' })]),
    );
  });

  it('a file that cannot be read, or with no valid server: exit 2 and {"error"} with --json', async () => {
    const missing = await run(['fleet', join(dir, 'nope.csv'), '--json']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out).error).toMatchObject({ code: 'invalid-file' });
    const noColumn = file('bad.csv', 'name,instance\na,m6i.large\n');
    const r = await run(['fleet', noColumn, '--json']);
    expect(r.code).toBe(2);
    const j = JSON.parse(r.out);
    expect(j.error).toMatchObject({
      code: 'invalid-file',
      file: noColumn,
      line: 1,
      field: 'storage',
    });
    expect(j.errors.length).toBeGreaterThan(1);
    expect(r.err).toMatch(
      /^innosizer fleet: no valid server: .*bad\.csv:1, storage: no 'storage' column/,
    );
  });

  it('flags: --json with --csv, a bad --headroom, no file', async () => {
    expect((await run(['fleet', INVENTORY, '--json', '--csv'])).code).toBe(2);
    const h = await run(['fleet', INVENTORY, '--headroom', '200', '--json']);
    expect(h.code).toBe(2);
    expect(JSON.parse(h.out).error).toMatchObject({ code: 'usage', field: 'headroom' });
    expect((await run(['fleet'])).err).toMatch(/give the inventory file/);
  });

  it('--help lists every inventory column and flag', async () => {
    const r = await run(['fleet', '--help']);
    for (const c of [
      'name',
      'instance',
      'storage',
      'size-gib',
      'iops',
      'throughput',
      'tables',
      'data-gib',
      'buffer-pool-gib',
      'page-size',
      'mysql',
      'max-startup',
      'min-qps',
    ])
      expect(r.out).toMatch(new RegExp(`\\n  ${c} `));
    for (const f of [
      '--targets FILE',
      '--json',
      '--csv',
      '--headroom PCT',
      '--allow-instance-store',
      '--report FILE.pdf',
      '--paper a4|letter',
    ])
      expect(r.out).toContain(f);
  });

  it('--report FILE.pdf: a summary page, then one page per server that changes (Chromium)', async () => {
    const out = join(dir, 'fleet.pdf');
    const r = await run(['fleet', INVENTORY, '--json', '--report', out]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const changing = (j.servers as { name: string; action: string }[]).filter(
      (s) => s.action === 'change',
    );
    expect(r.err).toContain(`Wrote ${out} (A4, ${changing.length} server pages)`);
    const text = execFileSync('pdftotext', ['-layout', out, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('MySQL fleet sizing');
    expect(text).toContain('Fleet summary');
    expect(text).toContain('inventory.csv line 4, iops (broken)');
    for (const s of changing) expect(text).toContain(`${s.name} (inventory line`);
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [out], { encoding: 'utf8' }))?.[1],
    );
    // summary, a page per changing server, sources
    expect(pages).toBeGreaterThanOrEqual(1 + changing.length + 1);
    mkdirSync(LOOK, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', out, join(LOOK, 'fleet-a4')]);
  }, 60_000);

  it('--report: long names, every action and storage kind fit the page (nothing clipped)', async () => {
    const inventory = file(
      'wide.csv',
      [
        'name,region,instance,storage,size-gib,iops,throughput,tables,data-gib,buffer-pool-gib,page-size,max-startup,min-qps',
        'orders-primary-eu-central-1,eu-central-1,m6i.2xlarge,gp3,1000,16000,500,1000000,400,16,16,300,',
        'billing-db-0002,us-east-1,m6i.large,gp3,500,3000,125,200000,100,4,16,,',
        // 10,000 QPS: only the local NVMe meets it for its price, so this server is kept (at
        // 5,000 QPS a c6g.xlarge on gp3 is cheaper since the compute families joined the catalog).
        'search-nvme,us-east-1,m6id.xlarge,instance-store,,,,500000,150,8,16,,10000',
        'archive-io2,us-west-2,r6i.xlarge,io2,2000,32000,,50000,1500,24,64,,',
        'impossible,us-east-1,m6i.large,gp3,500,3000,125,1000000,200,4,16,1,10000000',
      ].join('\n'),
    );
    const out = join(dir, 'wide.pdf');
    // Architecture changes allowed, so that billing-db-0002 moves (to arm64, a replace) and the
    // report has a page for each action.
    const r = await run(['fleet', inventory, '--report', out, '--allow-architecture-change']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/3 to change, 1 to keep, 1 unmet/);
    // The server table's last column (Bottleneck) was cut at the page edge: "Bottlen", "Tablesp".
    expect(wordsPastRightMargin(out)).toEqual([]);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', out, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/\bBottleneck\b/);
    // Names, actions and instance types stay whole words (not "impossi-ble", "m6i.2xlar-ge;").
    const words = new Set(pdfWords(out).words.map((w) => w.word));
    for (const w of ['impossible', 'configuration', 'm6i.2xlarge;', 'm6id.xlarge;', 'r6i.xlarge;'])
      expect(words).toContain(w);
    // Pricing terms and region codes stay whole: no "on-" / "demand" (table headers, sources), no
    // "us-west-" / "2" (sources).
    expect([...words].filter((w) => /^\(?on-$|^[a-z]{2}-[a-z]+-$/.test(w))).toEqual([]);
    // Percentages as everywhere else in the PDFs ("a 10% margin", not "a 10 % margin").
    expect(
      execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
    ).toContain(
      "Headroom: a server that gives both targets has them met at the pessimistic end of the prediction's range; a server that leaves one to today's figure has its given target met with a 10% margin.",
    );
    // Every page's header names this document (it said "MySQL storage recommendation").
    const header = pdfWords(out)
      .words.filter((w) => w.page === 2 && w.yMin < 40)
      .map((w) => w.word)
      .join(' ');
    expect(header).toMatch(/^InnoSizer · MySQL fleet sizing /);
    // A server page's key figures are "Today" against "Recommended", as its other tables.
    const server = execFileSync('pdftotext', ['-layout', '-f', '3', '-l', '3', out, '-'], {
      encoding: 'utf8',
    });
    expect(server).toMatch(/Key figure +Today +Recommended +Change/);
    mkdirSync(LOOK, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      out,
      join(LOOK, 'fleet-wide'),
    ]);
  }, 60_000);

  it('--report refuses a name that is not a .pdf before sizing', async () => {
    const r = await run(['fleet', INVENTORY, '--report', join(dir, 'fleet.txt')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--report: expected a \.pdf file name/);
  });
});

describe('innosizer fleet --deployment (issue 29)', () => {
  interface Row {
    name: string;
    action: string;
    operation: string | null;
    recommended: { scenario: { deployment: string }; monthlyUsd: number } | null;
  }
  const servers = async (extra: string[]): Promise<Row[]> => {
    const r = await run(['fleet', INVENTORY, '--json', ...extra]);
    expect(r.code).toBe(0);
    return (JSON.parse(r.out) as { servers: Row[] }).servers;
  };

  it('any: each server is sized across EC2, RDS and Aurora, a move to a managed one a migration', async () => {
    const own = await servers([]);
    const any = await servers(['--deployment', 'any']);
    expect(own.every((s) => (s.recommended?.scenario.deployment ?? 'ec2') === 'ec2')).toBe(true);
    for (const s of any) {
      const mine = own.find((o) => o.name === s.name);
      // A wider search never costs more than the server's own deployment alone.
      if (s.recommended && mine?.recommended)
        expect(s.recommended.monthlyUsd).toBeLessThanOrEqual(mine.recommended.monthlyUsd + 1e-6);
      if (s.recommended && s.recommended.scenario.deployment !== 'ec2')
        expect(s.operation).toBe('migrate');
    }
  });

  it('rds: a server that changes moves to RDS for MySQL (a migration); one nothing there suits keeps its own', async () => {
    const rds = await servers(['--deployment', 'rds']);
    const changed = rds.filter((s) => s.action === 'change');
    expect(changed.length).toBeGreaterThan(0);
    for (const s of changed) {
      expect(s.recommended?.scenario.deployment).toBe('rds');
      expect(s.operation).toBe('migrate');
    }
    for (const s of rds.filter((x) => x.action === 'keep'))
      expect(s.recommended?.scenario.deployment).toBe('ec2');
  });

  it('a deployment it does not know is refused, naming the flag and the valid values', async () => {
    const r = await run(['fleet', INVENTORY, '--deployment', 'azure']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--deployment: expected one of ec2, rds, aurora, any, got "azure"');
  });
});

describe('innosizer fleet: RDS and Aurora servers in the inventory (issue 29)', () => {
  const managed = file(
    'managed.csv',
    [
      `${INVENTORY_HEADER},deployment,average_qps`,
      'rds1,us-east-1,db.m6i.xlarge,gp3,900,12000,500,1000000,600,12,16,8.0.39,,,rds,',
      'au1,us-east-1,db.r6g.large,aurora,,,,100000,200,12,16,8.0.39,,,aurora,2000',
      'bad,us-east-1,db.m6i.large,instance-store,900,,,1000,200,12,16,8.0.39,,,rds,',
    ].join('\n'),
  );

  it('a deployment column: storage named as the deployment names it, the settings it fixes followed', async () => {
    const r = await run(['fleet', managed, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      servers: { name: string; current: { scenario: Scenario; monthlyUsd: number } }[];
      errors: { line: number; field: string; message: string }[];
    };
    const byName = new Map(j.servers.map((s) => [s.name, s.current.scenario]));
    expect(byName.get('rds1')?.deployment).toBe('rds');
    expect(byName.get('rds1')?.storage.kind).toBe('rds-gp3');
    // Aurora: no doublewrite column, and Aurora has none; its average load prices the I/O.
    expect(byName.get('au1')?.storage.kind).toBe('aurora');
    expect(byName.get('au1')?.mysql.doublewrite).toBe('off');
    expect(byName.get('au1')?.workload.averageQps).toBe(2000);
    expect(j.errors).toEqual([
      expect.objectContaining({
        line: 4,
        field: 'storage',
        message: "storage 'instance-store' is not offered on rds: one of gp3, gp2, io1, io2",
      }),
    ]);
  });
});
