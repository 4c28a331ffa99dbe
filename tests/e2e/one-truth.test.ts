/**
 * Journey (issue 30): one document, one truth. The document's name follows the settings until
 * the user names it, and the title bar, the window title and the PDF read that one name; the
 * export's request for targets closes with Escape and when a recommendation answers it, and its
 * status line goes with it; a refused storage kind's message follows the instance; the charts
 * draw no target nobody set and say why a sweep is empty instead of drawing an empty axis.
 */
import { describe, expect, it } from 'vitest';
import {
  appForSuite,
  chartsReady,
  exportFromRecommend,
  pickInstance,
  typeValue,
} from './appHelpers.ts';

describe('journey: every view agrees with the scenario on screen', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('a fresh document draws no targets; an io2 volume explains its missing throughput sweep', async () => {
    const { page } = app;
    await chartsReady(page);
    expect(await page.locator('.chart .target').count()).toBe(0);
    await pickInstance(page, 'r6i.2xlarge');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('io2');
    await typeValue(page, 'Provisioned IOPS', '20000');
    const tp = page.getByRole('figure', { name: 'Startup time vs throughput' });
    await expect.poll(() => tp.textContent()).toMatch(/io2 has no throughput to provision/);
    expect(await tp.locator('svg').count()).toBe(0);
    // The startup charts read in one unit.
    const units = await page.locator('.chart figcaption .axis-unit').allTextContents();
    const startupUnits = new Set(
      units.filter((u) => /^\((s|min|h)\)$/.test(u)).map((u) => u.replace(/[()]/g, '')),
    );
    expect(startupUnits.size).toBe(1);
  });

  it('the name follows the settings, then the name the user gives, in every view', async () => {
    const { page } = app;
    const docName = page.getByRole('button', { name: /^Document: / });
    await expect
      .poll(() => docName.textContent())
      .toBe('1M tables on r6i.2xlarge + io2 500 GiB, 20,000 IOPS');
    await expect
      .poll(() => page.title())
      .toContain('1M tables on r6i.2xlarge + io2 500 GiB, 20,000 IOPS');
    await docName.click();
    const input = page.getByRole('textbox', { name: 'Document name' });
    await input.fill('Replica sizing');
    await input.press('Escape');
    expect(await docName.textContent()).toContain('r6i.2xlarge');
    await docName.click();
    await input.fill('Replica sizing');
    await input.press('Enter');
    expect(await docName.textContent()).toBe('Replica sizing');
    await typeValue(page, 'Provisioned IOPS', '16000');
    expect(await docName.textContent()).toBe('Replica sizing');
    await expect.poll(() => page.title()).toMatch(/Replica sizing — InnoSizer/);
  });

  it('the targets prompt closes with Escape; its status line goes with it', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Export recommendation…' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Targets for the recommendation' });
    await dialog.waitFor();
    await expect
      .poll(() => page.locator('.statusbar [role="status"]').textContent())
      .toMatch(/Export waits for targets/);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.locator('.statusbar [role="status"]').textContent()).toBe('Ready');
  });

  it('a recommendation answers the prompt: no second pair of targets, no stale status', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Export recommendation…' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Targets for the recommendation' });
    await dialog.waitFor();
    await page.getByLabel('Max startup (s)').fill('600');
    await page.getByLabel('Min QPS').fill('1000');
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    await page
      .getByRole('table', { name: 'Recommended configurations' })
      .waitFor({ timeout: 90_000 });
    expect(await dialog.count()).toBe(0);
    expect(await page.getByText('This document has no recommendation yet').count()).toBe(0);
    expect(await page.getByLabel('Startup target (s)').count()).toBe(0);
    expect(await page.locator('.statusbar [role="status"]').textContent()).not.toMatch(
      /Export waits/,
    );
    // The targets are the user's now: the charts draw them.
    await page.getByRole('tab', { name: 'Charts' }).click();
    await chartsReady(page);
    expect(await page.locator('.chart .target').count()).toBeGreaterThan(0);
  });

  it('the PDF is titled with the document’s name', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Recommend' }).click();
    const popup = await exportFromRecommend(page);
    expect(await popup.locator('.subtitle').first().textContent()).toBe('Replica sizing');
    await popup.close();
  });

  it('a refused storage kind’s message follows the instance', async () => {
    const { page } = app;
    await pickInstance(page, 'm6g.4xlarge');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('instance-store');
    const sizing = page.getByRole('complementary', { name: 'Scenario settings' });
    await expect.poll(() => sizing.textContent()).toMatch(/m6g\.4xlarge has none/);
    await pickInstance(page, 'r6id.4xlarge');
    await expect.poll(() => sizing.textContent()).not.toMatch(/m6g\.4xlarge has none/);
  });

  it('Compare shows a short bound, the formula on demand', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.getByRole('button', { name: 'Pin current scenario' }).click();
    const table = page.getByRole('table', { name: 'Scenario comparison' });
    const cell = table.locator('td.bound-cell').first();
    const summary = cell.locator('summary');
    expect(await summary.textContent()).toMatch(/^[A-Z][\w' -]*bound|^Bound by|^Fixed|^In memory/);
    // The formula is there, folded: one click shows it.
    const formula = cell.locator('details > p');
    expect(await formula.isVisible()).toBe(false);
    await summary.click();
    expect(await formula.isVisible()).toBe(true);
    expect((await formula.textContent())?.length ?? 0).toBeGreaterThan(
      (await summary.textContent())?.length ?? 0,
    );
  });
});
