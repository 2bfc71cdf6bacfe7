import { env } from 'cloudflare:test';
// Structured data as search engines read it: every page's JSON-LD against Google's required and
// recommended properties for each type used (tables below, from Google Search Central's
// structured-data documentation), one set of values per @id across the whole site, and a
// BreadcrumbList on every page below a home. Property names and value types against schema.org
// are checked when the builders type-check (schema-dts).
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedSource } from '../../src/content/embedded/source';
import { assetList } from '../../src/content/embedded/list';
import social from '../../src/generated/social-images.json';
import { ORIGIN, html, request } from '../helpers/worker';

type Node = Record<string, unknown>;

interface Rules {
  /** Google: without these the item is not eligible. */
  required: string[];
  /** Google: recommended, and the site has the data, so they must be there. */
  recommended: string[];
  /** Google recommends these, but the site has nothing true to put there. */
  notApplicable?: Record<string, string>;
}

/*
 * From developers.google.com/search/docs/appearance/structured-data: article (Article,
 * BlogPosting), breadcrumb (BreadcrumbList, ListItem), organization (Organization), local-business
 * (LocalBusiness and subtypes such as ProfessionalService), faqpage (FAQPage, Question, Answer).
 * Dotted names are nested properties. Service and Blog have no Google feature: schema.org only.
 */
const GOOGLE: Record<string, Rules> = {
  BlogPosting: {
    required: [],
    recommended: ['author', 'author.name', 'author.url', 'dateModified', 'datePublished', 'headline', 'image'],
  },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: ['item'] },
  // LocalBusiness + Organization: the organisation node is both to Google.
  ProfessionalService: {
    required: ['name', 'address'],
    recommended: [
      // local-business
      'geo',
      'geo.latitude',
      'geo.longitude',
      'openingHoursSpecification',
      'telephone',
      'url',
      // organization
      'address.streetAddress',
      'address.addressLocality',
      'address.addressRegion',
      'address.postalCode',
      'address.addressCountry',
      'contactPoint',
      'description',
      'email',
      'foundingDate',
      'legalName',
      'logo',
      'sameAs',
    ],
    notApplicable: {
      aggregateRating: 'no reviews are collected on the site',
      review: 'no reviews are collected on the site',
      priceRange: 'projects are quoted after the diagnostic, there is no price list',
      menu: 'not a restaurant',
      servesCuisine: 'not a restaurant',
      department: 'one office',
      alternateName: 'the company has one name',
      numberOfEmployees: 'not published',
      taxID: 'not published (a var can add it)',
      vatID: 'no VAT in Brazil',
      duns: 'none',
      naics: 'none',
      iso6523Code: 'none',
      globalLocationNumber: 'none',
      leiCode: 'none',
    },
  },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  Service: { required: ['name', 'provider'], recommended: ['description', 'url', 'serviceType', 'areaServed'] },
  Blog: { required: ['name', 'url'], recommended: ['description', 'publisher', 'inLanguage'] },
};

function get(node: Node, dotted: string): unknown {
  let value: unknown = node;
  for (const key of dotted.split('.')) {
    if (Array.isArray(value)) value = value[0];
    value = value && typeof value === 'object' ? (value as Node)[key] : undefined;
  }
  return value;
}
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Every object with an @type or @id, nested ones included. */
function nodes(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const v of value) nodes(v, out);
  else if (value && typeof value === 'object') {
    const node = value as Node;
    if ('@type' in node || '@id' in node) out.push(node);
    for (const v of Object.values(node)) nodes(v, out);
  }
  return out;
}

/** Sitemap pages, plus an article in its Portuguese fallback and an adaptive page. */
async function pages(): Promise<{ url: string; jsonLd: Node[]; canonical?: string }[]> {
  const xml = await (await request('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));
  const ptOnly = (await embeddedSource(assetList(env.ASSETS)).sitemapArticles()).find((a) => !a.langs.includes('en'));
  const extra = ['/about', ...(ptOnly ? [`/en/blog/${ptOnly.slug}`] : [])];
  const out = [];
  for (const url of [...locs, ...extra]) {
    const { doc } = await html(url);
    out.push({ url, jsonLd: doc.jsonLd as Node[], canonical: doc.canonical });
  }
  return out;
}

let site: Awaited<ReturnType<typeof pages>>;
beforeAll(async () => {
  site = await pages();
}, 120_000);

describe('structured data', () => {
  it('gives every node of every page the properties Google requires and recommends for its type', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    // Nodes written in full at the top of some page's JSON-LD; elsewhere their @id with a few
    // values is a reference (a posting's publisher), checked for agreement by the next test.
    const full = new Set(site.flatMap((page) => page.jsonLd.map((d) => d['@id'] as string | undefined)).filter(Boolean));
    for (const page of site) {
      for (const node of nodes(page.jsonLd)) {
        const type = node['@type'] as string | undefined;
        if (!type) continue; // a reference to a node by @id
        if (!page.jsonLd.includes(node) && full.has(node['@id'] as string)) continue;
        seen.add(type);
        const rules = GOOGLE[type];
        if (!rules) continue;
        for (const p of [...rules.required, ...rules.recommended])
          if (!present(get(node, p))) problems.push(`${page.url}: ${type} without ${p}`);
      }
    }
    // The types the site uses, each checked above on at least one page.
    for (const type of [
      'ProfessionalService',
      'BlogPosting',
      'BreadcrumbList',
      'ListItem',
      'Service',
      'Blog',
      'FAQPage',
      'Question',
      'Answer',
    ])
      expect(seen).toContain(type);
    expect(problems).toEqual([]);
  });

  it('names one set of values per @id across the site (per-language nodes where the values differ)', () => {
    const values = new Map<string, Map<string, { value: string; url: string }>>();
    const conflicts: string[] = [];
    for (const page of site) {
      for (const node of nodes(page.jsonLd)) {
        const id = node['@id'] as string | undefined;
        if (!id) continue;
        const known = values.get(id) ?? new Map<string, { value: string; url: string }>();
        values.set(id, known);
        for (const [key, v] of Object.entries(node)) {
          if (key === '@context') continue;
          const value = JSON.stringify(v);
          const before = known.get(key);
          if (before && before.value !== value) conflicts.push(`${id} ${key}: ${before.value} on ${before.url}, ${value} on ${page.url}`);
          else if (!before) known.set(key, { value, url: page.url });
        }
      }
    }
    expect([...values.keys()]).toContain(`${ORIGIN}/pt#organization`);
    expect([...values.keys()]).toContain(`${ORIGIN}/en#organization`);
    expect(conflicts).toEqual([]);
  });

  it('describes the organisation with its profiles, founding date, legal name and coordinates', async () => {
    const { text, doc } = await html('/es/contact');
    const org = (doc.jsonLd as Node[]).find((d) => d['@type'] === 'ProfessionalService')!;
    expect(org['@id']).toBe(`${ORIGIN}/es#organization`);
    expect(org.url).toBe(`${ORIGIN}/es`);
    expect(org.foundingDate).toBe('2009-12');
    expect(org.legalName).toBe('Vértice Lean Digital Consultoria Ltda.');
    // The profiles the header links to.
    const headerProfiles = [...text.matchAll(/<ul class="topbar__social">([\s\S]*?)<\/ul>/g)].flatMap((m) =>
      [...m[1]!.matchAll(/href="([^"]+)"/g)].map((h) => h[1]),
    );
    expect(headerProfiles.length).toBe(3);
    expect(org.sameAs).toEqual(headerProfiles);
    const geo = org.geo as { latitude: number; longitude: number };
    // Google asks for at least five decimal places.
    for (const n of [geo.latitude, geo.longitude]) expect(String(n).split('.')[1]!.length).toBeGreaterThanOrEqual(5);
    const { doc: other } = await html('/es/contact', { envOverrides: { COMPANY_FOUNDED: '2010-03', COMPANY_LEGAL_NAME: 'Other Ltda.' } });
    const changed = (other.jsonLd as Node[]).find((d) => d['@type'] === 'ProfessionalService')!;
    expect([changed.foundingDate, changed.legalName]).toEqual(['2010-03', 'Other Ltda.']);
  });

  it('gives every article 16:9, 4:3 and 1:1 JPEG images of at least 50,000 pixels, an author with a url and dateModified', () => {
    const sizes = new Map(
      Object.keys(social.bytes).flatMap((slug) =>
        Object.entries(social.sizes).map(([name, size]) => [`${ORIGIN}/media/social/${slug}-${name}.jpg` as string, size] as const),
      ),
    );
    let articles = 0;
    for (const page of site.filter((p) => /\/blog\/[^/?]+$/.test(p.url))) {
      const posting = page.jsonLd.find((d) => d['@type'] === 'BlogPosting')!;
      expect(posting, page.url).toBeDefined();
      articles++;
      const ratios = (posting.image as string[]).map((url) => {
        const size = sizes.get(url);
        expect(size, `${page.url}: ${url} is a built JPEG`).toBeDefined();
        expect(size!.width * size!.height).toBeGreaterThanOrEqual(50_000);
        return Math.round((size!.width / size!.height) * 100) / 100;
      });
      expect(ratios.sort()).toEqual([1, 1.33, 1.78]);
      expect((posting.author as Node).url).toMatch(new RegExp(`^${ORIGIN}/(pt|en|es)/about$`));
      expect(posting.dateModified).toBeTruthy();
    }
    expect(articles).toBeGreaterThan(16);
  });

  it('has a BreadcrumbList on every page below a home, ending at the page itself', () => {
    const missing: string[] = [];
    for (const page of site) {
      if (/^\/(pt|en|es)$/.test(page.url)) continue;
      const crumbs = page.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
      if (!crumbs) {
        missing.push(page.url);
        continue;
      }
      const items = crumbs.itemListElement as { position: number; item: string }[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      expect(items.length).toBeGreaterThanOrEqual(2);
      if (page.canonical === ORIGIN + page.url) expect(items.at(-1)!.item, page.url).toBe(page.canonical);
    }
    expect(missing).toEqual([]);
  });
});
