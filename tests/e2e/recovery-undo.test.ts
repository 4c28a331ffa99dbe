/**
 * Issue 37 item 1 in Chromium: the Recovery tab's "Undo to roll back" field lengthens the crash
 * path's timeline (0 by default: MySQL rolls back in the background).
 */
import { describe, expect, it } from 'vitest';
import { appForSuite, dragSlider } from './appHelpers.ts';

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

  // 0–524,288 MiB: a linear track's first tenth was 52,429 MiB; after its 0 it is geometric now.
  it('dragging the undo slider near its start gives a small value; arrow keys step from 0', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('tab', { name: 'Recovery' }).click();
    const undo = page.getByRole('textbox', { name: 'Undo to roll back' });
    const slider = page.getByRole('slider', { name: 'Undo to roll back slider' });
    await slider.scrollIntoViewIfNeeded();
    await dragSlider(page, 'Undo to roll back', 0.1);
    const mib = Number((await undo.inputValue()).replace(/,/g, ''));
    expect(mib).toBeGreaterThan(0);
    expect(mib).toBeLessThan(5243);
    expect(await slider.getAttribute('aria-valuetext')).toBe(`${mib.toLocaleString('en-US')} MiB`);
    await page.screenshot({ path: '/tmp/slider/undo-drag-1280.png', fullPage: false });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: '/tmp/slider/undo-drag-1920.png', fullPage: false });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => undo.inputValue()).toBe('0');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => undo.inputValue()).toBe('3');
    // PageUp (a tenth of the track in Chromium) from 0 stays small too.
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await expect.poll(() => undo.inputValue()).not.toBe('0');
    expect(Number(await undo.inputValue())).toBeLessThan(5243);
    await page.keyboard.press('End');
    await expect.poll(() => undo.inputValue()).toBe('524288');
  });
});
