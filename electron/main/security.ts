import type { WebPreferences } from 'electron';

/**
 * Web preferences of every window (Electron security checklist:
 * https://www.electronjs.org/docs/latest/tutorial/security). The values below are Electron's
 * defaults since v20 except where noted; they are spelled out so a reviewer (and
 * Electronegativity) sees them, and so an upgrade that changed a default would not change ours.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    // A file dropped on the window must not replace the app with file://; the renderer handles drops.
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  };
}

/** The production policy: the same as the meta tag in src/app/index.html, plus what only a header can say. */
const PRODUCTION_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
];

/**
 * Content-Security-Policy header for the renderer. With a dev server origin (npm start only) the
 * policy loosens exactly what Vite's hot reload needs: the inline React-refresh preamble
 * (`'unsafe-inline'` scripts) and the HMR websocket to the same host.
 */
export function contentSecurityPolicy(devServerOrigin?: string): string {
  if (!devServerOrigin) return PRODUCTION_DIRECTIVES.join('; ');
  const ws = devServerOrigin.replace(/^http/, 'ws');
  return PRODUCTION_DIRECTIVES.map((directive) => {
    if (directive.startsWith('script-src ')) return `script-src 'self' 'unsafe-inline'`;
    if (directive.startsWith('connect-src ')) return `connect-src 'self' ${ws}`;
    return directive;
  }).join('; ');
}
