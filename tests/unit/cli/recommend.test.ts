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
});
