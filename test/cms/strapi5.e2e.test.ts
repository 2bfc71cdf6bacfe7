// The blog end to end against a real Strapi 5 (test/cms/global-setup.ts installs and starts it):
// the shipped content model, the seed loaded through the admin API as an editor would, the site
// under `wrangler dev` reading it with a read-only token, and Strapi's own webhooks and preview.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server';
import { StrapiAdmin } from '../../scripts/cms/strapi-admin.mjs';
import { seed } from '../../scripts/cms/seed.mjs';

const WEBHOOK_SECRET = 'e2e-webhook-secret';
const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.update',
  'media.delete',
];

let site: DevServer;
let admin: StrapiAdmin;
let seeded: Awaited<ReturnType<typeof seed>>;
const strapiUrl = inject('strapiUrl');

async function page(path: string) {
  const res = await fetch(site.url + path, { redirect: 'manual' });
  return { res, text: await res.text() };
}

/** Polls until `check` holds (the webhook is asynchronous in Strapi); returns how long it took. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const slugsIn = (html: string, lang: string) => [
  ...new Set([...html.matchAll(new RegExp(`href="/${lang}/blog/([a-z0-9-]+)"`, 'g'))].map((m) => m[1])),
];

beforeAll(async () => {
  admin = new StrapiAdmin(strapiUrl);
  await admin.signIn();
  await admin.ensureLocales();
  const token = await admin.createReadOnlyToken();
  seeded = await seed(admin);
  site = await startDevServer({
    port: inject('sitePort'),
    vars: {
      CMS_API_URL: `${strapiUrl}/api`,
      CMS_API_TOKEN: token,
      CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CMS_PREVIEW_SECRET: inject('previewSecret'),
      CMS_TIMEOUT_MS: '10000',
    },
  });
  await admin.createWebhook({ url: `${site.url}/api/cms-webhook`, secret: WEBHOOK_SECRET, events: EVENTS });
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
