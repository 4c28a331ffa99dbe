import { describe, expect, it } from 'vitest';
import {
  allowNavigation,
  allowOpenExternal,
  allowPermission,
  allowRequest,
  decideWindowOpen,
} from '../../../electron/main/navigation.ts';
import {
  APP_ORIGIN,
  hasOrigin,
  isTrustedOrigin,
  trustedOrigins,
} from '../../../electron/main/origin.ts';

const PROD = trustedOrigins(undefined);
const DEV = trustedOrigins('http://localhost:5173');

describe('trusted origins', () => {
  it('are the app protocol only in production, plus the dev server in development', () => {
    expect(PROD).toEqual([APP_ORIGIN]);
    expect(DEV).toEqual([APP_ORIGIN, 'http://localhost:5173']);
  });

  it('ignore a dev server URL that is not http(s)', () => {
    expect(trustedOrigins('file:///tmp/x')).toEqual([APP_ORIGIN]);
    expect(trustedOrigins('not a url')).toEqual([APP_ORIGIN]);
  });

  it('compare scheme, host and port exactly', () => {
    expect(hasOrigin('app://innosizer/index.html#print', APP_ORIGIN)).toBe(true);
    expect(hasOrigin('app://innosizer.evil/index.html', APP_ORIGIN)).toBe(false);
    expect(hasOrigin('app://evil/innosizer', APP_ORIGIN)).toBe(false);
    expect(hasOrigin('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(hasOrigin('https://localhost:5173/', 'http://localhost:5173')).toBe(false);
    expect(isTrustedOrigin('file:///etc/passwd', DEV)).toBe(false);
    expect(isTrustedOrigin('', DEV)).toBe(false);
  });
});

describe('allowNavigation', () => {
  it('allows a reload of the app and nothing else', () => {
    expect(allowNavigation('app://innosizer/index.html', PROD)).toBe(true);
    expect(allowNavigation('https://example.com/', PROD)).toBe(false);
    expect(allowNavigation('file:///tmp/dropped.innosizer.json', PROD)).toBe(false);
    expect(allowNavigation('javascript:alert(1)', PROD)).toBe(false);
    expect(allowNavigation('http://localhost:5173/', PROD)).toBe(false);
    expect(allowNavigation('http://localhost:5173/', DEV)).toBe(true);
  });
});

describe('allowOpenExternal', () => {
  it('opens https links to allow-listed documentation hosts', () => {
    expect(allowOpenExternal('https://docs.aws.amazon.com/ebs/latest/userguide/gp3.html')).toBe(
      true,
    );
    expect(allowOpenExternal('https://dev.mysql.com/doc/refman/8.4/en/')).toBe(true);
  });

  it.each([
    ['http (not TLS)', 'http://docs.aws.amazon.com/'],
    ['file', 'file:///etc/passwd'],
    ['smb share', 'smb://attacker/share'],
    ['javascript', 'javascript:alert(1)'],
    ['custom handler', 'ms-msdt:/id PCWDiagnostic'],
    ['unknown host', 'https://example.com/'],
    ['look-alike subdomain', 'https://docs.aws.amazon.com.evil.example/'],
    ['credentials', 'https://user:pw@docs.aws.amazon.com/'],
    ['non-default port', 'https://docs.aws.amazon.com:8443/'],
    ['not a URL', 'docs.aws.amazon.com'],
    ['too long', `https://github.com/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, url) => {
    expect(allowOpenExternal(url)).toBe(false);
  });

  it('never opens a new Electron window', () => {
    expect(decideWindowOpen('https://github.com/')).toEqual({
      action: 'deny',
      openExternally: true,
    });
    expect(decideWindowOpen('https://example.com/')).toEqual({
      action: 'deny',
      openExternally: false,
    });
  });
});

describe('allowRequest (no remote content)', () => {
  it('allows the app, data: and blob: URLs', () => {
    expect(allowRequest('app://innosizer/assets/index.js', PROD)).toBe(true);
    expect(allowRequest('data:image/png;base64,AAAA', PROD)).toBe(true);
    expect(allowRequest('blob:app://innosizer/1234', PROD)).toBe(true);
  });

  it('refuses remote and other-origin requests', () => {
    expect(allowRequest('https://fonts.googleapis.com/css', PROD)).toBe(false);
    expect(allowRequest('http://localhost:5173/src/main.tsx', PROD)).toBe(false);
    expect(allowRequest('app://other/index.html', PROD)).toBe(false);
    expect(allowRequest('ws://localhost:5173/', PROD)).toBe(false);
    expect(allowRequest('file:///etc/passwd', PROD)).toBe(false);
  });

  it('allows the dev server and its HMR websocket in development only', () => {
    expect(allowRequest('http://localhost:5173/src/main.tsx', DEV)).toBe(true);
    expect(allowRequest('ws://localhost:5173/?token=x', DEV)).toBe(true);
    expect(allowRequest('ws://localhost:9999/', DEV)).toBe(false);
  });
});

describe('allowPermission', () => {
  it('allows only clipboard writes, only from the app', () => {
    expect(allowPermission('clipboard-sanitized-write', 'app://innosizer/index.html', PROD)).toBe(
      true,
    );
    expect(allowPermission('clipboard-sanitized-write', 'https://evil.example/', PROD)).toBe(false);
    for (const p of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'hid',
      'fullscreen',
    ]) {
      expect(allowPermission(p, 'app://innosizer/index.html', PROD), p).toBe(false);
    }
  });
});
