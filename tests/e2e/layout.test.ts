import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartsReady, exportFromRecommend } from './appHelpers.ts';
import { openApp, type AppSession } from './harness.ts';
import { generateInventory } from '../fixtures/fleet/generate.ts';

/**
 * Issue 13: the window reads well at every usual desktop size, in both themes. For every size,
 * theme and tab: no panel scrolls sideways, no headline figure wraps, the toolbar stays on one
 * line and no drop-down cuts its label. A screenshot of every case goes to
 * test-results/layout/ (look at them).
 */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const TABS = ['Charts', 'Recovery', 'Recommend', 'Compare', 'Import & calibrate', 'Fleet'] as const;
const FIXTURE = resolve(import.meta.dirname, '../fixtures/imports/brief-startup.csv');
/** An iostat capture: the Import tab then shows the Production workload view too. */
const CAPTURE = resolve(import.meta.dirname, '../fixtures/telemetry/iostat-5min-gp3-3000.txt');
const INVENTORY = join(mkdtempSync(join(tmpdir(), 'innosizer-layout-')), 'fleet.csv');
writeFileSync(INVENTORY, generateInventory(12, 5));
const LAYOUT_DIR = resolve(import.meta.dirname, '../../test-results/layout');

/** Everything that is a panel: its content must fit its width (1 px of rounding allowed). */
const PANELS = [
  '.topbar',
  '.body',
  '.sizing',
  '.main',
  '.results',
  '.card',
  '.tabs',
  '.tabpanel',
  '.panel',
  '.chart',
  '.rchart',
  '.charts',
  '.compare-charts',
  '.calibration-charts',
  '.statusbar',
  'table',
  'figure',
].join(', ');

interface LayoutProblem {
  what: string;
  detail: string;
}

/** Measures the page as laid out: returns every overflow, wrap and clipped label found. */
async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((panelSelector) => {
    const problems: { what: string; detail: string }[] = [];
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        el.querySelector('h2, h3, figcaption, caption, .rchart-title')?.textContent ??
        '';
      return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${label ? ` "${label.slice(0, 40)}"` : ''}`;
    };
    /** Lines the element's text takes (each piece of its layout on its own row counts). */
    const textRows = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
    };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push({ what: 'page', detail: `${doc.scrollWidth} > ${doc.clientWidth}` });
    for (const el of document.querySelectorAll<HTMLElement>(panelSelector)) {
      if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue;
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push({
          what: 'overflow',
          detail: `${name(el)}: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
        });
      // Content that sticks out of the panel without making it scroll (overflow: hidden/clip).
      // Content of a box that scrolls sideways on purpose (the fleet table at 1024 px) is reached
      // by scrolling that box: it is listed as a note, not a problem.
      const box = el.getBoundingClientRect();
      const scroller = (child: Element): Element | null => {
        for (let a = child.parentElement; a && a !== el; a = a.parentElement) {
          const x = getComputedStyle(a).overflowX;
          if (x === 'auto' || x === 'scroll') return a;
        }
        return null;
      };
      for (const child of el.querySelectorAll<HTMLElement>('svg, button, select, input, .big')) {
        const c = child.getBoundingClientRect();
        if (c.width === 0) continue;
        if (scroller(child)) continue;
        if (c.right > box.right + 1 || c.left < box.left - 1)
          problems.push({
            what: 'sticks out',
            detail: `${child.tagName.toLowerCase()} ${child.getAttribute('aria-label') ?? child.textContent?.slice(0, 30) ?? ''} in ${name(el)}: ${Math.round(c.left)}..${Math.round(c.right)} outside ${Math.round(box.left)}..${Math.round(box.right)}`,
          });
      }
    }
    // The fleet table fits the pane at every size (issue 30: it scrolled sideways at 1024 px).
    for (const el of document.querySelectorAll<HTMLElement>('.fleet-table-wrap')) {
      if (el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
        problems.push({
          what: 'scrolls sideways',
          detail: `${name(el)}: ${el.scrollWidth} in ${el.clientWidth}`,
        });
    }
    // Headline figures on one line.
    for (const el of document.querySelectorAll<HTMLElement>(
      '.big, .mini td, td.num, .legend-value',
    )) {
      if (textRows(el) > 1)
        problems.push({ what: 'wrapped figure', detail: `"${el.textContent}"` });
    }
    // Identifiers on one line: a fleet's server names and regions.
    for (const el of document.querySelectorAll<HTMLElement>(
      '.fleet-table .fleet-name, .fleet-table .ident',
    )) {
      if (textRows(el) > 1) problems.push({ what: 'wrapped name', detail: `"${el.textContent}"` });
    }
    // The toolbar on one line: every control on the same row.
    const tops = new Set(
      [...document.querySelectorAll<HTMLElement>('.topbar button, .topbar select')].map((b) =>
        Math.round(b.getBoundingClientRect().top / 8),
      ),
    );
    if (tops.size > 1) problems.push({ what: 'toolbar wraps', detail: `${tops.size} rows` });
    for (const b of document.querySelectorAll<HTMLElement>('button, [role="tab"]')) {
      if (b.offsetParent === null) continue;
      // A sortable column's heading is a heading: it may take two lines, as any <th>.
      if (b.parentElement?.tagName === 'TH') continue;
      if (textRows(b) > 1) problems.push({ what: 'button wraps', detail: `"${b.textContent}"` });
    }
    // Drop-downs show their labels whole (text width against the box less the arrow).
    const canvas = document.createElement('canvas').getContext('2d');
    for (const s of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (s.offsetParent === null || !canvas) continue;
      const style = getComputedStyle(s);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The longest choice, so no label is cut whichever is picked.
      const text = [...s.options]
        .map((o) => o.textContent ?? '')
        .reduce((a, b) => (canvas.measureText(b).width > canvas.measureText(a).width ? b : a), '');
      const room =
        s.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        // Chromium's drop-down arrow.
        18;
      const need = canvas.measureText(text).width;
      if (need > room + 1)
        problems.push({
          what: 'cut label',
          detail: `${s.getAttribute('aria-label') ?? s.id} "${text}" needs ${Math.ceil(need)} px, has ${Math.floor(room)}`,
        });
    }
    // Text cut by an ellipsis or clipping: the document name is allowed to ellipsise, nothing else.
    for (const el of document.querySelectorAll<HTMLElement>(
      'label, legend, h1, h2, h3, th, td, figcaption, .rchart-title, .legend-label',
    )) {
      if (el.offsetParent === null) continue;
      // Visually hidden on purpose (the product name at 1024 px, still the page's heading).
      if (el.clientWidth <= 1 && getComputedStyle(el).position === 'absolute') continue;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
        problems.push({ what: 'clipped text', detail: `"${el.textContent?.slice(0, 50)}"` });
    }
    return problems;
  }, PANELS);
}

/**
 * Text in the charts (issue 30): every label inside its SVG, and no tick or target label over
 * another ("$10000" clipped at the edge, "0 min" over "$500", ticks outside the print view's
 * charts). Self-contained: runs in the page (the app's and the report's).
 */
function svgTextProblems(): { what: string; detail: string }[] {
  const problems: { what: string; detail: string }[] = [];
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || svg.closest('[aria-hidden="true"]')) continue;
    const chart =
      svg.getAttribute('aria-label')?.slice(0, 40) ??
      svg.closest('figure')?.getAttribute('aria-label') ??
      '';
    const texts = [...svg.querySelectorAll('text')].filter(
      (t) => (t.textContent ?? '').trim() !== '',
    );
    const rects = texts.map((t) => t.getBoundingClientRect());
    texts.forEach((t, i) => {
      const r = rects[i]!;
      if (r.width === 0) return;
      if (
        r.left < box.left - 1 ||
        r.right > box.right + 1 ||
        r.top < box.top - 1 ||
        r.bottom > box.bottom + 1
      )
        problems.push({
          what: 'label outside its chart',
          detail: `"${t.textContent}" in "${chart}"`,
        });
    });
    // Axis ticks and target labels must not lie over one another.
    const isLabel = (t: Element) =>
      t.closest('.ticks, .target, .recharts-cartesian-axis-tick, .tick') !== null ||
      t.classList.contains('tick') ||
      t.classList.contains('axis-title');
    for (let i = 0; i < texts.length; i++) {
      if (!isLabel(texts[i]!)) continue;
      for (let j = i + 1; j < texts.length; j++) {
        if (!isLabel(texts[j]!)) continue;
        const a = rects[i]!;
        const b = rects[j]!;
        if (a.width === 0 || b.width === 0) continue;
        if (
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1
        )
          problems.push({
            what: 'labels overlap',
            detail: `"${texts[i]!.textContent}" and "${texts[j]!.textContent}" in "${chart}"`,
          });
      }
    }
  }
  return problems;
}

async function prepareTab(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  if (tab === 'Charts') await chartsReady(page);
  if (tab === 'Recommend') {
    const table = page.getByRole('table', { name: 'Recommended configurations' });
    // No list yet, or one computed for another scenario (the Compare and Import tabs of the
    // previous size changed it; issue 41 item 3 turns Apply and Export off then): search again.
    const stale = page.getByRole('note', { name: 'Results out of date' });
    if ((await table.count()) === 0 || (await stale.count()) > 0) {
      await page.getByRole('button', { name: 'Recommend', exact: true }).click();
      await table.waitFor({ timeout: 90_000 });
      await stale.waitFor({ state: 'detached', timeout: 90_000 });
    }
  }
  if (tab === 'Compare') {
    const pin = page.getByRole('button', { name: 'Pin current scenario' });
    if (!(await page.getByRole('button', { name: /^Restore Pin 1:/ }).count())) {
      await pin.click();
      await page.getByLabel('Provisioned IOPS', { exact: true }).fill('12000');
      await page.getByLabel('Provisioned IOPS', { exact: true }).press('Enter');
      await pin.click();
    }
    await page.getByRole('img', { name: /^Startup time by phase: .*Pin 2/ }).waitFor();
  }
  if (tab === 'Import & calibrate') {
    if (!(await page.getByRole('img', { name: /^Measured vs predicted/ }).count())) {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import…', exact: true }).click(),
      ]);
      await chooser.setFiles(FIXTURE);
      await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
      await page.getByRole('button', { name: 'Calibrate from imported records' }).click();
      await page
        .getByRole('img', { name: /^Measured vs predicted/ })
        .first()
        .waitFor();
      const [capture] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import…', exact: true }).click(),
      ]);
      await capture.setFiles(CAPTURE);
      await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    }
    await page
      .getByRole('img', { name: /^Measured vs predicted/ })
      .first()
      .waitFor();
    await page.getByRole('region', { name: 'Production workload' }).waitFor();
  }
  if (tab === 'Fleet') {
    if (!(await page.locator('.fleet-totals').count())) {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Open inventory…' }).click(),
      ]);
      await chooser.setFiles(INVENTORY);
    }
    await page.locator('.fleet-totals').waitFor({ timeout: 60_000 });
  }
  await page.mouse.move(1, 1); // no hover tooltip in the screenshots
  // Let the charts' ResizeObservers and settle timers catch up with the new size.
  await page.waitForTimeout(400);
}

describe('journey: the window reads well at every size, in both themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    describe(`${scheme} theme`, () => {
      let app: AppSession;
      beforeAll(async () => {
        app = await openApp({ colorScheme: scheme, viewport: SIZES[0] });
        await chartsReady(app.page);
        // One theme with a skewed workload: the access-skew sliders and their rules fit too.
        if (scheme === 'dark') await app.page.getByLabel('Access skew').selectOption('95/5');
        mkdirSync(LAYOUT_DIR, { recursive: true });
      });
      afterAll(async () => {
        await app?.close();
      });

      for (const size of SIZES) {
        it(`${size.width}x${size.height}: nothing overflows, wraps or is cut on any tab`, async () => {
          const { page } = app;
          await page.setViewportSize(size);
          const found: string[] = [];
          const notes: string[] = [];
          for (const tab of TABS) {
            await prepareTab(page, tab);
            for (const p of [
              ...(await layoutProblems(page)),
              ...(await page.evaluate(svgTextProblems)),
            ])
              (p.what === 'note' ? notes : found).push(`${tab}: ${p.what}: ${p.detail}`);
            if (tab === 'Recommend') {
              // The print view of the recommendation (the PDF's layout) at the same size and theme.
              const popup = await exportFromRecommend(page);
              await popup.setViewportSize(size);
              for (const p of await popup.evaluate(svgTextProblems))
                found.push(`print view: ${p.what}: ${p.detail}`);
              await popup.close();
            }
            const slug = tab.split(' ')[0]!.toLowerCase();
            await page.screenshot({
              path: join(LAYOUT_DIR, `${size.width}x${size.height}-${scheme}-${slug}.png`),
              fullPage: false,
            });
            // The tab's lower part, which the main pane scrolls to.
            await page.locator('.main').evaluate((m) => m.scrollTo(0, m.scrollHeight));
            await page.screenshot({
              path: join(LAYOUT_DIR, `${size.width}x${size.height}-${scheme}-${slug}-end.png`),
            });
            if (tab === 'Import & calibrate') {
              // The Production workload view, between the import and the charts.
              await page
                .getByRole('region', { name: 'Production workload' })
                .evaluate((r) => r.scrollIntoView({ block: 'start' }));
              await page.screenshot({
                path: join(LAYOUT_DIR, `${size.width}x${size.height}-${scheme}-workload.png`),
              });
            }
            await page.locator('.main').evaluate((m) => m.scrollTo(0, 0));
          }
          writeFileSync(
            join(LAYOUT_DIR, `${size.width}x${size.height}-${scheme}-problems.txt`),
            [...found, ...notes].join('\n'),
          );
          expect(found).toEqual([]);
          expect(app.errors).toEqual([]);
        });
      }
    });
  }
});
