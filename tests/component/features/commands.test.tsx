import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { isTextEditing, run, useCommands } from '../../../src/app/features/files/useDocument.ts';
import { actions, appStore } from '../../../src/app/store/index.ts';

const handlers = {
  import: () => {},
  exportPdf: () => {},
  openInventory: () => {},
  importPriceList: () => {},
};

function withInput(): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'text';
  document.body.append(input);
  input.focus();
  return input;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  actions.newScenario();
});

describe('undo/redo menu commands', () => {
  it('run the focused text field’s native undo, leaving the scenario alone', () => {
    actions.setField('storage.iops', 6000);
    const changed = appStore.getState().scenario;
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    withInput();
    run({ kind: 'undo' }, handlers);
    run({ kind: 'redo' }, handlers);
    expect(exec.mock.calls).toEqual([['undo'], ['redo']]);
    expect(appStore.getState().scenario).toBe(changed);
  });

  it('undo the scenario when no text field has focus', () => {
    const before = appStore.getState().scenario;
    actions.setField('storage.iops', 6000);
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    run({ kind: 'undo' }, handlers);
    expect(exec).not.toHaveBeenCalled();
    expect(appStore.getState().scenario).toBe(before);
  });

  it('knows which elements edit text', () => {
    const range = document.createElement('input');
    range.type = 'range';
    const area = document.createElement('textarea');
    expect(isTextEditing(withInput())).toBe(true);
    expect(isTextEditing(area)).toBe(true);
    expect(isTextEditing(range)).toBe(false);
    expect(isTextEditing(document.body)).toBe(false);
  });
});

describe('keyboard shortcuts', () => {
  const press = (target: EventTarget, key: string) => {
    const e = new KeyboardEvent('keydown', { key, ctrlKey: true, bubbles: true, cancelable: true });
    target.dispatchEvent(e);
    return e;
  };

  it('prevents the default of shortcuts it handles, and leaves Ctrl+Z to a text field', () => {
    renderHook(() => useCommands(handlers));
    const before = appStore.getState().scenario;
    actions.setField('storage.iops', 6000);
    const changed = appStore.getState().scenario;

    const input = withInput();
    const inField = press(input, 'z');
    expect(inField.defaultPrevented).toBe(false);
    expect(appStore.getState().scenario).toBe(changed);

    input.blur();
    const onPage = press(document.body, 'z');
    expect(onPage.defaultPrevented).toBe(true);
    expect(appStore.getState().scenario).toBe(before);

    expect(press(document.body, 'q').defaultPrevented).toBe(false);
  });
});
