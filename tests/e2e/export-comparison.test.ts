/**
 * Issue 39.4 journey: export the Compare view and the fleet as data, plain CSV and for Excel
 * (UTF-8 byte-order mark, headers in words with units), and read the downloaded files back.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForSuite, typeValue } from './appHelpers.ts';
import { generateInventory } from '../fixtures/fleet/generate.ts';

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: d.suggestedFilename(), bytes: readFileSync(await d.path()) };
}

describe('journey: a comparison as data (issue 39.4)', () => {
  const app = appForSuite();

  it('Compare → Export CSV… and Export for Excel…: one row per scenario, units in headers', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.getByRole('button', { name: 'Pin current scenario' }).click();
    await typeValue(page, 'Provisioned IOPS', '12000');
    await page.getByRole('tab', { name: 'Compare' }).click();
    const plain = await download(page, 'Export CSV…');
    expect(plain.name).toBe('comparison.csv');
    const text = plain.bytes.toString('utf8');
    expect(plain.bytes[0]).not.toBe(0xef);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^Scenario,Configuration,Cloud,Region,.*Startup \(s\),.*Monthly cost \(USD\),Currency,/,
    );
    expect(lines[1]).toMatch(/^Current,/);
    expect(lines[1]).toContain(',12000,');
    expect(lines[2]).toMatch(/^"?Pin 1: /);

    const excel = await download(page, 'Export for Excel…');
    expect(excel.name).toBe('comparison-excel.csv');
    expect([...excel.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(excel.bytes.subarray(3).toString('utf8')).toBe(text);
    expect(
      await page.getByRole('status').filter({ hasText: 'Saved comparison-excel.csv' }).count(),
    ).toBe(1);
  });

  it('Fleet → Export for Excel…: the BOM and the headers in words', async () => {
    const { page } = app;
    const file = join(mkdtempSync(join(tmpdir(), 'innosizer-export-e2e-')), 'fleet.csv');
    writeFileSync(file, generateInventory(4, 7));
    await page.getByRole('tab', { name: 'Fleet' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Open inventory…' }).click(),
    ]);
    await chooser.setFiles(file);
    await page.locator('.fleet-totals').waitFor({ timeout: 60_000 });
    const excel = await download(page, 'Export for Excel…');
    expect(excel.name).toBe('fleet-sized-excel.csv');
    expect([...excel.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = excel.bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toMatch(
      /^Line,Name,Status,Region,Current configuration,Current startup \(s\),/,
    );
    expect(lines).toHaveLength(5);
  });
});
