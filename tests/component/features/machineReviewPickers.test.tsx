/**
 * Issue 41 item 8: the import review's machine listed internal ids ("rds-gp3") and all 218
 * instance types of every cloud in one unsearchable select. The storage list now names the kinds
 * as the app does, only the machine's cloud and deployment's; the instance is chosen with the
 * searchable instance picker over the machine's cloud's types.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MachineReview } from '../../../src/app/features/import/MachineReview.tsx';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import runB from '../../fixtures/calibration/run-m6id-xlarge-nvme.txt?raw';

const FILE = 'run-m6id-xlarge-nvme.txt';
const records = parseBenchmarkText(FILE, runB).records;

function renderWith(machine = defaultScenario()) {
  const onChange = vi.fn();
  render(
    <MachineReview
      files={[FILE]}
      records={records}
      choices={{ [FILE]: machine }}
      current={defaultScenario()}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('import review: the machine in the app’s words (issue 41 item 8)', () => {
  it('storage kinds by their names, only EC2 on AWS kinds', () => {
    renderWith();
    const storage = screen.getByLabelText(`Storage of ${FILE}`) as HTMLSelectElement;
    const texts = [...storage.options].map((o) => o.textContent ?? '');
    expect(texts).toContain('gp3 (EBS general purpose)');
    for (const t of texts) expect(t).not.toMatch(/^(rds-|aurora$|premium|hyperdisk)/);
    expect([...storage.options].map((o) => o.value)).not.toContain('rds-gp3');
  });

  it('the instance is a searchable picker over AWS types only', () => {
    const onChange = renderWith();
    const input = screen.getByRole('combobox', { name: `Instance of ${FILE}` });
    fireEvent.change(input, { target: { value: 'r7g.2x' } });
    const list = screen.getByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('r7g.2x'))).toBe(true);
    const aws = Object.values(DEFAULT_CATALOG.instances).filter(
      (i) => (i.cloud ?? 'aws') === 'aws',
    );
    expect(aws.length).toBeLessThan(Object.keys(DEFAULT_CATALOG.instances).length);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.calls[0]?.[1].instance.type).toBe('r7g.2xlarge');
  });
});
