import { describe, expect, it } from 'vitest';
import {
  buildFleetReport,
  fleetTotals,
  parseInventory,
  sizeServer,
} from '../../../../src/core/fleet/index.ts';
import type { FleetReportModel } from '../../../../src/core/fleet/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { formatUsd } from '../../../../src/core/format/index.ts';
import { generateInventory, INVENTORY_HEADER } from '../../../fixtures/fleet/generate.ts';

function fleetReport(text: string): { report: FleetReportModel; invalidLines: number } {
  const inv = parseInventory(text, cat);
  const rows = inv.servers.map((s) => sizeServer(s, {}, cat));
  const invalidLines = new Set(inv.errors.map((e) => e.line)).size;
  const report = buildFleetReport(
    {
      inventory: 'fleet.csv',
      rows,
      totals: fleetTotals(rows, invalidLines),
      errors: inv.errors,
      options: {},
      generatedAt: '2026-11-23T15:00:00.000Z',
      appVersion: '0.1.0',
    },
    cat,
  );
  return { report, invalidLines };
}

describe('fleet report model', () => {
  const { report } = fleetReport(generateInventory(40, 3));

  it('one summary row per sized server, a page for each server that changes and no other', () => {
    expect(report.rows).toHaveLength(report.totals.servers);
    const changing = report.rows.filter((r) => r.action === 'change').map((r) => r.name);
    expect(report.servers.map((p) => p.name)).toEqual(changing);
    expect(report.servers.length).toBe(report.totals.changes);
    expect(report.servers.length).toBeGreaterThan(0);
  });

  it('each page carries the model’s columns for today and the recommendation, with the saving', () => {
    for (const page of report.servers) {
      const row = report.rows.find((r) => r.line === page.line)!;
      expect(page.current.cost.text).toBe(row.today.costText);
      expect(page.recommended.cost.text).toBe(row.recommended?.costText);
      expect(page.savingText).toBe(row.savingText);
      // the saving is the difference of the two columns' monthly costs
      expect(formatUsd(page.current.cost.monthlyUsd - page.recommended.cost.monthlyUsd)).toBe(
        page.savingText,
      );
      expect(page.changes.length).toBeGreaterThan(0);
      for (const c of page.changes) expect(['online', 'restart', 'rebuild']).toContain(c.operation);
      expect(page.deltas.map((d) => d.label)).toEqual([
        'Startup time',
        'Point-select QPS',
        'Monthly cost (on-demand)',
      ]);
    }
  });

  it('totals and sources as the sizing gives them; no source names the project’s files', () => {
    const saving = report.rows.reduce((a, r) => a + r.savingUsd, 0);
    expect(report.totals.savingText).toBe(formatUsd(saving));
    expect(report.summary).toContain(`${report.totals.servers} servers sized from fleet.csv`);
    // The fleet's costs name their pricing option (the inventory's servers are on-demand).
    expect(report.pricingText).toBe('on-demand');
    expect(report.summary).toMatch(/Monthly cost \(on-demand\) \$/);
    expect(report.sources.length).toBeGreaterThan(0);
    for (const s of report.sources)
      expect(s.source).not.toMatch(/shared\/domain|BRIEF\.md|docs\/model\.md/);
  });

  it('lists hostile rows with line, column and server, and still sizes the rest', () => {
    const { report: r } = fleetReport(
      [
        INVENTORY_HEADER,
        'ok,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
        '=cmd|calc,us-east-1,m6i.large,gp3,500,lots,125,1000,200,4,16,8.0.39,,',
        'x,mars-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
      ].join('\n'),
    );
    expect(r.totals.servers).toBe(1);
    expect(r.totals.invalid).toBe(2);
    expect(r.invalid).toHaveLength(2);
    expect(r.invalid[0]).toMatch(/^fleet\.csv line 3, iops \(=cmd\|calc\): /);
    expect(r.summary).toContain('2 rows left out as invalid');
  });
});

describe('fleet report summary of one server', () => {
  it('counts in the right number: "1 server sized", not "1 servers"', () => {
    const { report } = fleetReport(generateInventory(1, 3));
    expect(report.summary).toMatch(/^1 server sized from fleet\.csv: /);
  });

  it("every row prints today's time to full service on the recovery path it selects (issue 37)", () => {
    const { report } = fleetReport(generateInventory(12, 3));
    expect(report.rows.length).toBeGreaterThan(0);
    for (const r of report.rows) {
      expect(r.today.fullServiceText).toMatch(/^full service .+ after [a-z]/);
      if (r.recommended) expect(r.recommended.fullServiceText).toMatch(/^full service /);
    }
  });
});
