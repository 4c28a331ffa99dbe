import { describe, expect, it } from 'vitest';
import { accelerators, buildMenuTemplate, type MenuItemSpec } from '../../../electron/main/menu.ts';

const RECENT = ['/home/u/prod.innosizer.json', '/home/u/R&D.innosizer.json'];
const build = (platform: NodeJS.Platform, recent: string[] = RECENT, isDev = false) =>
  buildMenuTemplate({ platform, appName: 'InnoSizer', recent, isDev });

const top = (menu: MenuItemSpec[], label: string) =>
  menu.find((m) => (m.label ?? '').replaceAll('&', '') === label);
const item = (menu: MenuItemSpec[], topLabel: string, command: string) =>
  top(menu, topLabel)?.submenu?.find((i) => i.command === command);

describe('menu template', () => {
  it('puts the app menu first and a Window menu on macOS', () => {
    const mac = build('darwin');
    expect(mac.map((m) => m.label ?? m.role)).toEqual([
      'InnoSizer',
      'File',
      'Edit',
      'View',
      'windowMenu',
      'Help',
    ]);
    expect(mac[0]!.submenu!.map((i) => i.role).filter(Boolean)).toEqual([
      'about',
      'services',
      'hide',
      'hideOthers',
      'unhide',
      'quit',
    ]);
  });

  it('uses mnemonics and no app menu on Windows and Linux', () => {
    for (const platform of ['win32', 'linux'] as const) {
      expect(build(platform).map((m) => m.label)).toEqual(['&File', '&Edit', '&View', '&Help']);
    }
  });

  it('has the File commands in order with each platform’s shortcuts', () => {
    const expected = {
      darwin: ['Cmd+N', 'Cmd+O', 'Cmd+S', 'Shift+Cmd+S', 'Cmd+I', 'Shift+Cmd+E'],
      win32: ['Ctrl+N', 'Ctrl+O', 'Ctrl+S', 'Ctrl+Shift+S', 'Ctrl+I', 'Ctrl+Shift+E'],
      linux: ['Ctrl+N', 'Ctrl+O', 'Ctrl+S', 'Ctrl+Shift+S', 'Ctrl+I', 'Ctrl+Shift+E'],
    } as const;
    for (const [platform, keys] of Object.entries(expected) as [
      NodeJS.Platform,
      readonly string[],
    ][]) {
      const file = top(build(platform), 'File')!.submenu!;
      const commands = file.filter((i) => i.command);
      expect(commands.map((i) => i.command)).toEqual([
        'new',
        'open',
        'save',
        'save-as',
        'import',
        'open-inventory',
        'import-price-list',
        'export-pdf',
      ]);
      // Open Inventory… and Import Price List… have no shortcut of their own.
      const noKey = new Set(['open-inventory', 'import-price-list']);
      expect(commands.filter((i) => !noKey.has(i.command ?? '')).map((i) => i.accelerator)).toEqual(
        keys,
      );
      for (const c of noKey)
        expect(commands.find((i) => i.command === c)?.accelerator).toBeUndefined();
      expect(file.some((i) => (i.label ?? '').replaceAll('&', '') === 'Open Recent')).toBe(true);
    }
  });

  it('follows each platform’s Redo and Quit conventions', () => {
    expect(item(build('darwin'), 'Edit', 'redo')?.accelerator).toBe('Shift+Cmd+Z');
    expect(item(build('win32'), 'Edit', 'redo')?.accelerator).toBe('Ctrl+Y');
    expect(item(build('linux'), 'Edit', 'redo')?.accelerator).toBe('Ctrl+Shift+Z');
    for (const p of ['darwin', 'win32', 'linux'] as const) {
      expect(item(build(p), 'Edit', 'undo')?.accelerator).toBe(accelerators(p).undo);
    }
    const quitOf = (p: NodeJS.Platform) =>
      build(p)
        .flatMap((m) => m.submenu ?? [])
        .find((i) => i.role === 'quit');
    expect(quitOf('darwin')?.accelerator).toBe('Cmd+Q');
    expect(quitOf('linux')).toMatchObject({ label: '&Quit', accelerator: 'Ctrl+Q' });
    expect(quitOf('win32')).toEqual({ label: 'E&xit', role: 'quit' });
  });

  it('keeps the clipboard roles in Edit (without them macOS text fields lose Cmd+C/V)', () => {
    const roles = top(build('darwin'), 'Edit')!
      .submenu!.map((i) => i.role)
      .filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'selectAll']));
  });

  it('lists recent files on Windows and Linux, with a clear command', () => {
    const file = top(build('linux'), 'File')!.submenu!;
    const recent = file.find((i) => i.label === 'Open &Recent')!.submenu!;
    expect(recent.filter((i) => i.command === 'open-recent')).toEqual([
      { label: '&1 prod.innosizer.json', command: 'open-recent', arg: RECENT[0] },
      { label: '&2 R&&D.innosizer.json', command: 'open-recent', arg: RECENT[1] },
    ]);
    expect(recent.at(-1)).toEqual({ label: '&Clear Recent', command: 'clear-recent' });
  });

  it('shows a disabled placeholder when there are no recent files', () => {
    const recent = top(build('win32', []), 'File')!.submenu!.find(
      (i) => i.label === 'Open &Recent',
    )!.submenu!;
    expect(recent).toEqual([{ label: 'No Recent Files', enabled: false }]);
  });

  it('uses the native recent documents menu on macOS', () => {
    const openRecent = top(build('darwin'), 'File')!.submenu!.find(
      (i) => i.label === 'Open Recent',
    )!;
    expect(openRecent.role).toBe('recentDocuments');
    expect(openRecent.submenu).toEqual([{ role: 'clearRecentDocuments' }]);
  });

  it('has no & markers in macOS labels', () => {
    const labels = JSON.stringify(build('darwin'));
    expect(labels).not.toMatch(/"label":"[^"]*&/);
  });

  it('offers developer tools only in development', () => {
    const roles = (dev: boolean) =>
      top(build('linux', [], dev), 'View')!.submenu!.map((i) => i.role);
    expect(roles(true)).toContain('toggleDevTools');
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
  });

  it('has Help with the model documentation, and About there except on macOS', () => {
    const help = (p: NodeJS.Platform) => top(build(p), 'Help')!.submenu!;
    expect(help('linux').map((i) => i.command ?? i.role ?? i.type)).toEqual([
      'model-docs',
      'separator',
      'about',
    ]);
    expect(help('darwin').map((i) => i.command ?? i.role)).toEqual(['model-docs']);
  });

  it('never binds one accelerator twice', () => {
    for (const p of ['darwin', 'win32', 'linux'] as const) {
      const keys = build(p)
        .flatMap((m) => m.submenu ?? [])
        .map((i) => i.accelerator)
        .filter(Boolean);
      expect(new Set(keys).size, p).toBe(keys.length);
    }
  });
});
