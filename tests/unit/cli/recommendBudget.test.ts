/** Issue 41.12: `innosizer recommend --max-monthly-usd USD`, the budget target. */
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

const BASE = [
  'recommend',
  '--max-startup',
  '120',
  '--min-qps',
  '5000',
  '--tables',
  '1000000',
  '--data-gib',
  '200',
];

describe('innosizer recommend --max-monthly-usd', () => {
  it('keeps the results within the budget, and says the budget in the rules', async () => {
    const free = JSON.parse((await run([...BASE, '--json'])).out);
    const second = free.results[1].prediction.cost.monthlyUsd as number;
    const r = await run([...BASE, '--max-monthly-usd', String(second), '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.results).toHaveLength(2);
    for (const x of j.results) expect(x.prediction.cost.monthlyUsd).toBeLessThanOrEqual(second);
    expect(j.rules.join(' ')).toMatch(/Budget: at most \$/);
  });

  it('a budget nothing meets: exit 0, the note names the cheapest cost', async () => {
    const r = await run([...BASE, '--max-monthly-usd', '10']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /The cheapest configuration meeting the targets costs \$[\d,.]+ per month, over the budget of \$10\.00 per month/,
    );
    expect(r.out).toMatch(/over the budget by \$/);
  });

  it('a bad budget is one clear error naming the flag (exit 2)', async () => {
    const r = await run([...BASE, '--max-monthly-usd', '-5']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /--max-monthly-usd: expected a positive number of USD per month, got "-5"/,
    );
  });

  it('--help lists the flag', async () => {
    const r = await run(['recommend', '--help']);
    expect(r.out).toMatch(/--max-monthly-usd USD/);
  });
});
