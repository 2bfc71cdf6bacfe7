// Records test fixtures from a REAL running Strapi (an empty one, started from cms/strapi):
// loads the seed through the admin API, then saves
// - the exact REST answers to the queries the worker makes (built by the worker's own
//   buildStrapiParams), with the read-only API token;
// - every webhook Strapi sent for each editor action (draft save, publish, renames, slug change,
//   unpublish, delete, uploads), caught by a local receiver.
// Usage (the project's Node 24, which strips the types of the imported .ts file):
//   node scripts/cms/record-fixtures.mjs http://127.0.0.1:1337 test/fixtures/strapi/v5
import { mkdirSync } from 'node:fs';
import { answerRecorder, openRecording, SITE_WEBHOOK_EVENTS, scenario as runScenario, writeRecording } from './fixture-files.mjs';
import { png, seed } from './seed.mjs';

const [base = 'http://127.0.0.1:1337', outDir = 'test/fixtures/strapi/v5'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
// The site's events, and uploads (media.create), to record that they purge nothing.
const EVENTS = [...SITE_WEBHOOK_EVENTS, 'media.create'];
const SORT = ['publicationDate:desc', 'publishedAt:desc'];

const { receiver, admin, token, version } = await openRecording(base, EVENTS);

receiver.mark('seed');
const s = await seed(admin);
await receiver.settle();

const { index, record } = answerRecorder({ base, token, outDir });

const list = (lang, page, filters) => ({ page, pageSize: 12, sort: SORT, populate: '*', filters, locale: lang });
await record('articles-pt-page1', '/articles', list('pt', 1));
await record('articles-pt-page2', '/articles', list('pt', 2));
await record('articles-en-page1', '/articles', list('en', 1));
await record('articles-es-page1', '/articles', list('es', 1));
await record('articles-pt-category', '/articles', list('pt', 1, { category: { slug: { $eq: 'industria-4-0' } } }));
await record('articles-pt-tag', '/articles', list('pt', 1, { tags: { slug: { $eq: 'kanban' } } }));
await record(
  'articles-pt-search',
  '/articles',
  list('pt', 1, {
    $or: [
      { title: { $containsi: 'oee' } },
      { excerpt: { $containsi: 'oee' } },
      { content: { $containsi: 'oee' } },
      { category: { name: { $containsi: 'oee' } } },
      { tags: { name: { $containsi: 'oee' } } },
    ],
  }),
);
const bySlug = (lang, slug) => ({ page: 1, pageSize: 1, sort: SORT, populate: '*', filters: { slug: { $eq: slug } }, locale: lang });
await record('article-pt-mes-conecta-erp', '/articles', bySlug('pt', 'mes-conecta-erp'));
await record('article-en-mes-conecta-erp', '/articles', bySlug('en', 'mes-conecta-erp'));
await record('article-es-kanban-eletronico-missing', '/articles', bySlug('es', 'kanban-eletronico'));
await record('article-pt-draft-not-published', '/articles', bySlug('pt', 'rascunho-novidades-2027'));
await record('categories-pt-count', '/categories', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: 'pt' });
await record('tags-pt-count', '/tags', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: 'pt' });
await record('tags-en-count', '/tags', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: 'en' });
await record('tags-pt-populate-all', '/tags', { sort: ['name:asc'], populate: '*', pageSize: 100, locale: 'pt' });
await record('sitemap-pt', '/articles', {
  page: 1,
  pageSize: 100,
  sort: SORT,
  fields: ['slug', 'updatedAt', 'publishedAt', 'locale', 'publicationDate'],
  populate: ['localizations'],
  locale: 'pt',
});
await record('draft-pt-by-document', '/articles', {
  page: 1,
  pageSize: 1,
  sort: SORT,
  populate: '*',
  filters: { documentId: { $eq: s.draft } },
  locale: 'pt',
  drafts: true,
});

// Editor actions, one scenario each; every webhook Strapi sends is kept.
const articles = admin.cm('api::article.article');
const mesDoc = s.articles['mes-conecta-erp'];
const current = await articles.find(mesDoc, 'pt');
const formOf = (doc) => ({
  title: doc.title,
  slug: doc.slug,
  content: doc.content,
  publicationDate: doc.publicationDate,
  featured: doc.featured,
});

const scenario = (name, action) => runScenario(receiver, name, action);
await scenario('draft-save', () => articles.save(mesDoc, { ...formOf(current), title: `${current.title} (revisão)` }, 'pt'));
await scenario('publish', () => articles.publish(mesDoc, { ...formOf(current), title: `${current.title} (revisão)` }, 'pt'));
await record('article-pt-mes-conecta-erp-after-publish', '/articles', bySlug('pt', 'mes-conecta-erp'));
await scenario('rename-tag', () => admin.cm('api::tag.tag').save(s.tags.mes, { name: 'MES RENOMEADO', slug: 'mes' }, 'pt'));
await record('article-pt-mes-conecta-erp-after-tag-rename', '/articles', bySlug('pt', 'mes-conecta-erp'));
await scenario('rename-author', () =>
  admin.cm('api::author.author').save(s.authors['carlos-lima'], { name: 'Carlos A. Lima', slug: 'carlos-lima' }),
);
await scenario('slug-change-publish', () =>
  articles.publish(mesDoc, { ...formOf(current), title: `${current.title} (revisão)`, slug: 'mes-e-erp' }, 'pt'),
);
await record('article-pt-mes-e-erp-after-slug-change', '/articles', bySlug('pt', 'mes-e-erp'));
await record('article-pt-mes-conecta-erp-after-slug-change', '/articles', bySlug('pt', 'mes-conecta-erp'));
await scenario('create-draft', () => articles.create({ title: 'Outro rascunho', slug: 'outro-rascunho', content: 'x' }, 'pt'));
await scenario('publish-draft', () =>
  articles.publish(s.draft, { title: 'Rascunho: novidades de 2027', slug: 'rascunho-novidades-2027', content: 'Publicado.' }, 'pt'),
);
await scenario('unpublish', () => articles.unpublish(s.draft, 'pt'));
await scenario('delete', () => articles.remove(s.draft, 'pt'));
await scenario('media-upload', () => admin.upload('other.png', png(64, 40, [10, 10, 10]), 'image/png'));
await scenario('media-replace', () => admin.replaceUpload(s.cover.id, 'cover-v2.png', png(320, 200, [160, 30, 30])));
await scenario('category-create', () => admin.cm('api::category.category').create({ name: 'Tendências', slug: 'tendencias' }, 'pt'));

await writeRecording({ outDir, receiver, version, index });
