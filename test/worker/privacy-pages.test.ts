import { describe, expect, it } from 'vitest';
import { NOTICE_VERSION, TERMS_VERSION } from '../../src/privacy/policy';
import { html, request } from '../helpers/worker';

const LEGAL = {
  COMPANY_LEGAL_NAME: 'Vértice Consultoria Industrial Ltda.',
  COMPANY_CNPJ: '12.345.678/0001-90',
  DPO_NAME: 'Marina Alves',
  DPO_EMAIL: 'privacidade@example.com.br',
  DATA_RETENTION_MONTHS: '18',
};

const PAGES = {
  pt: {
    privacy: 'Política de privacidade',
    terms: 'Termos de uso',
    months: '18 meses',
    rights: 'revogação do consentimento',
    anpd: 'Autoridade Nacional de Proteção de Dados',
  },
  en: {
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    months: '18 months',
    rights: 'withdrawal of consent',
    anpd: 'National Data Protection Authority',
  },
  es: {
    privacy: 'Política de privacidad',
    terms: 'Términos de uso',
    months: '18 meses',
    rights: 'revocación del consentimiento',
    anpd: 'Autoridad Nacional de Protección de Datos',
  },
} as const;

const text = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('privacy notice', () => {
  for (const [lang, want] of Object.entries(PAGES)) {
    it(`/${lang}/privacy names the controller, the encarregado, the periods and the rights from the vars`, async () => {
      const { res, text: raw, doc } = await html(`/${lang}/privacy`, { envOverrides: LEGAL });
      const body = text(raw);
      expect(res.status).toBe(200);
      expect(doc.h1).toEqual([want.privacy]);
      expect(doc.canonical).toBe(`https://www.example.com/${lang}/privacy`);
      expect(doc.alternates).toMatchObject({
        'pt-BR': 'https://www.example.com/pt/privacy',
        en: 'https://www.example.com/en/privacy',
        es: 'https://www.example.com/es/privacy',
      });
      expect(doc.alternates['x-default']).toMatch(/^https:\/\/www\.example\.com\/.*privacy$/);
      for (const value of Object.values(LEGAL).slice(0, 4)) expect(body).toContain(value);
      expect(body).toContain(`href="mailto:${LEGAL.DPO_EMAIL}"`);
      expect(body).toContain(want.months);
      expect(body).toContain(want.rights);
      expect(body).toContain(want.anpd);
      // The legal bases of art. 7: V (requests), IX (security), I (marketing), II (rights requests).
      for (const basis of ['7º, V', '7º, IX', '7º, I)', '7º, II'].map((b) => (lang === 'pt' ? b : b.replace('º', '')))) {
        expect(body).toContain(basis);
      }
      expect(body).toContain(`data-notice-version="${NOTICE_VERSION}"`);
      // Nine rights of art. 18, in order.
      expect(/<ol class="legal-rights"[^>]*>([\s\S]*?)<\/ol>/.exec(raw)?.[1]?.match(/<li>/g)).toHaveLength(9);
    });

    it(`/${lang}/terms renders the terms with the company data`, async () => {
      const { res, text: raw, doc } = await html(`/${lang}/terms`, { envOverrides: LEGAL });
      const body = text(raw);
      expect(res.status).toBe(200);
      expect(doc.h1).toEqual([want.terms]);
      expect(body).toContain(`${LEGAL.COMPANY_LEGAL_NAME}, CNPJ ${LEGAL.COMPANY_CNPJ}`);
      expect(body).toContain(TERMS_VERSION);
      expect(body).toContain(`href="/${lang}/privacy"`);
      expect(body).not.toMatch(/\{\{\w+\}\}/);
    });
  }

  it('the unprefixed pages exist too, in the visitor language', async () => {
    for (const path of ['/privacy', '/terms']) {
      const res = await request(path, { headers: { 'accept-language': 'es' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-language')).toBe('es');
    }
  });

  it('without a CNPJ or DPO name the sentences leave them out, and the DPO e-mail defaults to the company e-mail', async () => {
    const { text: raw } = await html('/pt/privacy', {
      envOverrides: { COMPANY_CNPJ: '', DPO_NAME: '', DPO_EMAIL: '', COMPANY_EMAIL: 'ola@example.com' },
    });
    const body = text(raw);
    expect(body).not.toContain('CNPJ sob');
    expect(body).toContain('href="mailto:ola@example.com"');
    expect(body).not.toMatch(/\{\{\w+\}\}/);
  });

  it('names Google, RD Station and the forwarding destination only where the site uses them', async () => {
    const bare = text(
      (await html('/en/privacy', { envOverrides: { GA_MEASUREMENT_ID: '', LEAD_WEBHOOK_URL: '', RD_STATION_API_KEY: '' } })).text,
    );
    expect(bare).not.toContain('data-recipient="google"');
    expect(bare).not.toContain('data-recipient="webhook"');
    expect(bare).not.toContain('data-recipient="rdstation"');
    expect(bare).not.toContain('data-purpose="analytics"');
    expect(bare).not.toContain('data-cookie="ga"');
    expect(bare).toContain('data-recipient="cloudflare"');
    const full = text(
      (
        await html('/en/privacy', {
          envOverrides: {
            GA_MEASUREMENT_ID: 'G-TEST12345',
            LEAD_WEBHOOK_URL: 'https://crm.example.com/hook',
            RD_STATION_API_KEY: 'rd-key',
          },
        })
      ).text,
    );
    expect(full).toContain('RD Station Marketing, by RD Gestão e Sistemas S.A.');
    for (const mark of [
      'data-recipient="google"',
      'data-recipient="webhook"',
      'data-recipient="rdstation"',
      'data-purpose="analytics"',
      'data-cookie="ga"',
      'data-cookie="consent"',
    ]) {
      expect(full).toContain(mark);
    }
  });

  it('lists every cookie the site sets: the language, the flash answer and, with analytics, the consent and GA ones', async () => {
    const body = text((await html('/pt/privacy', { envOverrides: { GA_MEASUREMENT_ID: 'G-TEST12345' } })).text);
    for (const name of ['i18nextLng', 'form_flash', 'cookie_consent', '_ga', '__cf_bm']) expect(body).toContain(`<code>${name}</code>`);
  });
});

describe('legal links', () => {
  for (const path of ['/', '/en/about', '/es/contact', '/pt/blog', '/en/privacy']) {
    it(`${path}: the footer links the privacy notice and the terms in the page's URL family`, async () => {
      const { text: raw } = await html(path);
      const family = /^\/(pt|en|es)/.exec(path)?.[1];
      const prefix = family ? `/${family}` : '';
      expect(raw).toContain(`href="${prefix}/privacy"`);
      expect(raw).toContain(`href="${prefix}/terms"`);
      expect(raw).not.toMatch(/href="#(privacidade|termos)"/);
    });
  }

  it('the standalone landing page, which has no site footer, still closes with the legal links', async () => {
    const { text: raw } = await html('/en/diagnostico-lean-digital-gratuito');
    expect(raw).toMatch(/<footer class="site-footer site-footer--bare">[\s\S]*href="\/en\/privacy"[\s\S]*href="\/en\/terms"/);
  });

  it('the sitemap lists both pages in three languages with their hreflang cluster', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    for (const route of ['/privacy', '/terms']) {
      for (const lang of ['pt', 'en', 'es']) expect(xml).toContain(`<loc>https://www.example.com/${lang}${route}</loc>`);
      expect(xml).toMatch(
        new RegExp(`<xhtml:link rel="alternate" hreflang="x-default" href="https://www\\.example\\.com(/pt)?${route}"/>`),
      );
    }
  });
});
