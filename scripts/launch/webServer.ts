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
import { sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from '../../electron/main/origin.ts';
import { appResponseHeaders, resolveAppRequest } from '../../electron/main/protocol.ts';
import { contentSecurityPolicy } from '../../electron/main/security.ts';

export const HOST = '127.0.0.1';

/** The desktop app's policy (electron/main/security.ts), frame-ancestors 'none' included. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Electron's app:// headers (CSP, nosniff, no referrer, same-origin opener) and a few more. */
function headers(mimeType: string): Record<string, string> {
  return {
    ...appResponseHeaders(mimeType, CONTENT_SECURITY_POLICY),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    // Rebuilt files keep their names (index.html): ask again each time.
    'Cache-Control': 'no-cache',
  };
}

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
 * The file a request path names inside `root`, or null: the desktop app's app:// rule
 * (electron/main/protocol.ts: no `..`, encoded dots or slashes, backslashes, NUL, drive letters;
 * `/` is index.html), and no hidden (dot) file.
 */
export function fileFor(root: string, url: string): { path: string; mimeType: string } | null {
  const r = resolveAppRequest(
    root,
    `${APP_SCHEME}://${APP_HOST}${url.startsWith('/') ? url : '/'}`,
  );
  if (!r.ok) return null;
  if (
    r.filePath
      .slice(root.length)
      .split(sep)
      .some((s) => s.startsWith('.'))
  )
    return null;
  return { path: r.filePath, mimeType: r.mimeType };
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, headers('text/plain; charset=utf-8'));
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
    const real = await realpath(file.path);
    if (!real.startsWith(root + sep) || !(await stat(real)).isFile())
      return refuse(res, 404, 'Not found.');
    const body = await readFile(real);
    res.writeHead(200, { ...headers(file.mimeType), 'Content-Length': String(body.length) });
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

export type Served = { ok: true; web: WebServer; notes: string[] } | { ok: false; error: string };

/**
 * `npm run web`'s port rule: the port asked for (0: any free one), refused with a sentence when it
 * is taken; with none asked for, `preferred` (the same address each time keeps the browser's
 * storage), or any free port when another program holds it.
 */
export async function serveOnPort(
  root: string,
  requested: number | null,
  preferred: number,
): Promise<Served> {
  try {
    return { ok: true, web: await startWebServer(root, requested ?? preferred), notes: [] };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    if (requested !== null)
      return {
        ok: false,
        error: `port ${requested} is in use; choose another with --port N (0: any free port)`,
      };
    return {
      ok: true,
      web: await startWebServer(root, 0),
      notes: [
        `Port ${preferred} is in use: serving on a free port instead (the browser keeps unsaved work and profiles per address).`,
      ],
    };
  }
}
