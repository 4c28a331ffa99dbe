import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appResponseHeaders,
  mimeTypeFor,
  resolveAppRequest,
} from '../../../electron/main/protocol.ts';

const ROOT = path.resolve('/opt/innosizer/resources/app.asar/.vite/renderer/main_window');

function served(url: string): string | number {
  const r = resolveAppRequest(ROOT, url);
  return r.ok ? path.relative(ROOT, r.filePath).split(path.sep).join('/') : r.status;
}

describe('resolveAppRequest', () => {
  it('serves files of the renderer directory', () => {
    expect(served('app://innosizer/index.html')).toBe('index.html');
    expect(served('app://innosizer/')).toBe('index.html');
    expect(served('app://innosizer/assets/index-abc123.js')).toBe('assets/index-abc123.js');
    expect(served('app://innosizer/index.html#print')).toBe('index.html');
    expect(served('app://innosizer/assets/a.css?v=1')).toBe('assets/a.css');
    expect(served('app://innosizer/icons/my%20icon.png')).toBe('icons/my icon.png');
  });

  it.each([
    'app://innosizer/../../../etc/passwd',
    'app://innosizer/%2e%2e/%2e%2e/etc/passwd',
    'app://innosizer/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    'app://innosizer/assets/..%2f..%2f..%2fsecret',
    'app://innosizer/..%5c..%5cwindows%5cwin.ini',
    'app://innosizer/assets/%2e%2e%5c%2e%2e%5csecret',
    'app://innosizer/%00index.html',
    'app://innosizer/C:%5cWindows%5cwin.ini',
    'app://innosizer/C:/Windows/win.ini',
    'app://innosizer/%2fetc%2fpasswd',
  ])('never leaves the renderer directory: %s', (url) => {
    const r = resolveAppRequest(ROOT, url);
    if (r.ok) {
      // Whatever the URL parser normalised, a served file is inside the root.
      expect(r.filePath.startsWith(ROOT + path.sep)).toBe(true);
    } else {
      expect([400, 403, 404]).toContain(r.status);
    }
  });

  it('refuses other hosts, schemes, credentials, ports and malformed encodings', () => {
    expect(served('app://other/index.html')).toBe(400);
    expect(served('file:///etc/passwd')).toBe(400);
    expect(served('https://innosizer/index.html')).toBe(400);
    expect(served('app://user:pw@innosizer/index.html')).toBe(400);
    expect(served('app://innosizer:8080/index.html')).toBe(400);
    expect(served('app://innosizer/%E0%A4%A')).toBe(400);
    expect(served('not a url')).toBe(400);
  });

  it('keeps every resolved path inside the root for arbitrary paths (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E.',
        '%2f',
        '%5c',
        '..%2f',
        'a',
        'b.js',
        '%00',
        '~',
        'C:',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const r = resolveAppRequest(ROOT, `app://innosizer/${segments.join('/')}`);
        if (r.ok) {
          const rel = path.relative(ROOT, r.filePath);
          expect(rel.startsWith('..') || path.isAbsolute(rel) || rel === '').toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('MIME types and headers', () => {
  it('names the types the renderer bundle uses (module scripts need a JavaScript type)', () => {
    expect(mimeTypeFor('/a/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeFor('/a/x.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeFor('/a/x.css')).toBe('text/css; charset=utf-8');
    expect(mimeTypeFor('/a/icon.svg')).toBe('image/svg+xml');
    expect(mimeTypeFor('/a/icon.png')).toBe('image/png');
    expect(mimeTypeFor('/a/f.woff2')).toBe('font/woff2');
    expect(mimeTypeFor('/a/data.bin')).toBe('application/octet-stream');
  });

  it('sends the CSP and nosniff with every response', () => {
    const headers = appResponseHeaders('text/html; charset=utf-8', "default-src 'self'");
    expect(headers['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
  });
});
