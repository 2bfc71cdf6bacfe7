// The two configurations the benchmark compares: the worker without and with the edge HTML
// cache (src/html-cache/). Once src/app.tsx wires `app.use(htmlCache)`, one production bundle
// serves both (the var HTML_CACHE=off turns the cache off). Until then the with-cache bundle is
// built by wrangler from a generated entry in bench/.tmp/: a copy of src/app.tsx with the
// middleware inserted where it belongs (after htmlCacheControl), its imports pointed back at src/.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildProductionWorker, root } from './prod-server.mjs';

const TMP = path.join(root, 'bench/.tmp');

export async function cacheIsWired() {
  const app = await readFile(path.join(root, 'src/app.tsx'), 'utf8');
  return /app\.use\(\s*htmlCache\b/.test(app);
}

function pointAtSrc(source) {
  return source.replace(/(from\s+|import\s*\(\s*)(['"])\.\/([^'"]+)\2/g, (_m, kw, q, rest) => `${kw}${q}../../src/${rest}${q}`);
}

/** src/app.tsx with `app.use(htmlCache)` inserted after htmlCacheControl (or languageMiddleware). */
export function withCacheSource(appSource) {
  let out = pointAtSrc(appSource);
  const anchors = [/^app\.use\(htmlCacheControl\);\s*$/m, /^app\.use\(languageMiddleware\);\s*$/m];
  const anchor = anchors.find((a) => a.test(out));
  if (!anchor)
    throw new Error('src/app.tsx: neither app.use(htmlCacheControl) nor app.use(languageMiddleware) found to place the HTML cache after');
  out = out.replace(anchor, (line) => `${line}\napp.use(htmlCache);`);
  return `import { htmlCache } from '../../src/html-cache';\n${out}`;
}

/**
 * Builds what the bench serves. Returns { noCache, cache }, each { script, vars, entry } where
 * entry is the TypeScript entry (for the Node render bench) and vars are extra bindings.
 * `siteUrl`: the SITE_URL the build renders its pages for (the cold bench's origin).
 */
export async function buildVariants({ quiet = false, siteUrl } = {}) {
  const base = await buildProductionWorker({ quiet, siteUrl });
  if (await cacheIsWired()) {
    const entry = path.join(root, 'src/index.ts');
    return {
      wired: true,
      noCache: { ...base, entry, vars: { HTML_CACHE: 'off' } },
      cache: { ...base, entry, vars: {} },
      cleanup: async () => rm(base.outdir, { recursive: true, force: true }),
    };
  }
  await mkdir(TMP, { recursive: true });
  await writeFile(path.join(TMP, 'app-with-cache.tsx'), withCacheSource(await readFile(path.join(root, 'src/app.tsx'), 'utf8')));
  const index = pointAtSrc(await readFile(path.join(root, 'src/index.ts'), 'utf8')).replace(
    /(['"])\.\.\/\.\.\/src\/app\1/,
    "'./app-with-cache'",
  );
  const entry = path.join(TMP, 'index.ts');
  await writeFile(entry, index);
  const cached = await buildProductionWorker({ quiet, siteUrl, entry: path.relative(root, entry) });
  return {
    wired: false,
    noCache: { ...base, entry: path.join(root, 'src/index.ts'), vars: {} },
    cache: { ...cached, entry, vars: {} },
    cleanup: async () => {
      await rm(base.outdir, { recursive: true, force: true });
      await rm(cached.outdir, { recursive: true, force: true });
      await rm(TMP, { recursive: true, force: true });
    },
  };
}
