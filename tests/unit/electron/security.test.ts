import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../electron/main/security.ts';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('contentSecurityPolicy', () => {
  const production = directives(contentSecurityPolicy());

  it('is at least as strict as the meta policy in src/app/index.html', () => {
    const html = readFileSync('src/app/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    for (const [name, value] of directives(meta!)) {
      expect(production.get(name), name).toBe(value);
    }
  });

  it('allows no remote source, no eval, no inline script and no framing', () => {
    const text = contentSecurityPolicy();
    expect(text).not.toMatch(/https?:|\*|'unsafe-eval'/);
    expect(production.get('script-src')).toBe("'self'");
    expect(production.get('object-src')).toBe("'none'");
    expect(production.get('frame-ancestors')).toBe("'none'");
  });

  it('loosens only scripts and the HMR websocket for the dev server', () => {
    const dev = directives(contentSecurityPolicy('http://localhost:5173'));
    expect(dev.get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(dev.get('connect-src')).toBe("'self' ws://localhost:5173");
    for (const [name, value] of production) {
      if (name !== 'script-src' && name !== 'connect-src') expect(dev.get(name), name).toBe(value);
    }
  });
});
