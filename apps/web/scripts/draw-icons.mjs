import { chromium } from '@playwright/test';
const INDIGO = '#4263eb';
// The mark: an open book (two pages) with the app's S above it, white on the theme's indigo.
const mark = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)" fill="#fff">
    <text x="256" y="250" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="230">S</text>
    <path d="M96 300 Q176 272 250 304 L250 404 Q176 372 96 400 Z"/>
    <path d="M416 300 Q336 272 262 304 L262 404 Q336 372 416 400 Z"/>
  </g>`;
const svg = ({
  rounded,
  scale,
}) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${INDIGO}"/>${mark(scale)}</svg>`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const shots = [
  ['icon-192.png', 192, { rounded: true, scale: 1 }],
  ['icon-512.png', 512, { rounded: true, scale: 1 }],
  // Maskable: full bleed, the mark inside the 80 % safe circle.
  ['icon-maskable-512.png', 512, { rounded: false, scale: 0.78 }],
  ['apple-touch-icon.png', 180, { rounded: false, scale: 0.9 }],
];
for (const [name, size, options] of shots) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(options).replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`,
  );
  await page.locator('svg').screenshot({ path: `apps/web/public/icons/${name}`, omitBackground: true });
}
await page.setContent('');
await browser.close();
import { writeFileSync } from 'node:fs';
writeFileSync('apps/web/public/icons/icon.svg', svg({ rounded: true, scale: 1 }) + '\n');
