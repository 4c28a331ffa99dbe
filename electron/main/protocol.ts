import path from 'node:path';
import { APP_HOST, APP_SCHEME, safeUrl } from './origin.ts';

/**
 * Resolution of `app://innosizer/<path>` requests to files of the built renderer. Only files
 * inside the renderer directory are served: `..` segments, percent-encoded dots and slashes,
 * backslashes, NUL bytes and absolute paths are all refused, whatever the URL parser left in.
 */
export type ResolvedRequest =
  { ok: true; filePath: string; mimeType: string } | { ok: false; status: 400 | 403 | 404 };

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function mimeTypeFor(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request URL to a file under `rootDir` (an absolute directory). The query and fragment are
 * ignored; `/` serves `index.html`.
 */
export function resolveAppRequest(rootDir: string, requestUrl: string): ResolvedRequest {
  const url = safeUrl(requestUrl);
  if (!url || url.protocol !== `${APP_SCHEME}:` || url.hostname !== APP_HOST) {
    return { ok: false, status: 400 };
  }
  if (url.username || url.password || url.port) return { ok: false, status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 400 };
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 403 };
  // A drive letter or UNC-like segment would make path.resolve leave the root on Windows.
  if (segments.some((s) => s.includes(':'))) return { ok: false, status: 403 };
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, relative);
  const fromRoot = path.relative(root, filePath);
  if (fromRoot === '' || fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) {
    return { ok: false, status: 403 };
  }
  return { ok: true, filePath, mimeType: mimeTypeFor(filePath) };
}

/** Headers of every app:// response: the strict CSP travels with the document itself. */
export function appResponseHeaders(mimeType: string, csp: string): Record<string, string> {
  return {
    'Content-Type': mimeType,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  };
}
