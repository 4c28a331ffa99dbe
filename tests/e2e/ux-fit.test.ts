/**
 * Issue 41 item 11: what the app shows fits where it is shown. The RDS storage kind select was
 * truncated at every window size ("gp3 (RDS General Purpose S…"); every RDS storage kind's name
 * must fit its select at 1024, 1280 and 1920 wide.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForSuite } from './appHelpers.ts';
import { screenshot } from './harness.ts';

/**
 * The longest choice's text width (canvas, the select's own font) against the room for it, px:
 * the box less its padding and Chromium's arrow, as tests/e2e/layout.test.ts measures.
 */
async function selectFit(
  page: Page,
  label: string,
): Promise<{ text: string; need: number; room: number }> {
  return page.getByLabel(label, { exact: true }).evaluate((el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const texts = [...select.options].map((o) => o.textContent ?? '');
    const text = texts.reduce(
      (a, b) => (ctx.measureText(b).width > ctx.measureText(a).width ? b : a),
      '',
    );
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 18;
    return { text, need: Math.ceil(ctx.measureText(text).width), room: Math.floor(room) };
  });
}

describe('RDS storage kinds fit their select', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  for (const width of [1024, 1280, 1920]) {
    it(`at ${width} px`, async () => {
      const { page } = app;
      await page.setViewportSize({ width, height: width === 1920 ? 1080 : 720 });
      await page.getByLabel('Deployment', { exact: true }).selectOption('rds');
      const fit = await selectFit(page, 'Storage kind');
      expect(fit.need, `${fit.text}: needs ${fit.need} px, has ${fit.room}`).toBeLessThanOrEqual(
        fit.room + 1,
      );
      await screenshot(page, `ux-fit-rds-${width}`);
      expect(app.errors).toEqual([]);
    }, 60_000);
  }
});
