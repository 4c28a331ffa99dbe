import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, qpsNumber, typeValue } from './appHelpers.ts';

describe('journey: smaller pages and the page frame (issue 36 item 5)', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('4 KiB pages: the data size says it is given at 16 KiB, the QPS says what the frame adds, a tight volume refuses it', async () => {
    const { page } = app;
    const dataRule = page.locator('.field', { has: page.getByLabel('Data size', { exact: true }) });
    await expect.poll(() => dataRule.textContent()).not.toMatch(/16 KiB pages/);
    const before = await qpsNumber(page);
    const select = page.getByLabel('Page size', { exact: true });
    await select.selectOption('4');
    await expect
      .poll(() => dataRule.textContent())
      .toMatch(/size at 16 KiB pages; must fit on the volume/);
    await page
      .getByText(/the same rows take 2\.4% more pages than at 16 KiB: each page's 128-byte frame/)
      .first()
      .waitFor();
    // IOPS-bound on gp3: one IO per miss either way, and 4 KiB misses a little more.
    await expect.poll(() => qpsNumber(page)).toBeLessThan(before);
    await screenshot(page, 'page-frame-4k');
    // A volume that holds the data at 16 KiB but not at 4 KiB: the data field says why.
    await typeValue(page, 'Data size', '495');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/must fit on the 500 GiB volume \(at 4 KiB pages\)/);
    await screenshot(page, 'page-frame-4k-refused');
  });
});
