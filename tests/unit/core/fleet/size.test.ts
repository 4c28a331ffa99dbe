import { describe, expect, it } from 'vitest';
import {
  csvCell,
  fleetCsv,
  fleetTotals,
  parseInventory,
  sizeServer,
} from '../../../../src/core/fleet/index.ts';
import type { ServerSizing } from '../../../../src/core/fleet/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { pessimisticFigures } from '../../../../src/core/uncertainty/index.ts';
import { generateInventory, INVENTORY_HEADER } from '../../../fixtures/fleet/generate.ts';

const one = (row: string, options = {}): ServerSizing => {
  const inv = parseInventory(`${INVENTORY_HEADER}\n${row}\n`, cat);
  const s = inv.servers[0];
  if (!s) throw new Error(JSON.stringify(inv.errors));
  return sizeServer(s, options, cat);
};

describe('sizeServer', () => {
  const fleet = parseInventory(generateInventory(60, 7), cat);
  const rows = fleet.servers.map((s) => sizeServer(s, {}, cat));

  it('meets each server’s targets: both given at the pessimistic end (issue 27), else given ones with 10 % headroom and today’s as they are', () => {
    let ranged = 0;
    for (const r of rows) {
      const rec = r.recommended;
      if (r.action === 'none' || !rec) continue;
      const t = r.targets;
      if (t.startupFrom === 'given' && t.qpsFrom === 'given') {
        const end = pessimisticFigures(rec.scenario, cat);
        expect(end.startupSeconds).toBeLessThanOrEqual(t.maxStartupSeconds! * (1 + 1e-6));
        expect(end.qps).toBeGreaterThanOrEqual(t.minQps * (1 - 1e-6));
        ranged += 1;
        continue;
      }
      const maxS = t.startupFrom === 'given' ? t.maxStartupSeconds! / 1.1 : t.maxStartupSeconds!;
      const minQ = t.qpsFrom === 'given' ? t.minQps * 1.1 : t.minQps;
      expect(rec.startupSeconds).toBeLessThanOrEqual(maxS * (1 + 1e-6));
      expect(rec.qps).toBeGreaterThanOrEqual(minQ * (1 - 1e-6));
    }
    expect(ranged).toBeGreaterThan(0);
  });

  it('recommends durable storage and keeps the page size by default', () => {
    for (const r of rows) {
      if (r.action !== 'change' || !r.recommended) continue;
      expect(r.recommended.scenario.storage.kind).not.toBe('instance-store');
      expect(r.recommended.scenario.mysql.pageSizeKiB).toBe(r.current.scenario.mysql.pageSizeKiB);
    }
  });

  it('a recommendation re-predicts to the figures shown; the saving is today minus it', () => {
    for (const r of rows.slice(0, 10)) {
      if (!r.recommended) continue;
      const p = predict(r.recommended.scenario, cat);
      expect(p.ok && p.prediction.cost.monthlyUsd).toBeCloseTo(r.recommended.monthlyUsd, 6);
      expect(r.monthlySavingUsd).toBeCloseTo(r.current.monthlyUsd - r.recommended.monthlyUsd, 6);
    }
  });

  it('never costs more than today when the targets are today’s figures', () => {
    for (const r of rows) {
      if (r.targets.startupFrom === 'today' && r.targets.qpsFrom === 'today')
        expect(r.monthlySavingUsd).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps today’s configuration when nothing cheaper meets the targets', () => {
    // A small, cheap server whose targets are its own figures: m6g.large on a baseline gp3 of the searched size (data × 1.2), buffer pool at 75 % of memory.
    const r = one('tiny,us-east-1,m6g.large,gp3,12,3000,125,500,10,6,16,8.0.39,,');
    expect(r.action).toBe('keep');
    expect(r.recommended?.scenario).toEqual(r.current.scenario);
    expect(r.monthlySavingUsd).toBe(0);
  });

  it('says why when no configuration meets the targets', () => {
    const r = one('x,us-east-1,m6i.large,gp3,500,3000,125,1000000,200,4,16,8.0.39,1,1000000000');
    expect(r.action).toBe('none');
    expect(r.recommended).toBeNull();
    expect(r.note).toMatch(/No configuration/);
  });

  it('allowing instance store may pick it, marked ephemeral in words', () => {
    const row = 'big,us-east-1,m6i.4xlarge,io2,1200,64000,,1000000,1000,48,16,8.0.39,60,50000';
    const ebs = one(row);
    const any = one(row, { allowInstanceStore: true });
    expect(any.recommended?.monthlyUsd ?? Infinity).toBeLessThanOrEqual(
      ebs.recommended?.monthlyUsd ?? Infinity,
    );
  });

  it('sizes a generated 1,000-server inventory (speed: npm run bench -- fleet)', () => {
    const inv = parseInventory(generateInventory(1000), cat);
    const sized = inv.servers.map((s) => sizeServer(s, {}, cat));
    expect(sized).toHaveLength(1000);
    const t = fleetTotals(sized, 0);
    expect(t.servers).toBe(1000);
    expect(t.changes + t.keeps + t.unmet).toBe(1000);
    const sum = sized.reduce((a, r) => a + r.current.monthlyUsd, 0);
    expect(t.currentMonthlyUsd).toBeCloseTo(sum, 6);
    expect(t.monthlySavingUsd).toBeCloseTo(t.currentMonthlyUsd - t.recommendedMonthlyUsd, 6);
    for (const r of sized) {
      expect(Number.isFinite(r.current.startupSeconds)).toBe(true);
      expect(Number.isFinite(r.monthlySavingUsd)).toBe(true);
    }
  }, 120_000);
});

describe('fleet CSV', () => {
  it('neutralises formula cells and quotes delimiters', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM')).toBe(`'@SUM`);
    expect(csvCell('-1')).toBe(`'-1`);
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('one line per inventory row, sized or invalid, in inventory order', () => {
    const inv = parseInventory(
      `${INVENTORY_HEADER}\n=cmd,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,\nbad,us-east-1,m6i.large,gp3,500,x,125,1000,200,4,16,8.0.39,,\n`,
      cat,
    );
    const csv = fleetCsv(
      inv.servers.map((s) => sizeServer(s, {}, cat)),
      inv.errors,
    ).split('\n');
    expect(csv[0]).toMatch(/^line,name,status,/);
    // Every cost column's pricing option, in its own column.
    expect(csv[0]).toMatch(/,monthly_saving_usd,operation,pricing,bottleneck,error$/);
    // The bottleneck in words, not the model's bound names ("iops", "instance-ebs", "fixed").
    expect(csv[1]).toMatch(
      /^2,'=cmd,(change|keep),us-east-1,.*,on-demand,startup: [A-Z][^,(]+ \([a-zA-Z' ]+\); QPS: [a-zA-Z' ]+,/,
    );
    expect(csv[1]).not.toMatch(/\((iops|cpu)\)|QPS: (iops|instance-ebs|cpu),/);
    expect(csv[2]).toMatch(/^3,bad,invalid,.*iops: expected a number/);
  });
});

// Issue 41 item 11: the CSV rounded dollars with Math.round(v × 100) / 100, the table with
// core/format's toFixed: 0.155 was 0.16 in the CSV and $0.15 in the table.
describe('fleet CSV dollars: the table’s rounding', () => {
  it('each dollar cell is the table’s figure without the sign', async () => {
    const { formatUsd } = await import('../../../../src/core/format/index.ts');
    const inv = parseInventory(
      `${INVENTORY_HEADER}\nweb,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,\n`,
      cat,
    );
    const sized = inv.servers.map((s) => sizeServer(s, {}, cat));
    const row = sized[0] as ServerSizing;
    // A price whose cents fall on a half in decimal but not in binary.
    const tricky: ServerSizing = {
      ...row,
      current: { ...row.current, monthlyUsd: 0.155 },
      monthlySavingUsd: 1.005,
    };
    // Cells split at commas outside quotes.
    const cells =
      (fleetCsv([tricky], []).split('\n')[1] ?? '').match(/("[^"]*"|[^,]*)(,|$)/g) ?? [];
    cells.forEach((c, k) => (cells[k] = c.replace(/,$/, '')));
    const header = fleetCsv([], []).split('\n')[0]?.split(',') ?? [];
    const cell = (name: string) => cells[header.indexOf(name)];
    const shown = (usd: number) => Number(formatUsd(usd).replace('$', ''));
    expect(Number(cell('current_monthly_usd'))).toBe(shown(0.155));
    expect(Number(cell('monthly_saving_usd'))).toBe(shown(1.005));
  });
});
