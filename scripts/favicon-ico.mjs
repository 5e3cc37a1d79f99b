// Writes public/favicon.ico (16, 32 and 48 px PNGs in an ICO file) from public/img/favicon.svg, drawn by
// Chromium; run `node scripts/favicon-ico.mjs` after changing the SVG. Browsers and crawlers ask for
// /favicon.ico whatever the page links, and a 404 there is logged as an error.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const svg = fs.readFileSync('public/img/favicon.svg', 'utf8');
const pngs = [];
for (const size of [16, 32, 48]) {
  const p = await b.newPage({ viewport: { width: size, height: size } });
  await p.setContent(
    `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await p.waitForFunction(() => document.images[0].complete);
  pngs.push({ size, data: await p.screenshot({ omitBackground: true }) });
}
await b.close();
// ICO: a 6-byte header, a 16-byte entry per image, then the PNG files themselves.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map(({ size, data }) => {
  const e = Buffer.alloc(16);
  e.writeUInt8(size, 0);
  e.writeUInt8(size, 1);
  e.writeUInt16LE(1, 4);
  e.writeUInt16LE(32, 6);
  e.writeUInt32LE(data.length, 8);
  e.writeUInt32LE(offset, 12);
  offset += data.length;
  return e;
});
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]));
