// The legal pages as documents a lawyer keeps in Strapi: the privacy notice and the terms of use,
// each a localized single type (privacy-page, terms-page) with its first screen and its text as
// markdown with the date it was updated. On the answers in Strapi 5's shape that the import writes
// (test/fixtures/strapi/v5-pages/{privacy,terms}-page-*.json), edited as an editor would.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import { NOTICE_VERSION } from '../../src/privacy/policy';
import legalEn from '../../locales/en/legal.json';
import legal from '../../locales/pt/legal.json';
import { pages, recordedPages } from '../fixtures/strapi/recorded-pages';
import { cmsBindings } from '../fixtures/strapi/stub';
import { pageWith } from '../helpers/worker';
import { logLines } from './setup';
import { freshCmsState } from '../../src/content/testing/cms-state';

type Legal = { data: { documentId: string; hero: Record<string, string>; document: { text: string; updated: string } } };

const OPERATOR = 'operator-token-0123456789abcdef0123456789';
let ENV: Bindings;
const get = (path: string, init: RequestInit = {}) => pageWith(ENV, path, init);
const entry = (model: 'privacy-page' | 'terms-page', lang: string) => structuredClone(pages.imported[`${model}-${lang}`]!) as Legal;
const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const fallbackLines = (model: string) => logLines().filter((l) => l.event === 'cms.page_fallback' && l.model === model);

beforeEach(async () => {
  await freshCmsState();
  ENV = { ...cmsBindings('whsec-legal', 'preview-legal'), LEADS_EXPORT_TOKEN: OPERATOR, GA_MEASUREMENT_ID: 'G-TEST123' };
});

describe('the legal pages as the import writes them', () => {
  it("show the CMS's notice with the site's values filled in, its date, and the site's forms and cookie list after it", async () => {
    recordedPages();
    const { res, text } = await get('/pt/privacy');
    expect(res.status).toBe(200);
    const main = mainOf(text);
    expect(main).toContain('class="legal-document"');
    expect(main).toContain(`<h1>${legal.privacy.title}</h1>`);
    expect(main).toContain(`<h2>${legal.privacy.controller.title}</h2>`);
    // Every placeholder is the site's value, and none is left.
    expect(main).toContain(String(env.COMPANY_STREET));
    expect(main).toContain(String(env.COMPANY_EMAIL));
    expect(main).not.toContain('{{');
    expect(main).toContain(`data-updated="${NOTICE_VERSION}"`);
    expect(main).toContain(`data-notice-version="${NOTICE_VERSION}"`);
    expect(main).toContain('Atualizado em 28 de novembro de 2026.');
    // What follows the site's code: the request form, the cookie list and the preferences.
    expect(main).toContain(legal.request.title);
    expect(main).toContain('id="cookie-table-caption"');
    expect(main).toContain('_ga');
    expect(fallbackLines('privacy-page')).toEqual([]);
  });

  it('the terms in each language: their text, their date and the link to the privacy notice', async () => {
    recordedPages();
    const pt = mainOf((await get('/pt/terms')).text);
    expect(pt).toContain('<h2>1. Quem somos</h2>');
    expect(pt).toContain(String(env.COMPANY_CITY));
    expect(pt).toContain('Atualizado em 25 de novembro de 2026.');
    expect(pt).toMatch(/<a href="\/pt\/privacy">/);
    const en = mainOf((await get('/en/terms')).text);
    expect(en).toContain(`<h2>1. ${legalEn.terms.sections[0]!.title}</h2>`);
    expect(en).toContain('Last updated on November 25, 2026.');
    expect(fallbackLines('terms-page')).toEqual([]);
  });
});

describe('a lawyer edits the notice', () => {
  it('a new paragraph and date show in that language only; the notice version forms store stays the code’s', async () => {
    const cms = recordedPages();
    const pt = entry('privacy-page', 'pt');
    pt.data.document.text += '\n\n## Novidades\n\nAgora **também** atendemos por [carta](https://example.com/carta).';
    pt.data.document.updated = '2026-12-05';
    pt.data.hero.title = 'Aviso de privacidade';
    cms.published.set('privacy-page-pt', pt);
    const main = mainOf((await get('/pt/privacy')).text);
    expect(main).toContain('<h1>Aviso de privacidade</h1>');
    expect(main).toContain('<h2>Novidades</h2>');
    expect(main).toContain('<strong>também</strong>');
    expect(main).toContain('Atualizado em 5 de dezembro de 2026.');
    expect(main).toContain(`data-notice-version="${NOTICE_VERSION}"`);
    // The forms on the page still store the code's version.
    expect(main).toContain(`name="notice_version" value="${NOTICE_VERSION}"`);
    expect(mainOf((await get('/en/privacy')).text)).not.toContain('Novidades');
  });

  it("a published change shows at once after Strapi's publish webhook, in that language", async () => {
    const cms = recordedPages();
    expect(mainOf((await get('/pt/terms')).text)).not.toContain('Cláusula nova');
    const pt = entry('terms-page', 'pt');
    pt.data.document.text += '\n\n## 8. Cláusula nova\n\nTexto revisado pela advogada.';
    cms.published.set('terms-page-pt', pt);
    // Strapi's publish webhook, as it sends it for a page entry (test/fixtures/strapi/v5-pages/webhooks.json), for this model.
    const publish = pages.webhooks.publish!.find((w) => w.event === 'entry.publish')!.body;
    const body = { ...publish, model: 'terms-page', uid: 'api::terms-page.terms-page', entry: { ...pt.data, locale: 'pt' } };
    const res = await get('/api/cms-webhook', {
      method: 'POST',
      headers: { Authorization: 'Bearer whsec-legal', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(JSON.parse(res.text)).toMatchObject({ purged: true });
    const main = mainOf((await get('/pt/terms')).text);
    expect(main).toContain('<h2>8. Cláusula nova</h2>');
    expect(mainOf((await get('/en/terms')).text)).not.toContain('Cláusula nova');
  });

  it('markdown never runs: raw HTML is escaped and a javascript: link dropped', async () => {
    const cms = recordedPages();
    const terms = entry('terms-page', 'pt');
    terms.data.document.text += '\n\n<script>alert(1)</script> <img src=x onerror=alert(2)> [clique](javascript:alert(3))';
    cms.published.set('terms-page-pt', terms);
    const main = mainOf((await get('/pt/terms')).text);
    expect(main).toContain('class="legal-document"');
    expect(main).not.toMatch(/<script>alert|<img src=x|href="javascript:/);
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("a placeholder the site does not fill: the repository's notice, alone; the log, the preview and /api/cms-health say where", async () => {
    const cms = recordedPages();
    const pt = entry('privacy-page', 'pt');
    pt.data.document.text += '\n\nFale com {{dpoPhone}}.';
    pt.data.hero.title = 'Aviso de privacidade';
    cms.published.set('privacy-page-pt', pt);
    const main = mainOf((await get('/pt/privacy')).text);
    // The hero is the editor's; the notice the repository's (its table of contents, its version line).
    expect(main).toContain('<h1>Aviso de privacidade</h1>');
    expect(main).not.toContain('class="legal-document"');
    expect(main).toContain('class="legal-toc"');
    expect(main).not.toContain('dpoPhone');
    expect(fallbackLines('privacy-page').map((l) => l.invalid)).toEqual([['document: text placeholder']]);
    const report = JSON.parse((await get('/api/cms-health', { headers: { Authorization: `Bearer ${OPERATOR}` } })).text) as {
      sections: Record<string, unknown>[];
    };
    expect(report.sections.filter((s) => s.model === 'privacy-page')).toEqual([
      { model: 'privacy-page', lang: 'pt', section: 'document', reason: 'invalid', problems: ['text placeholder'] },
    ]);
  });

  it('a day that does not exist: the repository’s terms, with a notice in the editor’s preview', async () => {
    const cms = recordedPages();
    const draft = entry('terms-page', 'pt');
    draft.data.document.updated = '2026-02-31';
    draft.data.document.text = draft.data.document.text.replace('Quem somos', 'Quem somos nós');
    cms.drafts.set('terms-page-pt', draft);
    const start = await get(
      `/api/preview?secret=preview-legal&status=draft&locale=pt&documentId=${draft.data.documentId}&model=terms-page`,
    );
    const location = start.res.headers.get('location')!;
    expect(new URL(location, 'https://x').pathname).toBe('/pt/terms');
    const page = await get(location);
    expect(page.res.status).toBe(200);
    expect(page.text).not.toContain('Quem somos nós');
    expect(mainOf(page.text)).toContain(legal.terms.sections[0]!.title);
    const notices = /<aside class="preview-notices"[\s\S]*?<\/aside>/.exec(page.text)?.[0] ?? '';
    expect(notices).toContain('terms-page → document');
    // The published terms are the CMS's, untouched by the draft.
    expect(mainOf((await get('/pt/terms')).text)).toContain('class="legal-document"');
  });

  it('an over-long text is cut at a word with an ellipsis, and noted', async () => {
    const cms = recordedPages();
    const terms = entry('terms-page', 'en');
    terms.data.document.text += `\n\n${'More words for the lawyer. '.repeat(300)}`;
    cms.published.set('terms-page-en', terms);
    const main = mainOf((await get('/en/terms')).text);
    expect(main).toContain('class="legal-document"');
    expect(main).toMatch(/(More words for the lawyer\. )+More words[a-z .]*…/);
    expect(fallbackLines('terms-page').map((l) => l.adjusted)).toEqual([[expect.stringMatching(/^document: text too_long \d+>6000$/)]]);
  });
});
