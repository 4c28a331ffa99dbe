import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHANNELS } from '../../../src/shared/api.ts';
import { IPC_SCHEMAS, parseIpcArgs, type IpcChannel } from '../../../electron/main/ipc/schemas.ts';

const goodSave = {
  path: '/home/u/a.innosizer.json',
  suggestedName: 'a.innosizer.json',
  text: '{}',
  saveAs: false,
};
const goodPdf = { report: { title: 'x', sections: [] }, paper: 'A4', suggestedName: 'report.pdf' };

/** For each channel: argument lists that must pass and ones that must fail. */
const CASES: Record<IpcChannel, { good: unknown[][]; bad: unknown[][] }> = {
  [CHANNELS.openScenario]: { good: [[]], bad: [['/etc/passwd'], [{}]] },
  [CHANNELS.listRecent]: { good: [[]], bad: [[1]] },
  [CHANNELS.importBenchmark]: { good: [[]], bad: [['x']] },
  [CHANNELS.openInventory]: { good: [[]], bad: [['/etc/passwd']] },
  [CHANNELS.loadRecovery]: { good: [[]], bad: [[null]] },
  [CHANNELS.getPrintJob]: { good: [[]], bad: [[1]] },
  [CHANNELS.loadCatalogOverlay]: { good: [[]], bad: [['/etc/passwd']] },
  [CHANNELS.importPriceList]: { good: [[]], bad: [['/etc/passwd']] },
  [CHANNELS.rendererReady]: { good: [[]], bad: [['x']] },
  [CHANNELS.openRecent]: {
    good: [['/home/u/a.innosizer.json'], ['C:\\Users\\u\\a.innosizer.json']],
    bad: [[], [''], [42], ['a\0b'], ['x'.repeat(5000)], ['/a', '/b']],
  },
  [CHANNELS.openDroppedFile]: { good: [['/home/u/a.innosizer.json']], bad: [[], [null], ['\0']] },
  [CHANNELS.fileDropped]: {
    good: [[[]], [['/home/u/a.innosizer.json', '/home/u/b.csv']]],
    bad: [[], ['/a'], [[42]], [['']], [['a\0b']]],
  },
  [CHANNELS.saveScenario]: {
    good: [[goodSave], [{ ...goodSave, path: null, saveAs: true }]],
    bad: [
      [],
      [{ ...goodSave, extra: 1 }],
      [{ ...goodSave, text: 42 }],
      [{ ...goodSave, saveAs: 'yes' }],
      [{ ...goodSave, suggestedName: '../../etc/passwd' }],
      [{ ...goodSave, suggestedName: 'a\\b.json' }],
      [{ ...goodSave, suggestedName: '' }],
      [{ ...goodSave, path: '' }],
      [{ ...goodSave, text: 'x'.repeat(16 * 1024 * 1024 + 1) }],
      [goodSave, goodSave],
      ['string'],
    ],
  },
  [CHANNELS.exportPdf]: {
    good: [[goodPdf], [{ ...goodPdf, paper: 'Letter' }]],
    bad: [
      [{ ...goodPdf, paper: 'A3' }],
      [{ ...goodPdf, report: null }],
      [{ ...goodPdf, report: 'text' }],
      [{ ...goodPdf, suggestedName: '/tmp/x.pdf' }],
      [{ ...goodPdf, extra: true }],
      [{ paper: 'A4', suggestedName: 'r.pdf' }],
    ],
  },
  [CHANNELS.exportCsv]: {
    good: [[{ suggestedName: 'fleet.csv', text: 'line,name\n2,db1\n' }]],
    bad: [
      [{ suggestedName: '../fleet.csv', text: '' }],
      [{ suggestedName: 'fleet.csv' }],
      [{ suggestedName: 'fleet.csv', text: 1 }],
      [{ suggestedName: 'fleet.csv', text: '', extra: true }],
    ],
  },
  [CHANNELS.setDocumentState]: {
    good: [[{ title: 'prod — InnoSizer', dirty: true }]],
    bad: [
      [{ title: 'x', dirty: 1 }],
      [{ title: 'x'.repeat(501), dirty: false }],
      [{ title: 'x' }],
      [],
    ],
  },
  [CHANNELS.saveRecovery]: {
    good: [['{"schemaVersion":1}'], [null]],
    bad: [[], [42], [{ text: 'x' }], ['x'.repeat(16 * 1024 * 1024 + 1)]],
  },
  [CHANNELS.openExternal]: {
    good: [['https://docs.aws.amazon.com/']],
    bad: [[], [''], [{}], ['x'.repeat(2049)]],
  },
};

describe('IPC schemas', () => {
  it('cover every channel the renderer can send on (all but the two main sends on)', () => {
    const fromRenderer = Object.values(CHANNELS).filter(
      (c) => c !== CHANNELS.menuCommand && c !== CHANNELS.priceListProgress,
    );
    expect(Object.keys(IPC_SCHEMAS).sort()).toEqual([...fromRenderer].sort());
    expect(Object.keys(CASES).sort()).toEqual([...fromRenderer].sort());
  });

  for (const [channel, { good, bad }] of Object.entries(CASES) as [
    IpcChannel,
    { good: unknown[][]; bad: unknown[][] },
  ][]) {
    it(`${channel} accepts good input`, () => {
      for (const args of good)
        expect(parseIpcArgs(channel, args), JSON.stringify(args).slice(0, 80)).toMatchObject({
          ok: true,
        });
    });
    it(`${channel} rejects bad input with a message naming the channel`, () => {
      for (const args of bad) {
        const result = parseIpcArgs(channel, args);
        expect(result.ok, JSON.stringify(args).slice(0, 80)).toBe(false);
        if (!result.ok) expect(result.error).toContain(channel);
      }
    });
  }

  it('names the failing path', () => {
    const result = parseIpcArgs(CHANNELS.saveScenario, [{ ...goodSave, saveAs: 'yes' }]);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('at 0.saveAs') });
  });

  it('refuses reports that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(parseIpcArgs(CHANNELS.exportPdf, [{ ...goodPdf, report: cyclic }]).ok).toBe(false);
  });
});

describe('IPC schemas under arbitrary input (property)', () => {
  it('never throw, and accept only what the channel’s schema describes', () => {
    const channels = Object.keys(IPC_SCHEMAS) as IpcChannel[];
    fc.assert(
      fc.property(
        fc.constantFrom(...channels),
        fc.array(fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true }), {
          maxLength: 3,
        }),
        (channel, args) => {
          const result = parseIpcArgs(channel, args);
          if (result.ok) {
            // Whatever passed is plain data of the right arity.
            expect(Array.isArray(result.args)).toBe(true);
            expect(result.args.length).toBe(args.length);
          } else {
            expect(result.error.startsWith(`${channel}: at `)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
