import { describe, expect, it } from 'vitest';
import enLanding from '../../locales/en/landing.json';
import esLanding from '../../locales/es/landing.json';
import ptLanding from '../../locales/pt/landing.json';
import { html, ORIGIN } from '../helpers/worker';
import { withSite } from '../helpers/titles';

const LANDING = { pt: ptLanding, en: enLanding, es: esLanding };
type Lang = keyof typeof LANDING;
const ROUTE = '/diagnostico-lean-digital-gratuito';

function plain(fragment: string): string {
  return fragment
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function section(text: string, id: string): string {
  const m = new RegExp(`<section[^>]*\\sid="${id}"[\\s\\S]*?</section>`).exec(text);
  if (!m) throw new Error(`no section #${id}`);
  return m[0];
}

// The landing page's indicator ranges, as each language writes them.
const RANGES: Record<Lang, string[]> = {
  pt: ['25% a 40%', '20% a 35%', '15% a 35%', '+10 a 25 p.p.', '30% a 70%', '+40%'],
  en: ['25% to 40%', '20% to 35%', '15% to 35%', '+10 to 25 pp', '30% to 70%', '+40%'],
  es: ['25% a 40%', '20% a 35%', '15% a 35%', '+10 a 25 p.p.', '30% a 70%', '+40%'],
};

const PAGES: [path: string, lang: Lang][] = [
  [ROUTE, 'pt'],
  [`/pt${ROUTE}`, 'pt'],
  [`/en${ROUTE}`, 'en'],
  [`/es${ROUTE}`, 'es'],
];

describe.each(PAGES)('landing %s', (path, lang) => {
  const t = LANDING[lang];

  it('answers 200 with its own title, description, keywords and one h1', async () => {
    const { res, doc } = await html(path);
    expect(res.status).toBe(200);
    expect(doc.title).toBe(withSite(t.meta.title));
    expect(doc.meta('description')).toBe(t.meta.description);
    expect(doc.meta('keywords')).toBe(t.meta.keywords);
    expect(doc.h1.map(plain)).toEqual([t.hero.title]);
    expect(doc.canonical).toBe(`${ORIGIN}/${lang}${ROUTE}`);
  });

  it('sits outside the site layout: no header or site footer (only the legal links), but the chat button and a language selector', async () => {
    const { text } = await html(path);
    expect(text).toContain('class="layout-bare"');
    expect(text).not.toContain('class="site-header"');
    expect(text.match(/<footer\b[^>]*>/g)).toEqual(['<footer class="site-footer site-footer--bare">']);
    expect(text).not.toContain('site-footer__grid');
    expect(text).toContain('data-chat-button=""');
    expect(text).toMatch(
      /<div class="landing-lang"><div class="lang-menu" data-lang-menu=""><button type="button" class="lang-menu__button" popoverTarget="landing-lang">/,
    );
    for (const code of ['pt', 'en', 'es']) expect(text).toContain(`data-lang="${code}"`);
  });

  it('has a hero button that anchors to the form section, which holds the landing lead form', async () => {
    const { text } = await html(path);
    expect(text).toMatch(/<a class="btn btn--primary btn--lg landing-hero__cta" href="#form" data-scroll-to-form="">/);
    const form = section(text, 'form');
    expect(form).toContain('<form');
    expect(form).toContain('value="diagnostico-lean-digital-gratuito"');
  });

  it('preloads the hero image, which is sized', async () => {
    const { text } = await html(path);
    expect(text).toMatch(/<link rel="preload" as="image" href="\/media\/landing\/hero.webp"[^>]*fetchPriority="high"/);
    expect(text).toMatch(/<img class="landing-hero__image"[^>]*width="1600" height="900"/);
  });

  it('shows the six indicator cards with the spec ranges', async () => {
    const { text } = await html(path);
    const values = [...section(text, 'indicadores').matchAll(/<p class="indicator-card__value">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(values).toEqual(RANGES[lang]);
  });

  it('has four why-choose cards, four solution cards and three deliverables', async () => {
    const { text } = await html(path);
    expect(section(text, 'por-que').match(/<li class="surface landing-card landing-card--why">/g)).toHaveLength(4);
    expect(section(text, 'solucoes').match(/<li class="surface landing-card landing-card--solution">/g)).toHaveLength(4);
    expect(section(text, 'entregas').match(/<li class="deliverable">/g)).toHaveLength(3);
  });

  it('has three testimonials, one citing 12 years since 2013 and one since 2020', async () => {
    const { text } = await html(path);
    const items = section(text, 'depoimentos').match(/<li class="testimonial" data-testimonial="">/g);
    expect(items).toHaveLength(3);
    const quotes = plain(section(text, 'depoimentos'));
    expect(quotes).toMatch(/12 \D*2013/);
    expect(quotes).toContain('2020');
  });

  it('has an FAQ accordion of five <details> sharing one name (one open at a time, no JS needed)', async () => {
    const { text, doc } = await html(path);
    const faq = section(text, 'faq');
    expect(faq.match(/<details class="faq__item" name="faq-accordion"/g)).toHaveLength(5);
    expect(faq.match(/<summary/g)).toHaveLength(5);
    expect(faq).not.toMatch(/<details[^>]*\sopen/);
    const ld = doc.jsonLd.find((d) => d['@type'] === 'FAQPage');
    expect(ld.mainEntity.map((q: { name: string }) => q.name)).toEqual(t.faq.items.map((i) => i.question));
  });

  it('ends with the final call to action back to the form', async () => {
    const { text } = await html(path);
    const cta = section(text, 'cta-final');
    expect(plain(cta)).toContain(t.finalCta.title);
    expect(cta).toContain('href="#form"');
    expect(cta).toMatch(/href="https:\/\/wa\.me\/5511998762200\?text=[^"]+" target="_blank" rel="noopener"/);
  });

  it('has the sections in the spec order', async () => {
    const { text } = await html(path);
    const ids = ['indicadores', 'por-que', 'solucoes', 'entregas', 'form', 'depoimentos', 'faq', 'cta-final'];
    const at = ids.map((id) => text.indexOf(`id="${id}"`));
    expect(at.every((p) => p > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text.indexOf('landing-hero')).toBeLessThan(at[0]!);
  });

  it('describes itself with a BreadcrumbList below home', async () => {
    const { doc } = await html(path);
    const crumbs = doc.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toHaveLength(2);
    expect(crumbs.itemListElement[1]).toMatchObject({ position: 2, name: t.breadcrumb, item: `${ORIGIN}/${lang}${ROUTE}` });
  });
});
