import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPREADS } from '../../../../src/core/uncertainty/index.ts';

/** docs/model.md section 10 lists every spread with its intervals and source, as the code has them. */
const DOC = readFileSync(new URL('../../../../docs/model.md', import.meta.url), 'utf8');

describe('docs/model.md spreads table matches SPREADS', () => {
  for (const s of SPREADS) {
    it(`${s.id}: ${s.inside.join('–')} inside, ${s.outside.join('–')} outside`, () => {
      const row = DOC.split('\n').find((l) => l.startsWith(`| \`${s.id}\` |`));
      expect(row, `no row for ${s.id}`).toBeDefined();
      const cells = (row ?? '').split('|').map((c) => c.trim());
      expect(cells.slice(2, 8)).toEqual([
        s.label,
        s.kind,
        s.direction,
        s.inside.join('–'),
        s.outside.join('–'),
        s.source,
      ]);
    });
  }
});
