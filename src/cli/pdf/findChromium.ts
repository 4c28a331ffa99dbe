import { existsSync } from 'node:fs';

/**
 * Where the CLI looks for a Chromium to print the PDF with: INNOSIZER_CHROMIUM first, then the
 * usual Debian/Ubuntu/macOS places (the same list as tests/e2e/chromium.ts).
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
] as const;

export const CHROMIUM_HINT =
  'install Chromium (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set INNOSIZER_CHROMIUM to a Chromium or Chrome executable';

export type FindChromiumResult = { ok: true; path: string } | { ok: false; error: string };

/** The Chromium executable, or a one-line error saying how to get one. */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
  candidates: readonly string[] = CHROMIUM_CANDIDATES,
): FindChromiumResult {
  const override = env.INNOSIZER_CHROMIUM;
  if (override) {
    if (!exists(override))
      return {
        ok: false,
        error: `INNOSIZER_CHROMIUM=${override} does not exist: ${CHROMIUM_HINT}`,
      };
    return { ok: true, path: override };
  }
  const found = candidates.find((p) => exists(p));
  if (!found) return { ok: false, error: `no Chromium found to print the PDF: ${CHROMIUM_HINT}` };
  return { ok: true, path: found };
}

/** Flags for a headless Chromium that needs no network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
