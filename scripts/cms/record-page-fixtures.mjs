// Records the marketing pages' fixtures from a REAL running Strapi 5 (an empty one, started from
// cms/strapi): imports the repository's texts (`npm run cms:import`'s own code), then saves
// - Strapi's answers to the exact calls the worker makes for each page model and language (built
//   by the worker's own src/content/pages/query.ts and buildStrapiParams), with a read-only token;
// - every webhook Strapi sent for each editor action (a draft save, a publish of the home page and
//   of a testimonial, an unpublish of the English about page, a publish of hostile texts), caught
//   by a local receiver, and the answers after each;
// - the URLs Strapi's Preview button opens for a page entry.
// Usage (the project's Node 24, which strips the types of the imported .ts files):
//   node scripts/cms/record-page-fixtures.mjs http://127.0.0.1:1337 test/fixtures/strapi/v5-pages
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { modelDesc } from '../../src/content/pages/fields.ts';
import { entryRequest } from '../../src/content/pages/query.ts';
import { answerRecorder, openRecording, SITE_WEBHOOK_EVENTS, scenario as runScenario, writeRecording } from './fixture-files.mjs';
import { importPages } from './import-pages.mjs';
import { pageModels } from './page-fields.mjs';

const [base = 'http://127.0.0.1:1337', outDir = 'test/fixtures/strapi/v5-pages'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const { receiver, admin, token, version } = await openRecording(base, SITE_WEBHOOK_EVENTS);
const importToken = (
  await admin.call('POST', '/admin/api-tokens', {
    name: `import ${Date.now()}`,
    description: 'fixtures',
    type: 'full-access',
    lifespan: null,
  })
).data.accessKey;

receiver.mark('seed');
const imported = await importPages(base, importToken, { log: () => {} });
await receiver.settle();

const models = pageModels();
const { index, record } = answerRecorder({ base, token, outDir });
const entry = (name, lang, target, file = `${name}-${lang}`) => {
  const { path: apiPath, query } = entryRequest(modelDesc(models, name), lang, target);
  return record(file, apiPath, query);
};
for (const lang of ['pt', 'en', 'es']) {
  for (const name of [
    'home-page',
    'about-page',
    'services-page',
    'contact-page',
    'diagnostic-page',
    'landing-page',
    'testimonial',
    'site-setting',
  ]) {
    await entry(name, lang);
  }
  await entry('solution-page', lang, { slug: 'mes' }, `solution-page-${lang}-mes`);
}
await entry('solution-page', 'pt', { slug: 'erp-digital' }, 'solution-page-pt-erp-digital');

const scenario = (name, action) => runScenario(receiver, name, action);
const home = admin.st('api::home-page.home-page');
const homePt = await home.find('pt');
const withHeadline = (doc, before) => ({ ...doc, hero: { ...doc.hero, titleBefore: before } });
await scenario('draft-save', () => home.save(withHeadline(homePt, 'Rascunho: Lean Digital para '), 'pt'));
await entry('home-page', 'pt', { drafts: true }, 'home-page-pt-draft');
await entry('home-page', 'pt', {}, 'home-page-pt-after-draft-save');
await scenario('publish', () => home.publish(withHeadline(homePt, 'Publicado: Lean Digital para '), 'pt'));
await entry('home-page', 'pt', {}, 'home-page-pt-after-publish');

const testimonials = admin.cm('api::testimonial.testimonial');
const firstTestimonial = await testimonials.find(await testimonialId(), 'pt');
await scenario('publish-testimonial', () =>
  testimonials.publish(firstTestimonial.documentId, { ...firstTestimonial, quote: 'Depoimento revisado pelo editor.' }, 'pt'),
);
await entry('testimonial', 'pt', {}, 'testimonial-pt-after-publish');

await scenario('unpublish-about-en', () => admin.st('api::about-page.about-page').unpublish('en'));
await entry('about-page', 'en', {}, 'about-page-en-after-unpublish');

const hostile = {
  ...homePt,
  hero: { ...homePt.hero, subtitle: '<script>alert("hero")</script> Texto com <b>marcação</b>.' },
  blocks: homePt.blocks.map((block) =>
    block.__component === 'home.faq'
      ? {
          ...block,
          items: block.items.map((item, i) =>
            i === 0 ? { ...item, answer: 'Veja [o link](javascript:alert(1)) e <script>alert("faq")</script> **isto**.' } : item,
          ),
        }
      : block,
  ),
};
await scenario('publish-hostile', () => home.publish(hostile, 'pt'));
await entry('home-page', 'pt', {}, 'home-page-pt-hostile');

const previews = {
  home: await admin.previewUrl('api::home-page.home-page', homePt.documentId, 'pt'),
  solution: await admin.previewUrl('api::solution-page.solution-page', await solutionId('mes'), 'en'),
};
writeFileSync(path.join(outDir, 'previews.json'), `${JSON.stringify({ ...previews, imported }, null, 2)}\n`);
await writeRecording({ outDir, receiver, version, index });

async function testimonialId() {
  const list = await admin.call('GET', '/content-manager/collection-types/api::testimonial.testimonial?locale=pt&sort=order:ASC');
  return list.results[0].documentId;
}

async function solutionId(slug) {
  const list = await admin.call(
    'GET',
    `/content-manager/collection-types/api::solution-page.solution-page?locale=pt&filters[slug][$eq]=${slug}`,
  );
  return list.results[0].documentId;
}
