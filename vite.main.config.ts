import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/**
 * Electron main, built by Forge's Vite plugin (npm start / npm run package) or directly with
 * `vite build --config vite.main.config.ts`. One CommonJS file, .vite/build/main.cjs (package.json
 * "main"): the package is "type": "module", so the .cjs extension keeps Node from reading it as
 * ESM. Everything but Electron and Node's built-ins is bundled in, because Forge's Vite plugin
 * packages only .vite/ (no node_modules).
 */
const external = [
  'electron',
  'electron/main',
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
];

export default defineConfig((env) => {
  // Forge passes its plugin config and defines MAIN_WINDOW_VITE_* itself; a direct build must
  // define them (no dev server, the renderer named as in forge.config.js).
  const underForge = 'forgeConfigSelf' in env;
  return {
    build: {
      outDir: '.vite/build',
      copyPublicDir: false,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      sourcemap: false,
      lib: {
        entry: 'electron/main/index.ts',
        formats: ['cjs'],
        fileName: () => 'main.cjs',
      },
      rollupOptions: { external },
    },
    resolve: { conditions: ['node'], mainFields: ['module', 'jsnext:main', 'jsnext'] },
    define: underForge
      ? {}
      : { MAIN_WINDOW_VITE_DEV_SERVER_URL: 'undefined', MAIN_WINDOW_VITE_NAME: '"main_window"' },
  };
});
