import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { limiterRows, limiterSummary } from './limiter.ts';

const DOC = readFileSync(new URL('../../../docs/validation.md', import.meta.url), 'utf8');

describe("docs/validation.md: the EBS limiter's short burst, validation runs", () => {
  const rows = limiterRows();
  for (const r of rows) {
    it(`row as the model prints it: ${r.line.slice(0, 60)}`, () => {
      expect(DOC.split('\n')).toContain(r.line);
    });
  }
  it('the summary line counts them', () => {
    expect(DOC).toContain(limiterSummary(rows));
  });
});
