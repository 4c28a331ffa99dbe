import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WorkloadSection } from '../../../src/report-view/WorkloadSection.tsx';
import { reportWorkload } from '../../../src/core/report/index.ts';
import { analyseTelemetry } from '../../../src/core/telemetry/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import iostat from '../../fixtures/telemetry/iostat-5min-gp3-3000.txt?raw';
import xm from '../../fixtures/telemetry/iostat-sysstat11-xm.txt?raw';
import before from '../../fixtures/telemetry/diskstats-14-before.txt?raw';
import status from '../../fixtures/telemetry/show-global-status-two.tsv?raw';

describe('report: production workload section', () => {
  const name = 'iostat-5min-gp3-3000.txt';
  const records = parseBenchmarkText(name, iostat).records;
  const analysis = analyseTelemetry(records, defaultScenario(), DEFAULT_CATALOG, { sizing: false });
  const model = reportWorkload(analysis);

  it('builds a chart per metric (limits on the totals), percentiles and utilisation', () => {
    expect(analysis.sizing).toBeNull();
    expect(model?.charts).toHaveLength(12);
    const iops = model?.charts.find((c) => c.title === 'IOPS (reads + writes)');
    expect(iops?.limits.map((l) => l.label)).toEqual([
      '3,000 provisioned IOPS',
      'm6i.large EBS baseline 3,600 IOPS',
    ]);
    expect(iops?.points.length).toBeLessThanOrEqual(240);
    expect(model?.utilisation?.rows[0]).toEqual({
      limit: '3,000 provisioned IOPS',
      p95: '2,558 (85%)',
      peak: '2,990 (100%)',
      atLimit: '4.0% (12.0 s)',
    });
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
    expect(reportWorkload(null)).toBeNull();
  });

  it('renders the charts as SVG with the limit lines, and both tables', () => {
    if (!model) throw new Error('no model');
    const { container } = render(<WorkloadSection workload={model} />);
    expect(screen.getByRole('heading', { name: 'Production workload' })).toBeTruthy();
    expect(container.querySelectorAll('svg.chart')).toHaveLength(12);
    expect(
      screen.getByRole('img', { name: 'IOPS (reads + writes) over the capture' }).textContent,
    ).toContain('3,000 provisioned IOPS');
    expect(container.textContent).toContain(
      'Bottleneck: Reads hit the 3,000 provisioned IOPS 4% of the time',
    );
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });
});

describe('report: the workload notes in the words of the report', () => {
  const files = {
    'iostat-sysstat11-xm.txt': xm,
    'diskstats-14-before.txt': before,
    'show-global-status-two.tsv': status,
  };
  const records = Object.entries(files).flatMap(([n, t]) => parseBenchmarkText(n, t).records);
  const model = reportWorkload(analyseTelemetry(records, null, DEFAULT_CATALOG));

  it('names no command-line flag, keeps file names as written and counts in words', () => {
    if (!model) throw new Error('no model');
    const { container } = render(<WorkloadSection workload={model} />);
    const notes = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(notes).toContain(
      'The iostat capture has no clock: times are sample numbers and durations unknown (iostat -t prints the time of each report)',
    );
    // A problem located in its file starts with the file's name as written, not "Diskstats-…".
    expect(
      notes.some((n) => n.startsWith('diskstats-14-before.txt line 1: one /proc/diskstats')),
    ).toBe(true);
    for (const n of notes) expect(n).not.toMatch(/--\w/);
    // One MySQL interval between two snapshots: "1 interval", not "1 interval(s)".
    expect(model.captureText).toContain('MySQL (show-global-status): 1 interval over 1 min 00 s');
  });

  it('counts samples on the axis of the charts of a capture without a clock', () => {
    if (!model) throw new Error('no model');
    const { container } = render(<WorkloadSection workload={model} />);
    const ticks = (name: RegExp) =>
      [...screen.getByRole('img', { name }).querySelectorAll('text.tick')].map(
        (t) => t.textContent ?? '',
      );
    // iostat without -t: "sample 2", never "2 s"; the MySQL charts keep their time (Uptime).
    expect(ticks(/^Read IOPS/)).toContain('sample 2');
    expect(ticks(/^Read IOPS/).some((t) => /\d (s|min|h)$/.test(t))).toBe(false);
    expect(ticks(/^Queries per second/).some((t) => /\d (s|min)$/.test(t))).toBe(true);
    expect(container.textContent).toContain('samples (the capture has no clock)');
    // One MySQL interval draws no line: a dot shows it.
    expect(
      screen.getByRole('img', { name: /^Queries per second/ }).querySelectorAll('circle'),
    ).toHaveLength(1);
  });
});
