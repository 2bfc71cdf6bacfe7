// The embedded articles (src/content/embedded/, the blog of a site without a CMS) split at build
// time: what lists, cards, feeds and search engines read stays in the worker
// (src/generated/embedded-articles.json: every field but the bodies, each excerpt and reading time
// derived here), and the bodies, the largest part by far, become a static asset per language
// (public/content/blog/<lang>.json) that the worker reads once per isolate, for an article page or
// a search (src/content/embedded/bodies.ts). Every new isolate parses the whole worker before its
// first request; an article body is needed by a few of them. Each body is also rendered here by the
// worker's own markdown pipeline (src/content/markdown/render.ts) into public/content/blog/<lang>.html.json,
// which the worker takes as that markdown's rendering: a new isolate's first article is then shown
// without loading marked and js-xss and compiling their grammars (test/worker/embedded-html.test.ts
// holds the two renderings equal). Run by scripts/build-client.mjs.
import { build } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  // What the worker imports: the same as one JSON string, parsed on first use (src/content/embedded/source.ts).
  const module = path.join(root, 'src/generated/embedded-articles.ts');
  await writeFile(
    `${module}.${process.pid}.tmp`,
    `// Written by scripts/embedded-articles.mjs. Do not edit.\nexport const EMBEDDED_JSON = ${JSON.stringify(JSON.stringify(data))};\n`,
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
