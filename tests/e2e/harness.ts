import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { EDITION_NOTICE_KEY } from '../../src/app/platform/editionNotice.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const WEB_ROOT = resolve(import.meta.dirname, '../../.vite/web');
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * The print tab asks for the browser's print dialog (window.print) once the report is drawn; in
 * headless Chromium that dialog holds the page (page.pdf answers "already being printed"), so the
 * journeys count the requests in `window.__printRequests` instead and print with page.pdf.
 */
export const RECORD_PRINT = `window.print = () => { window.__printRequests = (window.__printRequests || 0) + 1; };`;

/** Serves the built renderer (npm run build:web) on a loopback port. */
export async function serveRenderer(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) {
    throw new Error(
      `No built renderer at ${WEB_ROOT}: run \`npm run build:web\` first (npm run test:e2e does).`,
    );
  }
  const server: Server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(WEB_ROOT, urlPath === '/' ? 'index.html' : urlPath));
    if (!file.startsWith(WEB_ROOT)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export interface AppSession {
  browser: Browser;
  page: Page;
  url: string;
  /** Browser console errors and page errors seen so far (tests assert there are none). */
  errors: string[];
  close: () => Promise<void>;
}

/** Launches Debian's Chromium, opens the renderer and collects console errors. */
export type OpenAppOptions = NonNullable<Parameters<typeof openApp>[0]>;

export async function openApp(
  options: {
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    /** Lets page.addScriptTag inject test tools (axe-core) past the app's strict CSP. */
    bypassCSP?: boolean;
    /**
     * Runs in the page before the app's scripts: e.g. sets `window.innosizer` to a stand-in for
     * the Electron preload's bridge (tests/e2e/bridge.ts).
     */
    initScript?: string;
  } = {},
): Promise<AppSession> {
  const server = await serveRenderer();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
    bypassCSP: options.bypassCSP ?? false,
  });
  // The browser edition's one-time notice, already dismissed: journeys see the app as a returning
  // user does (web-edition.test.ts sees it as a first-time user).
  await context.addInitScript(
    `try { localStorage.setItem(${JSON.stringify(EDITION_NOTICE_KEY)}, '1'); } catch {}`,
  );
  await context.addInitScript(RECORD_PRINT);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(server.url);
  return {
    browser,
    page,
    url: server.url,
    errors,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Saves a screenshot under test-results/screenshots (look at them). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
