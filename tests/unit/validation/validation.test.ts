import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validationRows } from './rows.ts';

/**
 * docs/validation.md's table is the model's current output for each published case: a change to
 * the model that moves a prediction or a range fails here until the page (and its verdicts) are
 * rewritten (`npx tsx tests/unit/validation/printRows.ts` prints the rows).
 */
const DOC = readFileSync(new URL('../../../docs/validation.md', import.meta.url), 'utf8');

describe('docs/validation.md matches the model', () => {
  for (const row of validationRows()) {
    it(`${row.id}: ${row.inside ? 'inside' : 'outside'} its range, row as printed`, () => {
      expect(DOC.split('\n')).toContain(row.markdown);
    });
  }

  it('issue 25: at least 4 published cases in 5 fall inside their range, median half-width ≤ 25 %', () => {
    const rows = validationRows();
    const inside = rows.filter((r) => r.inside).length;
    expect(inside / rows.length).toBeGreaterThanOrEqual(0.8);
    const widths = rows.map((r) => r.halfWidth).sort((a, b) => a - b);
    const median = widths[Math.floor(widths.length / 2)] ?? 0;
    expect(median).toBeLessThanOrEqual(0.25);
  });
});
