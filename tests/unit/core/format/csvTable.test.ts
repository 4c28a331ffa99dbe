/**
 * Issue 39.4: a comparison as data. `csvTable` writes plain CSV (UTF-8, LF) or the spreadsheet
 * flavour (UTF-8 with a byte-order mark, comma-separated, as Excel opens a UTF-8 file
 * without garbling "µs" or "–"); the Compare view's table has its units in the headers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvTable, EXCEL_BOM } from '../../../../src/core/format/csv.ts';
import { COMPARISON_HEADER, comparisonCsv } from '../../../../src/core/report/comparisonCsv.ts';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';

/** A minimal RFC 4180 reader for the round trip. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  return rows;
}

describe('csvTable (issue 39.4)', () => {
  it('plain: no BOM; excel: the BOM; both LF; formulas neutralised, quotes doubled', () => {
    const plain = csvTable(['a', 'b (USD)'], [['=SUM(A1)', 'say "hi", ok']], 'csv');
    expect(plain).toBe('a,b (USD)\n\'=SUM(A1),"say ""hi"", ok"\n');
    const excel = csvTable(['a'], [[1.5], ['µs – ×']], 'excel');
    expect(excel.startsWith(EXCEL_BOM)).toBe(true);
    expect(excel).toBe(`${EXCEL_BOM}a\n1.5\nµs – ×\n`);
  });

  it('property: any cells round-trip through an RFC 4180 reader (the apostrophe aside)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 2 }), {
          maxLength: 5,
        }),
        (rows) => {
          const safe = rows.map((r) => r.map((c) => c.replace(/^[=+\-@\t\r]/, 'x')));
          const text = csvTable(['h1', 'h2'], safe, 'excel').slice(EXCEL_BOM.length);
          expect(parse(text)).toEqual([['h1', 'h2'], ...safe]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the Compare view as CSV (issue 39.4)', () => {
  it('one row per scenario, units in the headers, figures as plain numbers', () => {
    const a = defaultScenario();
    const b = { ...defaultScenario(), storage: { ...a.storage, iops: 12000 } };
    const cols = [
      { label: 'Current', scenario: a },
      { label: 'Pin 1: more IOPS', scenario: b },
    ].map((c) => {
      const r = predict(c.scenario, DEFAULT_CATALOG);
      if (!r.ok) throw new Error('valid');
      return { ...c, prediction: r.prediction };
    });
    const text = comparisonCsv(cols, 'excel');
    const rows = parse(text.slice(EXCEL_BOM.length));
    expect(rows[0]).toEqual([...COMPARISON_HEADER]);
    expect(COMPARISON_HEADER).toContain('Startup (s)');
    expect(COMPARISON_HEADER).toContain('Monthly cost (USD)');
    expect(rows).toHaveLength(3);
    const at = (name: string) =>
      COMPARISON_HEADER.indexOf(name as (typeof COMPARISON_HEADER)[number]);
    expect(rows[1]?.[0]).toBe('Current');
    expect(rows[2]?.[0]).toBe('Pin 1: more IOPS');
    expect(Number(rows[2]?.[at('Provisioned IOPS')])).toBe(12000);
    expect(Number(rows[1]?.[at('Monthly cost (USD)')])).toBeCloseTo(
      cols[0]?.prediction.cost.monthlyUsd ?? 0,
      2,
    );
    expect(rows[1]?.[at('Startup (s)')]).toMatch(/^\d+(\.\d)?$/);
    expect(rows[1]?.[at('Currency')]).toBe('USD');
  });
});
