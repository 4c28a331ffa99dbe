import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { caseB } from '../core/briefCases.ts';
import { narrowingRows, narrowingSummary, spansFor, startupLog } from './narrowing.ts';

/**
 * Issue 36, Done when 3, on every published start's own machine: docs/validation.md's section
 * "Calibrating on one log at its own machine" is the model's current output; a change that moves
 * a row or the summary fails here until the page is rewritten
 * (`npx tsx tests/unit/validation/printNarrowing.ts` prints them).
 */
const DOC = readFileSync(new URL('../../../docs/validation.md', import.meta.url), 'utf8');
const LINES = DOC.split('\n');
const ROWS = narrowingRows();

describe('docs/validation.md: calibrating on one log at its own machine', () => {
  it('the generated log is a MySQL 8.0 start the importer reads, timing the published total', () => {
    const s = defaultScenario();
    const r = parseBenchmarkText('a.err', startupLog('8.0.39', spansFor(s, 429))).records;
    expect(r).toHaveLength(1);
    const start = r[0];
    expect(start?.kind === 'startup' && start.version).toBe('8.0.39');
    expect(start?.kind === 'startup' && start.verbosity).toBe(2);
    expect(start?.kind === 'startup' && start.totalSeconds).toBeCloseTo(429, 2);
    expect(start?.kind === 'startup' && start.phases.map((p) => p.name)).toEqual([
      'innodb_initialization',
      'after_innodb_initialization',
    ]);
  });

  it("with a published duplicate check, the log times it alone (verbosity 3) with the machine's threads", () => {
    const s = caseB();
    s.mysql.startupOpt = 'light';
    const r = parseBenchmarkText('v1.err', startupLog('9.0.1', spansFor(s, 69, 14))).records;
    const start = r[0];
    if (start?.kind !== 'startup') throw new Error('no start');
    expect(start.verbosity).toBe(3);
    expect(start.totalSeconds).toBeCloseTo(69, 2);
    expect(start.scanThreads).toBe(9);
    expect(start.filesFound).toBe(1_000_000);
    const dup = start.phases.find((p) => p.name === 'duplicate_check');
    expect(dup?.seconds).toBeCloseTo(14, 2);
    expect(start.phases.map((p) => p.name)).toEqual([
      'directories_scan',
      'duplicate_check',
      'after_innodb_initialization',
    ]);
  });

  for (const row of ROWS) {
    it(`${row.id} (${row.role}): narrowed by its own log, row as printed`, () => {
      expect(row.narrowedBy?.startsWith(`${row.file} (`)).toBe(true);
      expect(row.narrowedBy).toMatch(/on its machine/);
      expect(LINES).toContain(row.markdown);
    });
  }

  it("every log's total (and V13's duplicate check) lies inside its calibrated range", () => {
    for (const row of ROWS) expect(row.inside, row.id).toBe(true);
  });

  it('the calibrated model lies within 1 % of each log (the page says the floor, not the residual, sets the width)', () => {
    for (const row of ROWS) expect(row.residual, row.id).toBeLessThan(0.01);
  });

  it('states how many machines meet the half-width bound, as the rows compute it', () => {
    expect(LINES).toContain(narrowingSummary(ROWS));
  });
});
