import { describe, expect, it } from 'vitest';
import { findChromium } from '../../../src/cli/pdf/findChromium.ts';

describe('findChromium (CLI)', () => {
  it('prefers INNOSIZER_CHROMIUM when it exists', () => {
    expect(findChromium({ INNOSIZER_CHROMIUM: '/opt/c' }, (p) => p === '/opt/c')).toEqual({
      ok: true,
      path: '/opt/c',
    });
  });
  it('rejects an INNOSIZER_CHROMIUM that does not exist, saying how to install one', () => {
    const r = findChromium({ INNOSIZER_CHROMIUM: '/opt/none' }, () => false);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatch(
        /INNOSIZER_CHROMIUM=\/opt\/none does not exist.*apt-get install -y chromium/,
      );
  });
  it('takes the first usual place that exists', () => {
    expect(
      findChromium({}, (p) => p === '/usr/bin/google-chrome', [
        '/usr/bin/chromium',
        '/usr/bin/google-chrome',
      ]),
    ).toEqual({
      ok: true,
      path: '/usr/bin/google-chrome',
    });
  });
  it('explains when there is none', () => {
    const r = findChromium({}, () => false);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/no Chromium found.*INNOSIZER_CHROMIUM/);
  });
});
