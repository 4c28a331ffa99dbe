/**
 * The renderer's Content-Security-Policy (Electron security checklist, item 7:
 * https://www.electronjs.org/docs/latest/tutorial/security#7-define-a-content-security-policy).
 * Sent as a header with every app:// response (protocol.ts) and on dev-server responses
 * (session.ts); the renderer's own meta tag (src/app/index.html) says the same.
 */
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
