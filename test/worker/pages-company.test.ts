import { describe, expect, it } from 'vitest';
import aboutEn from '../../locales/en/about.json';
import aboutEs from '../../locales/es/about.json';
import aboutPt from '../../locales/pt/about.json';
import contactEn from '../../locales/en/contact.json';
import contactEs from '../../locales/es/contact.json';
import contactPt from '../../locales/pt/contact.json';
import diagEn from '../../locales/en/diagnostic.json';
import diagEs from '../../locales/es/diagnostic.json';
import diagPt from '../../locales/pt/diagnostic.json';
import solEn from '../../locales/en/solutions.json';
import solEs from '../../locales/es/solutions.json';
import solPt from '../../locales/pt/solutions.json';
import { yearsSince } from '../../src/company';
import { SOLUTIONS } from '../../src/components/solutions/catalog';
import { ORIGIN, html } from '../helpers/worker';
import { withSite } from '../helpers/titles';

const FAMILIES = [
  ['', 'pt'],
  ['/pt', 'pt'],
  ['/en', 'en'],
  ['/es', 'es'],
] as const;
type Lang = (typeof FAMILIES)[number][1];
const ABOUT = { pt: aboutPt, en: aboutEn, es: aboutEs };
const CONTACT = { pt: contactPt, en: contactEn, es: contactEs };
const DIAG = { pt: diagPt, en: diagEn, es: diagEs };
const SOL = { pt: solPt, en: solEn, es: solEs };
const NAV = {
  pt: ['Início', 'Sobre', 'Serviços', 'Diagnóstico Lean', 'Contato'],
  en: ['Home', 'About', 'Services', 'Lean Diagnosis', 'Contact'],
  es: [],
} as const;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const count = (text: string, needle: string) => text.split(needle).length - 1;
const link = (prefix: string, route: string) => (prefix ? `${prefix}${route}` : route);
const main = (text: string) => text.slice(text.indexOf('<main'), text.indexOf('</main>'));

/** Every page of mine answers in each URL family with its own title, description, keywords, one h1 and a breadcrumb. */
function metaChecks(route: string, metaOf: (lang: Lang) => { title: string; description: string; keywords: string }) {
  for (const [prefix, lang] of FAMILIES) {
    it(`${prefix}${route} has its own metadata in ${lang}`, async () => {
      const { res, doc } = await html(link(prefix, route));
      expect(res.status).toBe(200);
      const meta = metaOf(lang);
      expect(doc.title).toBe(withSite(meta.title));
      expect(doc.meta('description')).toBe(meta.description.replace('{{years}}', String(yearsSince('2009-12'))));
      expect(doc.meta('keywords')).toBe(meta.keywords);
      expect(doc.meta('robots')).toBe('index, follow');
      expect(doc.canonical).toBe(`${ORIGIN}/${lang}${route}`);
      expect(doc.h1).toHaveLength(1);
      const crumbs = doc.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement).toHaveLength(2);
      expect(crumbs.itemListElement[1].item).toBe(`${ORIGIN}/${lang}${route}`);
    });
  }
}

describe('/about', () => {
  metaChecks('/about', (lang) => ABOUT[lang].meta);

  for (const [prefix, lang] of FAMILIES) {
    it(`${prefix}/about shows hero, four statistics, history, mission, differentials and both buttons (${lang})`, async () => {
      const { text, doc } = await html(link(prefix, '/about'));
      const a = ABOUT[lang];
      const body = decode(text);
      expect(doc.h1).toEqual([a.hero.title]);
      expect(body).toContain(a.hero.badge);
      const stats = [...text.matchAll(/class="stat__value">([^<]+)</g)].map((m) => m[1]);
      // The years of experience are counted from the founding month (company-years.test.ts).
      expect(stats).toEqual([`${yearsSince('2009-12')}+`, '500+', '100%', a.stats.items[3]!.value]);
      for (const s of a.stats.items) expect(body).toContain(s.label);
      expect(body).toContain(a.history.founded);
      expect(a.history.founded).toMatch(/2009/);
      expect(body).toContain(a.mission.text);
      expect(count(text, 'class="icon-card"')).toBe(4);
      for (const d of a.differentials.items) expect(body).toContain(d.title);
      expect(text).toContain(`href="${link(prefix, '/diagnosticlean')}"`);
      expect(text).toContain(`href="${link(prefix, '/contact')}"`);
    });
  }

  it('leaves the team photo off the first paint (no preload, lazy) and gives it an alt text', async () => {
    const { text } = await html('/about');
    // The lead is the phone's largest paint: nothing of the photo may be fetched before it.
    expect(text).not.toMatch(/<link rel="preload"[^>]*team/);
    expect(text).toMatch(/<img [^>]*src="\/media\/about\/team\.webp"[^>]*loading="lazy"/);
    expect(text).not.toMatch(/<img [^>]*team[^>]*fetchPriority/i);
    // A phone (about 380 css px at a 1.75 ratio) has a rendition of its own, lighter than 1200 w.
    expect(text).toContain('/media/about/team-720.webp 720w');
    expect(text).toContain('sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"');
    expect(decode(text)).toContain(`alt="${aboutPt.hero.imageAlt}"`);
  });
});

describe('/services', () => {
  metaChecks('/services', (lang) => SOL[lang].meta);

  it("shows 'Serviços em breve...' in Portuguese", async () => {
    for (const path of ['/services', '/pt/services']) {
      const { text } = await html(path);
      expect(text).toContain('Serviços em breve...');
    }
  });

  it('shows the translated message in English and Spanish', async () => {
    expect((await html('/en/services')).text).toContain('Services coming soon...');
    expect((await html('/es/services')).text).toContain('Servicios próximamente...');
  });

  for (const [prefix] of FAMILIES) {
    it(`${prefix}/services links the eight solutions in its URL family and calls to the diagnosis`, async () => {
      const { text } = await html(link(prefix, '/services'));
      const body = main(text);
      for (const s of SOLUTIONS) expect(body).toContain(`href="${link(prefix, `/solutions/${s.slug}`)}"`);
      expect(count(body, 'class="surface solution-card"')).toBe(8);
      expect(body).toContain(`href="${link(prefix, '/diagnosticlean#form-section')}"`);
    });
  }
});

describe('/diagnosticlean', () => {
  metaChecks('/diagnosticlean', (lang) => DIAG[lang].meta);

  for (const [prefix, lang] of FAMILIES) {
    it(`${prefix}/diagnosticlean has why, four steps, eight solutions, benefits and the form section (${lang})`, async () => {
      const { text, doc } = await html(link(prefix, '/diagnosticlean'));
      const d = DIAG[lang];
      const body = decode(main(text));
      expect(doc.h1).toEqual([d.hero.title]);
      for (const item of d.why.items) expect(body).toContain(item.title);
      expect(d.why.items).toHaveLength(4);
      expect(count(body, 'class="step"')).toBe(4);
      for (const step of d.process.steps) expect(body).toContain(step.title);
      expect(count(body, 'class="surface solution-card"')).toBe(8);
      for (const s of SOLUTIONS) expect(body).toContain(`href="${link(prefix, `/solutions/${s.slug}`)}"`);
      for (const b of d.benefits.items) expect(body).toContain(b);
      expect(body).toMatch(/<section[^>]*id="form-section"/);
      const formSection = body.slice(body.indexOf('id="form-section"'));
      expect(formSection).toContain('<form');
      expect(formSection).toContain('diagnostico-lean-page');
      expect(body).toContain(d.form.promise24h);
      expect(body).toContain(d.form.promiseWeek);
    });
  }

  it('promises contact within 24 hours and the analysis in about one week', () => {
    expect(diagPt.form.promise24h).toContain('24 horas');
    expect(diagEn.form.promise24h).toContain('24 hours');
    expect(diagEs.form.promise24h).toContain('24 horas');
    expect(diagPt.form.promiseWeek).toContain('1 semana');
    expect(diagEn.form.promiseWeek).toContain('1 week');
    expect(diagEs.form.promiseWeek).toContain('1 semana');
    expect(diagEn.process.steps.map((s) => s.title)).toEqual([
      'Initial Analysis',
      'Technological Assessment',
      'Recommendations',
      'Action Plan',
    ]);
  });

  it('is where the header call to action points', async () => {
    const { text } = await html('/en/about');
    expect(text).toContain('href="/en/diagnosticlean#form-section"');
  });
});

describe('/contact', () => {
  metaChecks('/contact', (lang) => CONTACT[lang].meta);

  for (const [prefix, lang] of FAMILIES) {
    it(`${prefix}/contact has the quick-contact cards, form, info, messaging call and map (${lang})`, async () => {
      const { text } = await html(link(prefix, '/contact'));
      const c = CONTACT[lang];
      const body = decode(main(text));
      const quick = body.slice(body.indexOf('class="quick-contacts"'), body.indexOf('contact-main'));
      expect(quick).toContain('href="tel:+551147982200"');
      expect(quick).toContain('href="mailto:contato@vertice.ind.br"');
      const chat = /<a [^>]*href="https:\/\/wa\.me\/5511998762200\?text=([^"]+)"[^>]*>/.exec(quick);
      expect(chat?.[0]).toContain('target="_blank"');
      expect(chat?.[0]).toContain('rel="noopener"');
      expect(decodeURIComponent(chat![1]!)).toBe(c.chat.message);
      expect(body).toMatch(/<form[^>]*>/);
      expect(body).toContain('Mogi das Cruzes');
      expect(body).toContain('08773-130');
      expect(body).toContain(c.info.hoursValue);
      expect(body).toContain(c.chat.button);
      expect(body).toContain(c.map.open);
    });
  }

  it('offers the office map click-to-load (no frame from Google in the page), titled, from an origin the CSP allows', async () => {
    const { res, text } = await html('/contact');
    expect(text).not.toContain('<iframe');
    const island =
      /<div class="island" data-island="office-map"[^>]*>([\s\S]*?)<\/div><script type="application\/json" data-island-props="">([^<]*)<\/script>/.exec(
        text,
      );
    expect(island).not.toBeNull();
    const facade = /<a [^>]*data-map-facade=""[^>]*>/.exec(island![1]!)?.[0] ?? '';
    expect(decode(facade)).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^"]+" target="_blank" rel="noopener"/);
    expect(decode(island![1]!)).toContain('Mostrar o mapa');
    expect(decode(island![1]!)).toContain('Ao carregar o mapa, o Google Maps recebe seu endereço IP');
    const props = JSON.parse(island![2]!) as { embedUrl: string; iframeTitle: string };
    expect(props.iframeTitle).toBe('Mapa com a localização do escritório da Vértice Lean Digital');
    expect(props.embedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    expect(decodeURIComponent(props.embedUrl)).toContain('Mogi das Cruzes - SP, 08773-130');
    const frameSrc = (res.headers.get('Content-Security-Policy') ?? '').split(';').find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc).toContain('https://www.google.com');
    expect(decode(text)).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^"]+" target="_blank" rel="noopener"/);
  });

  it('says Monday to Friday, 8h to 18h, in each language', () => {
    expect(contactPt.info.hoursValue).toBe('Segunda a sexta, das 8h às 18h');
    expect(contactEn.info.hoursValue).toMatch(/Monday to Friday, 8:00 to 18:00/);
    expect(contactEs.info.hoursValue).toMatch(/Lunes a viernes, de 8 a 18 h/);
  });
});

void NAV;
