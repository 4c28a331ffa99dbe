// Electron Forge: `npm start` (development) and `npm run package`. Installers are made by
// electron-builder from Forge's package (scripts/make-installers.mjs); app name, id and icons
// come from one place, electron/app-identity.json.
import { VitePlugin } from '@electron-forge/plugin-vite';

export default {
  packagerConfig: {
    asar: true,
  },
  plugins: [
    new VitePlugin({
      build: [
        { entry: 'electron/main/index.ts', config: 'vite.main.config.ts', target: 'main' },
        { entry: 'electron/preload.ts', config: 'vite.preload.config.ts', target: 'preload' },
      ],
      renderer: [{ name: 'main_window', config: 'vite.renderer.config.ts' }],
    }),
  ],
};
