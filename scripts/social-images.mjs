// Link-preview and structured-data images of the embedded articles, cut from their WebP covers
// (public/media/blog/<slug>.webp, 1600×1000) at build time: JPEG, because not every platform the
// site is shared on (LinkedIn, WhatsApp) reads WebP previews reliably.
//
//   og     1200×630  Open Graph / Twitter card (1.91:1)
//   16x9   1600×900  schema.org image, the three ratios Google asks for on articles
//   4x3    1333×1000
//   1x1    1000×1000
//
// Written to public/media/social/ (git-ignored, rebuilt when a cover is newer), with
// src/generated/social-images.json, which the worker reads (meta tags, JSON-LD, RSS enclosures):
// the renditions' sizes once and each slug's byte lengths, the rest (the file names) following
// from them, since every string in the worker is compiled by each new isolate at start-up.
// Run by scripts/build-client.mjs, or alone.
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const covers = path.join(root, 'public/media/blog');
const outdir = path.join(root, 'public/media/social');
const manifestPath = path.join(root, 'src/generated/social-images.json');

export const SOCIAL_SIZES = {
  og: { width: 1200, height: 630 },
  '16x9': { width: 1600, height: 900 },
  '4x3': { width: 1333, height: 1000 },
  '1x1': { width: 1000, height: 1000 },
};

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

export async function buildSocialImages() {
  await mkdir(outdir, { recursive: true });
  await mkdir(path.dirname(manifestPath), { recursive: true });
  // The full-size cover of each article: <slug>.webp (the -800 and -400 renditions are srcset sizes).
  const slugs = (await readdir(covers))
    .filter((f) => /^[a-z0-9-]+\.webp$/.test(f) && !/-(400|800)\.webp$/.test(f))
    .map((f) => f.slice(0, -5));
  const bytes = {};
  let written = 0;
  for (const slug of slugs.sort()) {
    const source = path.join(covers, `${slug}.webp`);
    const sourceTime = await mtime(source);
    bytes[slug] = {};
    for (const [name, size] of Object.entries(SOCIAL_SIZES)) {
      const file = path.join(outdir, `${slug}-${name}.jpg`);
      if ((await mtime(file)) < sourceTime) {
        // cover: scale to fill, crop the overflow evenly (the covers keep their subject central).
        await sharp(source)
          .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
          .flatten({ background: '#0b2a4a' })
          .jpeg({ quality: 82, mozjpeg: true, progressive: true })
          .toFile(`${file}.${process.pid}.tmp`);
        await rename(`${file}.${process.pid}.tmp`, file);
        written++;
      }
      bytes[slug][name] = (await stat(file)).size;
    }
  }
  await writeFile(`${manifestPath}.${process.pid}.tmp`, JSON.stringify({ sizes: SOCIAL_SIZES, bytes }) + '\n');
  await rename(`${manifestPath}.${process.pid}.tmp`, manifestPath);
  return { slugs: slugs.length, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { slugs, written } = await buildSocialImages();
  console.log(`social images: ${slugs} articles, ${written} files written → public/media/social`);
}
