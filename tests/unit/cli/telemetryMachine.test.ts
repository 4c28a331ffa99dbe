/** Issue 41.10 (c): `innosizer import` says what iostat's "(2 CPU)" banner tells of the machine. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCli.ts';

const t = (name: string): string => resolve(import.meta.dirname, '../../fixtures/telemetry', name);

describe('import: the capture machine from the iostat banner', () => {
  it('another instance than the capture ran on is said so', async () => {
    const r = await run(['import', t('iostat-sysstat12-xt.txt'), '--instance', 'm6i.2xlarge']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /Machine: iostat-sysstat12-xt\.txt line 1: the capture ran on 2 CPUs, but m6i\.2xlarge has 8 vCPUs: it comes from another machine/,
    );
  });

  it('the same vCPUs agree', async () => {
    const r = await run(['import', t('iostat-sysstat12-xt.txt'), '--instance', 'm6i.large']);
    expect(r.out).toMatch(
      /Machine: iostat-sysstat12-xt\.txt line 1: the capture ran on 2 CPUs, as m6i\.large's 2 vCPUs/,
    );
  });
});
