import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { actions } from '../../../src/app/store/index.ts';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

afterEach(() => {
  actions.newScenario();
});

describe('itemised cost: catalog caveat notes', () => {
  it('marks derived or unverified prices as estimates, with the note as title and description', () => {
    // us-west-2 prices are recalled/derived in the catalog, so its items carry notes.
    actions.replaceScenario({ ...defaultScenario(), region: 'us-west-2' });
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    const markers = within(table).getAllByText('estimate');
    expect(markers.length).toBeGreaterThan(0);
    for (const m of markers) {
      const note = m.getAttribute('title');
      expect(note).toMatch(/not verified|derived/);
      const described = document.getElementById(m.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(note);
    }
  });

  it('marks exactly the items whose catalog price carries a note', () => {
    for (const region of ['us-east-1', 'us-west-2']) {
      const scenario = { ...defaultScenario(), region };
      const r = predict(scenario);
      if (!r.ok) throw new Error('default scenario must be valid');
      const noted = r.prediction.cost.items.filter((i) => i.note).length;
      actions.replaceScenario(scenario);
      const { unmount } = render(<ResultsPanel />);
      const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
      expect(within(table).queryAllByText('estimate')).toHaveLength(noted);
      unmount();
    }
  });
});

describe('itemised cost: storage subtotal', () => {
  it('shows the volumes’ subtotal (cost.storageUsd) between the volume items and the instance', () => {
    const s = defaultScenario();
    s.storage.sizeGiB = 1024;
    s.storage.iops = 16000;
    s.storage.throughputMiBps = 256;
    actions.replaceScenario(s);
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent ?? '');
    const at = rows.findIndex((t) => t.startsWith('Storage subtotal'));
    expect(rows[at]).toBe('Storage subtotal$152.16');
    expect(rows[at + 1]).toMatch(/^m6i\.large/);
  });
});

describe('itemised cost: units kept whole', () => {
  it('keeps each price with its unit and the pricing option on one line', () => {
    const scenario = defaultScenario();
    scenario.storage = { ...scenario.storage, iops: 6000 } as typeof scenario.storage;
    actions.replaceScenario(scenario);
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    // Every "-month" unit of the items, and "on-demand", sits in a no-wrap span.
    const units = (table.textContent ?? '').match(/\S*-month\b/g) ?? [];
    expect(units).toContain('$0.005/IOPS-month');
    const whole = [...table.querySelectorAll('.nowrap')].map((e) => e.textContent);
    expect(whole).toEqual(expect.arrayContaining(units));
    expect(whole).toContain('on-demand');
    // The advice's prices too: "… for $70.08/month (on-demand)" never ends a line at "(on-".
    const advice = screen.getByText(/^What would help/).parentElement?.querySelector('ul.advice');
    const priced = [...(advice?.querySelectorAll('li') ?? [])].filter((li) =>
      li.textContent?.includes('on-demand'),
    );
    expect(priced.length).toBeGreaterThan(0);
    for (const li of priced)
      expect([...li.querySelectorAll('.nowrap')].map((e) => e.textContent)).toContain('on-demand');
  });
});
