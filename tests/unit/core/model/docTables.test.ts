import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseDTable, fileioTable, startupTable } from './docTables.ts';

/**
 * docs/model.md's predicted-vs-measured tables are the model's current outputs (predicted to
 * 1 decimal, errors to 0.1 %): changing a constant or a catalog figure without updating the page
 * fails here. Regenerate the rows with `npx tsx tests/unit/core/model/printDocTables.ts`.
 */
const DOC = readFileSync(new URL('../../../../docs/model.md', import.meta.url), 'utf8');

/** The body rows of the table whose header line is `header`. */
function docRows(header: string): string[] {
  const lines = DOC.split('\n');
  const at = lines.findIndex((l) => l.trim() === header);
  if (at < 0) return [];
  const rows: string[] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.trim());
  }
  return rows;
}

describe('docs/model.md tables match the model', () => {
  it('fileio: every row of fileio-measurements.csv', () => {
    const t = fileioTable();
    expect(t.rows).toHaveLength(28);
    expect(
      docRows(
        '| instance | storage | block | threads | measured reads/s | predicted | error | bound |',
      ),
    ).toEqual(t.rows);
    // The sentence under the table stays true.
    expect(t.maxError).toBeLessThan(0.03);
    expect(DOC).toContain('All 28 rows within 3 %');
  });

  it('startup: every row of startup-measurements.csv', () => {
    const t = startupTable();
    expect(t.rows).toHaveLength(12);
    expect(docRows('| case | phase | measured s | predicted s | error | bound |')).toEqual(t.rows);
  });

  it('case D: bytes read per optimization', () => {
    expect(docRows('| optimization | measured sectors | predicted sectors | error |')).toEqual(
      caseDTable().rows,
    );
  });

  it('the checker can fail: a missing header gives no rows', () => {
    expect(docRows('| no such header |')).toEqual([]);
  });
});
