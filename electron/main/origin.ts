/**
 * Where the renderer comes from. In a packaged app (and `npm run package`) it is served by our own
 * `app://innosizer/` protocol (protocol.ts), never file://: a custom standard scheme gives the
 * renderer a real origin, so CSP `'self'`, the sender check of every IPC message and navigation
 * rules can all compare against one origin. During `npm start` Forge's Vite dev server serves it
 * on http://localhost:<port>; that origin is trusted only in development.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'innosizer';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The renderer's entry page on the app protocol. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * True when `url` has exactly the given origin (scheme, host and port). Compared field by field
 * because Node's URL gives `origin === 'null'` for non-special schemes such as app://.
 */
export function hasOrigin(url: string, origin: string): boolean {
  const a = safeUrl(url);
  const b = safeUrl(origin);
  if (!a || !b) return false;
  return a.protocol === b.protocol && a.hostname === b.hostname && a.port === b.port;
}

/** True when `url` belongs to one of the trusted renderer origins. */
export function isTrustedOrigin(url: string, trustedOrigins: readonly string[]): boolean {
  return trustedOrigins.some((origin) => hasOrigin(url, origin));
}

/**
 * The origins the shell trusts: the app protocol, plus the Vite dev server's when one is given
 * (development only; the production build defines no dev server URL).
 */
export function trustedOrigins(devServerUrl: string | undefined): string[] {
  const origins = [APP_ORIGIN];
  if (devServerUrl) {
    const dev = safeUrl(devServerUrl);
    if (dev && (dev.protocol === 'http:' || dev.protocol === 'https:')) {
      origins.push(`${dev.protocol}//${dev.host}`);
    }
  }
  return origins;
}

export function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
