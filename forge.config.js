// Electron Forge: `npm start` (development: Vite dev server for the renderer, main and preload
// rebuilt on change) and `npm run package` (out/<productName>-<platform>-<arch>). Installers are
// made from that package by electron-builder (scripts/make-installers.mjs). App name, id, icons and
// the file association come from one place, electron/app-identity.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { VitePlugin } from '@electron-forge/plugin-vite';
import { FusesPlugin } from '@electron-forge/plugin-fuses';
import { FuseV1Options, FuseVersion } from '@electron/fuses';

const identity = JSON.parse(
  readFileSync(new URL('./electron/app-identity.json', import.meta.url), 'utf8'),
);
const association = identity.fileAssociation;

export default {
  packagerConfig: {
    name: identity.productName,
    executableName: identity.executableName,
    appBundleId: identity.appId,
    appCategoryType: identity.macCategory,
    appCopyright: identity.copyright,
    // Packager adds .icns (macOS) or .ico (Windows); Linux icons come with the installer.
    icon: identity.icons.base,
    // Packs the app into app.asar and records its hash for the asar-integrity fuse below.
    asar: true,
    // Help > Model Documentation opens this copy (resources/model.md). The command line (issue 14):
    // resources/cli/innosizer.mjs is the CLI bundle the app runs in its command-line mode
    // (electron/main/commandLine.ts), resources/bin/innosizer.cmd the Windows launcher.
    extraResource: ['docs/model.md', 'dist/cli', 'electron/bin'],
    win32metadata: {
      CompanyName: identity.productName,
      ProductName: identity.productName,
      FileDescription: identity.description,
    },
    // macOS reads document types from Info.plist, which the packager writes.
    extendInfo: {
      CFBundleDocumentTypes: [
        {
          CFBundleTypeName: association.name,
          CFBundleTypeRole: association.role,
          LSHandlerRank: 'Owner',
          LSItemContentTypes: [association.uti],
          CFBundleTypeIconFile: 'icon.icns',
        },
        // Finder types files by their last extension (.json): offer InnoSizer in Open With for
        // JSON files without claiming to be their default app.
        {
          CFBundleTypeName: 'JSON document',
          CFBundleTypeRole: 'Editor',
          LSHandlerRank: 'Alternate',
          LSItemContentTypes: ['public.json'],
        },
      ],
      UTExportedTypeDeclarations: [
        {
          UTTypeIdentifier: association.uti,
          UTTypeDescription: association.description,
          UTTypeConformsTo: ['public.json'],
          UTTypeTagSpecification: {
            'public.filename-extension': [association.ext],
            'public.mime-type': [association.mimeType],
          },
        },
      ],
    },
  },
  hooks: {
    // The CLI bundle shipped in resources/cli, built fresh from the sources being packaged.
    prePackage: async () => {
      const built = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
      if (built.status !== 0) throw new Error('scripts/build-cli.mjs failed');
    },
  },
  plugins: [
    new VitePlugin({
      build: [
        { entry: 'electron/main/index.ts', config: 'vite.main.config.ts', target: 'main' },
        { entry: 'electron/preload.ts', config: 'vite.preload.config.ts', target: 'preload' },
      ],
      renderer: [{ name: 'main_window', config: 'vite.renderer.config.ts' }],
    }),
    // Electron fuses, flipped in the packaged binary (https://www.electronjs.org/docs/latest/tutorial/fuses):
    // no ELECTRON_RUN_AS_NODE, no NODE_OPTIONS or --inspect, app code only from the integrity-checked
    // app.asar, no extra privileges for file://, cookies encrypted at rest.
    new FusesPlugin({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    }),
  ],
};
