import { describe, expect, it } from 'vitest';
import { findChromium, INSTALL_HINT } from '../e2e/chromium.ts';

describe('end-to-end harness', () => {
  it('fails with an install hint when no Chromium exists, never skips', () => {
    expect(() => findChromium({ INNOSIZER_CHROMIUM: '/nonexistent/chromium' })).toThrow(
      /apt-get install -y chromium/,
    );
    expect(INSTALL_HINT).toMatch(/INNOSIZER_CHROMIUM/);
  });
});
