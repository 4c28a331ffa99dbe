import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CostTable, costNote } from '../../../src/report-view/sections.tsx';
import type { ReportColumn } from '../../../src/core/report/index.ts';

const NOTE_A = 'Recalled from the AWS EBS pricing page, not verified in a stored copy.';
const NOTE_B = 'm6i large recalled from the AWS price list; xlarge = large × 2.';

function column(items: { label: string; text: string; note?: string }[]): ReportColumn {
  // Only the fields CostTable reads; the rest of a ReportColumn is irrelevant here.
  return {
    heading: 'Current',
    cost: {
      text: '$100.00',
      pricingLabel: 'on-demand',
      items: items.map((i) => ({ ...i, monthlyUsd: 1, source: 'catalog', asOf: '2025-01' })),
    },
  } as unknown as ReportColumn;
}

describe('report CostTable: catalog caveat notes', () => {
  it('puts a footnote mark next to each noted item and each note once under the table', () => {
    render(
      <CostTable
        column={column([
          { label: 'gp3 storage', text: '$40.00', note: NOTE_A },
          { label: 'gp3 IOPS', text: '$0.00', note: NOTE_A },
          { label: 'm6i.large', text: '$60.00', note: NOTE_B },
          { label: 'FSR', text: '$0.00' },
        ])}
      />,
    );
    const rows = screen.getAllByRole('row');
    const mark = (label: string) =>
      rows.find((r) => r.textContent?.startsWith(label))?.querySelector('sup')?.textContent ?? null;
    expect(mark('gp3 storage')).toBe('1');
    expect(mark('gp3 IOPS')).toBe('1');
    expect(mark('m6i.large')).toBe('2');
    expect(mark('FSR')).toBeNull();
    const notes = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(notes.map((n) => n.textContent)).toEqual([`Estimate: ${NOTE_A}`, `Estimate: ${NOTE_B}`]);
  });

  it('says an on-demand fallback is what it is, not an estimate (as the app and the CLI do)', () => {
    const fallback =
      "No 1-year Reserved, no upfront price in the catalog for this type and region: on-demand shown. The region's AWS EC2 offer file (AWS Price List) adds Reserved prices.";
    render(
      <CostTable
        column={column([
          { label: 'gp3 storage', text: '$40.00', note: NOTE_A },
          { label: 'm6i.large', text: '$70.08', note: fallback },
        ])}
      />,
    );
    const marks = screen.getAllByRole('row').flatMap((r) => [...r.querySelectorAll('sup')]);
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual([
      'estimate, note 1',
      'on-demand: no 1-year Reserved price in the catalog, note 2',
    ]);
    const notes = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(notes.map((n) => n.textContent)).toEqual([`Estimate: ${NOTE_A}`, fallback]);
  });

  it('adds nothing when no price carries a note', () => {
    const { container } = render(
      <CostTable column={column([{ label: 'gp3 storage', text: '$40.00' }])} />,
    );
    expect(container.querySelector('sup')).toBeNull();
    expect(container.querySelector('ol')).toBeNull();
    expect(costNote({ label: 'x', text: '', monthlyUsd: 0, source: '', asOf: '' })).toBeUndefined();
  });
});

describe('report CostTable: storage subtotal', () => {
  it('shows cost.storageUsd after the volume items, before the instance', async () => {
    const { predict } = await import('../../../src/core/model.ts');
    const { reportColumn } = await import('../../../src/core/report/column.ts');
    const { DEFAULT_CATALOG } = await import('../../../src/core/catalog/index.ts');
    const { defaultScenario } = await import('../../../src/core/scenario/defaults.ts');
    const s = defaultScenario();
    s.storage.sizeGiB = 1024;
    s.storage.iops = 16000;
    s.storage.throughputMiBps = 256;
    const r = predict(s);
    if (!r.ok) throw new Error('scenario must be valid');
    render(
      <CostTable column={reportColumn('current', 'Current', s, r.prediction, DEFAULT_CATALOG)} />,
    );
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    const at = rows.findIndex((t) => t.startsWith('Storage subtotal'));
    expect(rows[at]).toBe('Storage subtotal$152.16');
    expect(rows[at - 1]).toMatch(/^gp3 throughput/);
    expect(rows[at + 1]).toMatch(/^m6i\.large on-demand/);
  });
});
