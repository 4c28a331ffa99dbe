import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/app', import.meta.url));

/**
 * The renderer. Forge's Vite plugin builds it into .vite/renderer/main_window for Electron;
 * `--mode web` (npm run build:web) builds the same renderer into .vite/web for the browser
 * edition (`npm run web`, scripts/web.mjs) and the end-to-end tests, where src/app/platform picks
 * the browser adapter.
 */
export default defineConfig(({ mode }) => ({
  root,
  base: './',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build:
    mode === 'web'
      ? { outDir: fileURLToPath(new URL('./.vite/web', import.meta.url)), emptyOutDir: true }
      : {
          // Absolute: with root at src/app, Forge's relative '.vite/renderer/main_window' would land
          // in src/app/.vite, outside the package (main loads ../renderer/main_window from .vite/build).
          outDir: fileURLToPath(new URL('./.vite/renderer/main_window', import.meta.url)),
          emptyOutDir: true,
        },
  server: { strictPort: true },
}));
