import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, startupText, typeValue } from './appHelpers.ts';

/** The headline startup in seconds ("4 min 59 s" → 299). */
async function startupSeconds(page: Page): Promise<number> {
  const text = await startupText(page);
  const min = Number(/(\d+)\s*min/.exec(text)?.[1] ?? '0');
  const s = Number(/(\d+(?:\.\d+)?)\s*s\b/.exec(text)?.[1] ?? '0');
  return min * 60 + s;
}

describe('journey: a restart right after a restore vs one on an idle day (issue 40 item 1)', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('a restore that spends the byte balance slows the start as typing that balance does; keyboard and undo work', async () => {
    const { page } = app;
    // The default scenario: m6i.large, whose EBS ceiling bursts.
    await typeValue(page, 'Provisioned IOPS', '12000');
    await typeValue(page, 'Throughput', '500');
    const idle = await startupSeconds(page);
    await typeValue(page, 'Restored just before the start', '3000');
    await expect.poll(() => startupSeconds(page)).toBeGreaterThan(idle * 1.5);
    const restored = await startupSeconds(page);
    const field = page.getByLabel('Restored just before the start', { exact: true });
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, 'ebs-balances-after-restore');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => startupSeconds(page)).toBe(idle);
    // The same start typed as the CloudWatch balance the restore left (0 %).
    await typeValue(page, 'EBSByteBalance% before the start', '0');
    await expect.poll(() => startupSeconds(page)).toBe(restored);
    // The balance's slider moves by keyboard.
    const slider = page.getByLabel('EBSByteBalance% before the start slider');
    await slider.focus();
    await slider.press('End');
    await expect.poll(() => startupSeconds(page)).toBe(idle);
  });
});
