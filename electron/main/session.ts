// Electron glue: session hardening, the app:// protocol and navigation guards. The decisions are
// made by the plain modules (protocol.ts, navigation.ts, security.ts); this file only wires them.
import { readFile } from 'node:fs/promises';
import { app, protocol, shell, type Session } from 'electron';
import { APP_SCHEME } from './origin.ts';
import { appResponseHeaders, resolveAppRequest } from './protocol.ts';
import {
  allowNavigation,
  allowPermission,
  allowOpenExternal,
  allowRequest,
  decideWindowOpen,
} from './navigation.ts';

/** Must run before `ready`: app:// is a standard, secure scheme with a real origin. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer from `rendererDir` on app://innosizer/ with the CSP header. */
export function serveRenderer(rendererDir: string, csp: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const resolved = resolveAppRequest(rendererDir, request.url);
    if (!resolved.ok) return new Response(null, { status: resolved.status });
    try {
      const body = await readFile(resolved.filePath);
      return new Response(body, { headers: appResponseHeaders(resolved.mimeType, csp) });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}

/** No permissions, no remote requests, CSP on dev-server responses too. */
export function hardenSession(session: Session, origins: readonly string[], csp: string): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(allowPermission(permission, details.requestingUrl ?? contents.getURL(), origins));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    allowPermission(permission, requestingOrigin, origins),
  );
  session.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !allowRequest(details.url, origins) });
  });
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders, 'Content-Security-Policy': [csp] };
    callback({ responseHeaders: headers });
  });
}

/** Every web contents: no navigation away, no new windows, no <webview>. */
export function guardWebContents(origins: readonly string[]): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!allowNavigation(url, origins)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!allowNavigation(url, origins)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url);
      if (decision.openExternally) void openAllowedExternal(url);
      return { action: decision.action };
    });
  });
}

/**
 * The one call of shell.openExternal: only URLs allowOpenExternal accepts (https, allow-listed
 * documentation hosts) reach it; anything else is refused here, whoever asked.
 */
export async function openAllowedExternal(url: string): Promise<void> {
  if (!allowOpenExternal(url)) throw new Error(`Refused to open ${url.slice(0, 100)}`);
  // Reviewed: allowOpenExternal above admits only https links to allow-listed hosts.
  await shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
}
