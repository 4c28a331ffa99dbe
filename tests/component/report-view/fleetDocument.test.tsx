import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FleetDocument } from '../../../src/report-view/FleetDocument.tsx';
import {
  buildFleetReport,
  describeBottleneck,
  fleetTotals,
  parseInventory,
  sizeServer,
} from '../../../src/core/fleet/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../src/core/catalog/index.ts';
import { INVENTORY_HEADER } from '../../fixtures/fleet/generate.ts';

const inv = parseInventory(
  [
    INVENTORY_HEADER,
    'db1,us-east-1,m6i.xlarge,gp3,900,12000,500,1000000,600,12,16,8.0.39,,',
    'db2,us-east-1,m6i.large,gp3,500,3000,125,1000,200,4,16,8.0.39,,',
    'broken,us-east-1,m6i.large,gp3,500,lots,125,1000,200,4,16,8.0.39,,',
  ].join('\n'),
  cat,
);
const rows = inv.servers.map((s) => sizeServer(s, {}, cat));
const report = buildFleetReport(
  {
    inventory: 'fleet.csv',
    rows,
    totals: fleetTotals(rows, 1),
    errors: inv.errors,
    options: {},
    generatedAt: '2026-11-23T15:00:00.000Z',
    appVersion: '0.1.0',
  },
  cat,
);

describe('FleetDocument', () => {
  it('a summary with the totals and every server, then a section per server that changes', () => {
    render(<FleetDocument report={report} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MySQL fleet sizing');
    expect(screen.getByText(report.summary)).toBeTruthy();
    const servers = screen.getByRole('heading', { name: 'Every server, today and recommended' })
      .nextElementSibling as HTMLElement;
    const names = within(servers)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.firstElementChild?.textContent);
    expect(names).toEqual(['db1', 'db2']);
    // Every cost column names the pricing option.
    const headers = within(servers)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.filter((h) => h?.startsWith('$/month'))).toEqual([
      '$/monthon-demand',
      '$/monthon-demand',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Today / month, on-demand' })).toBeTruthy();
    // The Bottleneck column says which configuration it describes: the one to run.
    const bottleneck = headers.indexOf("Bottleneckrecommended, else today's");
    expect(bottleneck).toBeGreaterThan(0);
    const rowsOf = within(servers).getAllByRole('row').slice(1);
    rows.forEach((r, i) => {
      const cell = rowsOf[i]?.children[bottleneck]?.textContent;
      expect(cell).toBe(describeBottleneck(r.recommended ?? r.current));
    });
    expect(rows.some((r) => r.action === 'change')).toBe(true);
    expect(screen.getByText(/^fleet\.csv line 4, iops \(broken\)/)).toBeTruthy();
    const pages = report.servers.map((p) =>
      screen.getByRole('region', { name: `Server ${p.name}` }),
    );
    expect(pages.length).toBe(report.totals.changes);
    for (const [i, page] of pages.entries()) {
      const p = report.servers[i]!;
      expect(within(page).getByText('What changes')).toBeTruthy();
      for (const c of p.changes)
        expect(within(page).getAllByText(c.label).length).toBeGreaterThan(0);
      // the itemised cost of both configurations, with their storage subtotal
      expect(within(page).getAllByText('Storage subtotal')).toHaveLength(2);
      expect(within(page).getAllByText(p.recommended.cost.text).length).toBeGreaterThan(0);
      // "on-demand" in a no-wrap span (kept whole at a line end): the paragraph's text.
      expect(page.textContent).toMatch(/Saving \$[\d,.]+ per month \(on-demand\)\./);
    }
  });
});
