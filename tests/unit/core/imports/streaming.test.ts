import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createImporter,
  detectFormat,
  parseBenchmarkText,
} from '../../../../src/core/imports/index.ts';
import { CsvTokenizer } from '../../../../src/core/imports/csvTokenizer.ts';
import { splitLines } from '../../../../src/core/imports/lines.ts';
import { fixture } from './fixtures.ts';

const FILES = [
  'sysbench-gp3-5000-200-runs.txt',
  'messy-sysbench-crlf-bom.txt',
  'sample-mysqld-8.0-v3.err',
  'mysqld-8.4-v2-two-starts.err',
  'fio-randread-16k-qd32.json',
  'fio-terse-v3.txt',
  'messy-semicolon-units.csv',
  'brief-startup.csv',
  'hostile-bad-cell.csv',
  'hostile-unclosed-quote.csv',
];

describe('streaming', () => {
  it('any split into chunks gives the same result as the whole text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILES),
        fc.array(fc.nat(), { maxLength: 40 }),
        (name, cuts) => {
          const text = fixture(name);
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const imp = createImporter(name);
          let last = 0;
          for (const p of [...points, text.length]) {
            imp.push(text.slice(last, p));
            last = p;
          }
          expect(imp.progress).toBe(text.length);
          expect(imp.end()).toEqual(parseBenchmarkText(name, text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('progress counts the bytes the caller reports and the lines seen', () => {
    const imp = createImporter('a.csv');
    imp.push('instance,block_size_kib,threads,reads_per_s\n', 44);
    imp.push('m6i.large,16,16,2976\n'.repeat(1000), 21000);
    expect(imp.progress).toBe(21044);
    expect(imp.lines).toBe(1001);
    expect(imp.end().records).toHaveLength(1000);
  });

  it('lines: CRLF, lone LF, BOM, no final newline', () => {
    expect(splitLines('\uFEFFa\r\nb\n\nc')).toEqual(['a', 'b', '', 'c']);
  });

  it('CSV tokenizer: quoted delimiters, doubled quotes, a newline inside quotes keeps the start line', () => {
    const tok = new CsvTokenizer(',');
    expect(tok.line('a,"b,c","d ""e"""', 1)).toEqual({
      kind: 'row',
      row: { fields: ['a', 'b,c', 'd "e"'], line: 1 },
    });
    expect(tok.line('x,"multi', 2)).toEqual({ kind: 'pending' });
    expect(tok.line('line",y', 3)).toEqual({
      kind: 'row',
      row: { fields: ['x', 'multi\nline', 'y'], line: 2 },
    });
    expect(tok.line('a,b"c', 4)).toMatchObject({ kind: 'error', line: 4 });
  });

  it('detects every format from its first chunk', () => {
    expect(detectFormat('x', fixture('sample-sysbench-rndrd-16k.txt'))).toBe('sysbench');
    expect(detectFormat('x', fixture('sample-mysqld-8.0-v3.err'))).toBe('mysqld-log');
    expect(detectFormat('x', fixture('fio-randread-16k-qd32.json'))).toBe('fio-json');
    expect(detectFormat('x', fixture('fio-terse-v3.txt'))).toBe('fio-terse');
    expect(detectFormat('x.csv', fixture('brief-fileio.csv'))).toBe('csv');
    expect(detectFormat('notes.md', 'hello world\n')).toBeNull();
    const quotedLog = 'case,note\nA,"[MY-010931] ready for connections"\n';
    expect(detectFormat('runs.csv', quotedLog)).toBe('csv');
    expect(detectFormat('runs.err', quotedLog)).toBe('mysqld-log');
  });
});
