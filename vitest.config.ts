import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: `unit` (model, parsers, CLI, shell logic: Node), `component` (React in happy-dom),
 * `e2e` (the built renderer in Debian's Chromium through playwright-core; run by `npm run test:e2e`
 * after `build:web`).
 */
export default defineConfig({
  test: {
    // Under CI each run also writes a JSON summary; .ci/run adds them up into one closing line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/vitest/run-${process.pid}.json` },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
