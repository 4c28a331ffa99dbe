/**
 * `npm run bench -- ui`: one slider step → every visible chart updated, measured in Chromium.
 *
 * Builds the browser renderer if .vite/web is missing, opens it headless, and drags the IOPS and
 * throughput sliders in small mouse moves (a scripted drag, one move per frame). The app measures
 * (src/app/perf.ts), from the slider's input event:
 *   - `innosizer:update`, to the end of the frame that painted the charts' lines, dots and current
 *     points for it (the point figures): the target, p95 ≤ 16 ms (one frame at 60 Hz);
 *   - `innosizer:ranges`, to the end of the frame that painted the uncertainty bands (drawn in the
 *     step's own frame since issue 36's speed item, so it equals the step's frame): the bands' lag;
 * and `innosizer:input-delay`, from the pointer event to the slider's input event (Chromium holds
 * pointer moves until the next frame starts: up to a frame by design, more behind a long task).
 * Prints p50/p95/max of each. Run `npm run build:web` after changing the app: the bench serves
 * whatever .vite/web holds.
 *
 * `UI_BENCH_TAB=compare` drags with the Compare tab open and four scenarios pinned, so the
 * recharts charts there (deferred) are on screen during the drag too.
 *
 * `UI_BENCH_CPU_SLOWDOWN=3` runs the renderer's main thread 3 times slower (Chromium's CPU
 * throttling, as DevTools' "3× slowdown"): how much margin the target has on a slower machine than
 * this one. It slows the main thread only, not Chromium's raster and GPU threads.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts';
import { serveRenderer } from '../tests/e2e/harness.ts';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(root, '.vite/web/index.html'))) {
  console.log('building the renderer (npm run build:web)…');
  const r = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const STEPS = 120;
const slowdown = Number(process.env.UI_BENCH_CPU_SLOWDOWN ?? '1');
if (!Number.isFinite(slowdown) || slowdown < 1) {
  console.error(
    `ui: UI_BENCH_CPU_SLOWDOWN must be a number of at least 1, such as 3 (got "${process.env.UI_BENCH_CPU_SLOWDOWN}")`,
  );
  process.exit(2);
}
const PASSES = 3;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

const server = await serveRenderer();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(server.url);
  await page.locator('.chart svg').first().waitFor();
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  const tab = process.env.UI_BENCH_TAB;
  if (tab === 'compare') {
    await page.getByRole('tab', { name: 'Compare' }).click();
    for (const iops of ['3000', '6000', '9000', '12000']) {
      const field = page.getByLabel('Provisioned IOPS', { exact: true });
      await field.fill(iops);
      await field.press('Enter');
      await page.getByRole('button', { name: 'Pin current scenario' }).click();
    }
    await page.locator('.compare-charts .recharts-bar-rectangle').first().waitFor();
  }
  for (const label of ['Provisioned IOPS slider', 'Throughput slider']) {
    const box = await page.getByLabel(label, { exact: true }).boundingBox();
    if (!box) throw new Error(`no ${label}`);
    const y = box.y + box.height / 2;
    for (let pass = 0; pass < PASSES; pass++) {
      await page.mouse.move(box.x + 3, y);
      await page.mouse.down();
      for (let i = 1; i <= STEPS; i++) {
        const t = pass % 2 === 0 ? i / STEPS : 1 - i / STEPS;
        await page.mouse.move(box.x + 3 + (box.width - 6) * t, y);
        // One step per frame, as a hand drags: let the app paint before the next input.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      }
      await page.mouse.up();
    }
  }
  await page.waitForTimeout(200);
  const stats = async (name: string) => {
    const d = await page.evaluate(
      (n) => performance.getEntriesByName(n).map((e) => e.duration),
      name,
    );
    return d.sort((a, b) => a - b);
  };
  const sorted = await stats('innosizer:update');
  const ranges = await stats('innosizer:ranges');
  const line = (label: string, v: number[]) =>
    `${label}: p50 ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms, ` +
    `max ${(v.at(-1) ?? NaN).toFixed(1)} ms over ${v.length} updates`;
  console.log(`ui: ${line('slider step → charts painted with its point figures', sorted)}`);
  const bandsP95 = percentile(ranges, 95);
  console.log(
    `ui: ${line('slider step → uncertainty bands caught up, painted', ranges)} (issue 36 target p95 ≤ 16 ms: ${bandsP95 <= 16 ? 'meets' : 'MISSES'})`,
  );
  const delay = await stats('innosizer:input-delay');
  console.log(`ui: ${line('pointer event → slider input event (input delay)', delay)}`);
  console.log(
    `ui: Chromium ${browser.version()}; tab ${tab ?? 'charts'}; ` +
      `CPU ${slowdown > 1 ? `${slowdown}× slowed` : 'not slowed'}; target p95 ≤ 16 ms`,
  );
  if (sorted.length < STEPS) {
    console.error(`ui: only ${sorted.length} updates measured; the drag did not drive the app`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}
