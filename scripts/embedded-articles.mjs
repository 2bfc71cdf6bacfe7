// The embedded articles (src/content/embedded/, the blog of a site without a CMS) split at build
// time into static assets the worker reads once per isolate, none of them in its upload (every new
// isolate compiles the whole upload before its first request, string literals included): what
// lists, cards, feeds and search engines read (public/content/blog/articles.<hash>.json, named by
// src/generated/embedded-articles.ts; every field but the bodies, each excerpt and reading time
// derived here; src/generated/embedded-articles.json is the same for the tests), read by the first
// request that asks the content for anything (src/content/embedded/list.ts), and the bodies, the
// largest part by far, a file per language (public/content/blog/<lang>.json), read for an article
// page or a search (src/content/embedded/bodies.ts). Each body is also rendered here by the
// worker's own markdown pipeline (src/content/markdown/render.ts) into public/content/blog/<lang>.html.json,
// which the worker takes as that markdown's rendering: a new isolate's first article is then shown
// without loading marked and js-xss and compiling their grammars (test/worker/embedded-html.test.ts
// holds the two renderings equal). Run by scripts/build-client.mjs.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LANGS = ['pt', 'en', 'es'];

async function write(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, `${JSON.stringify(value)}\n`);
  await rename(`${file}.${process.pid}.tmp`, file);
}

/** The articles as the worker's source defines them (TypeScript, bundled here to be read). */
async function load() {
  const { outputFiles } = await build({
    stdin: {
      contents: [
        "export * from './src/content/embedded/data.ts';",
        "export { deriveExcerpt, deriveReadingTime } from './src/content/derive.ts';",
        "export { renderMarkdown } from './src/content/markdown/render.ts';",
      ].join(' '),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    // The module swap the worker makes (wrangler.toml [alias]), so the pipeline is the worker's.
    alias: { cssfilter: './src/content/markdown/no-css-filter.cjs' },
    external: ['node:*'],
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

export async function buildEmbeddedArticles() {
  const { EMBEDDED_ARTICLES, EMBEDDED_CATEGORIES, EMBEDDED_TAGS, deriveExcerpt, deriveReadingTime, renderMarkdown } = await load();
  const bodies = Object.fromEntries(LANGS.map((lang) => [lang, {}]));
  const articles = EMBEDDED_ARTICLES.map((article) => {
    const translations = Object.fromEntries(
      Object.entries(article.translations).map(([lang, { content, ...text }]) => {
        bodies[lang][article.slug] = content;
        return [lang, { ...text, excerpt: text.excerpt ?? deriveExcerpt(content), readingTime: deriveReadingTime(content) }];
      }),
    );
    return { ...article, translations };
  });
  const data = { articles, categories: EMBEDDED_CATEGORIES, tags: EMBEDDED_TAGS };
  await write(path.join(root, 'src/generated/embedded-articles.json'), data);
  // What the worker reads: the same as a static asset whose name carries its hash, so a worker
  // version reads only the list it was built with (src/content/embedded/list.ts).
  const blog = path.join(root, 'public/content/blog');
  const name = `articles.${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 12)}.json`;
  await write(path.join(blog, name), data);
  for (const old of await readdir(blog)) if (old.startsWith('articles.') && old !== name) await rm(path.join(blog, old), { force: true });
  const module = path.join(root, 'src/generated/embedded-articles.ts');
  await writeFile(
    `${module}.${process.pid}.tmp`,
    `// Written by scripts/embedded-articles.mjs. Do not edit.\nexport const EMBEDDED_FILE = ${JSON.stringify(`/content/blog/${name}`)};\n`,
  );
  await rename(`${module}.${process.pid}.tmp`, module);
  for (const lang of LANGS) {
    await write(path.join(root, 'public/content/blog', `${lang}.json`), bodies[lang]);
    const html = Object.fromEntries(Object.entries(bodies[lang]).map(([slug, markdown]) => [slug, renderMarkdown(markdown)]));
    await write(path.join(root, 'public/content/blog', `${lang}.html.json`), html);
  }
  return { articles: articles.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await buildEmbeddedArticles());
}
