import { describe, expect, it, vi } from 'vitest';
import { deriveExcerpt, deriveReadingTime } from '../../src/content/derive';
import { absoluteUrl, cmsOriginOf, normalizeArticles, normalizeMedia, normalizeTerms, unwrap } from '../../src/content/normalize';
import categoriesV4 from '../fixtures/strapi/categories-v4.json';
import mixed from '../fixtures/strapi/articles-mixed.json';
import tagsV5 from '../fixtures/strapi/tags-v5.json';
import v4 from '../fixtures/strapi/articles-v4.json';
import v5 from '../fixtures/strapi/articles-v5.json';

const ORIGIN = 'https://cms.example.com';
const ctx = { cmsOrigin: ORIGIN, lang: 'pt' as const };

describe('Strapi v4 (attributes, {data} relations)', () => {
  it('keeps the valid items in order and skips the malformed one with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = normalizeArticles(v4.data, ctx);
    expect(items.map((a) => a.slug)).toEqual(['reduzindo-setup-smed', 'oee-manutencao-producao']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', event: 'cms.entry_skipped', id: '14' });
  });

  it('unwraps category, tags, author and localizations', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a] = normalizeArticles(v4.data, ctx);
    expect(a).toMatchObject({
      id: '12',
      title: 'Reduzindo o tempo de setup com SMED',
      featured: true,
      publishedAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-04T08:30:00.000Z',
      category: { id: '3', name: 'Lean Manufacturing', slug: 'lean-manufacturing' },
      tags: [
        { id: '1', name: 'SMED', slug: 'smed' },
        { id: '7', name: 'Produtividade', slug: 'produtividade' },
      ],
      author: { name: 'Marina Costa' },
      lang: 'pt',
      langs: ['pt', 'en'], // 'fr' is not a site language
    });
  });

  it('prefixes relative media URLs with the CMS origin and turns formats into a srcset list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const image = normalizeArticles(v4.data, ctx)[0]?.featuredImage;
    expect(image).toEqual({
      url: `${ORIGIN}/uploads/smed_a1b2c3.jpg`,
      alt: 'Operador trocando a ferramenta de uma prensa',
      width: 1600,
      height: 1000,
      formats: [
        { url: `${ORIGIN}/uploads/thumbnail_smed_a1b2c3.jpg`, width: 245, height: 153 },
        { url: `${ORIGIN}/uploads/small_smed_a1b2c3.jpg`, width: 500, height: 313 },
        { url: `${ORIGIN}/uploads/medium_smed_a1b2c3.jpg`, width: 750, height: 469 },
        { url: `${ORIGIN}/uploads/large_smed_a1b2c3.jpg`, width: 1000, height: 625 },
      ],
    });
  });

  it('derives the excerpt (plain text, ≤ 160 chars, word boundary, …) and reading time when missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = normalizeArticles(v4.data, ctx)[0]!;
    expect(a.excerpt.length).toBeLessThanOrEqual(160);
    expect(a.excerpt.endsWith('…')).toBe(true);
    expect(a.excerpt).toMatch(
      /^Por que o setup importa Cada minuto de troca de ferramenta é um minuto sem produzir\. O método SMED separa/,
    );
    expect(a.excerpt).not.toMatch(/[#*[\]()]/);
    // 429 words of text: ceil(429 / 200) = 3.
    expect(a.readingTime).toBe(3);
  });

  it('keeps a given excerpt and reading time; null category, empty tags, absolute image URL kept, alt from title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = normalizeArticles(v4.data, ctx)[1]!;
    expect(b.excerpt).toBe('Como usar o OEE para alinhar as equipes de manutenção e produção.');
    expect(b.readingTime).toBe(7);
    expect(b.category).toBeNull();
    expect(b.tags).toEqual([]);
    expect(b.author).toBeNull();
    expect(b.featuredImage).toEqual({
      url: 'https://cdn.example-cms.com/oee.jpg',
      alt: 'OEE: o indicador que conecta manutenção e produção',
      width: 1600,
      height: 1000,
      formats: [],
    });
  });
});

describe('Strapi v5 (flat, documentId)', () => {
  it('uses documentId as id, the item locale as lang and flat relations and media', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a] = normalizeArticles(v5.data, { cmsOrigin: ORIGIN, lang: 'es' });
    expect(a).toMatchObject({
      id: 'h7k2m9p4q1r8s5t3v6w0x2y4',
      slug: 'mes-industria-4-0',
      lang: 'en',
      langs: ['pt', 'en', 'es'],
      category: { id: 'c1a2b3c4d5e6f7g8h9i0j1k2', name: 'Industry 4.0', slug: 'industria-4-0' },
      tags: [
        { id: 't8a8b8c8d8e8f8g8h8i8j8k8', name: 'MES', slug: 'mes' },
        { id: 't9a9b9c9d9e9f9g9h9i9j9k9', name: 'IoT', slug: 'iot' },
      ],
      author: { name: 'Marina Costa' },
      readingTime: 4,
    });
    expect(a?.featuredImage?.url).toBe(`${ORIGIN}/uploads/mes_a1b2c3.jpg`);
    expect(a?.featuredImage?.formats).toHaveLength(4);
  });

  it('gives 5 minutes and an empty excerpt to an article without content, and reads a plain author string', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = normalizeArticles(v5.data, ctx)[1]!;
    expect(b).toMatchObject({
      slug: 'digital-twins',
      excerpt: '',
      content: '',
      readingTime: 5,
      featuredImage: null,
      author: { name: 'Carlos Mendes' },
    });
    expect(b.langs).toEqual(['en']);
  });

  it('skips an item with an empty slug', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeArticles(v5.data, ctx)).toHaveLength(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('b0rk3nb0rk3nb0rk3nb0rk3n');
  });
});

describe('mixed v4/v5 responses', () => {
  it('reads wrapped items with flat media and flat items with wrapped relations; junk is skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a, b, ...rest] = normalizeArticles(mixed.data, ctx);
    expect(rest).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(a).toMatchObject({ id: '12', tags: [{ id: 't1', name: 'SMED', slug: 'smed' }] });
    expect(a?.featuredImage?.url).toBe(`${ORIGIN}/uploads/smed_a1b2c3.jpg`);
    expect(b).toMatchObject({
      id: 'h7k2m9p4q1r8s5t3v6w0x2y4',
      lang: 'pt',
      category: { id: '5', name: 'Indústria 4.0', slug: 'industria-4-0' },
    });
    // The tag without a slug is dropped, the article kept.
    expect(b?.tags).toEqual([{ id: '8', name: 'MES', slug: 'mes' }]);
    expect(b?.featuredImage?.alt).toBe('Painel do MES');
  });

  it('unwrap leaves objects that only look similar alone', () => {
    expect(unwrap({ data: [1], extra: true })).toEqual({ data: [1], extra: true });
    expect(unwrap({ id: 1, attributes: { a: { data: null } } })).toEqual({ id: 1, a: null });
  });
});

describe('terms', () => {
  it('counts tag articles only when the relation was populated', () => {
    expect(normalizeTerms(tagsV5.data)).toEqual([
      { id: 't8', name: 'MES', slug: 'mes', count: 2 },
      { id: 't1', name: 'SMED', slug: 'smed', count: 1 },
      { id: 't2', name: 'Sem artigos', slug: 'sem-artigos' },
    ]);
  });

  it('skips a category without a name, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeTerms(categoriesV4.data).map((c) => c.slug)).toEqual(['industria-4-0', 'lean-manufacturing']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('media and URLs', () => {
  it('accepts wrapped, flat and null media', () => {
    const flat = { url: '/uploads/a.png', alternativeText: 'A', width: 10, height: 5, formats: null };
    expect(normalizeMedia(unwrap({ data: { id: 1, attributes: flat } }), ORIGIN)).toEqual({
      url: `${ORIGIN}/uploads/a.png`,
      alt: 'A',
      width: 10,
      height: 5,
      formats: [],
    });
    expect(normalizeMedia(flat, ORIGIN)?.url).toBe(`${ORIGIN}/uploads/a.png`);
    expect(normalizeMedia(null, ORIGIN)).toBeNull();
    expect(normalizeMedia(unwrap({ data: null }), ORIGIN)).toBeNull();
  });

  it('derives the CMS origin by removing the api segment', () => {
    expect(cmsOriginOf('https://cms.example.com/api')).toBe('https://cms.example.com');
    expect(cmsOriginOf('https://example.com/strapi/api/')).toBe('https://example.com/strapi');
  });

  it('prefixes only URLs that do not start with http', () => {
    expect(absoluteUrl('uploads/x.jpg', ORIGIN)).toBe(`${ORIGIN}/uploads/x.jpg`);
    expect(absoluteUrl('HTTPS://cdn.example.com/x.jpg', ORIGIN)).toBe('HTTPS://cdn.example.com/x.jpg');
    expect(absoluteUrl('//cdn.example.com/x.jpg', ORIGIN)).toBe('https://cdn.example.com/x.jpg');
  });
});

describe('derived fields', () => {
  it('keeps a short text whole and cuts a long one on a word boundary', () => {
    expect(deriveExcerpt('# Title\n\nShort *text*.')).toBe('Title Short text.');
    const long = 'palavra '.repeat(40);
    const cut = deriveExcerpt(long);
    expect(cut).toHaveLength(160);
    expect(cut).toBe(`${'palavra '.repeat(19)}palavra…`);
  });

  it('reads 200 words a minute, rounded up, 5 minutes without content', () => {
    expect(deriveReadingTime('')).toBe(5);
    expect(deriveReadingTime(null)).toBe(5);
    expect(deriveReadingTime('w '.repeat(200))).toBe(1);
    expect(deriveReadingTime('w '.repeat(201))).toBe(2);
  });
});

describe('short titles for search results', () => {
  const base = { id: 1, title: 'A long headline from the CMS', slug: 'long-headline', locale: 'pt' };
  it("reads metaTitle, or the SEO component's metaTitle, and leaves it out when empty", () => {
    expect(normalizeArticles([{ ...base, metaTitle: ' Short title ' }], ctx)[0]!.metaTitle).toBe('Short title');
    expect(normalizeArticles([{ ...base, seo: { metaTitle: 'From the SEO component' } }], ctx)[0]!.metaTitle).toBe(
      'From the SEO component',
    );
    expect(normalizeArticles([{ ...base, seo: null }], ctx)[0]).not.toHaveProperty('metaTitle');
    expect(normalizeArticles([{ ...base, metaTitle: '  ' }], ctx)[0]).not.toHaveProperty('metaTitle');
  });
});
