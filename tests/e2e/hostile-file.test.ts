import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, screenshot, type AppSession } from './harness.ts';
import { chartsReady, pickInstance, startupText, typeValue } from './appHelpers.ts';
import { defaultScenario } from '../../src/core/scenario/defaults.ts';

/** Issue 16: a scenario file naming Object.prototype's properties must not blank the window. */
describe('journey: opening a hostile scenario file', () => {
  let app: AppSession;
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-hostile-'));
  beforeAll(async () => {
    app = await openApp();
    await chartsReady(app.page);
    // Opening over unsaved changes asks first: agree.
    app.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function open(name: string, text: string): Promise<void> {
    const file = join(dir, name);
    writeFileSync(file, text);
    const [chooser] = await Promise.all([
      app.page.waitForEvent('filechooser'),
      app.page.getByRole('button', { name: 'Open…' }).click(),
    ]);
    await chooser.setFiles(file);
  }

  it('region "constructor" shows an error naming it, and the window keeps working', async () => {
    const { page } = app;
    const s = defaultScenario();
    s.region = 'constructor';
    await open('proto-region.innosizer.json', JSON.stringify(s));
    await page.getByText('Region "constructor" is not in the catalog').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('InnoSizer');
    await screenshot(page, 'hostile-1-proto-region');
    await page.getByLabel('Region', { exact: true }).selectOption('us-east-1');
    await expect.poll(() => startupText(page)).toMatch(/\d+ min \d+ s|\d+ s/);
    await typeValue(page, 'Provisioned IOPS', '6000');
    await expect.poll(() => page.title()).toMatch(/^• /);
    expect(app.errors).toEqual([]);
  });

  it('instance "toString" and a "__proto__" key: errors, the document still edits', async () => {
    const { page } = app;
    const text = JSON.stringify(defaultScenario()).replace(
      '"type":"m6i.large"',
      '"type":"toString","__proto__":{"customVcpu":1}',
    );
    await open('proto-instance.innosizer.json', text);
    await page.getByText('Instance type "toString" is not in the catalog').first().waitFor();
    await pickInstance(page, 'm6i.xlarge');
    await expect.poll(() => startupText(page)).toMatch(/\d+ min \d+ s|\d+ s/);
    expect(await page.locator('.crash').count()).toBe(0);
    await screenshot(page, 'hostile-2-recovered');
    expect(app.errors).toEqual([]);
  });
});
