import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.ts';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

describe('innosizer recommend', () => {
  it('--json prints { searched, results } with configuration, predictions and binding', async () => {
    const r = await run([
      'recommend',
      '--max-startup',
      '180',
      '--min-qps',
      '3000',
      '--tables',
      '1000000',
      '--data-gib',
      '200',
      '--region',
      'us-east-1',
      '--json',
      '--limit',
      '3',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.searched).toBeGreaterThan(1_000_000);
    expect(j.results.length).toBeGreaterThan(0);
    expect(j.results.length).toBeLessThanOrEqual(3);
    for (const x of j.results) {
      expect(x.scenario.mysql.tables).toBe(1000000);
      expect(x.prediction.startup.totalSeconds).toBeLessThanOrEqual(180);
      expect(x.prediction.qps.pointSelect).toBeGreaterThanOrEqual(3000);
      expect(typeof x.binding).toBe('string');
    }
  });

  it('missing targets exit 2 with one line', async () => {
    const r = await run(['recommend', '--min-qps', '1000']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--max-startup is required/);
  });

  it('an unknown region exits 2', async () => {
    const r = await run([
      'recommend',
      '--max-startup',
      '100',
      '--min-qps',
      '10',
      '--region',
      'mars-1',
    ]);
    expect(r.code).toBe(2);
  });

  const TARGETS = ['--max-startup', '300', '--min-qps', '1000'];

  it.each([
    [['--mysql', 'abc'], 'mysql.version'],
    [['--threads', '0'], 'workload.threads'],
    [['--write-fraction', '5'], 'workload.writeFraction'],
    [['--tables', '1e12'], 'mysql.tables'],
    [['--data-gib', '1e308'], 'mysql.dataGiB'],
    [['--region', 'mars-1'], 'region'],
  ])('validates what it keeps fixed as predict does: %j names %s', async (flags, field) => {
    const predicted = await run(['predict', ...flags, '--json']);
    const r = await run(['recommend', ...TARGETS, ...flags, '--json']);
    expect(r.code).toBe(2);
    expect(predicted.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain(`At ${field}:`);
    const error = JSON.parse(r.out).error;
    expect(error).toMatchObject({ code: 'invalid-scenario', field });
    // The same field as predict names (predict may first say the data does not fit the volume,
    // which recommend leaves to its search).
    expect(JSON.parse(predicted.out).error.field).toBe(field);
  });

  it('leaves what it searches to the search: more data than the default volume holds', async () => {
    const r = await run([
      'recommend',
      ...TARGETS,
      '--data-gib',
      '2000',
      '--tables',
      '1000',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.results.length).toBeGreaterThan(0);
    for (const x of j.results) expect(x.scenario.mysql.dataGiB).toBe(2000);
  });
});
