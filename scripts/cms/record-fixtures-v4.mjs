// Records fixtures from a REAL running Strapi 4 (4.26), made from the shipped content model with
// the Strapi 4 differences of cms/strapi/README.md (slugs as strings, no document service).
// Saves the worker's queries' answers and the webhooks of editor actions, as record-fixtures.mjs
// does for Strapi 5. Usage: node scripts/cms/record-fixtures-v4.mjs http://127.0.0.1:1338 test/fixtures/strapi/v4
import { mkdirSync } from 'node:fs';
import { answerRecorder, openRecording, scenario as runScenario, writeRecording } from './fixture-files.mjs';
import { png } from './seed.mjs';

const [base = 'http://127.0.0.1:1338', outDir = 'test/fixtures/strapi/v4'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];
const SORT = ['publicationDate:desc', 'publishedAt:desc'];

const { receiver, admin, token, version } = await openRecording(base, EVENTS);

// Strapi 4's Content Manager: entries by numeric id, locales as plugins[i18n][…] parameters.
const cm = (uid) => {
  const b = `/content-manager/collection-types/${uid}`;
  return {
    create: (data, locale) => admin.call('POST', `${b}?locale=${locale}`, data),
    localize: (id, data, locale) => admin.call('POST', `${b}?locale=${locale}&relatedEntityId=${id}`, data),
    createPlain: (data) => admin.call('POST', b, data),
    save: (id, data) => admin.call('PUT', `${b}/${id}`, data),
    publish: (id) => admin.call('POST', `${b}/${id}/actions/publish`, {}),
    unpublish: (id) => admin.call('POST', `${b}/${id}/actions/unpublish`, {}),
    remove: (id) => admin.call('DELETE', `${b}/${id}`),
  };
};
const rel = (id) => ({ connect: [{ id }] });

receiver.mark('seed');
const cat = {};
for (const [slug, pt, en] of [
  ['industria-4-0', 'Indústria 4.0', 'Industry 4.0'],
  ['lean-manufacturing', 'Lean Manufacturing', 'Lean Manufacturing'],
]) {
  const c = await cm('api::category.category').create({ name: pt, slug }, 'pt');
  const e = await cm('api::category.category').localize(c.id, { name: en, slug }, 'en');
  cat[slug] = { pt: c.id, en: e.id };
}
const tag = {};
for (const [slug, pt, en] of [
  ['mes', 'MES', 'MES'],
  ['oee', 'OEE', 'OEE'],
  ['iot', 'IoT', 'IoT'],
]) {
  const t = await cm('api::tag.tag').create({ name: pt, slug }, 'pt');
  const e = await cm('api::tag.tag').localize(t.id, { name: en, slug }, 'en');
  tag[slug] = { pt: t.id, en: e.id };
}
const author = await cm('api::author.author').createPlain({ name: 'Ana Souza', slug: 'ana-souza' });
const cover = await admin.upload('cover.png', png(320, 200, [30, 90, 160]), 'image/png', 'Linha de produção');
const ids = {};
const topics = [
  ['oee-na-pratica', 'OEE na prática', 'OEE in practice', 'lean-manufacturing', ['oee']],
  ['mes-conecta-erp', 'O MES conecta o chão de fábrica ao ERP', 'MES connects the shop floor to the ERP', 'industria-4-0', ['mes', 'iot']],
  ['kanban-eletronico', 'Kanban eletrônico', null, 'lean-manufacturing', ['oee']],
];
for (const [i, [slug, pt, en, category, tags]] of topics.entries()) {
  const data = (lang, title) => ({
    title,
    slug,
    content: `Texto.\n\n![Diagrama](${cover.url})\n`,
    publicationDate: new Date(Date.UTC(2026, 0, 5 + 7 * i, 9)).toISOString(),
    featured: i === 1,
    featuredImage: cover.id,
    category: rel(cat[category][lang]),
    tags: { connect: tags.map((t) => ({ id: tag[t][lang] })) },
    author: rel(author.id),
  });
  const p = await cm('api::article.article').create(data('pt', pt), 'pt');
  await cm('api::article.article').publish(p.id);
  ids[`pt:${slug}`] = p.id;
  if (en) {
    const e = await cm('api::article.article').localize(p.id, data('en', en), 'en');
    await cm('api::article.article').publish(e.id);
    ids[`en:${slug}`] = e.id;
  }
}
const draft = await cm('api::article.article').create(
  { title: 'Rascunho v4', slug: 'rascunho-v4', content: 'Rascunho.', category: rel(cat['industria-4-0'].pt) },
  'pt',
);
await receiver.settle();

const { index, record } = answerRecorder({ base, token, outDir });
await record('articles-pt-page1', '/articles', { page: 1, pageSize: 12, sort: SORT, populate: '*', locale: 'pt' });
await record('articles-en-page1', '/articles', { page: 1, pageSize: 12, sort: SORT, populate: '*', locale: 'en' });
await record('article-pt-mes-conecta-erp', '/articles', {
  page: 1,
  pageSize: 1,
  sort: SORT,
  populate: '*',
  filters: { slug: { $eq: 'mes-conecta-erp' } },
  locale: 'pt',
});
await record('tags-pt-count', '/tags', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: 'pt' });
await record('categories-pt-count', '/categories', { sort: ['name:asc'], count: ['articles'], pageSize: 100, locale: 'pt' });
await record('sitemap-pt', '/articles', {
  page: 1,
  pageSize: 100,
  sort: SORT,
  fields: ['slug', 'updatedAt', 'publishedAt', 'locale', 'publicationDate'],
  populate: ['localizations'],
  locale: 'pt',
});
await record('draft-pt-by-slug', '/articles', {
  page: 1,
  pageSize: 1,
  sort: SORT,
  populate: '*',
  filters: { slug: { $eq: 'rascunho-v4' } },
  locale: 'pt',
  drafts: true,
});
await record('article-pt-draft-not-published', '/articles', {
  page: 1,
  pageSize: 1,
  sort: SORT,
  populate: '*',
  filters: { slug: { $eq: 'rascunho-v4' } },
  locale: 'pt',
});

const scenario = (name, action) => runScenario(receiver, name, action);
const articles = cm('api::article.article');
await scenario('draft-save', () => articles.save(draft.id, { title: 'Rascunho v4 (revisão)' }));
// A published, localized entry: a change to a non-localized field is copied to every locale.
await scenario('edit-published-localized', () => articles.save(ids['pt:mes-conecta-erp'], { featured: false }));
await scenario('edit-published-title', () => articles.save(ids['pt:oee-na-pratica'], { title: 'OEE na prática (revisão)' }));
await scenario('rename-tag', () => cm('api::tag.tag').save(tag.mes.pt, { name: 'MES RENOMEADO' }));
await scenario('slug-change', () => articles.save(ids['pt:kanban-eletronico'], { slug: 'kanban-digital' }));
await scenario('create-draft', () => articles.create({ title: 'Outro', slug: 'outro-v4', content: 'x' }, 'pt'));
await scenario('publish', () => articles.publish(draft.id));
await scenario('unpublish', () => articles.unpublish(draft.id));
await scenario('delete', () => articles.remove(draft.id));
await scenario('media-upload', () => admin.upload('other.png', png(64, 40, [10, 10, 10]), 'image/png'));

await writeRecording({ outDir, receiver, version, index });
