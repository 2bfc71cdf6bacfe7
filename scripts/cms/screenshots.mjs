// `npm run cms:screenshots`: the editors' guide's pictures of the Strapi admin (src/content/README.md),
// taken from the same Strapi 5 as `npm run test:cms` (scripts/cms/strapi-project.mjs: the shipped
// model, installed from the registry), with its admin panel built, the pages imported
// (`npm run cms:import`'s code) and the e2e administrator signed in, in Debian's Chromium through
// playwright-core. Written as WebP into src/content/screenshots/, each kept under MAX_BYTES.
//   STRAPI_E2E_DIR=/some/dir   reuse (and keep) an install and its admin build, as test:cms does
//   CMS_SCREENSHOT_PORT=8881   Strapi's port (default 8881)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';
import { importPages } from './import-pages.mjs';
import { StrapiAdmin } from './strapi-admin.mjs';
import { buildAdmin, install, start, writeProject } from './strapi-project.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(root, 'src/content/screenshots');
const MAX_BYTES = 150 * 1024;
const EMAIL = 'editor@example.com';
const PASSWORD = 'Editor-Passw0rd!';

/** Writes a screenshot as WebP, lowering the quality until it fits MAX_BYTES. */
async function save(png, name) {
  for (const quality of [82, 72, 62, 52]) {
    const webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES || quality === 52) {
      writeFileSync(path.join(OUT, `${name}.webp`), webp);
      console.log(`${name}.webp: ${(webp.length / 1024).toFixed(0)} KB (quality ${quality})`);
      return;
    }
  }
}

async function capture(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
    await page.goto(`${base}/admin/auth/login`);
    await page.fill('input[name="email"]', EMAIL);
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin(\/)?$/, { timeout: 60_000 });
    // Strapi's own announcement banner, not part of what an editor works with.
    await page
      .getByRole('button', { name: 'Close' })
      .first()
      .click({ timeout: 5000 })
      .catch(() => {});
    const entry = async (uid) => {
      await page.goto(`${base}/admin/content-manager/single-types/${uid}?plugins[i18n][locale]=en`);
      await page
        .getByRole('button', { name: /publish/i })
        .first()
        .waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    };
    // The home page's blocks: the dynamic zone and its "add a component" picker.
    await entry('api::home-page.home-page');
    const add = page.getByRole('button', { name: /add a component to blocks/i });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await page
      .getByText(/pick one component/i)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(500);
    await save(await page.screenshot(), 'strapi-home-blocks');
    // The site settings: the frame's groups.
    await entry('api::site-setting.site-setting');
    await save(await page.screenshot(), 'strapi-site-settings');
  } finally {
    await browser.close();
  }
}

const keep = process.env.STRAPI_E2E_DIR;
const dir = keep ?? mkdtempSync(path.join(tmpdir(), 'strapi5-shots-'));
const port = Number(process.env.CMS_SCREENSHOT_PORT ?? 8881);
writeProject(dir, { port, siteUrl: `http://127.0.0.1:${port + 1}`, previewSecret: 'screenshots' });
rmSync(path.join(dir, '.tmp'), { recursive: true, force: true });
console.log(`install ${install(dir).toFixed(0)} s, admin build ${buildAdmin(dir).toFixed(0)} s`);
const strapi = await start(dir, port);
try {
  const admin = new StrapiAdmin(strapi.url);
  await admin.signIn(EMAIL, PASSWORD);
  await admin.ensureLocales();
  const token = (
    await admin.call('POST', '/admin/api-tokens', { name: 'import', description: 'cms:import', type: 'full-access', lifespan: null })
  ).data.accessKey;
  await importPages(strapi.url, token, { log: () => {} });
  mkdirSync(OUT, { recursive: true });
  await capture(strapi.url);
} finally {
  await strapi.stop();
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
