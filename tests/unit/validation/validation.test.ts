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
});
