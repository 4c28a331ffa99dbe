/**
 * What the app says in its own words: no command line (the desktop app has a menu for price
 * lists), counts in words, model notes as sentences. Each case failed on the text it replaces.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SizingPanel } from '../../../src/app/features/sizing/SizingPanel.tsx';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { CalibrationPanel } from '../../../src/app/features/calibration/CalibrationPanel.tsx';
import { ComparePanel } from '../../../src/app/features/compare/ComparePanel.tsx';
import { actions, priceListDetail } from '../../../src/app/store/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { setStorageKind } from '../../../src/app/store/transitions.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import sysbench from '../../fixtures/imports/sysbench-gp3-5000-200-runs.txt?raw';
import fileio from '../../fixtures/imports/brief-fileio.csv?raw';
import qps from '../../fixtures/imports/qps-page-size.csv?raw';

afterEach(() => {
  actions.clearImport();
  actions.newScenario();
});

const NO_CLI = /innosizer|--\w/;

describe('price lists: the app names its menu, not the command line', () => {
  it('the region hint says where other regions come from', () => {
    render(<SizingPanel />);
    const hint = screen.getByText(/regions ship with the app/);
    expect(hint.textContent).toContain(
      '5 regions ship with the app (prices outside us-east-1 are estimates); File → Import Price List… adds other regions.',
    );
    expect(hint.textContent).not.toMatch(NO_CLI);
  });

  it('the status-bar detail, with and without a problem', () => {
    for (const p of [
      { kind: 'built-in', problem: null },
      { kind: 'built-in', problem: 'The price list is not valid JSON.' },
    ] as const) {
      const text = priceListDetail(p);
      expect(text).toContain('File → Import Price List…');
      expect(text).not.toMatch(NO_CLI);
    }
  });

  it('a Reserved price the catalog lacks: the note, then the menu that adds it', () => {
    const s = defaultScenario();
    s.pricing.option = 'reserved-1y';
    actions.replaceScenario(s);
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    // The on-demand price is exact: the marker says what it is, not "estimate".
    expect(within(table).queryByText('estimate')).toBeNull();
    const marker = within(table).getByText('on-demand: no 1-year Reserved price in the catalog');
    expect(marker.getAttribute('title')).toBe(
      "No 1-year Reserved, no upfront price in the catalog for this type and region: on-demand shown. The region's AWS EC2 offer file (AWS Price List) adds Reserved prices. File → Import Price List… reads it.",
    );
  });
});

describe('calibration notes', () => {
  function calibrateWith(name: string, text: string): string[] {
    actions.acceptImport(parseBenchmarkText(name, text).records, []);
    render(<CalibrationPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Calibrate from imported records' }));
    const list = screen.queryByRole('list', { name: 'Calibration notes' });
    return list
      ? within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent ?? '')
      : [];
  }

  it('sentences with their counts in words, and no key of the CLI JSON', () => {
    const notes = calibrateWith('sysbench-gp3-5000-200-runs.txt', sysbench);
    expect(notes[0]).toMatch(/^1 device run not used: only random reads/);
    expect(notes.some((n) => n.startsWith('Scenario device: The runs imply 5,0'))).toBe(true);
    for (const n of notes) expect(n).not.toMatch(/^[a-z]/);
    expect(screen.getByRole('status').textContent).toMatch(/^4 points: mean error/);
  });

  it("runs of other machines: the note says what to do in the app's terms", () => {
    const notes = calibrateWith('brief-fileio.csv', fileio);
    const none = notes.find((n) => /runs on the scenario's device/i.test(n));
    expect(none).toMatch(/^No runs on the scenario's device \(m6i\.large, gp3\)/);
    expect(none).not.toContain('listed in devices');
  });

  it('nothing to compare: said so, not "0 points: mean error 0%"', () => {
    const notes = calibrateWith('qps-page-size.csv', qps);
    expect(notes).toContain(
      '3 QPS points shown but not fitted: the QPS model has no calibration parameters yet',
    );
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).not.toMatch(/0 points/);
    expect(status).toMatch(/^No measurement to compare with the model/);
  });
});

describe('compare: each configuration described with grouped figures', () => {
  it('"gp3 16,384 GiB, 16,000 IOPS, 1,000 MiB/s", not "16384 GiB"', () => {
    const s = defaultScenario();
    if (s.storage.kind !== 'gp3') throw new Error('default is gp3');
    s.storage = { ...s.storage, sizeGiB: 16384, iops: 16000, throughputMiBps: 1000 };
    actions.replaceScenario(s);
    const { container } = render(<ComparePanel />);
    expect(container.textContent).toContain('m6i.large, gp3 16,384 GiB, 16,000 IOPS, 1,000 MiB/s');
  });

  it('the instance store by its name, not its code ("instance-store")', () => {
    const s = defaultScenario();
    s.instance.type = 'm6id.xlarge';
    actions.replaceScenario(setStorageKind(s, 'instance-store', DEFAULT_CATALOG));
    const { container } = render(<ComparePanel />);
    expect(container.textContent).toContain('m6id.xlarge, instance store (local NVMe)');
    expect(container.textContent).not.toContain('instance-store');
  });
});

// Issue 41 item 8: "--replicas 1" (a CLI flag) was shown under an unsafe recommendation.
describe('unsafe-for-data: the app names its Replicas field, the CLI its flag', () => {
  it('the app text names no flag; the CLI text does', async () => {
    const { UNSAFE_FOR_DATA_TEXT, unsafeForDataText } =
      await import('../../../src/core/recommend/durability.ts');
    expect(UNSAFE_FOR_DATA_TEXT).not.toMatch(NO_CLI);
    expect(UNSAFE_FOR_DATA_TEXT).toContain('set Replicas to 1 or more');
    expect(unsafeForDataText('--replicas')).toContain('--replicas 1 or more');
  });
});

// Issue 41 item 8: EC2 and RDS words left on Aurora (and RDS) in the Recommend tab and the
// price notes.
describe('Recommend on RDS and Aurora in their own words', () => {
  it('Aurora: no EBS, instance store or volumes in the options and the explanation', async () => {
    const { RecommendPanel } =
      await import('../../../src/app/features/recommend/RecommendPanel.tsx');
    const { act } = await import('@testing-library/react');
    act(() => {
      actions.setDeployment('aurora');
    });
    const { container } = render(<RecommendPanel />);
    const text = container.textContent ?? '';
    const titles = [...container.querySelectorAll('[title]')].map((e) => e.getAttribute('title'));
    expect(text).not.toMatch(/EBS|instance store/i);
    expect(titles.join(' ')).not.toMatch(/volume moved|own volumes/);
    expect(text).toContain('Aurora');
  });

  it('a derived DB class price names no CLI command and no RDS-only file', async () => {
    const { DEFAULT_CATALOG: cat } = await import('../../../src/core/catalog/index.ts');
    const { predict } = await import('../../../src/core/model.ts');
    const s = defaultScenario();
    const { withDeployment } = await import('../../../src/core/deployment/switch.ts');
    const p = predict(withDeployment(s, 'aurora', {}, cat), cat);
    if (!p.ok) throw new Error('Aurora scenario refused');
    const notes = JSON.stringify(p.prediction.cost);
    expect(notes).toContain('an estimate');
    expect(notes).not.toMatch(/catalog update|RDS offer file/);
  });
});
