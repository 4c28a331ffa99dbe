import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, pickInstance, qpsNumber } from './appHelpers.ts';

describe('journey: try table compression on a bandwidth-bound instance store (issue 36 item 6)', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('4:1 compression raises the QPS, says what a miss reads, and undo takes it back', async () => {
    const { page } = app;
    await pickInstance(page, 'm6id.xlarge');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('instance-store');
    const before = await qpsNumber(page);
    const select = page.getByLabel('Table compression (what-if)');
    await select.selectOption('4');
    await page.getByText('KEY_BLOCK_SIZE 4 KiB: each miss reads that much').waitFor();
    await expect.poll(() => qpsNumber(page)).toBeGreaterThan(before);
    await select.scrollIntoViewIfNeeded();
    await screenshot(page, 'compression-4-to-1');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => qpsNumber(page)).toBe(before);
    expect(await select.inputValue()).toBe('1');
  });
});
