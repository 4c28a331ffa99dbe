/**
 * Issue 31, item 3: the /proc/diskstats parser finds fields by index instead of trim, split and a
 * regex per line. What it accepts, the records and every message stay those of the
 * `split(/\s+/)` reading, kept here as the reference.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DiskstatsParser } from '../../../../src/core/imports/diskstats.ts';
import { Sink } from '../../../../src/core/imports/sink.ts';
import { snapshotTimeLine } from '../../../../src/core/imports/snapshotTime.ts';

/** What the reading before issue 31's change made of one line. */
function reference(raw: string): unknown {
  const text = raw.trim();
  if (text === '') return 'skip';
  const sec = snapshotTimeLine(text);
  if (sec !== null) return { time: sec };
  const f = text.split(/\s+/);
  const counters = f.length - 3;
  if (![11, 15, 17].includes(counters) || !/^\d+$/.test(f[0] ?? '') || !/^\d+$/.test(f[1] ?? ''))
    return {
      field: f[2] ?? '',
      message: `expected a /proc/diskstats line (major, minor, device and 11, 15 or 17 counters: 14, 18 or 20 fields), got ${f.length} fields`,
    };
  const name = f[2] ?? '';
  const values: number[] = [];
  for (let i = 0; i < counters; i += 1) {
    const tok = f[i + 3] ?? '';
    const v = Number(tok);
    if (!/^\d+$/.test(tok) || !Number.isSafeInteger(v))
      return {
        field: `${name} field ${i + 4}`,
        message: `expected a whole counter like 123456, got '${tok.slice(0, 40)}'`,
      };
    values.push(v);
  }
  return { name, counters: values };
}

const NEXT = '9 9 zz 1 1 1 1 1 1 1 1 1 1 1';

/** What the parser makes of it (a device line after it shows a time line's time). */
function parsed(raw: string): unknown {
  const sink = new Sink('d.txt', 5);
  const p = new DiskstatsParser(sink);
  p.line(raw, 1);
  const err = sink.errors[0];
  if (err)
    return { field: err.field, message: err.message.replace(/^line 1(, field '.*?')?: /, '') };
  p.line(NEXT, 2);
  p.end(2);
  const rec = sink.records[0];
  if (rec?.kind !== 'diskstats-snapshot') return 'no record';
  const d = rec.devices[0];
  if (d && d.name !== 'zz') return { name: d.name, counters: d.counters };
  return rec.timeSec === null ? 'skip' : { time: rec.timeSec };
}

const SPACES = [' ', '  ', '\t', ' \t ', '\u00a0', '\u2003', '\u3000', '\ufeff', '\v', '\f'];
const TOKENS = [
  '0',
  '7',
  '259',
  '00012',
  '123456789012',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999',
  '-1',
  '1.5',
  '1e3',
  'nvme1n1',
  'xvda',
  '١٢',
  'TS',
  '1763805600.5',
  'x',
];

describe('/proc/diskstats lines read by index', () => {
  it('gives the records and messages of the split(/\\s+/) reading (property)', () => {
    const line = fc
      .tuple(
        fc.constantFrom('', ...SPACES),
        fc.array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SPACES)), {
          maxLength: 24,
        }),
        fc.boolean(),
      )
      .map(([lead, parts, counters]) => {
        // Often a real line's shape (major, minor, name, 11/15/17 counters) with hostile parts.
        const toks = counters
          ? ['259', '0', 'nvme1n1', ...parts.map(([t]) => t), ...Array(11).fill('5')].slice(0, 14)
          : parts.map(([t]) => t);
        return lead + toks.map((t, i) => t + (parts[i]?.[1] ?? ' ')).join('');
      });
    fc.assert(
      fc.property(line, (raw) => {
        expect(parsed(raw)).toEqual(reference(raw));
      }),
      { numRuns: 3000 },
    );
  });

  it('real lines, time lines and bad ones', () => {
    for (const raw of [
      ' 259       0 nvme1n1 9123456 0 291950592 7112345 4045678 9400 230923392 5966234 1 8020110 13078590',
      '   8       0 sda 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15',
      '   8       0 sda 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17',
      'TS 1763805600.123456789 2025-11-22 10:00:00',
      '1763805600',
      '  ',
      '259 0 nvme1n1 1 2 3',
      '259 0 nvme1n1 1 2 3 4 5 6 7 8 9 10 1e3',
      'a 0 nvme1n1 1 2 3 4 5 6 7 8 9 10 11',
      ' 259 0 nvme1n1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27',
    ])
      expect(parsed(raw), raw).toEqual(reference(raw));
  });
});
