import { afterAll, beforeAll } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openApp, type AppSession, type OpenAppOptions } from './harness.ts';

/** The predicted startup time as shown (text). */
export async function startupText(page: Page): Promise<string> {
  return (await page.getByLabel('Predicted startup time').textContent()) ?? '';
}

/** The headline QPS as a number ("30,021 QPS" → 30021). */
export async function qpsNumber(page: Page): Promise<number> {
  const text = (await page.getByLabel('Predicted QPS').textContent()) ?? '';
  return Number((/([\d,]+)\s*QPS/.exec(text)?.[1] ?? '0').replace(/,/g, ''));
}

export async function costText(page: Page): Promise<string> {
  return (await page.getByLabel('Monthly cost', { exact: true }).textContent()) ?? '';
}

/** Types a value into a labelled numeric field and presses Enter. */
export async function typeValue(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

/** Drags a labelled slider from its left edge to `fraction` of its width in `steps` moves. */
export async function dragSlider(
  page: Page,
  label: string,
  fraction: number,
  steps = 20,
): Promise<void> {
  const box = await page.getByLabel(`${label} slider`).boundingBox();
  if (!box) throw new Error(`no slider ${label}`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 4, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * fraction, y, { steps });
  await page.mouse.up();
}

/** Waits until the charts have drawn. */
export async function chartsReady(page: Page): Promise<void> {
  await page.locator('.chart svg').first().waitFor();
}

/** Chooses an instance type in the picker by keyboard: types its name, then Enter. */
export async function pickInstance(page: Page, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Instance type' });
  await input.fill(name);
  await page.getByRole('listbox', { name: 'Instance types' }).getByRole('option').first().waitFor();
  await input.press('Enter');
}

/**
 * The app for a whole describe block: opened (charts drawn) before its tests, closed after them.
 * The session's fields are read when a test runs, so `const { page } = app` works inside `it`.
 */
export function appForSuite(options: OpenAppOptions = {}): AppSession {
  let session: AppSession | undefined;
  beforeAll(async () => {
    session = await openApp(options);
    await chartsReady(session.page);
  });
  afterAll(async () => {
    await session?.close();
  });
  const open = (): AppSession => {
    if (!session) throw new Error('the app opens before the tests: use it inside a test');
    return session;
  };
  return {
    get browser() {
      return open().browser;
    },
    get page() {
      return open().page;
    },
    get url() {
      return open().url;
    },
    get errors() {
      return open().errors;
    },
    close: () => open().close(),
  };
}

/**
 * Export recommendation… from a document without targets: the prompt asks for them, they are
 * given, and the report opens in a new tab. `onPrompt` runs while the prompt is open (a
 * screenshot). Returns the report's tab once it is ready to print.
 */
export async function exportWithTargets(
  page: Page,
  targets: { startupSeconds: string; qps: string },
  onPrompt?: (dialog: Locator) => Promise<unknown>,
): Promise<Page> {
  await page.getByRole('button', { name: 'Export recommendation…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Targets for the recommendation' });
  await dialog.waitFor({ timeout: 30_000 });
  await onPrompt?.(dialog);
  await dialog.getByLabel('Startup target (s)').fill(targets.startupSeconds);
  await dialog.getByLabel('QPS target').fill(targets.qps);
  const [popup] = await Promise.all([
    page.waitForEvent('popup', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Recommend and export' }).click(),
  ]);
  await popup.waitForSelector('body[data-report-ready="true"]', { timeout: 60_000 });
  return popup;
}

/** The Recommend tab with these targets searched: the result rows once the table is drawn. */
export async function recommendRows(
  page: Page,
  maxStartup: string,
  minQps: string,
): Promise<Locator> {
  await page.getByRole('tab', { name: 'Recommend' }).click();
  await page.getByLabel('Max startup (s)').fill(maxStartup);
  await page.getByLabel('Min QPS').fill(minQps);
  await page.getByRole('button', { name: 'Recommend', exact: true }).click();
  const table = page.getByRole('table', { name: 'Recommended configurations' });
  await table.waitFor({ timeout: 60_000 });
  return table.locator('tbody tr.result');
}

/** Export recommendation… in the Recommend tab: the report's tab once it is ready to print. */
export async function exportFromRecommend(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup', { timeout: 60_000 }),
    page
      .getByRole('region', { name: 'Recommendation' })
      .getByRole('button', { name: 'Export recommendation…' })
      .click(),
  ]);
  await popup.waitForSelector('body[data-report-ready="true"]', { timeout: 60_000 });
  return popup;
}
