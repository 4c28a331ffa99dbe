/**
 * One table of phase labels and one list of import formats (issue 28): the error-log importer
 * names the phases it measures as the model does, and the CLI's --format takes the core's list.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHASE_LABELS } from '../../../src/core/startup/index.ts';
import { IMPORT_FORMATS, parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { IMPORT_FLAGS } from '../../../src/cli/benchmarkFiles.ts';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/imports');

describe('phase labels: one table', () => {
  it("the error log's measured phases carry the model's labels", () => {
    const names = ['sample-mysqld-8.0-v3.err', 'mysqld-9.0-v3-nvme.err', 'mysqld-8.0-v2.err'];
    const seen = new Set<string>();
    for (const name of names) {
      const r = parseBenchmarkText(name, readFileSync(resolve(FIXTURES, name), 'utf8'));
      for (const rec of r.records) {
        if (rec.kind !== 'startup') continue;
        for (const p of rec.phases) {
          seen.add(p.name);
          if (p.name in PHASE_LABELS)
            expect(p.label).toBe(PHASE_LABELS[p.name as keyof typeof PHASE_LABELS]);
        }
      }
    }
    expect(seen.has('duplicate_check')).toBe(true);
  });
});

describe('import formats: one list', () => {
  it("--format's help and its check use the core's list", () => {
    const help = IMPORT_FLAGS.find((f) => f.flag === 'format')?.help ?? '';
    expect(help).toBe(`skip detection: ${IMPORT_FORMATS.join('|')}`);
    expect(IMPORT_FORMATS).toContain('prometheus');
  });
});
