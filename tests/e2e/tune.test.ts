import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, dragSlider, pickInstance, startupText, typeValue } from './appHelpers.ts';

describe('journey: tune the default scenario', () => {
  const app = appForSuite();

  it('shows startup phases, QPS, itemised cost, advice and four charts with no set-up', async () => {
    const { page } = app;
    await expect(page.getByLabel('Predicted startup time').textContent()).resolves.toMatch(/min|s/);
    await page.getByRole('figure', { name: 'Startup time by phase' }).waitFor();
    await page.getByText('Tablespace duplicate check').first().waitFor();
    expect(await page.getByLabel('Predicted QPS').textContent()).toMatch(/QPS/);
    expect(
      await page.getByRole('table', { name: 'Itemised monthly cost' }).locator('tr').count(),
    ).toBeGreaterThan(2);
    expect(await page.locator('.advice li').count()).toBeGreaterThan(0);
    expect(await page.locator('.chart').count()).toBe(4);
    await screenshot(page, 'tune-1-default');
  });

  it('dragging IOPS changes the prediction live', async () => {
    const { page } = app;
    const before = await startupText(page);
    await dragSlider(page, 'Provisioned IOPS', 0.5);
    const iops = Number(await page.getByLabel('Provisioned IOPS', { exact: true }).inputValue());
    expect(iops).toBeGreaterThan(3000);
    await expect.poll(() => startupText(page)).not.toBe(before);
    await screenshot(page, 'tune-2-dragged');
  });

  it('refuses an IOPS value AWS would reject, explains it, and applies the nearest valid value', async () => {
    const { page } = app;
    await typeValue(page, 'Data size', '50');
    // 120 GiB: enough for the 1,000,000 tables' .ibd files (107 GiB) and 60,000 IOPS on gp3
    // (500 per GiB).
    await typeValue(page, 'Volume size', '120');
    const before = await startupText(page);
    await typeValue(page, 'Provisioned IOPS', '70000');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/per GiB/);
    expect(await startupText(page)).toBe(before);
    // The results say they are not for the value the field shows.
    const held = page.locator('.results .refused-note[role="status"]');
    expect(await held.textContent()).toMatch(
      /^These results are for Provisioned IOPS [\d,]+ IOPS: the 70,000 typed was not applied \(the field says why\)\.$/,
    );
    await screenshot(page, 'tune-3-invalid');
    await page.getByRole('button', { name: /^Set provisioned IOPS to / }).click();
    await expect
      .poll(() => page.getByLabel('Provisioned IOPS', { exact: true }).inputValue())
      .toBe('60000');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await held.count()).toBe(0);
  });

  it('a refused MySQL version: the results say which version they are for; Esc goes back to it', async () => {
    const { page } = app;
    const version = page.getByLabel('MySQL version', { exact: true });
    const inEffect = await version.inputValue();
    await typeValue(page, 'MySQL version', 'eight');
    await page.getByRole('alert').waitFor();
    const held = page.locator('.results .refused-note[role="status"]');
    expect(await held.textContent()).toBe(
      `These results are for MySQL version ${inEffect}: the “eight” typed was not applied (the field says why).`,
    );
    await version.press('Escape');
    expect(await version.inputValue()).toBe(inEffect);
    expect(await held.count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('tunes every group: instance, storage kind, MySQL settings', async () => {
    const { page } = app;
    await pickInstance(page, 'm6i.xlarge');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('io2');
    await expect.poll(() => page.getByLabel('Throughput', { exact: true }).count()).toBe(0);
    await page.getByLabel('Storage kind', { exact: true }).selectOption('gp3');
    await typeValue(page, 'Tables', '200000');
    await typeValue(page, 'Buffer pool', '8');
    await page.getByLabel('Page size', { exact: true }).selectOption('8');
    await page.getByLabel('Startup optimization', { exact: true }).selectOption('light');
    await page.getByLabel('OS cache at start', { exact: true }).selectOption('warm');
    await page.getByLabel('Volume state', { exact: true }).selectOption('restored');
    await page.getByLabel('Restore remedy', { exact: true }).selectOption('fsr');
    await typeValue(page, 'Restores per month', '4');
    await expect
      .poll(() => page.getByLabel('Restores per month', { exact: true }).inputValue())
      .toBe('4');
    await page.getByLabel('Redo and binlog', { exact: true }).selectOption('gp3');
    await page.getByLabel('Doublewrite', { exact: true }).selectOption('log');
    await typeValue(page, 'MySQL version', '8.4.3');
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    expect(await startupText(page)).toMatch(/\d/);
    await screenshot(page, 'tune-4-all-settings');
    expect(app.errors).toEqual([]);
  });
});
