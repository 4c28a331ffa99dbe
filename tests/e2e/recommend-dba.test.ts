/**
 * Journey (issue 27): advice a DBA signs, round two. The x86 server (m6i.large, gp3,
 * 1M tables, 500 GiB) with "start within 2 minutes, serve 20,000 QPS": results keep x86_64 unless
 * an architecture change is allowed (then a crossing is a replace); every result meets both
 * targets at the pessimistic end of its range and shows that range; replicas are priced; targets
 * nothing meets give the closest configuration; growth says when the target is outgrown. The
 * assertions are the rules, not which instance wins.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.ts';
import { appForSuite, typeValue } from './appHelpers.ts';

const GRAVITON = /^[a-z]+\d+g[a-z]*\./;

async function search(page: Page, startup: string, qps: string): Promise<void> {
  await page.getByLabel('Max startup (s)').fill(startup);
  await page.getByLabel('Min QPS').fill(qps);
  await page.getByRole('button', { name: 'Recommend', exact: true }).click();
}

/** Seconds of "1 min 59 s" / "58.2 s" (the app's duration format). */
function seconds(text: string): number {
  const m = /(?:(\d+) min )?([\d.]+) s/.exec(text);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : NaN;
}

describe('journey: recommendations a DBA signs (architecture, range, replicas, growth)', () => {
  const app = appForSuite();

  it('keeps x86_64, and each result meets both targets at the pessimistic end of its range', async () => {
    const { page } = app;
    await typeValue(page, 'Data size', '500');
    await page.getByRole('tab', { name: 'Recommend' }).click();
    await search(page, '120', '20000');
    const rules = page.getByRole('list', { name: 'Search rules' });
    await expect
      .poll(async () => (await rules.textContent()) ?? '', { timeout: 60_000 })
      .toMatch(/Architecture kept: x86_64/);
    expect(await rules.textContent()).toMatch(/Headroom: targets met at the pessimistic end/);
    const table = page.getByRole('table', { name: 'Recommended configurations' });
    const rows = table.locator('tbody tr.result');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const t of await rows.locator('td:nth-child(2)').allTextContents())
      expect(t).not.toMatch(GRAVITON);
    // Each result shows its ranges: the startup range's high end is within 2 min 00 s, the QPS
    // range's low end at least 20,000.
    const ranges = await table.locator('.range-line').allTextContents();
    expect(ranges).toHaveLength(await rows.count());
    for (const line of ranges) {
      const m = /^Range: startup (.+)–(.+), QPS ([\d,]+)–([\d,]+)\./.exec(line);
      expect(m, line).not.toBeNull();
      expect(seconds(m?.[2] ?? '')).toBeLessThanOrEqual(120);
      expect(Number((m?.[3] ?? '').replace(/,/g, ''))).toBeGreaterThanOrEqual(20000);
    }
    for (const h of await table.locator('.headroom-text').allTextContents())
      expect(h).toMatch(/still within the targets\.$/);
    expect(await table.locator('.range-miss').count()).toBe(0);
    await screenshot(page, 'recommend-dba-1-x86-range');
  });

  it('allowing an architecture change may cross it, and a crossing is a replace', async () => {
    const { page } = app;
    await page.getByLabel('Allow architecture change (replace)').check();
    await search(page, '600', '3000');
    const rules = page.getByRole('list', { name: 'Search rules' });
    await expect
      .poll(async () => (await rules.textContent()) ?? '', { timeout: 60_000 })
      .toMatch(/Architecture may change/);
    const table = page.getByRole('table', { name: 'Recommended configurations' });
    const types = await table.locator('tbody tr.result td:nth-child(2)').allTextContents();
    const details = await table.locator('tbody tr.result-detail').allTextContents();
    expect(types.some((t) => GRAVITON.test(t))).toBe(true);
    types.forEach((t, i) => {
      if (GRAVITON.test(t))
        expect(details[i]).toMatch(/Changes \(replace\):.*replace\s*Instance type/);
      else expect(details[i]).not.toMatch(/replace/);
    });
    await screenshot(page, 'recommend-dba-2-replace');
    // Kept again: the saving of the other architecture is shown as information only.
    await page.getByLabel('Allow architecture change (replace)').uncheck();
    await search(page, '600', '3000');
    await expect
      .poll(async () => (await rules.textContent()) ?? '', { timeout: 60_000 })
      .toMatch(/Architecture kept: x86_64/);
    const info = page.locator('.architecture-saving');
    if ((await info.count()) > 0)
      expect(await info.textContent()).toMatch(/^Information: An arm64 instance .* less per month/);
  });

  it('replicas are priced with every result; without one, instance store is unsafe for data', async () => {
    const { page } = app;
    await page.getByLabel('Allow instance store (ephemeral)').check();
    await search(page, '200', '5000');
    const table = page.getByRole('table', { name: 'Recommended configurations' });
    await expect
      .poll(async () => (await table.locator('tbody').textContent())?.includes('instance store'), {
        timeout: 60_000,
      })
      .toBe(true);
    const storage = await table.locator('tbody tr.result td:nth-child(3)').allTextContents();
    for (const c of storage.filter((x) => x.includes('instance store')))
      expect(c).toMatch(/Unsafe for data: no replica/);
    await screenshot(page, 'recommend-dba-3-unsafe');
    await page.getByLabel('Replicas').fill('1');
    await search(page, '200', '5000');
    const rules = page.getByRole('list', { name: 'Search rules' });
    await expect
      .poll(async () => (await rules.textContent()) ?? '', { timeout: 60_000 })
      .toMatch(/Replicas: 1, each the same instance with its own storage/);
    for (const c of await table.locator('tbody tr.result td:nth-child(3)').allTextContents())
      expect(c).not.toMatch(/Unsafe for data/);
    for (const c of await table.locator('.range-line').allTextContents())
      expect(c).toMatch(/Priced for 2 servers: the primary and 1 replica\.$/);
    // The cost table shows the primary, the replica, then the total of both servers.
    const cost = page.getByRole('table', { name: 'Itemised monthly cost' });
    const text = (await cost.textContent()) ?? '';
    expect(text).toMatch(/Primary server\$[\d,.]+Replica 1: m6i\.large with its own gp3 volume/);
    expect(text).toMatch(/Total, 2 servers\$/);
    await page.getByLabel('Replicas').fill('0');
    await page.getByLabel('Allow instance store (ephemeral)').uncheck();
  });

  it('says so when nothing meets the targets, and shows the closest with what it misses by', async () => {
    const { page } = app;
    await search(page, '20', '20000');
    const status = page.getByRole('status').filter({ hasText: 'No configuration meets' });
    await status.waitFor({ timeout: 60_000 });
    const closest = page.locator('.no-result .closest');
    expect(await closest.textContent()).toMatch(
      /^Closest: .* misses the startup target by .* at the pessimistic end of its range\./,
    );
    await screenshot(page, 'recommend-dba-4-closest');
  });

  it('growth: when the startup target is outgrown, and a chart', async () => {
    const { page } = app;
    await page.getByLabel('Max startup (s)').fill('600');
    await page.getByLabel('Tables per month').fill('50000');
    const growth = page.locator('.growth-text');
    await expect
      .poll(async () => (await growth.textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/startup exceeds 10 min 00 s in \d+ months?/);
    expect(await page.getByRole('img', { name: 'Startup time as the data grows' }).count()).toBe(1);
    await page
      .getByRole('img', { name: 'Startup time as the data grows' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'recommend-dba-5-growth');
    expect(app.errors).toEqual([]);
  });
});
