import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from '../../../src/app/components/ErrorBoundary.tsx';
import type { RecoverActions } from '../../../src/app/components/ErrorBoundary.tsx';
import { crashReport } from '../../../src/app/features/files/recover.ts';

let broken = true;
function Fragile() {
  if (broken) throw new Error('Cannot read properties of undefined (reading "m6i.large")');
  return <p>results</p>;
}

function setup(actions: Partial<RecoverActions> = {}, resetKey: unknown = 1) {
  const all: RecoverActions = {
    save: vi.fn(),
    report: vi.fn(() => 'report text'),
    ...actions,
  };
  const view = render(
    <ErrorBoundary what="this scenario" actions={all} resetKey={resetKey}>
      <Fragile />
    </ErrorBoundary>,
  );
  return { all, view };
}

describe('ErrorBoundary', () => {
  it('shows what failed instead of a blank window, and Try again draws again', () => {
    broken = true;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    const alert = screen.getByRole('alert', { name: 'this scenario failed' });
    expect(alert.textContent).toContain('Your scenario is kept');
    expect(alert.textContent).toContain('reading "m6i.large"');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('results')).toBeTruthy();
    spy.mockRestore();
  });

  it('offers undo only when there is a change to undo, and save', () => {
    broken = true;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const undo = vi.fn(() => {
      broken = false;
    });
    const { all } = setup({ undo });
    fireEvent.click(screen.getByRole('button', { name: 'Save scenario…' }));
    expect(all.save).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Undo last change' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.getByText('results')).toBeTruthy();
    spy.mockRestore();
  });

  it('has no undo button without a change to undo; a new reset key draws again', () => {
    broken = true;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Host() {
      const [key, setKey] = useState(1);
      return (
        <>
          <button type="button" onClick={() => ((broken = false), setKey(2))}>
            open another
          </button>
          <ErrorBoundary
            what="this scenario"
            actions={{ save: vi.fn(), report: () => '' }}
            resetKey={key}
          >
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Host />);
    expect(screen.queryByRole('button', { name: 'Undo last change' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open another' }));
    expect(screen.getByText('results')).toBeTruthy();
    spy.mockRestore();
  });

  it('copies a report with the error, the components and the scenario', async () => {
    broken = true;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const report = vi.fn(() => 'the report');
    setup({ report });
    fireEvent.click(screen.getByRole('button', { name: 'Copy error report' }));
    expect(report).toHaveBeenCalledOnce();
    expect(writeText).toHaveBeenCalledWith('the report');
    await screen.findByRole('button', { name: 'Report copied' });
    spy.mockRestore();
  });

  it('crashReport names the error and carries the scenario text', () => {
    const text = crashReport(new Error('boom'), '\n    at Fragile', '{"schemaVersion":1}');
    expect(text).toContain('Error: boom');
    expect(text).toContain('at Fragile');
    expect(text).toContain('{"schemaVersion":1}');
  });
});
