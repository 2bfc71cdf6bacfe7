// The blog and the marketing pages end to end against a real Strapi 5 (test/cms/global-setup.ts
// installs and starts it): the shipped content model, the seed loaded through the admin API as an
// editor would, the pages' texts loaded by `npm run cms:import`'s code with a token of its own, the
// site under `wrangler dev` reading it with a read-only token, and Strapi's own webhooks and preview.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server';
import { StrapiAdmin } from '../../scripts/cms/strapi-admin.mjs';
import { seed } from '../../scripts/cms/seed.mjs';
import { importPages } from '../../scripts/cms/import-pages.mjs';
import { importTargets } from '../../scripts/cms/import-safety.mjs';
import { localeTree, pageModels, SOLUTIONS } from '../../scripts/cms/page-fields.mjs';
import { SITE_WEBHOOK_EVENTS } from '../../scripts/cms/fixture-files.mjs';
import { describeEditing } from './editing';
import { contactHero, fetchPage, repo, until, type CmsContext } from './site';

const WEBHOOK_SECRET = 'e2e-webhook-secret';
const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef0123';

let site: DevServer;
let admin: StrapiAdmin;
let seeded: Awaited<ReturnType<typeof seed>>;
let importToken: string;
let imported: { created: number; updated: number; kept: number };
const strapiUrl = inject('strapiUrl');

const page = (path: string) => fetchPage(site.url, path);
const context = (): CmsContext => ({
  siteUrl: site.url,
  strapiUrl,
  admin,
  importToken,
  webhookSecret: WEBHOOK_SECRET,
  operatorToken: OPERATOR_TOKEN,
});

const slugsIn = (html: string, lang: string) => [
  ...new Set([...html.matchAll(new RegExp(`href="/${lang}/blog/([a-z0-9-]+)"`, 'g'))].map((m) => m[1])),
];

beforeAll(async () => {
  admin = new StrapiAdmin(strapiUrl);
  await admin.signIn();
  await admin.ensureLocales();
  const token = await admin.createReadOnlyToken();
  seeded = await seed(admin);
  // The marketing pages' texts, as an operator loads them: a token of its own, then `npm run cms:import`.
  importToken = (
    await admin.call('POST', '/admin/api-tokens', { name: 'import', description: 'cms:import', type: 'full-access', lifespan: null })
  ).data.accessKey;
  imported = await importPages(strapiUrl, importToken, { log: () => {} });
  site = await startDevServer({
    port: inject('sitePort'),
    vars: {
      CMS_API_URL: `${strapiUrl}/api`,
      CMS_API_TOKEN: token,
      CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CMS_PREVIEW_SECRET: inject('previewSecret'),
      CMS_TIMEOUT_MS: '10000',
      LEADS_EXPORT_TOKEN: OPERATOR_TOKEN,
      // The consent banner (and the footer's cookie link) show only on a site with analytics.
      GA_MEASUREMENT_ID: 'G-E2ETEST00',
    },
  });
  await admin.createWebhook({ url: `${site.url}/api/cms-webhook`, secret: WEBHOOK_SECRET, events: SITE_WEBHOOK_EVENTS });
  console.log(`Strapi: ${inject('timings')}`);
}, 600_000);

afterAll(async () => {
  await site?.stop();
});

describe('the blog on a real Strapi 5', () => {
  it('lists published articles in three languages, newest publication date first, drafts never', async () => {
    const pt = await page('/pt/blog');
    expect(pt.res.status).toBe(200);
    const ptSlugs = slugsIn(pt.text, 'pt');
    expect(ptSlugs).toHaveLength(12);
    expect(ptSlugs[0]).toBe('case-alimentos'); // the latest publicationDate of the seed
    expect(ptSlugs).not.toContain('rascunho-novidades-2027');
    expect(slugsIn((await page('/en/blog')).text, 'en')).toEqual([
      'case-autopecas',
      'sensores-e-manutencao',
      'kanban-eletronico',
      'mes-conecta-erp',
      'oee-na-pratica',
    ]);
    expect(slugsIn((await page('/es/blog')).text, 'es')).toEqual([
      'smed-troca-rapida',
      'sensores-e-manutencao',
      'mes-conecta-erp',
      'oee-na-pratica',
    ]);
  });

  it('filters by category and tag, searches, and pages through /api/articles', async () => {
    const category = slugsIn((await page('/pt/blog?category=cases-sucesso')).text, 'pt');
    expect(category.sort()).toEqual(['case-alimentos', 'case-autopecas', 'case-caldeiraria']);
    const tag = slugsIn((await page('/pt/blog?tag=kanban')).text, 'pt');
    expect(tag.sort()).toEqual(['andon-digital', 'kanban-eletronico', 'mapeamento-fluxo-valor']);
    const search = slugsIn((await page('/pt/blog?search=RFID')).text, 'pt');
    expect(search).toEqual(['rastreabilidade-rfid']);
    const second = (await (await fetch(`${site.url}/api/articles?lang=pt&page=2`)).json()) as {
      items: { slug: string }[];
      hasMore: boolean;
    };
    expect(second.items.map((a) => a.slug)).toEqual(['mes-conecta-erp', 'oee-na-pratica']);
    expect(second.hasMore).toBe(false);
  });

  it('renders an article: its date, its tags with counts in the archive, the inline image on the CMS origin', async () => {
    const { res, text } = await page('/pt/blog/mes-conecta-erp');
    expect(res.status).toBe(200);
    expect(text).toContain('<h1 class="post__title">O MES conecta o chão de fábrica ao ERP</h1>');
    expect(text).toContain('dateTime="2026-01-12T09:00:00.000Z"');
    expect(text).toContain(`src="${strapiUrl}${seeded.inline.url}"`);
    expect((await page('/es/blog/kanban-eletronico')).text).toContain('lang="pt-BR"'); // pt fallback
  });

  it('lists every published article in the sitemap, in the languages it exists in', async () => {
    const xml = (await page('/sitemap.xml')).text;
    expect(xml).toContain('/pt/blog/mes-conecta-erp</loc>');
    expect(xml).toContain('/en/blog/mes-conecta-erp</loc>');
    expect(xml).not.toContain('/en/blog/andon-digital</loc>');
    expect(xml).not.toContain('rascunho-novidades-2027');
  });

  it('shows a tag rename at once through the webhook, on a page that was cached', async () => {
    const url = '/pt/blog/mes-conecta-erp';
    await page(url);
    expect((await page(url)).res.headers.get('X-Html-Cache')).toBe('HIT');
    await admin.cm('api::tag.tag').save(seeded.tags.mes, { name: 'MES E2E', slug: 'mes' }, 'pt');
    const took = await until('the renamed tag on the article page', async () => (await page(url)).text.includes('MES E2E'));
    console.log(`tag rename visible after ${took} ms`);
  });

  it('shows a publish at once and keeps the publication date of a republished article', async () => {
    const cm = admin.cm('api::article.article');
    const doc = await cm.create({ title: 'Novo artigo E2E', slug: 'novo-artigo-e2e', content: 'Publicado agora.' }, 'pt');
    await cm.publish(doc.documentId, { title: 'Novo artigo E2E', slug: 'novo-artigo-e2e', content: 'Publicado agora.' }, 'pt');
    await until('the new article first in /pt/blog', async () => slugsIn((await page('/pt/blog')).text, 'pt')[0] === 'novo-artigo-e2e');
    // Republishing an old article (a typo fix) does not move it up.
    const old = await cm.find(seeded.articles['oee-na-pratica']!, 'pt');
    await cm.publish(old.documentId, { title: `${old.title}.`, slug: old.slug, content: old.content }, 'pt');
    await until('the edited title', async () => (await page('/pt/blog/oee-na-pratica')).text.includes(`${old.title}.`));
    expect((await page('/pt/blog/oee-na-pratica')).text).toContain('dateTime="2026-01-05T09:00:00.000Z"');
    expect(slugsIn((await page('/pt/blog')).text, 'pt')).not.toContain('oee-na-pratica');
  });

  it('answers the old URL of a renamed article with a 301 to the new one', async () => {
    const cm = admin.cm('api::article.article');
    const doc = await cm.find(seeded.articles['smed-troca-rapida']!, 'pt');
    expect((await page('/pt/blog/smed-troca-rapida')).res.status).toBe(200);
    await cm.publish(doc.documentId, { title: doc.title, slug: 'smed-na-pratica', content: doc.content }, 'pt');
    await until('the 301 from the old slug', async () => {
      const { res } = await page('/pt/blog/smed-troca-rapida');
      return res.status === 301 && res.headers.get('location') === '/pt/blog/smed-na-pratica';
    });
    expect((await page('/pt/blog/smed-na-pratica')).res.status).toBe(200);
  });

  it('shows a draft only through the preview Strapi opens, never on the site', async () => {
    expect((await page('/pt/blog/rascunho-novidades-2027')).res.status).toBe(404);
    const preview = await admin.previewUrl('api::article.article', seeded.draft, 'pt');
    expect(preview.startsWith(`${site.url}/api/preview?`)).toBe(true);
    const wrong = await fetch(preview.replace(/secret=[^&]+/, 'secret=wrong'), { redirect: 'manual' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('Rascunho');
    const entry = await fetch(preview, { redirect: 'manual' });
    expect(entry.status).toBe(303);
    const draft = await page(entry.headers.get('location')!);
    expect(draft.res.status).toBe(200);
    expect(draft.text).toContain('Rascunho: novidades de 2027');
    expect(draft.text).toContain('class="preview-bar"');
    expect(draft.res.headers.get('cache-control')).toBe('no-store');
    expect(draft.res.headers.get('content-security-policy')).toContain(`frame-ancestors ${new URL(strapiUrl).origin}`);
    expect((await page('/pt/blog/rascunho-novidades-2027')).res.status).toBe(404);
    expect(slugsIn((await page('/pt/blog')).text, 'pt')).not.toContain('rascunho-novidades-2027');
  });
});

const mainWords = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<section class="section section--alt blog-teaser"[\s\S]*?<\/section>/, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** A block of a page's dynamic zone as Strapi's Content Manager answers it. */
type Block = { __component: string; [field: string]: unknown };

describe('the marketing pages on a real Strapi 5', () => {
  const home = () => admin.st('api::home-page.home-page');

  it('imports every page in three languages, published, and creates nothing twice', async () => {
    // Every entry the model has (a type added to the model only changes the counts).
    const tree = localeTree();
    const entries = importTargets(pageModels(tree), tree).length;
    expect(imported).toEqual({ created: entries, updated: 0, kept: 0 });
    expect(await importPages(strapiUrl, importToken, { log: () => {} })).toEqual({ created: 0, updated: 0, kept: entries });
    const pt = (await page('/pt')).text;
    expect(pt).toContain(`"before":"${repo('pt', 'home', 'hero.title.before')}"`);
    expect(pt).toContain(String(repo('pt', 'home', 'faq.items.0.answer')));
    expect((await page('/es/solutions/mes')).text).toContain(`<h1 id="page-title">${repo('es', 'solutions', 'mes.title')}</h1>`);
    // No section of any page, in any language, stands in from the repository: all came from Strapi.
    const health = await fetch(`${site.url}/api/cms-health`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(health.status).toBe(200);
    // Checked: each model in each language, each solution page by slug.
    const checked = pageModels().reduce((n, m) => n + (m.spec.name === 'solution-page' ? SOLUTIONS.length : 1) * 3, 0);
    expect(await health.json()).toMatchObject({ cms: true, ok: true, checked, sections: [] });
  });

  it("shows an edit made through Strapi's REST API in the page's h1, in pt, en and es", async () => {
    const titles = { pt: 'Fale conosco, via REST', en: 'Talk to us, via REST', es: 'Hable con nosotros, vía REST' };
    for (const [lang, title] of Object.entries(titles)) {
      const res = await fetch(`${strapiUrl}/api/contact-page?locale=${lang}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${importToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { hero: { ...(await contactHero(context(), lang)), title } } }),
      });
      expect(res.status, await res.text()).toBe(200);
    }
    for (const [lang, title] of Object.entries(titles)) {
      await until(`the contact page's h1 in ${lang}`, async () =>
        (await page(`/${lang}/contact`)).text.includes(`<h1 id="page-title">${title}</h1>`),
      );
    }
  });

  it('shows a published headline, testimonial and FAQ answer in pt within seconds; /en does not change', async () => {
    const enBefore = mainWords((await page('/en')).text);
    const doc = await home().find('pt');
    const blocks = (doc.blocks as Block[]).map((block) =>
      block.__component === 'home.faq'
        ? {
            ...block,
            items: (block.items as { answer: string }[]).map((item, i) =>
              i === 0 ? { ...item, answer: 'Resposta **editada** E2E.' } : item,
            ),
          }
        : block,
    );
    await home().publish({ ...doc, hero: { ...doc.hero, titleBefore: 'Manchete E2E para ' }, blocks }, 'pt');
    const testimonials = admin.cm('api::testimonial.testimonial');
    const list = await admin.call('GET', '/content-manager/collection-types/api::testimonial.testimonial?locale=pt&sort=order:ASC');
    const first = await testimonials.find(list.results[0].documentId, 'pt');
    await testimonials.publish(first.documentId, { ...first, quote: 'Depoimento editado E2E.' }, 'pt');
    const took = await until('the headline, the answer and the testimonial on /pt', async () => {
      const { text } = await page('/pt');
      return (
        text.includes('"before":"Manchete E2E para "') &&
        text.includes('Resposta <strong>editada</strong> E2E.') &&
        text.includes('Depoimento editado E2E.')
      );
    });
    console.log(`home headline, FAQ answer and testimonial visible after ${took} ms`);
    expect((await page('/pt/diagnostico-lean-digital-gratuito')).text).toContain('Depoimento editado E2E.');
    expect(mainWords((await page('/en')).text)).toBe(enBefore);
  });

  it('shows the home blocks as an editor ordered them (testimonials above the method, no budget block) in pt, en and es', async () => {
    for (const lang of ['pt', 'en', 'es']) {
      // The page cached first: what changes it is the webhook's purge after the publish.
      await page(`/${lang}`);
      expect((await page(`/${lang}`)).res.headers.get('X-Html-Cache')).toBe('HIT');
      const doc = await home().find(lang);
      const blocks = (doc.blocks as Block[]).filter((b) => b.__component !== 'home.budget');
      const said = blocks.findIndex((b) => b.__component === 'home.testimonials');
      const [testimonials] = blocks.splice(said, 1);
      blocks.splice(
        blocks.findIndex((b) => b.__component === 'home.method'),
        0,
        testimonials!,
      );
      await home().publish({ ...doc, blocks }, lang);
      await until(`the reordered home blocks in ${lang}`, async () => {
        const main = /<main[\s\S]*<\/main>/.exec((await page(`/${lang}`)).text)?.[0] ?? '';
        const at = (marker: string) => main.indexOf(marker);
        return at('id="depoimentos"') > 0 && at('id="depoimentos"') < at('id="metodo"') && at('id="budget-title"') < 0;
      });
    }
  });

  it("falls back to the repository's text when the English about entry is unpublished", async () => {
    const about = admin.st('api::about-page.about-page');
    const en = await about.find('en');
    await about.publish({ ...en, hero: { ...en.hero, title: 'About E2E' } }, 'en');
    await until('the edited English about title', async () => (await page('/en/about')).text.includes('About E2E'));
    await about.unpublish('en');
    await until("the repository's English about title", async () =>
      (await page('/en/about')).text.includes(`<h1 id="page-title">${repo('en', 'about', 'hero.title')}</h1>`),
    );
    expect((await page('/pt/about')).res.status).toBe(200);
  });

  it('shows a saved draft only in the preview Strapi opens', async () => {
    const doc = await home().find('pt');
    await home().save({ ...doc, hero: { ...doc.hero, titleBefore: 'Rascunho E2E para ' } }, 'pt');
    const preview = await admin.previewUrl('api::home-page.home-page', doc.documentId, 'pt');
    const entry = await fetch(preview, { redirect: 'manual' });
    expect(entry.status).toBe(303);
    const draft = await page(entry.headers.get('location')!);
    expect(draft.text).toContain('"before":"Rascunho E2E para "');
    expect(draft.text).toContain('class="preview-bar"');
    expect(draft.res.headers.get('cache-control')).toBe('no-store');
    expect((await page('/pt')).text).not.toContain('Rascunho E2E');
  });
});

describeEditing(context);
