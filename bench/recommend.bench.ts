/**
 * `npm run bench -- recommend`: the app's Recommend against `innosizer recommend` on the same
 * search (issue 30: the app took 3 s where the CLI took 0.3 s). Target: the app within 1.5 × the
 * CLI's search.
 *
 * - CLI: the search `innosizer recommend --max-startup 300 --min-qps 5000` runs (the default
 *   scenario, EBS only, page size and architecture kept, the range rule), timed in this process as the CLI calls it
 *   (`recommend()`), best of 5; the whole command's wall time (Node start-up included) is printed
 *   beside it.
 * - App: the built renderer in Chromium (npm run build:web), Recommend pressed on the Recommend tab
 *   with the same targets; the app measures `innosizer:recommend` (src/app/features/recommend/
 *   runRecommend.ts), from the press to the response back from its Web Worker, best of 5.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts';
import { serveRenderer } from '../tests/e2e/harness.ts';
import { DEFAULT_CATALOG } from '../src/core/catalog/index.ts';
import { recommend } from '../src/core/recommend/index.ts';
import { defaultScenario } from '../src/core/scenario/defaults.ts';
import { targetsFor } from '../src/app/features/recommend/runRecommend.ts';
import { DEFAULT_RECOMMEND_OPTIONS } from '../src/app/store/store.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = 5;
const GOAL = { maxStartupSeconds: 300, minQps: 5000 };

if (!existsSync(resolve(root, '.vite/web/index.html'))) {
  console.log('building the renderer (npm run build:web)…');
  const r = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

// The CLI's search, in-process.
const targets = targetsFor(defaultScenario(), GOAL, DEFAULT_RECOMMEND_OPTIONS);
const cliRuns: number[] = [];
let searched = 0;
for (let i = 0; i < RUNS; i += 1) {
  const t0 = performance.now();
  searched = recommend(targets, DEFAULT_CATALOG).searched;
  cliRuns.push(performance.now() - t0);
}
const cli = Math.min(...cliRuns);

// The whole command, for reference (and to check it searches the same configurations).
const t0 = performance.now();
const cmd = spawnSync(
  process.execPath,
  [
    resolve(root, 'bin/innosizer.mjs'),
    'recommend',
    '--max-startup',
    '300',
    '--min-qps',
    '5000',
    '--json',
  ],
  { cwd: root, encoding: 'utf8' },
);
const cmdWall = performance.now() - t0;
const cliSearched =
  cmd.status === 0 ? (JSON.parse(cmd.stdout) as { searched: number }).searched : NaN;

// The app.
const server = await serveRenderer();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let app = NaN;
let appRuns: number[] = [];
let appSearched = '';
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(server.url);
  await page.locator('.chart svg').first().waitFor();
  await page.getByRole('tab', { name: 'Recommend' }).click();
  await page.getByLabel('Max startup (s)').fill(String(GOAL.maxStartupSeconds));
  await page.getByLabel('Min QPS').fill(String(GOAL.minQps));
  const button = page.getByRole('button', { name: 'Recommend', exact: true });
  for (let i = 0; i < RUNS; i += 1) {
    await button.click();
    await button.waitFor({ state: 'visible' });
    await page.waitForFunction(
      (n) => performance.getEntriesByName('innosizer:recommend').length >= n,
      i + 1,
      { timeout: 120_000 },
    );
  }
  appRuns = await page.evaluate(() =>
    performance.getEntriesByName('innosizer:recommend').map((e) => e.duration),
  );
  app = Math.min(...appRuns);
  appSearched = (await page.locator('.recommend p.explain').first().textContent()) ?? '';
} finally {
  await browser.close();
  await server.close();
}

const ratio = app / cli;
console.log(
  `recommend, CLI search: ${searched.toLocaleString('en-US')} configurations in ${cli.toFixed(0)} ms (best of ${RUNS}: ${cliRuns.map((x) => x.toFixed(0)).join(', ')} ms); the whole \`innosizer recommend\` command ${cmdWall.toFixed(0)} ms wall, ${cliSearched.toLocaleString('en-US')} configurations`,
);
console.log(
  `recommend, app (Web Worker): ${app.toFixed(0)} ms (best of ${RUNS}: ${appRuns.map((x) => x.toFixed(0)).join(', ')} ms); ${appSearched.slice(0, 60)}…`,
);
console.log(`app / CLI: ${ratio.toFixed(2)} × (target ≤ 1.5 ×)`);
if (!appSearched.includes(searched.toLocaleString('en-US')) || cliSearched !== searched) {
  console.error(
    'recommend: the app, the CLI and this bench did not search the same configurations',
  );
  process.exitCode = 1;
}
if (!(ratio <= 1.5)) process.exitCode = 1;
