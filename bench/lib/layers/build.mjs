// The layer bench's builds (bench/lib/layers.mjs): each variant's source tree (src/ copied and
// patched) built as production, and the recorded CMS the CMS variants read.
import { readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildProductionWorker, root } from '../prod-server.mjs';
import { TMP, VARIANTS } from './config.mjs';

/** The project as the variant sees it: src/ copied and patched, everything else linked. */
async function variantTree(variant) {
  const dir = path.join(TMP, variant.name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(root)) {
    if (entry === 'src' || entry === 'wrangler.toml' || entry === 'bench' || entry.startsWith('.')) continue;
    await symlink(path.join(root, entry), path.join(dir, entry));
  }
  await cp(path.join(root, 'src'), path.join(dir, 'src'), { recursive: true });
  for (const p of variant.patches ?? []) {
    const file = path.join(dir, 'src', p.file);
    const source = await readFile(file, 'utf8');
    const count = source.split(p.anchor).length - 1;
    if (count !== 1) throw new Error(`${variant.name}: the anchor occurs ${count} times in src/${p.file} (expected once): ${p.anchor}`);
    await writeFile(file, source.replace(p.anchor, p.replacement));
  }
  let config = await readFile(path.join(root, 'wrangler.toml'), 'utf8');
  if (variant.noAlias) {
    const without = config.replace(/^\[alias\]\n(?:"[^"\n]+" = "[^"\n]+"\n)+/m, '');
    if (without === config) throw new Error('no-alias: the [alias] table of wrangler.toml was not found');
    config = without;
  }
  await writeFile(path.join(dir, 'wrangler.toml'), config);
  return path.join(dir, 'wrangler.toml');
}

/** Builds every variant's deploy bundle (the shipped one from the real tree). */
export async function buildLayerVariants(variants = VARIANTS, log = () => {}) {
  const built = new Map();
  const shipped = await buildProductionWorker();
  for (const variant of variants) {
    if (!variant.patches && !variant.noAlias) {
      built.set(variant.name, shipped);
      continue;
    }
    const config = await variantTree(variant);
    const bundle = await buildProductionWorker({ config, serverBuild: variant.noAlias ? null : undefined });
    log(`  built ${variant.name}: ${(bundle.bytes / 1024).toFixed(0)} KB`);
    built.set(variant.name, bundle);
  }
  return {
    built,
    cleanup: async () => {
      for (const b of new Set(built.values())) await rm(b.outdir, { recursive: true, force: true });
      await rm(TMP, { recursive: true, force: true });
    },
  };
}

/**
 * A CMS on loopback answering the worker's Strapi 5 queries with the answers recorded from a real
 * Strapi 5 (test/fixtures/strapi/v5), as test/fixtures/strapi/recorded.ts routes them.
 */
export async function recordedCms({ latencyMs = 0 } = {}) {
  const dir = path.join(root, 'test/fixtures/strapi/v5');
  const load = (name) => readFileSync(path.join(dir, `${name}.json`), 'utf8');
  const empty = JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } } });
  const answers = {
    article: load('article-pt-mes-conecta-erp'),
    list: JSON.parse(load('articles-pt-page1')),
    tags: load('tags-pt-count'),
    categories: load('categories-pt-count'),
    sitemap: load('sitemap-pt'),
  };
  const answer = (url) => {
    const p = url.searchParams;
    if ((p.get('locale') ?? 'pt') !== 'pt') return empty;
    if (url.pathname.endsWith('/tags')) return answers.tags;
    if (url.pathname.endsWith('/categories')) return answers.categories;
    if (!url.pathname.endsWith('/articles')) return empty;
    const slug = p.get('filters[slug][$eq]');
    if (slug !== null) return slug === 'mes-conecta-erp' ? answers.article : empty;
    if (p.has('fields[0]')) return answers.sitemap;
    if ([...p.keys()].some((k) => k.startsWith('filters['))) return empty;
    const size = Number(p.get('pagination[pageSize]') ?? 10);
    return JSON.stringify({ ...answers.list, data: answers.list.data.slice(0, size) });
  };
  let calls = 0;
  const server = createServer((req, res) => {
    calls++;
    const body = answer(new URL(req.url, 'http://cms.local'));
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(body);
    }, latencyMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${server.address().port}/api`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One sample of one variant: a new workerd process, three new isolates per page. */
