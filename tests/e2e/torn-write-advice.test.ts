import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, pickInstance, typeValue } from './appHelpers.ts';

/** Issue 25, mechanism 6: the app offers doublewrite off only where AWS prevents torn writes. */
describe('journey: a DBA with an update-heavy load on local NVMe asks what would help', () => {
  const app = appForSuite();
  const adviceText = async (): Promise<string> =>
    (await app.page.locator('.advice-card').textContent()) ?? '';

  it('on i4i the advice turns doublewrite off, says what it takes, and Apply sets it', async () => {
    const { page } = app;
    await pickInstance(page, 'i4i.large');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('instance-store');
    await typeValue(page, 'Data size', '100');
    await typeValue(page, 'Write fraction', '0.5');
    await expect.poll(adviceText).toContain('turn doublewrite off');
    expect(await adviceText()).toContain('mkfs.ext4 -O bigalloc -C 16384');
    await screenshot(page, 'torn-write-1-i4i');
    await page.getByRole('button', { name: /^Apply: .*turn doublewrite off/ }).click();
    await expect.poll(adviceText).not.toContain('turn doublewrite off');
  });

  it('on m6id (no torn-write prevention) it never does', async () => {
    const { page } = app;
    await pickInstance(page, 'm6id.large');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('instance-store');
    await page.getByLabel('Doublewrite', { exact: true }).selectOption('data');
    await expect.poll(adviceText).toContain('QPS');
    expect(await adviceText()).not.toContain('turn doublewrite off');
    await screenshot(page, 'torn-write-2-m6id');
  });
});
