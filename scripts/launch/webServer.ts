/**
 * The browser edition's server (`npm run web`, scripts/web.mjs): serves the built renderer
 * (.vite/web) to this machine only. It listens on 127.0.0.1, answers only requests whose Host is
 * 127.0.0.1 or localhost on its own port (a page on another site that rebinds its DNS name to
 * 127.0.0.1 is refused) and only from a loopback peer, serves only files inside the build folder
 * (no directory listing, no `..`), with the renderer's Content-Security-Policy as a header.
 * Plain Node (http, fs): no dependency beyond Node.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const HOST = '127.0.0.1';

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The renderer's policy (src/app/index.html's meta tag) plus what only a header can say:
 * no framing by other pages.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // Rebuilt files keep their names (index.html): ask again each time.
  'cache-control': 'no-cache',
};

/** True for 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return v4.startsWith('127.') || address === '::1';
}

/** A Host header naming this server: 127.0.0.1 or localhost on its port (DNS rebinding guard). */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const h = host.toLowerCase();
  return h === `127.0.0.1:${port}` || h === `localhost:${port}`;
}

/**
 * The file a URL path names inside `root` (already a real path), or null: outside it, malformed,
 * hidden (a dot segment) or with a NUL byte. `/` is index.html.
 */
export function fileFor(root: string, url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path.split('/').some((s) => s.startsWith('.') && s !== '')) return null;
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  return file.startsWith(root + sep) ? file : null;
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
  res.end(`${text}\n`);
}

/** One request: the checks above, then the file with its MIME type (or 404). */
async function handle(
  root: string,
  port: () => number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!isLoopback(req.socket.remoteAddress)) return refuse(res, 403, 'Only this computer.');
  if (!isAllowedHost(req.headers.host, port()))
    return refuse(res, 403, `InnoSizer answers only at http://${HOST}:${port()}/`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return refuse(res, 405, 'Method not allowed.');
  }
  const file = fileFor(root, req.url ?? '/');
  if (file === null) return refuse(res, 404, 'Not found.');
  try {
    // A symbolic link inside the build may not lead out of it.
    const real = await realpath(file);
    if (!real.startsWith(root + sep) || !(await stat(real)).isFile())
      return refuse(res, 404, 'Not found.');
    const body = await readFile(real);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': MIME_TYPES[extname(real).toLowerCase()] ?? 'application/octet-stream',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    refuse(res, 404, 'Not found.');
  }
}

export interface WebServer {
  server: Server;
  port: number;
  url: string;
  close: () => Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0: a free port); rejects with the listen error (EADDRINUSE). */
export async function startWebServer(root: string, port: number): Promise<WebServer> {
  const realRoot = await realpath(root);
  let bound = port;
  const server = createServer((req, res) => {
    handle(realRoot, () => bound, req, res).catch(() => refuse(res, 500, 'Server error.'));
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  bound = address.port;
  return {
    server,
    port: bound,
    url: `http://${HOST}:${bound}/`,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
