import { isTrustedOrigin, safeUrl } from './origin.ts';

/**
 * Navigation rules (Electron security checklist, items 13 and 14:
 * https://www.electronjs.org/docs/latest/tutorial/security#13-disable-or-limit-navigation).
 * The renderer is a single page: it never needs to leave its origin, and it never opens windows.
 */

/** `will-navigate` / `will-redirect`: stay on the app's own origin (a reload), nothing else. */
export function allowNavigation(url: string, trustedOrigins: readonly string[]): boolean {
  return isTrustedOrigin(url, trustedOrigins);
}

/**
 * Hosts whose pages the app may open in the user's browser (documentation and price sources
 * cited by the model). Exact host names: no wildcards, so a look-alike subdomain is refused.
 */
export const EXTERNAL_HOSTS: readonly string[] = [
  'aws.amazon.com',
  'docs.aws.amazon.com',
  'dev.mysql.com',
  'www.electronjs.org',
  'github.com',
];

/**
 * `shell.openExternal` only for plain https links to allow-listed hosts (checklist item 15:
 * https://www.electronjs.org/docs/latest/tutorial/security#15-do-not-use-shellopenexternal-with-untrusted-content).
 * Refuses other schemes (file:, smb:, javascript:, custom handlers), credentials in the URL and
 * non-default ports.
 */
export function allowOpenExternal(url: string, hosts: readonly string[] = EXTERNAL_HOSTS): boolean {
  if (url.length > 2048) return false;
  const parsed = safeUrl(url);
  if (!parsed) return false;
  if (parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.port !== '') return false;
  return hosts.includes(parsed.hostname.toLowerCase());
}

/** What `setWindowOpenHandler` does with a request: never a new Electron window. */
export type WindowOpenDecision = { action: 'deny'; openExternally: boolean };

export function decideWindowOpen(
  url: string,
  hosts: readonly string[] = EXTERNAL_HOSTS,
): WindowOpenDecision {
  return { action: 'deny', openExternally: allowOpenExternal(url, hosts) };
}

/** URL schemes a renderer may load without a network: its own bundle, inline data, devtools. */
const LOCAL_SCHEMES = new Set(['app:', 'data:', 'blob:', 'devtools:']);

/**
 * Every request the renderer (or anything it loads) makes: only the app's own origins and local
 * schemes — no remote content (checklist item 1). In development the Vite dev server's HMR
 * websocket (ws:// on the dev server's host and port) is allowed too.
 */
export function allowRequest(url: string, trustedOrigins: readonly string[]): boolean {
  const parsed = safeUrl(url);
  if (!parsed) return false;
  if (LOCAL_SCHEMES.has(parsed.protocol)) {
    return parsed.protocol !== 'app:' || isTrustedOrigin(url, trustedOrigins);
  }
  if (parsed.protocol === 'ws:' || parsed.protocol === 'wss:') {
    const asHttp = `${parsed.protocol === 'ws:' ? 'http:' : 'https:'}//${parsed.host}/`;
    return isTrustedOrigin(asHttp, trustedOrigins);
  }
  return isTrustedOrigin(url, trustedOrigins);
}

/**
 * Permission requests and checks (checklist item 5: handle session permission requests). The app
 * needs none but writing to the clipboard (copying a result), and that only from its own pages;
 * camera, microphone, geolocation, notifications, MIDI, HID, serial and the rest are refused.
 */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function allowPermission(
  permission: string,
  requestingUrl: string,
  trustedOrigins: readonly string[],
): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isTrustedOrigin(requestingUrl, trustedOrigins);
}
