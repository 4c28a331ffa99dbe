import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite } from './appHelpers.ts';
import { axe } from './axe.ts';

describe('journey: find and choose an instance type by keyboard at 1280×720', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 }, bypassCSP: true });

  const picker = () => app.page.getByRole('combobox', { name: 'Instance type' });
  const list = () => app.page.getByRole('listbox', { name: 'Instance types' });
  const cost = () => app.page.getByLabel('Monthly cost').first().textContent();
  const activeText = () =>
    app.page.evaluate(() => {
      const input = document.querySelector('[role="combobox"]');
      const id = input?.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });

  it('reaches the picker with Tab from the region (past the deployment) and opens it with ArrowDown', async () => {
    const { page } = app;
    await page.getByLabel('Region', { exact: true }).focus();
    // Issue 29: the deployment choice sits between the region and the instance picker.
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByLabel('Deployment', { exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect(await picker().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await picker().getAttribute('aria-expanded')).toBe('true');
    expect(await list().getByRole('option').count()).toBeGreaterThan(100);
    expect(await activeText()).toMatch(/^m6i\.large/);
  });

  it('narrows by typed words and by filters, showing price and EBS ceiling', async () => {
    const { page } = app;
    await page.keyboard.type('arm64 nvme');
    const names = await list().locator('.picker-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /^(m6g|r6g|m7g|r7g|m8g|r8g|i4g|i8g|im4gn|is4gen|x2)/.test(n))).toBe(
      true,
    );
    // Filters are in the popup's tab order; Escape from a filter returns to the input.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Family',
    );
    await page.getByRole('combobox', { name: 'Family' }).selectOption('i4g');
    await page.getByRole('combobox', { name: 'Minimum memory' }).selectOption('128');
    const i4g = await list().locator('.picker-name').allTextContents();
    expect(i4g).toEqual(['i4g.4xlarge', 'i4g.8xlarge', 'i4g.16xlarge']);
    const first = await list().getByRole('option').first().textContent();
    expect(first).toMatch(/\$\d+\.\d+\/h/);
    expect(first).toMatch(/EBS ≤ [\d,]+ IOPS, [\d,.]+ MB\/s/);
    expect(first).toMatch(/NVMe/);
    await screenshot(page, 'instance-picker-filtered');
    await page.keyboard.press('Escape');
    expect(await picker().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await picker().getAttribute('aria-expanded')).toBe('false');
    expect(await picker().inputValue()).toBe('m6i.large');
  });

  it('chooses with arrows and Enter; the prediction and cost follow', async () => {
    const { page } = app;
    const before = await cost();
    await page.keyboard.press('ArrowDown');
    // The filters stay set: i4g types with ≥ 128 GiB, clear the words typed before.
    await page.keyboard.press('ArrowDown');
    expect(await activeText()).toMatch(/^i4g\.8xlarge/);
    await page.keyboard.press('Enter');
    await expect.poll(() => picker().inputValue()).toBe('i4g.8xlarge');
    await expect.poll(cost).not.toBe(before);
    expect(await page.locator('.picker-chosen').textContent()).toMatch(
      /^32 vCPU · 256 GiB · \$2\.471\/h · arm64 · EBS ≤ 40,000 IOPS, 1,250 MB\/s · 2 × 3,750 GB NVMe/,
    );
  });

  it('the open picker has no axe violations and fits the sidebar', async () => {
    const { page } = app;
    await picker().click();
    await page.getByRole('combobox', { name: 'Family' }).selectOption('');
    await page.getByRole('combobox', { name: 'Minimum memory' }).selectOption('');
    await picker().focus();
    await page.keyboard.type('r8g');
    expect(await axe(page)).toEqual([]);
    const overflow = await page.evaluate(() => {
      const p = document.querySelector('.picker-popup') as HTMLElement;
      const s = document.querySelector('.sizing') as HTMLElement;
      return { popup: p.scrollWidth - p.clientWidth, sidebar: s.scrollWidth - s.clientWidth };
    });
    expect(overflow).toEqual({ popup: 0, sidebar: 0 });
    await screenshot(page, 'instance-picker-open');
    expect(app.errors).toEqual([]);
  });
});
