// electron-builder: the installers (AppImage and deb for Linux, NSIS for Windows, dmg for macOS).
// scripts/make-installers.mjs runs it on Forge's package (`--prepackaged out/<app>-<platform>-<arch>`),
// so the app inside every installer is exactly what `npm run package` produced (Vite bundles in
// app.asar, fuses flipped, asar integrity recorded). The `files`, `extraResources` and
// `electronFuses` settings below apply when electron-builder packages by itself instead
// (`npx electron-builder` after `npm run package` has built .vite/): the same contents, the same fuses.
// Name, id, icons and the file association come from electron/app-identity.json, as in forge.config.js.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- electron-builder loads this file as CommonJS
const identity = require('./electron/app-identity.json');

const association = identity.fileAssociation;

/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: identity.appId,
  productName: identity.productName,
  copyright: identity.copyright,
  directories: { output: 'dist', buildResources: 'public/icons' },
  files: ['.vite/build/**', '.vite/renderer/**', 'package.json'],
  // As forge.config.js: the model documentation, the CLI bundle the app runs in its command-line
  // mode and the Windows launcher (issue 14; electron/main/commandLine.ts).
  extraResources: [
    { from: 'docs/model.md', to: 'model.md' },
    { from: 'dist/cli', to: 'cli' },
    { from: 'electron/bin', to: 'bin' },
  ],
  asar: true,
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  fileAssociations: [
    {
      ext: association.ext,
      name: association.name,
      description: association.description,
      mimeType: association.mimeType,
      role: association.role,
      icon: identity.icons.base,
    },
  ],
  publish: null,

  linux: {
    target: ['AppImage', 'deb'],
    executableName: identity.executableName,
    icon: identity.icons.pngDir,
    category: identity.linuxCategory,
    synopsis: identity.description,
    maintainer: identity.linuxMaintainer,
    mimeTypes: [association.mimeType],
    desktop: { entry: { StartupWMClass: identity.productName } },
  },
  appImage: { artifactName: '${productName}-${version}-${arch}.${ext}' },
  // /usr/bin/innosizer is the command-line launcher (a file), not electron-builder's link to the
  // app: electron/linux/*.tpl, written by scripts/package-scripts.mjs from commandLine.ts.
  deb: {
    artifactName: '${name}_${version}_${arch}.${ext}',
    afterInstall: 'electron/linux/after-install.tpl',
    afterRemove: 'electron/linux/after-remove.tpl',
  },
  rpm: {
    afterInstall: 'electron/linux/after-install.tpl',
    afterRemove: 'electron/linux/after-remove.tpl',
  },

  win: {
    target: ['nsis'],
    executableName: identity.executableName,
    icon: identity.icons.ico,
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
    artifactName: '${productName}-Setup-${version}.${ext}',
  },

  mac: {
    target: ['dmg'],
    icon: identity.icons.icns,
    category: identity.macCategory,
    hardenedRuntime: true,
  },
  dmg: { artifactName: '${productName}-${version}-${arch}.${ext}' },
};
