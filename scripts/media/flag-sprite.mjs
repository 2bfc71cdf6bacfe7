// Draws the contact form's country flags into one sprite, public/media/flags.webp, and writes
// src/shared/form-rules/flag-sprite.ts (its layout and a content hash for the URL). Emoji flags are
// no flags on Windows (two letters) nor on systems without an emoji font (empty boxes); one small
// image serves all 105 countries in one request, and each flag is an <svg> whose viewBox shows
// its cell (no CSS per country, no inline style: the CSP allows none).
//
//   node scripts/media/flag-sprite.mjs      (needs network access to the npm registry once)
//
// The artwork is lipis/flag-icons (MIT), fetched with `npm pack` into a temporary folder; Chromium
// (/usr/bin/chromium, as in the browser tests) rasterises it at twice the displayed size.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE = 'flag-icons@7.5.0';
/** Displayed size of a flag (4:3), the gap around each cell (no neighbour bleeds into a cell when
 * scaled) and the raster's scale. */
const W = 20;
const H = 15;
const GAP = 2;
const COLS = 16;
const SCALE = 2;

const table = readFileSync(path.join(ROOT, 'src/shared/form-rules/countries.ts'), 'utf8');
const isos = [...table.matchAll(/\b([A-Z]{2})\+\d+:\d+\b/g)].map((m) => m[1].toLowerCase());
if (isos.length < 100) throw new Error(`expected the ~105 countries of countries.ts, found ${isos.length}`);

const tmp = mkdtempSync(path.join(tmpdir(), 'flags-'));
try {
  execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: tmp });
  execFileSync('tar', ['xzf', `${PACKAGE.replace('@', '-')}.tgz`], { cwd: tmp });
  const svgs = isos.map((iso) => readFileSync(path.join(tmp, 'package/flags/4x3', `${iso}.svg`), 'utf8'));
  const rows = Math.ceil(isos.length / COLS);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const dataUrl = await page.evaluate(
    async ({ svgs, W, H, GAP, COLS, SCALE, rows }) => {
      const canvas = document.createElement('canvas');
      canvas.width = COLS * (W + GAP) * SCALE;
      canvas.height = rows * (H + GAP) * SCALE;
      const ctx = canvas.getContext('2d');
      for (const [i, svg] of svgs.entries()) {
        const img = new Image();
        img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
        await img.decode();
        const x = ((i % COLS) * (W + GAP) + GAP / 2) * SCALE;
        const y = (Math.floor(i / COLS) * (H + GAP) + GAP / 2) * SCALE;
        ctx.drawImage(img, x, y, W * SCALE, H * SCALE);
      }
      return canvas.toDataURL('image/webp', 0.8);
    },
    { svgs, W, H, GAP, COLS, SCALE, rows },
  );
  await browser.close();
  const webp = Buffer.from(dataUrl.split(',')[1], 'base64');
  writeFileSync(path.join(ROOT, 'public/media/flags.webp'), webp);
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
  writeFileSync(
    path.join(ROOT, 'src/shared/form-rules/flag-sprite.ts'),
    `// Written by scripts/media/flag-sprite.mjs: the layout of public/media/flags.webp, whose cells\n` +
      `// follow COUNTRIES (countries.ts). Flag artwork: lipis/flag-icons (MIT).\n` +
      `export const FLAG_SPRITE = {\n` +
      `  href: '/media/flags.webp?v=${hash}',\n` +
      `  /** A flag's displayed size, the gap around each cell, cells per row and rows. */\n` +
      `  width: ${W},\n  height: ${H},\n  gap: ${GAP},\n  cols: ${COLS},\n  rows: ${rows},\n} as const;\n`,
  );
  console.log(`flags.webp: ${isos.length} flags, ${webp.length} bytes, ${COLS}×${rows} cells`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
