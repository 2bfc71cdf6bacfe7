import { describe, expect, it } from 'vitest';
import enBlog from '../../locales/en/blog.json';
import enHome from '../../locales/en/home.json';
import esBlog from '../../locales/es/blog.json';
import esHome from '../../locales/es/home.json';
import ptBlog from '../../locales/pt/blog.json';
import ptHome from '../../locales/pt/home.json';
import { yearsSince } from '../../src/company';
import { html } from '../helpers/worker';

const HOME = { pt: ptHome, en: enHome, es: esHome };
const BLOG = { pt: ptBlog, en: enBlog, es: esBlog };
type Lang = keyof typeof HOME;

/** The visible text of an HTML fragment: tags and React's text separators removed, entities decoded. */
function plain(fragment: string): string {
  return fragment
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function h2s(text: string): string[] {
  return [...text.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => plain(m[1]!));
}

/** Inner HTML of every element carrying `attr` (elements that do not nest themselves). */
function byAttr(text: string, tag: string, attr: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*\\s${attr}(?:="[^"]*")?[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...text.matchAll(re)].map((m) => m[1]!);
}

/** Each solution card's HTML, by slug: from its opening tag to the next card (or section end). */
function cards(text: string): Map<string, string> {
  const starts = [...text.matchAll(/<li class="(?:surface pillar|innovation)-card" data-solution="([^"]+)">/g)];
  return new Map(
    starts.map((m, i) => {
      const from = m.index! + m[0].length;
      const to = i + 1 < starts.length ? starts[i + 1]!.index! : text.indexOf('</section>', from);
      return [m[1]!, text.slice(from, to)];
    }),
  );
}

// Claimed gains on the home page: [cut, rise] per solution.
const GAINS: Record<string, [string, string]> = {
  'erp-digital': ['20%', '25%'],
  aps: ['30%', '20%'],
  mes: ['20%', '15%'],
  rfid: ['30%', '25%'],
  wms: ['15%', '20%'],
  tms: ['20%', '15%'],
  rpa: ['30%', '25%'],
  ia: ['25%', '20%'],
};

const PAGES: [path: string, lang: Lang, prefix: string][] = [
  ['/', 'pt', ''],
  ['/pt', 'pt', '/pt'],
  ['/en', 'en', '/en'],
  ['/es', 'es', '/es'],
];

describe.each(PAGES)('home %s', (path, lang, prefix) => {
  const t = HOME[lang];

  it('answers 200 with its own title, description and keywords', async () => {
    const { res, doc } = await html(path);
    expect(res.status).toBe(200);
    expect(doc.htmlLang).toBe(lang === 'pt' ? 'pt-BR' : lang);
    // Alone: with " | Vértice Lean Digital" it would pass the 60 characters search results show.
    expect(doc.title).toBe(t.meta.title);
    expect(doc.meta('description')).toBe(t.meta.description);
    expect(doc.meta('keywords')).toBe(t.meta.keywords);
  });

  it('has one h1 holding the full typed headline, highlight included, in the server HTML', async () => {
    const { text, doc } = await html(path);
    const full = t.hero.title.before + t.hero.title.highlight + t.hero.title.after;
    expect(doc.h1).toHaveLength(1);
    expect(plain(doc.h1[0]!)).toBe(full);
    expect(text).toMatch(new RegExp(`data-typed-highlight="">${t.hero.title.highlight}</span>`));
  });

  it('renders the sections in the spec order', async () => {
    const { text } = await html(path);
    const headings = h2s(text);
    const expected = [
      t.solutions.title,
      t.diagnostic.title,
      t.authority.title,
      t.benefits.title,
      t.digitalization.title,
      t.method.title,
      t.testimonials.title,
      t.faq.title,
      t.finalCta.title,
      BLOG[lang].teaser.title,
      t.budget.title,
    ];
    const positions = expected.map((h) => headings.indexOf(h));
    expect(
      positions.every((p) => p >= 0),
      `missing: ${expected.filter((_, i) => positions[i]! < 0).join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The hero comes first and the budget banner last.
    expect(text.indexOf('home-hero')).toBeLessThan(text.indexOf('id="solucoes"'));
    expect(text.indexOf('budget-banner')).toBeGreaterThan(text.indexOf('blog-teaser'));
  });

  it('has the hero video with poster, webm and mp4, muted and looping, and the poster preloaded', async () => {
    const { text } = await html(path);
    const video = /<video[^>]*data-hero-video[^>]*>([\s\S]*?)<\/video>/.exec(text);
    expect(video).not.toBeNull();
    const tag = video![0];
    for (const a of ['muted', 'loop', 'playsinline']) expect(tag).toMatch(new RegExp(`\\s${a}=""`, 'i'));
    // The poster is the first paint: the video fetches nothing until its script starts it.
    expect(tag).toContain('preload="none"');
    expect(tag).not.toMatch(/\sautoplay/i);
    expect(tag).toContain('poster="/media/hero/hero-poster.webp"');
    expect(tag).toContain('src="/media/hero/hero-loop.webm" type="video/webm"');
    expect(tag).toContain('src="/media/hero/hero-loop.mp4" type="video/mp4"');
    // Phones get the 640×360 encodes first; nobody who prefers reduced motion gets any.
    const sources = [...tag.matchAll(/<source src="([^"]+)"[^>]*media="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(sources).toEqual([
      ['/media/hero/hero-loop-640.webm', '(prefers-reduced-motion: no-preference) and (max-width: 767px)'],
      ['/media/hero/hero-loop-640.mp4', '(prefers-reduced-motion: no-preference) and (max-width: 767px)'],
      ['/media/hero/hero-loop.webm', '(prefers-reduced-motion: no-preference)'],
      ['/media/hero/hero-loop.mp4', '(prefers-reduced-motion: no-preference)'],
    ]);
    expect(text).toMatch(/<link rel="preload" as="image" href="\/media\/hero\/hero-poster.webp"[^>]*fetchPriority="high"/);
    expect(text).toMatch(/<img class="home-hero__poster"[^>]*width="1280" height="720"/);
  });

  it('has three hero bullets, the diagnostic button and the chat link in a new tab', async () => {
    const { text } = await html(path);
    const bullets = /<ul class="home-hero__bullets"[^>]*>([\s\S]*?)<\/ul>/.exec(text)![1]!;
    expect(bullets.match(/<li>/g)).toHaveLength(3);
    expect(text).toMatch(/<a class="btn btn--primary btn--lg" href="#diagnostico" data-hero-diagnostic="">/);
    const chat = /<a[^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-hero-chat=""/.exec(text);
    expect(chat?.[1]?.replace(/&amp;/g, '&')).toBe(`https://wa.me/5511998762200?text=${encodeURIComponent(t.hero.chatMessage)}`);
    expect(chat?.[0]).toContain('target="_blank"');
  });

  it('shows the six pillars with 3 features, spec gains and a learn-more link (ERP → erp-digital)', async () => {
    const { text } = await html(path);
    const all = cards(text);
    expect([...all.keys()]).toEqual(['erp-digital', 'aps', 'mes', 'rfid', 'wms', 'tms', 'rpa', 'ia']);
    for (const slug of ['erp-digital', 'aps', 'mes', 'rfid', 'wms', 'tms']) {
      const card = all.get(slug)!;
      expect(card).toContain(`href="${prefix}/solutions/${slug}"`);
      const features = /<ul class="check-list pillar-card__features">([\s\S]*?)<\/ul>/.exec(card)![1]!;
      expect(features.match(/<li>/g)).toHaveLength(3);
      const gains = plain(/<p class="pillar-card__gains"[^>]*>([\s\S]*?)<\/p>/.exec(card)![1]!);
      for (const figure of GAINS[slug]!) expect(gains, slug).toContain(figure);
    }
    expect(all.get('erp-digital')).toContain(`href="${prefix}/solutions/erp-digital"`);
  });

  it('cuts the innovation cards: description ≤ 140, first 2 features, gains ≤ 50, with the spec figures', async () => {
    const { text } = await html(path);
    const all = cards(text);
    for (const [slug, key] of [
      ['rpa', 'rpa'],
      ['ia', 'ai'],
    ] as const) {
      const card = all.get(slug)!;
      const full = t.solutions.items[key];
      const description = plain(byAttr(card, 'p', 'data-cut-description')[0]!);
      const gains = plain(byAttr(card, 'span', 'data-cut-gains')[0]!);
      expect(description.length).toBeLessThanOrEqual(140);
      expect(gains.length).toBeLessThanOrEqual(50);
      // The locale holds the full texts; the cut happens in code, with an ellipsis.
      expect(full.description.length).toBeGreaterThan(140);
      expect(description.endsWith('…')).toBe(true);
      expect(full.description.startsWith(description.slice(0, -1))).toBe(true);
      expect(gains.endsWith('…')).toBe(true);
      expect(full.gains.startsWith(gains.slice(0, -1))).toBe(true);
      for (const figure of GAINS[slug]!) expect(gains, slug).toContain(figure);
      const features = /<ul class="check-list innovation-card__features">([\s\S]*?)<\/ul>/.exec(card)![1]!;
      expect(features.match(/<li>/g)).toHaveLength(2);
      expect(plain(features)).toBe(full.features.slice(0, 2).join(''));
      expect(card).toContain(`href="${prefix}/solutions/${slug}"`);
    }
  });

  it('has the diagnostic section with the strict home lead form', async () => {
    const { text } = await html(path);
    const section = /<section[^>]*id="diagnostico"[\s\S]*?<\/section>/.exec(text)![0];
    expect(section).toContain('<form');
    expect(section).toContain('value="home-page"');
  });

  it('shows the figures: the years since December 2009 (15+ when it was written), 500+ projects, up to 30% operating cost, +25% productivity', async () => {
    const years = `${yearsSince('2009-12')}+`;
    const { text } = await html(path);
    const stats = /<dl class="home-hero__stats">([\s\S]*?)<\/dl>/.exec(text)![1]!;
    const values = [...stats.matchAll(/<dd>([^<]*)<\/dd>/g)].map((m) => m[1]);
    expect(values).toEqual([years, '500+', { pt: 'até 30%', en: 'up to 30%', es: 'hasta 30%' }[lang], '+25%']);
    expect(t.authority.items[2]!.title).toContain('{{years}}+');
    expect(plain(text)).toContain(t.authority.items[2]!.title.replace('{{years}}+', years));
  });

  it('has three testimonials (initials as avatars), one since 2013 (12 years), one since 2020', async () => {
    const { text } = await html(path);
    const items = byAttr(text, 'li', 'data-testimonial');
    expect(items).toHaveLength(3);
    expect(text.match(/testimonial__avatar--initials" aria-hidden="true">(RA|FC|MO)</g)).toHaveLength(3);
    const quotes = items.map(plain).join(' ');
    expect(quotes).toMatch(/12 \D*2013/);
    expect(quotes).toContain('2020');
  });

  it('has an FAQ of three native <details> entries, one open at a time (shared name)', async () => {
    const { text, doc } = await html(path);
    const items = text.match(/<details class="faq__item" name="faq-accordion"/g);
    expect(items).toHaveLength(3);
    const faqLd = doc.jsonLd.find((d) => d['@type'] === 'FAQPage');
    expect(faqLd.mainEntity).toHaveLength(3);
    expect(faqLd.mainEntity[0].name).toBe(t.faq.items[0]!.question);
  });

  it('has the final call to action with its three badges', async () => {
    const { text } = await html(path);
    const badges = [...text.matchAll(/<li class="final-cta__badge">([\s\S]*?)<\/li>/g)].map((m) => plain(m[1]!));
    expect(badges).toEqual(t.finalCta.badges);
  });

  it('leads the budget banner button to the contact page', async () => {
    const { text } = await html(path);
    const link = /<a class="btn btn--secondary btn--lg" href="([^"]+)" data-budget-link="">([\s\S]*?)<\/a>/.exec(text);
    expect(link?.[1]).toBe(`${prefix}/contact`);
    expect(plain(link![2]!)).toContain(t.budget.button);
  });

  it('has landmarks, a sized lazy-free hero and no inline style attributes', async () => {
    const { text } = await html(path);
    expect(text).toContain('<main id="main"');
    expect(text).toContain('<header class="site-header"');
    expect(text).not.toMatch(/\sstyle="/);
  });
});

describe('home language choice', () => {
  it('serves English at / for an i18nextLng=en cookie, with the English headline', async () => {
    const { doc } = await html('/', { headers: { cookie: 'i18nextLng=en' } });
    expect(doc.title).toBe(enHome.meta.title);
    expect(plain(doc.h1[0]!)).toBe(enHome.hero.title.before + enHome.hero.title.highlight + enHome.hero.title.after);
  });

  it("uses 'Saiba mais' for the budget banner in Portuguese", () => {
    expect(ptHome.budget.button).toBe('Saiba mais');
  });
});
