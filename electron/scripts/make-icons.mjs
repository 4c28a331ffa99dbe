#!/usr/bin/env node
// Renders public/icon.svg into the app icons the packagers need, with Chromium (playwright-core,
// already a dev dependency) as the SVG renderer; writes the container formats itself:
//   public/icons/icon.png (1024 px), public/icons/icon-512.png, public/icons/png/<n>x<n>.png
//     (electron-builder's Linux icon set), public/icons/icon.ico (Windows: PNG-compressed
//     entries, 16-256 px, the format Windows Vista and later read), public/icons/icon.icns (macOS:
//     PNG entries ic07-ic14, 128-1024 px).
// Run: node electron/scripts/make-icons.mjs   (Chromium from INNOSIZER_CHROMIUM or /usr/bin/chromium)
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const svg = readFileSync(path.join(root, 'public', 'icon.svg'), 'utf8');
const out = path.join(root, 'public', 'icons');
mkdirSync(path.join(out, 'png'), { recursive: true });

const executablePath =
  process.env.INNOSIZER_CHROMIUM ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);
if (!executablePath) throw new Error('No Chromium: set INNOSIZER_CHROMIUM');

const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const png = new Map();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `) +
        `</body></html>`,
    );
    png.set(size, await page.screenshot({ omitBackground: true, type: 'png' }));
  }
} finally {
  await browser.close();
}

for (const size of SIZES)
  writeFileSync(path.join(out, 'png', `${size}x${size}.png`), png.get(size));
writeFileSync(path.join(out, 'icon.png'), png.get(1024));
writeFileSync(path.join(out, 'icon-512.png'), png.get(512));

/** ICO: ICONDIR, one ICONDIRENTRY per image, then the PNG data (width/height 0 means 256). */
function ico(sizes) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = 6 + 16 * sizes.length;
  const entries = [];
  for (const size of sizes) {
    const data = png.get(size);
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...sizes.map((s) => png.get(s))]);
}

/** ICNS: 'icns' + total length, then (type, length incl. 8-byte header, PNG data) per image. */
function icns(types) {
  const chunks = types.map(([type, size]) => {
    const data = png.get(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

writeFileSync(path.join(out, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256]));
writeFileSync(
  path.join(out, 'icon.icns'),
  icns([
    ['ic11', 32],
    ['ic12', 64],
    ['ic07', 128],
    ['ic13', 256],
    ['ic08', 256],
    ['ic14', 512],
    ['ic09', 512],
    ['ic10', 1024],
  ]),
);
console.log(`icons written to ${path.relative(root, out)}`);
