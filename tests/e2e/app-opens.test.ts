import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { openApp, screenshot, type AppSession } from './harness.ts';

describe('the renderer opens in Chromium', () => {
  let app: AppSession;
  beforeAll(async () => {
    // Logged so a CI log says which Playwright drove which Chromium.
    app = await openApp();
    console.log(`playwright-core drives ${chromium.name()} ${app.browser.version()}`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the app title with no console errors', async () => {
    // The window title follows the name once it settles (useDocument.ts).
    await expect.poll(() => app.page.title()).toMatch(/— InnoSizer$/);
    await app.page.getByRole('heading', { name: 'InnoSizer', level: 1 }).waitFor();
    await screenshot(app.page, 'app-opens');
    expect(app.errors).toEqual([]);
  });
});
