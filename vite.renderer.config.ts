import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/app', import.meta.url));

/**
 * The renderer. Forge's Vite plugin builds it into .vite/renderer/main_window for Electron;
 * `--mode web` (npm run build:web) builds the same renderer into .vite/web for the browser
 * end-to-end tests, where src/app/platform picks the browser adapter.
 */
export default defineConfig(({ mode }) => ({
  root,
  base: './',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build:
    mode === 'web'
      ? { outDir: fileURLToPath(new URL('./.vite/web', import.meta.url)), emptyOutDir: true }
      : { emptyOutDir: true },
  server: { strictPort: true },
}));
