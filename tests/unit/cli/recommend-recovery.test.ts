import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

describe('innosizer recommend --max-recovery (issue 37)', () => {
  const base = [
    'recommend',
    '--max-startup',
    '3600',
    '--min-qps',
    '1000',
    '--limit',
    '3',
    '--json',
  ];
  it('keeps only results whose recovery path meets the target at the pessimistic end', async () => {
    const wide = JSON.parse((await run([...base, '--max-recovery', '2000000'])).out);
    expect(wide.results.length).toBeGreaterThan(0);
    for (const r of wide.results) expect(r.recovery.met).toBe(true);
    expect(wide.rules.join(' ')).toMatch(/Recovery: full service within/);
    const tight = JSON.parse(
      (await run([...base, '--max-recovery', '1', '--recovery-path', 'crash'])).out,
    );
    expect(tight.results).toEqual([]);
    expect(tight.note).toMatch(/recovery target/);
  });
});
