import { describe, expect, it } from 'vitest';
import en from '../../locales/en/solutions.json';
import es from '../../locales/es/solutions.json';
import pt from '../../locales/pt/solutions.json';
import { ERP_VIDEO_ID } from '../../src/pages/solutions/erp-video-section';
import { SOLUTIONS } from '../../src/components/solutions/catalog';
import { ORIGIN, html, request } from '../helpers/worker';
import { withSite } from '../helpers/titles';

const LOCALES = { pt, en, es } as const;
/** URL family → language served (unprefixed URLs with no signal are Portuguese). */
const FAMILIES = [
  ['', 'pt'],
  ['/pt', 'pt'],
  ['/en', 'en'],
  ['/es', 'es'],
] as const;

/** The solution-page figures, which differ from the home figures for TMS, RPA and AI. */
const FIGURES: Record<string, [string, string]> = {
  erp: ['20%', '25%'],
  aps: ['30%', '20%'],
  mes: ['20%', '15%'],
  rfid: ['30%', '25%'],
  wms: ['15%', '20%'],
  tms: ['18%', '22%'],
  rpa: ['80%', '99%'],
  ai: ['35%', '60%'],
};
const PT_CLAIMS: Record<string, [string, string]> = {
  erp: ['Redução de até 20% nos custos operacionais', 'Aumento de 25% na produtividade'],
  aps: ['Redução de até 30% no tempo de ciclo', 'Aumento de 20% na eficiência'],
  mes: ['Redução de até 20% nos desperdícios', 'Aumento de 15% na produtividade'],
  rfid: ['Redução de até 30% nos erros de inventário', 'Aumento de 25% na eficiência logística'],
  wms: ['Redução de até 15% nos custos de armazenagem', 'Aumento de 20% na eficiência operacional'],
  tms: ['Redução de até 18% no custo de transporte', 'Aumento de 22% na pontualidade das entregas'],
  rpa: ['Redução de até 80% no tempo de processamento', 'Redução de 99% nos erros manuais'],
  ai: ['Aumento de até 35% na precisão das previsões', 'Redução de 60% no tempo de análise'],
};

const count = (text: string, needle: string | RegExp) =>
  typeof needle === 'string' ? text.split(needle).length - 1 : [...text.matchAll(needle)].length;
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('solution pages', () => {
  for (const solution of SOLUTIONS) {
    for (const [prefix, lang] of FAMILIES) {
      const path = `${prefix}/solutions/${solution.slug}`;
      const content = LOCALES[lang][solution.key];

      it(`${path} renders its own content in ${lang}`, async () => {
        const { res, text, doc } = await html(path);
        expect(res.status).toBe(200);
        expect(doc.title).toBe(withSite(content.meta.title));
        expect(doc.meta('description')).toBe(content.meta.description);
        expect(doc.meta('keywords')).toBe(content.meta.keywords);
        expect(doc.h1).toEqual([content.title]);
        const body = decode(text);
        for (const field of ['badge', 'subtitle', 'description', 'featuresTitle', 'gainsTitle', 'ctaTitle'] as const) {
          expect(body).toContain(content[field]);
        }
        // 'Key features': eight, each with its text.
        expect(count(text, 'class="feature-card"')).toBe(8);
        for (const feature of content.features) expect(body).toContain(feature);
        // Benefits: ERP four, the others three.
        expect(count(text, 'class="benefit"')).toBe(solution.key === 'erp' ? 4 : 3);
        // 'Proven results': exactly two figures, the solution-page ones.
        expect(count(text, 'class="result"')).toBe(2);
        const values = [...text.matchAll(/class="result__value"[^>]*>([^<]+)</g)].map((m) => m[1]!.replace('+', ''));
        expect(values).toEqual(FIGURES[solution.key]);
        for (const gain of content.gains) expect(body).toContain(gain.text);
      });

      it(`${path} opens the messaging link in a new tab from 'Request Demo' and 'Talk to Specialist'`, async () => {
        const { text } = await html(path);
        const cta = text.slice(text.indexOf('class="section cta-panel"'), text.indexOf('</main>'));
        const links = [...cta.matchAll(/<a [^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
        expect(links).toHaveLength(2);
        const message = encodeURIComponent(content.chatMessage);
        for (const [tag, href, label] of links) {
          expect(decode(href!)).toBe(`https://wa.me/5511998762200?text=${message}`);
          expect(tag).toContain('target="_blank"');
          expect(tag).toContain('rel="noopener"');
          expect(label).toContain(LOCALES[lang].page.newTab);
        }
        expect(decode(links[0]![2]!)).toContain(content.ctaPrimary);
        expect(decode(links[1]![2]!)).toContain(content.ctaSecondary);
      });
    }
  }

  it('uses the spec labels per language', () => {
    expect(pt.erp.featuresTitle).toBe('Principais funcionalidades');
    expect(en.erp.featuresTitle).toBe('Key features');
    expect(en.erp.gainsTitle).toBe('Proven results');
    expect(en.erp.ctaPrimary).toBe('Request Demo');
    expect(en.erp.ctaSecondary).toBe('Talk to Specialist');
    expect(es.erp.ctaPrimary).toBe('Solicitar demostración');
  });

  it('states the solution-page claims exactly', () => {
    for (const [key, claims] of Object.entries(PT_CLAIMS)) {
      expect(pt[key as 'erp'].gains.map((g) => g.text)).toEqual(claims);
    }
    // The same figures in every language.
    for (const key of Object.keys(FIGURES) as (keyof typeof FIGURES)[]) {
      for (const lang of ['en', 'es'] as const) {
        const k = key as 'erp';
        expect(LOCALES[lang][k].gains.map((g) => g.value)).toEqual(pt[k].gains.map((g) => g.value));
        LOCALES[lang][k].gains.forEach((g, i) => {
          expect(g.text).toContain(FIGURES[key]![i]!);
        });
      }
    }
  });

  it('answers 404 for an unknown solution', async () => {
    for (const path of ['/solutions/crm', '/en/solutions/erp', '/solutions/ai']) {
      expect((await request(path)).status).toBe(404);
    }
  });

  it('describes the page as a Service provided by the Organization, with a breadcrumb', async () => {
    const { doc } = await html('/en/solutions/wms');
    const service = doc.jsonLd.find((d) => d['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'WMS',
      description: en.wms.meta.description,
      url: `${ORIGIN}/en/solutions/wms`,
      provider: { '@id': `${ORIGIN}/en#organization` },
    });
    expect(service.areaServed).toBeTruthy();
    expect(doc.jsonLd.find((d) => d['@type'] === 'ProfessionalService')['@id']).toBe(`${ORIGIN}/en#organization`);
    const crumbs = doc.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Home', `${ORIGIN}/en`],
      ['Services', `${ORIGIN}/en/services`],
      ['WMS', `${ORIGIN}/en/solutions/wms`],
    ]);
  });

  it('escapes structured data so that content cannot close the script', async () => {
    const { text, doc } = await html('/solutions/tms', {
      envOverrides: { COMPANY_NAME: 'Evil </script><script>alert(1)</script>' },
    });
    expect(text).not.toContain('</script><script>alert(1)');
    expect(doc.jsonLd.find((d) => d['@type'] === 'ProfessionalService').name).toBe('Evil </script><script>alert(1)</script>');
    for (const m of text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(m[1]).not.toMatch(/[<>]/);
    }
  });

  it('preloads the hero photo (the LCP image) with its srcset, and sizes it', async () => {
    const { text } = await html('/solutions/mes');
    expect(text).toMatch(
      /<link rel="preload" as="image" href="\/media\/solutions\/mes\.webp" imageSrcSet="\/media\/solutions\/mes-800\.webp 800w, \/media\/solutions\/mes\.webp 1600w" imageSizes="100vw" type="image\/webp" fetchPriority="high"\/>/i,
    );
    const hero = /<img class="page-hero__bg"[^>]*>/.exec(text)?.[0] ?? '';
    expect(hero).toContain('width="1600"');
    expect(hero).toContain('height="900"');
    expect(hero).toContain('alt=""');
    expect(hero).not.toContain('loading="lazy"');
  });

  it('gives every image a size and an alt text, and lazy-loads those below the fold', async () => {
    const { text } = await html('/solutions/erp-digital');
    const main = text.slice(text.indexOf('<main'), text.indexOf('</main>'));
    const imgs = [...main.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(1);
    for (const img of imgs) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="/);
    }
    for (const img of imgs.slice(1)) expect(img).toContain('loading="lazy"');
  });

  it('embeds the ERP video as a click-to-load facade: a YouTube link and no player in the HTML', async () => {
    const { text } = await html('/solutions/erp-digital');
    expect(text).toContain('data-island="erp-video"');
    expect(decode(text)).toContain(`href="https://www.youtube.com/watch?v=${ERP_VIDEO_ID}"`);
    expect(text).toContain('src="/media/erp/video-poster.webp"');
    expect(text).not.toContain('<iframe');
    expect(text).toContain(pt.erp.video.title);
    expect(text).toContain(pt.erp.video.description);
  });

  it('has no video on the other solution pages and loads no island code there', async () => {
    const { text } = await html('/solutions/aps');
    expect(text).not.toContain('data-island="erp-video"');
    expect(text).not.toContain('youtube.com/watch');
  });
});
