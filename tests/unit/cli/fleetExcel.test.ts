/** Issue 39.4: `innosizer fleet --csv-excel`, the fleet for a spreadsheet. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';
import { INVENTORY_HEADER } from '../../fixtures/fleet/generate.ts';

const dir = mkdtempSync(join(tmpdir(), 'innosizer-fleet-excel-'));
const INVENTORY = join(dir, 'inventory.csv');
writeFileSync(
  INVENTORY,
  [
    INVENTORY_HEADER,
    'db1,us-east-1,m6i.xlarge,gp3,900,12000,500,1000000,600,12,16,8.0.39,,',
    'broken,us-east-1,m6i.large,gp3,500,lots,125,1000,200,4,16,8.0.39,,',
  ].join('\n'),
);

describe('innosizer fleet --csv-excel', () => {
  it('BOM, headers in words with units; the same figures as --csv', async () => {
    const excel = await run(['fleet', INVENTORY, '--csv-excel']);
    expect(excel.code).toBe(0);
    expect(
      excel.out.startsWith(
        '\uFEFFLine,Name,Status,Region,Current configuration,Current startup (s),',
      ),
    ).toBe(true);
    expect(excel.out).toContain('Current monthly cost (USD)');
    const lines = excel.out.slice(1).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const plain = await run(['fleet', INVENTORY, '--csv']);
    expect(plain.out.startsWith('line,name,status')).toBe(true);
    expect(lines.slice(1, 3)).toEqual(plain.out.split('\n').slice(1, 3));
  });

  it('with --json or --csv: one clear error (exit 2)', async () => {
    const r = await run(['fleet', INVENTORY, '--csv', '--csv-excel']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--csv and --csv-excel: choose one/);
  });
});
