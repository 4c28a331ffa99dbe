/**
 * Journey (issue 38): a DBA sizes the same MySQL server on AWS, Azure and Google Cloud with the
 * Cloud choice above the deployment, compares the three side by side and exports the PDF.
 */
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, costText, exportWithTargets } from './appHelpers.ts';

describe('journey: one server on AWS, Azure and Google Cloud side by side', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('chooses each cloud, pins it, compares the three and exports the PDF', async () => {
    const { page } = app;
    const cloud = page.getByLabel('Cloud', { exact: true });
    await page.getByRole('tab', { name: 'Compare' }).click();
    const pin = page.getByRole('button', { name: 'Pin current scenario' });
    const awsCost = await costText(page);
    await pin.click();

    // Azure: its region, a VM size, Premium SSD v2; no deployment choice.
    await cloud.selectOption('azure');
    await expect
      .poll(() => page.getByLabel('VM size', { exact: true }).inputValue())
      .toBe('Standard_E8ds_v5');
    expect(await page.getByLabel('Region', { exact: true }).inputValue()).toBe('eastus');
    expect(await page.getByLabel('Storage kind', { exact: true }).inputValue()).toBe(
      'premium-ssd-v2',
    );
    expect(await page.getByLabel('Deployment', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => costText(page)).not.toBe(awsCost);
    await screenshot(page, 'clouds-1-azure-1280');
    await pin.click();

    // Google Cloud: Hyperdisk Balanced on an n2 machine.
    await cloud.selectOption('gcp');
    await expect
      .poll(() => page.getByLabel('Machine type', { exact: true }).inputValue())
      .toBe('n2-standard-8');
    expect(await page.getByLabel('Storage kind', { exact: true }).inputValue()).toBe(
      'hyperdisk-balanced',
    );
    expect(await page.getByRole('alert').count()).toBe(0);
    await pin.click();

    const table = page.getByRole('table', { name: 'Scenario comparison' });
    const text = (await table.textContent()) ?? '';
    expect(text).toMatch(/AWS us-east-1 · m6i\.large/);
    expect(text).toMatch(/Azure eastus · Standard_E8ds_v5, Premium SSD v2/);
    expect(text).toMatch(/Google Cloud us-central1 · n2-standard-8, Hyperdisk Balanced/);
    await screenshot(page, 'clouds-2-compare-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'clouds-3-compare-1920');

    // The PDF: each compared column with its cloud (and the currency note off AWS).
    await cloud.selectOption('aws');
    const popup = await exportWithTargets(page, { startupSeconds: '600', qps: '2000' });
    const report = (await popup.locator('main.report').innerText()).replace(/\s+/g, ' ');
    expect(report).toMatch(
      /Cloud AWS AWS AWS Azure \(self-managed on a VM, not calibrated; prices in USD\)/,
    );
    expect(report).toMatch(/Google Cloud \(self-managed on a VM, not calibrated; prices in USD\)/);
    expect(report).toMatch(/Region us-east-1 us-east-1 us-east-1 eastus us-central1/);
    expect(report).toMatch(/prices in USD/);
    expect(report).not.toMatch(/EBS prices, eastus/);
    expect(report).toMatch(/Premium SSD v2 500 GiB × \$0\.0812\/GiB-month/);
    // Each column in its cloud's unit: Azure's throughput in MB/s, Google's in MiB/s (issue 38).
    expect(report).toMatch(/Premium SSD v2 500 GiB, 3,000 IOPS, 125 MB\/s/);
    expect(report).toMatch(/Hyperdisk Balanced 500 GiB, 3,000 IOPS, 140 MiB\/s/);
    expect(report).toMatch(/Premium SSD v2 throughput 0 MB\/s above 125 MB\/s/);
    await screenshot(popup, 'clouds-4-print-view');
    expect(app.errors).toEqual([]);
  }, 180_000);
});
