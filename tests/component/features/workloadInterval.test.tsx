/**
 * Issue 41.10 in the app: plain /proc/diskstats snapshots (no time) get a "Seconds between
 * snapshots" field with a default (their rates appear at once), a bad value is one error naming
 * the field; iostat's "(2 CPU)" banner is held against the scenario's instance.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { WorkloadPanel } from '../../../src/app/features/workload/WorkloadPanel.tsx';
import { actions } from '../../../src/app/store/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

import noTime from '../../fixtures/telemetry/diskstats-18-no-time.txt?raw';
import iostat from '../../fixtures/telemetry/iostat-sysstat12-xt.txt?raw';

const TEXTS: Record<string, string> = {
  'diskstats-18-no-time.txt': noTime,
  'iostat-sysstat12-xt.txt': iostat,
};
const fixture = (name: string) => parseBenchmarkText(name, TEXTS[name] ?? '').records;

afterEach(() => {
  actions.clearImport();
  actions.newScenario();
});

describe('Production workload: the capture interval and machine', () => {
  it('untimed snapshots: the field with its default, then a clear error on a bad value', () => {
    actions.acceptImport(fixture('diskstats-18-no-time.txt'), [], {});
    render(<WorkloadPanel />);
    const field = screen.getByLabelText('Seconds between snapshots');
    expect(screen.getByText(/their rates use 60 s \(the default\) between them/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Seconds between snapshots: expected a number of seconds from 0.001 to 86,400, e.g. 60; got "0"',
    );
    fireEvent.change(field, { target: { value: '30' } });
    expect(screen.getByText(/their rates use 30 s between them/)).toBeTruthy();
  });

  it("iostat's banner against another instance says it comes from another machine", () => {
    actions.replaceScenario({
      ...defaultScenario(),
      instance: { ...defaultScenario().instance, type: 'm6i.2xlarge' },
    });
    actions.acceptImport(fixture('iostat-sysstat12-xt.txt'), [], {});
    render(<WorkloadPanel />);
    expect(
      screen.getByText(/the capture ran on 2 CPUs, but m6i\.2xlarge has 8 vCPUs/),
    ).toBeTruthy();
  });
});
