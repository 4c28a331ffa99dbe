import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addRecent,
  MAX_RECENT,
  parseRecentFile,
  removeRecent,
  serializeRecentFile,
} from '../../../electron/main/recent.ts';
import { PendingOpens, scenarioFilesFromArgv } from '../../../electron/main/openFile.ts';
import { FileAccess, isScenarioFileName } from '../../../electron/main/fileAccess.ts';

describe('recent list', () => {
  it('puts the newest first without duplicates and caps the length', () => {
    let list: string[] = [];
    for (let i = 0; i < 15; i++) list = addRecent(list, `/f/${i}.innosizer.json`, 'linux');
    list = addRecent(list, '/f/10.innosizer.json', 'linux');
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toBe('/f/10.innosizer.json');
    expect(list.filter((p) => p === '/f/10.innosizer.json')).toHaveLength(1);
  });

  it('treats paths differing only in case as one file on Windows and macOS only', () => {
    expect(addRecent(['C:\\A.json'], 'c:\\a.json', 'win32')).toEqual(['c:\\a.json']);
    expect(addRecent(['/A.json'], '/a.json', 'linux')).toEqual(['/a.json', '/A.json']);
    expect(removeRecent(['/Users/u/A.json'], '/users/u/a.json', 'darwin')).toEqual([]);
  });

  it('round-trips through its file and ignores a corrupt one', () => {
    const list = ['/a.innosizer.json', '/b.innosizer.json'];
    expect(parseRecentFile(serializeRecentFile(list))).toEqual(list);
    expect(parseRecentFile('not json')).toEqual([]);
    expect(parseRecentFile(JSON.stringify({ version: 2, paths: list }))).toEqual([]);
    expect(parseRecentFile(JSON.stringify({ version: 1, paths: [1] }))).toEqual([]);
    expect(parseRecentFile(null)).toEqual([]);
  });
});

describe('scenarioFilesFromArgv', () => {
  const cwd = path.resolve('/home/u/work');

  it('takes scenario files after the executable in a packaged app', () => {
    const argv = ['/opt/InnoSizer/innosizer', 'prod.innosizer.json', '/tmp/b.json'];
    expect(scenarioFilesFromArgv(argv, { isPackaged: true, cwd })).toEqual([
      path.join(cwd, 'prod.innosizer.json'),
      path.resolve('/tmp/b.json'),
    ]);
  });

  it('skips the app directory in development and Chromium switches', () => {
    const argv = [
      'electron',
      '.',
      '--inspect=5858',
      '--allow-file-access-from-files',
      'a.innosizer.json',
    ];
    expect(scenarioFilesFromArgv(argv, { isPackaged: false, cwd })).toEqual([
      path.join(cwd, 'a.innosizer.json'),
    ]);
  });

  it('skips macOS process serial numbers, other files and duplicates', () => {
    const argv = [
      'InnoSizer',
      '-psn_0_12345',
      'notes.txt',
      'a.innosizer.json',
      './a.innosizer.json',
    ];
    expect(scenarioFilesFromArgv(argv, { isPackaged: true, cwd })).toEqual([
      path.join(cwd, 'a.innosizer.json'),
    ]);
  });

  it('reads file:// URLs (Linux desktop files pass %U)', () => {
    const argv = ['innosizer', 'file:///home/u/My%20Plan.innosizer.json'];
    expect(scenarioFilesFromArgv(argv, { isPackaged: true, cwd: '/' })).toEqual([
      path.resolve('/home/u/My Plan.innosizer.json'),
    ]);
  });

  it('takes a file named like a switch after --', () => {
    const argv = ['innosizer', '--', '-odd.innosizer.json'];
    expect(scenarioFilesFromArgv(argv, { isPackaged: true, cwd })).toEqual([
      path.join(cwd, '-odd.innosizer.json'),
    ]);
  });
});

describe('PendingOpens', () => {
  it('queues files until the renderer is ready, then delivers them once, in order', () => {
    const pending = new PendingOpens();
    const got: string[] = [];
    pending.push('/a');
    pending.push('/b');
    pending.push('/a');
    pending.markReady((p) => got.push(p));
    expect(got).toEqual(['/a', '/b']);
    pending.push('/c');
    expect(got).toEqual(['/a', '/b', '/c']);
    pending.markNotReady();
    pending.push('/d');
    expect(got).toHaveLength(3);
    expect(pending.queued).toEqual(['/d']);
  });
});

describe('FileAccess', () => {
  it('grants only what the user chose, for what it was chosen', () => {
    const access = new FileAccess('linux');
    access.grant('/home/u/a.innosizer.json', 'read', 'write');
    access.grant('/home/u/bench.log', 'read');
    expect(access.can('/home/u/a.innosizer.json', 'write')).toBe(true);
    expect(access.can('/home/u/x/../a.innosizer.json', 'write')).toBe(true);
    expect(access.can('/home/u/bench.log', 'write')).toBe(false);
    expect(access.can('/home/u/other.json', 'read')).toBe(false);
    expect(access.can('/home/U/a.innosizer.json', 'read')).toBe(false);
    expect(access.can('a.innosizer.json', 'read')).toBe(false);
    expect(access.can('/home/u/a.innosizer.json\0', 'read')).toBe(false);
    access.revoke('/home/u/a.innosizer.json');
    expect(access.can('/home/u/a.innosizer.json', 'read')).toBe(false);
  });

  it('ignores case on Windows and macOS', () => {
    const access = new FileAccess('darwin');
    access.grant('/Users/u/A.innosizer.json', 'write');
    expect(access.can('/users/u/a.innosizer.json', 'write')).toBe(true);
  });

  it('refuses to grant a relative path', () => {
    expect(() => new FileAccess('linux').grant('a.json', 'read')).toThrow(/absolute/);
  });

  it('recognises scenario file names', () => {
    expect(isScenarioFileName('Prod.INNOSIZER.json')).toBe(true);
    expect(isScenarioFileName('plain.json')).toBe(true);
    expect(isScenarioFileName('passwd')).toBe(false);
    expect(isScenarioFileName('x.json.exe')).toBe(false);
  });
});
