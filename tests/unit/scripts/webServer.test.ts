/**
 * The browser edition's server (scripts/launch/webServer.ts) and `npm run web`'s options
 * (scripts/launch/webEdition.ts): loopback only (bound address, peer, Host header against DNS
 * rebinding), files only from the build folder, MIME types and the CSP header (issue 32).
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  fileFor,
  isAllowedHost,
  isLoopback,
  serveOnPort,
  startWebServer,
  type WebServer,
} from '../../../scripts/launch/webServer.ts';
import {
  DEFAULT_PORT,
  needsBuild,
  openCommand,
  parseWebArgs,
} from '../../../scripts/launch/webEdition.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: any Host header, any path (no URL normalisation), any local address. */
function get(
  port: number,
  path: string,
  options: { host?: string; method?: string; address?: string } = {},
): Promise<Reply> {
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: options.address ?? '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? `127.0.0.1:${port}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

let dir: string;
let root: string;
let web: WebServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-web-'));
  root = join(dir, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>InnoSizer</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'icon.svg'), '<svg/>');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'secret.txt'), 'outside the build');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'link.txt'));
  web = await startWebServer(root, 0);
});
afterAll(async () => {
  await web?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the browser edition server', () => {
  it('binds 127.0.0.1 only, on the free port it was given', () => {
    expect(web.server.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
    expect(web.port).toBeGreaterThan(0);
    expect(web.url).toBe(`http://127.0.0.1:${web.port}/`);
  });

  it('serves the build with MIME types and the CSP header', async () => {
    const index = await get(web.port, '/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>InnoSizer</title>');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    const types = await Promise.all(
      ['/assets/index-abc.js', '/assets/index-abc.css', '/icon.svg'].map(
        async (p) => (await get(web.port, p)).headers['content-type'],
      ),
    );
    expect(types).toEqual([
      'text/javascript; charset=utf-8',
      'text/css; charset=utf-8',
      'image/svg+xml',
    ]);
    // localhost names the same server.
    expect((await get(web.port, '/', { host: `localhost:${web.port}` })).status).toBe(200);
    const head = await get(web.port, '/', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
  });

  it('refuses a Host that is not 127.0.0.1 or localhost on its port (DNS rebinding)', async () => {
    for (const host of [
      `evil.example:${web.port}`,
      'evil.example',
      `127.0.0.1:${web.port + 1}`,
      `192.168.1.10:${web.port}`,
    ]) {
      const r = await get(web.port, '/', { host });
      expect(r.status, host).toBe(403);
      expect(r.body).not.toContain('InnoSizer</title>');
    }
  });

  it('refuses connections to any address but the loopback', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && !a.internal && a.family === 'IPv4');
    // A machine with only a loopback has no other address to try; the bound address above holds.
    if (!external) return;
    await expect(get(web.port, '/', { address: external.address })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('serves nothing outside the build, no hidden file, no folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/link.txt',
      '/.env',
      '/assets/',
      '/assets',
      '/index.html%00.js',
      '/%E0%A4%A',
    ]) {
      const r = await get(web.port, path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toContain('outside the build');
    }
    expect((await get(web.port, '/', { method: 'POST' })).status).toBe(405);
  });

  it('names files only inside the root', () => {
    expect(fileFor('/srv/web', '/')).toEqual({
      path: join('/srv/web', 'index.html'),
      mimeType: 'text/html; charset=utf-8',
    });
    expect(fileFor('/srv/web', '/assets/x.js?v=1')?.mimeType).toBe(
      'text/javascript; charset=utf-8',
    );
    for (const bad of ['/a%5c..%5c..%5cx', '/..%2f..%2fx', '/c:/x', '/.env', '/assets/.git/x'])
      expect(fileFor('/srv/web', bad), bad).toBeNull();
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isAllowedHost('LOCALHOST:80', 80)).toBe(true);
    expect(isAllowedHost(undefined, 80)).toBe(false);
  });

  it('says when the chosen port is taken', async () => {
    await expect(startWebServer(root, web.port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await expect(serveOnPort(root, web.port, DEFAULT_PORT)).resolves.toEqual({
      ok: false,
      error: `port ${web.port} is in use; choose another with --port N (0: any free port)`,
    });
  });

  it('takes a free port, saying so, when the preferred one is taken', async () => {
    const served = await serveOnPort(root, null, web.port);
    if (!served.ok) throw new Error(served.error);
    try {
      expect(served.web.port).not.toBe(web.port);
      expect(served.notes).toEqual([
        `Port ${web.port} is in use: serving on a free port instead (the browser keeps unsaved work and profiles per address).`,
      ]);
    } finally {
      await served.web.close();
    }
  });
});

describe('npm run web options', () => {
  it('reads --port N, --port=N, --port 0 and --no-open', () => {
    expect(parseWebArgs([])).toEqual({
      ok: true,
      options: { port: null, open: true, help: false },
    });
    expect(parseWebArgs(['--no-open', '--port', '0'])).toEqual({
      ok: true,
      options: { port: 0, open: false, help: false },
    });
    expect(parseWebArgs(['--port=8080'])).toMatchObject({ options: { port: 8080 } });
  });

  it('names the bad option and a valid value', () => {
    expect(parseWebArgs(['--port', 'abc'])).toEqual({
      ok: false,
      error: `--port: "abc" is not a port; give a number from 0 to 65535, e.g. --port ${DEFAULT_PORT} (0: any free port)`,
    });
    expect(parseWebArgs(['--port', '70000']).ok).toBe(false);
    expect(parseWebArgs(['--port']).ok).toBe(false);
    expect(parseWebArgs(['--open-please'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Unknown option "--open-please"/),
    });
  });

  it('builds again only when a source is newer than the build', () => {
    const project = mkdtempSync(join(tmpdir(), 'innosizer-build-'));
    try {
      const out = join(project, '.vite/web');
      mkdirSync(join(project, 'src/app'), { recursive: true });
      writeFileSync(join(project, 'src/app/App.tsx'), 'x');
      expect(needsBuild(project, out)).toBe(true);
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'index.html'), '');
      const t = Date.now() / 1000;
      utimesSync(join(project, 'src/app/App.tsx'), t - 60, t - 60);
      utimesSync(join(out, 'index.html'), t - 30, t - 30);
      expect(needsBuild(project, out)).toBe(false);
      utimesSync(join(project, 'src/app/App.tsx'), t, t);
      expect(needsBuild(project, out)).toBe(true);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('opens the default browser with the platform command', () => {
    const url = 'http://127.0.0.1:5751/';
    expect(openCommand(url, 'linux')).toEqual({ command: 'xdg-open', args: [url] });
    expect(openCommand(url, 'darwin')).toEqual({ command: 'open', args: [url] });
    expect(openCommand(url, 'win32')).toEqual({ command: 'explorer.exe', args: [url] });
  });
});
