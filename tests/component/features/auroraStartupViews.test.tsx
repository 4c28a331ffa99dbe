/**
 * Issue 40 item 3 in the app's other views: Charts, Compare and Fleet show an Aurora scenario's
 * startup as "not modelled" with the note, never a duration (an EBS scenario beside it keeps its).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChartsPanel } from '../../../src/app/features/charts/ChartsPanel.tsx';
import { ComparePanel } from '../../../src/app/features/compare/ComparePanel.tsx';
import { FleetPanel } from '../../../src/app/features/fleet/FleetPanel.tsx';
import {
  compareChartData,
  describeStartup,
} from '../../../src/app/features/compare/compareChartData.ts';
import { actions } from '../../../src/app/store/index.ts';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';
import { DEFAULT_CATALOG as cat } from '../../../src/core/catalog/index.ts';
import { parseInventory, sizeServer } from '../../../src/core/fleet/index.ts';
import { formatDuration } from '../../../src/core/format/index.ts';

const aurora = withDeployment(defaultScenario(), 'aurora');

afterEach(() => {
  cleanup();
  actions.setFleet(null);
  actions.newScenario();
});

describe('Charts', () => {
  it('on Aurora: the note, and the cost-vs-startup chart draws no point but says why', () => {
    actions.replaceScenario(aurora);
    const { container } = render(<ChartsPanel />);
    const note = container.querySelector('.charts > .not-modelled');
    expect(note?.textContent).toMatch(/^Startup: not modelled\. Aurora MySQL's startup/);
    expect(screen.getByText(/^Not modelled: Aurora MySQL's startup is not modelled/)).toBeTruthy();
  });

  it('on EBS: no note', () => {
    const { container } = render(<ChartsPanel />);
    expect(container.querySelector('.charts > .not-modelled')).toBeNull();
  });
});

describe('Compare', () => {
  it('an Aurora column has no bar and says not modelled; the EBS column keeps its bar', () => {
    const data = compareChartData([
      { name: 'Current', result: predict(defaultScenario()) },
      { name: 'Pin 1', result: predict(aurora) },
    ]);
    expect(data.phaseRows.map((r) => r.name)).toEqual(['Current']);
    expect(data.notModelled).toEqual([
      { name: 'Pin 1', note: expect.stringMatching(/^Aurora MySQL's startup is not modelled/) },
    ]);
    expect(describeStartup(data, formatDuration)).toMatch(/; Pin 1 not modelled\.$/);
  });

  it("the table's startup cell of an Aurora pin says Not modelled, with the note", () => {
    actions.replaceScenario(aurora);
    actions.pin('Pin 1: aurora');
    actions.replaceScenario(defaultScenario());
    render(<ComparePanel />);
    const row = screen.getByText('Pin 1: aurora').closest('tr');
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((c) => c.textContent ?? '');
    expect(cells).toContain('Not modelled');
    expect(row?.textContent).toMatch(/Aurora has no local tablespace files/);
    const current = screen.getByText('Current').closest('tr');
    expect(current?.textContent).not.toMatch(/Not modelled/);
  });
});

describe('Fleet', () => {
  it('an Aurora server shows "not modelled" and that its startup target cannot be checked', () => {
    const inv = parseInventory(
      'name,region,deployment,instance_type,storage,tables,data_gib,max_startup,min_qps\n' +
        'db-a,us-east-1,aurora,db.r6g.xlarge,aurora,100000,200,2:00,100\n',
      cat,
    );
    const rows = inv.servers.map((s) => sizeServer(s, {}, cat));
    actions.setFleet({
      fileName: 'inventory.csv',
      total: rows.length,
      rows,
      errors: [],
      ignoredColumns: [],
      done: true,
    });
    render(<FleetPanel />);
    const row = screen.getByRole('button', { name: 'Open db-a as it runs today' }).closest('tr');
    const startupCell = row?.querySelectorAll('td')[0];
    expect(startupCell?.textContent).toMatch(/^not modelled/);
    expect(startupCell?.textContent).toMatch(/2 min 00 s cannot be checked for it/);
  });
});
