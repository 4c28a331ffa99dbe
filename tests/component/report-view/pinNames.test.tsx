/**
 * Issue 41 item 11: the PDF's charts labelled compared configurations by names cut at 20 or 26
 * characters ("1M tables on db.m6i…", "1M tables on db.r6i…"): each is now named in full, on as
 * many lines as it takes.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { StartupPhasesChart } from '../../../src/report-view/charts/StartupPhasesChart.tsx';
import { QpsPageSizeChart } from '../../../src/report-view/charts/QpsPageSizeChart.tsx';

const NAMES = [
  'Current',
  '1M tables on db.m6i.large Multi-AZ + RDS gp3 500 GiB, 12,000 IOPS, 500 MiB/s',
  '1M tables on db.r6i.large + Aurora Standard storage, 200 GiB of data',
];

/** The text of each <text> element, its lines joined by spaces. */
const texts = (el: Element, selector: string) =>
  [...el.querySelectorAll(selector)].map((t) =>
    [...t.querySelectorAll('tspan')].length > 0
      ? [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' ')
      : (t.textContent ?? ''),
  );

describe('PDF charts name compared configurations in full', () => {
  it('startup by phase: row labels', () => {
    const { container } = render(
      <StartupPhasesChart
        data={{
          rows: NAMES.map((heading) => ({
            heading,
            totalSeconds: 100,
            totalRange: [90, 110],
            phases: [{ name: 'validation', label: 'Validation', seconds: 100 }],
          })),
        }}
      />,
    );
    const labels = texts(container, 'text.label');
    for (const n of NAMES) expect(labels).toContain(n);
    expect(labels.join(' ')).not.toContain('…');
  });

  it('QPS against page size: legend', () => {
    const { container } = render(
      <QpsPageSizeChart
        data={{
          gaps: [],
          series: NAMES.map((name) => ({
            name,
            points: [{ x: 16, y: 3000, label: '3,000', low: 2900, high: 3100 }],
          })),
        }}
      />,
    );
    const legend = texts(container, 'text.legend');
    for (const n of NAMES) expect(legend).toContain(n);
  });
});
