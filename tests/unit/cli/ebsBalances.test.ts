/**
 * Issue 40 item 1 in the CLI: --ebs-io-balance, --ebs-byte-balance and --after-restore-gib; out of
 * range refused naming the flag and a valid value; the text names the balance the range's slow
 * end assumes; `import` proposes the balances a CloudWatch export ends on.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

const FAST = ['--instance', 'm6i.large', '--iops', '12000', '--throughput', '500'];

async function startup(
  ...flags: string[]
): Promise<{ totalSeconds: number; totalRange: number[] }> {
  const r = await run(['predict', ...FAST, ...flags, '--json']);
  expect(r.code).toBe(0);
  return JSON.parse(r.out).startup;
}

describe('innosizer predict: EBS burst balances (issue 40)', () => {
  it('refuses a balance out of 0-100 % with one error naming the flag and the nearest valid value', async () => {
    for (const [flag, value, near] of [
      ['--ebs-io-balance', '150', '100%'],
      ['--ebs-byte-balance', '-1', '0%'],
      ['--after-restore-gib', '-3', '0 GiB'],
    ] as const) {
      const r = await run(['predict', flag, value]);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toContain(`(${flag})`);
      expect(r.err).toContain(`Nearest valid: ${near}.`);
    }
  });

  it('a restart after a restore that emptied the byte balance is the start the balances give', async () => {
    const idle = await startup();
    const restored = await startup('--after-restore-gib', '3000');
    const typed = await startup('--ebs-byte-balance', '0');
    expect(restored.totalSeconds).toBeGreaterThan(idle.totalSeconds * 1.5);
    expect(typed.totalSeconds).toBeCloseTo(restored.totalSeconds, 0);
  });

  it('the text names the balance the slow end assumes when the burst use is unknown', async () => {
    const r = await run(['predict', ...FAST]);
    expect(r.out).toMatch(
      /today's EBS burst use unknown: the slow end assumes the balances left after restoring this database's 200 GiB onto the volume earlier today \(EBSIOBalance% [\d.]+%, EBSByteBalance% [\d.]+%\)/,
    );
    const known = await run(['predict', ...FAST, '--ebs-byte-balance', '40']);
    expect(known.out).not.toMatch(/EBS burst use unknown/);
  });
});

describe('innosizer import: CloudWatch EBS balances (issue 40)', () => {
  it('proposes the balances the export ends on, as predict flags', async () => {
    const file = resolve(
      import.meta.dirname,
      '../../fixtures/telemetry/cloudwatch-ebs-balances.json',
    );
    const r = await run(['import', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'EBS burst balances, i-0123456789abcdef0: EBSIOBalance% 98.5% (lowest 96.8%), EBSByteBalance% 12% (lowest 4.5%) at the end of the capture. A start right after it: predict --ebs-io-balance 98.5 --ebs-byte-balance 12',
    );
    const j = await run(['import', '--json', file]);
    expect(JSON.parse(j.out).ebsBalances[0]).toMatchObject({ ioPct: 98.5, bytePct: 12 });
  });
});
