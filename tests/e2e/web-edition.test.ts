/**
 * The browser edition as a user starts it (issue 32): `npm run web -- --no-open --port 0` prints
 * its address; Chromium opens it, sees the one-time notice, changes the IOPS, asks for a
 * recommendation and exports it through the print view (the print tab, then its PDF). The server
 * runs in its own process group and is stopped in every path (afterAll, and on exit).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOptions } from '../../src/report-view/pdfOptions.ts';
import { exportFromRecommend, recommendRows, startupText, typeValue } from './appHelpers.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { RECORD_PRINT, SCREENSHOT_DIR } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = resolve(ROOT, 'test-results/report');

/** Stops the server's whole process group (npm, its shell and node): TERM, then KILL. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The address the server prints, or why it never came (its output so far). */
function addressFrom(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((ok, fail) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`npm run web printed no address in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const m = /InnoSizer \(browser edition\): (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`npm run web exited (${code}) before printing an address:\n${output}`));
    });
  });
}

describe('journey: the browser edition started with npm run web', () => {
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  const killOnExit = () => {
    if (server?.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };

  beforeAll(async () => {
    process.once('exit', killOnExit);
    server = spawn(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['run', 'web', '--', '--no-open', '--port', '0'],
      {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: process.env,
        shell: process.platform === 'win32',
      },
    );
    // It builds first when the sources are newer than .vite/web (npm run test:e2e built it).
    url = await addressFrom(server, 110_000);
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(RECORD_PRINT);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await stop(server);
    process.off('exit', killOnExit);
  });

  it('opens at the printed address with the notice of what differs, once', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto(url);
    const notice = page.getByRole('region', { name: 'Browser edition' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/no native menus or recent files/);
    expect(await page.locator('.platform').textContent()).toBe('browser');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'web-edition-1-first-start.png') });
    await notice.getByRole('button', { name: 'Got it' }).click();
    await page.reload();
    await page.getByLabel('Provisioned IOPS', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Browser edition' }).count()).toBe(0);
  });

  it('sizes, recommends and exports the recommendation through the print view', async () => {
    const before = await startupText(page);
    await typeValue(page, 'Provisioned IOPS', '12000');
    await expect.poll(() => startupText(page)).not.toBe(before);

    expect(await (await recommendRows(page, '120', '4000')).count()).toBeGreaterThan(0);

    const popup = await exportFromRecommend(page);
    // Served by the same server; the tab opens the print dialog itself ("Save as PDF").
    expect(popup.url()).toBe(`${url}?print-dialog#print`);
    await expect
      .poll(() => popup.evaluate(() => (window as { __printRequests?: number }).__printRequests))
      .toBe(1);
    const report = (await popup.locator('main.report').innerText()).replace(/\s+/g, ' ');
    expect(report).toMatch(/12,000/);
    await page.getByText(/^Opened the report in a new tab: use its print dialog/).waitFor();

    mkdirSync(OUT, { recursive: true });
    const pdfPath = join(OUT, 'web-edition.pdf');
    writeFileSync(pdfPath, await popup.pdf(pdfOptions('A4')));
    const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(pdfText.replace(/\s+/g, ' ')).toMatch(/Page 1 of \d+/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'web-edition-2-recommend.png') });
    await popup.close();
    expect(errors).toEqual([]);
  });
});
