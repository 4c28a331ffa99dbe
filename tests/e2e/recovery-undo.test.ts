/**
 * Issue 37 item 1 in Chromium: the Recovery tab's "Undo to roll back" field lengthens the crash
 * path's timeline (0 by default: MySQL rolls back in the background).
 */
import { describe, expect, it } from 'vitest';
import { appForSuite } from './appHelpers.ts';

describe('undo to roll back (issue 37 item 1)', () => {
  const app = appForSuite();

  it('typing undo MiB moves the crash timeline', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Recovery' }).click();
    const crash = page.locator('.timeline-row[data-path="crash"] .timeline-note');
    await crash.waitFor();
    const before = await crash.textContent();
    const undo = page.getByRole('textbox', { name: 'Undo to roll back' });
    await undo.fill('8192');
    await undo.press('Enter');
    await expect.poll(() => crash.textContent()).not.toBe(before);
    for (const [w, h] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await undo.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/undo/recovery-undo-${w}.png`, fullPage: false });
    }
  });
});
