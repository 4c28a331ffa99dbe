import { existsSync } from 'node:fs';

/** Where Chromium may live: INNOSIZER_CHROMIUM first, then the usual Debian/Ubuntu/macOS places. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const INSTALL_HINT =
  'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
  'or point INNOSIZER_CHROMIUM at a Chromium or Chrome executable.';

/** The Chromium executable to drive, or an error that says how to get one. Never skips. */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const override = env.INNOSIZER_CHROMIUM;
  if (override) {
    if (!existsSync(override))
      throw new Error(`INNOSIZER_CHROMIUM=${override} does not exist. ${INSTALL_HINT}`);
    return override;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

/** Flags for a headless Chromium on a machine with no network but the loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
