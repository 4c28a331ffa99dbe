import { defineConfig } from 'vite';

/**
 * The preload, built by Forge's Vite plugin or directly with
 * `vite build --config vite.preload.config.ts`: one self-contained CommonJS file,
 * .vite/build/preload.cjs. A sandboxed preload can `require` only `electron` (and a few
 * polyfilled built-ins), so everything else — the channel names from src/shared — is inlined.
 */
export default defineConfig({
  build: {
    outDir: '.vite/build',
    copyPublicDir: false,
    emptyOutDir: false,
    target: 'chrome140',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      input: 'electron/preload.ts',
      external: ['electron', 'electron/renderer'],
      output: {
        format: 'cjs',
        inlineDynamicImports: true,
        entryFileNames: 'preload.cjs',
        chunkFileNames: '[name].cjs',
        assetFileNames: '[name].[ext]',
      },
    },
  },
});
