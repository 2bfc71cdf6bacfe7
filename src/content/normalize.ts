import * as z from 'zod/mini';
import { LANGS, isLang, type Lang } from '../shared/languages';
import { deriveExcerpt, deriveReadingTime } from './derive';
import type { Article, Category, Media, MediaFormat, SitemapArticle, Tag } from './types';
import { logger } from '../log';

/**
 * The boundary with Strapi: v4 wraps items in `{id, attributes}` and relations/media in
 * `{data}`, v5 is flat with `documentId`, and a response may mix both (a v5 server behind a v4
 * compatibility header, or custom controllers). `unwrap` flattens every shape into the v5 one,
 * then zod validates. A malformed item is skipped with a warning; the rest of the page renders.
 */
export interface NormalizeContext {
  /** CMS origin for relative media URLs: the API address minus its /api segment. */
  cmsOrigin: string;
  /** Language asked for; used when the item does not say its own locale. */
  lang: Lang;
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function unwrap(value: Json): Json {
  if (Array.isArray(value)) return value.map(unwrap);
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  // v4 relation or media: { data: … } (with an optional meta), nothing else.
  if ('data' in value && keys.every((k) => k === 'data' || k === 'meta')) return unwrap(value.data);
  // v4 entry: { id, attributes: {…} }.
  if (isRecord(value.attributes)) {
    const { attributes, ...rest } = value;
    return unwrap({ ...rest, ...attributes });
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrap(v)]));
}

// zod/mini (one small build, no locale bundles), and the schemas built on first use: a new
// isolate whose first request does not read the CMS never constructs them.
const nonEmpty = () => z.string().check(z.minLength(1));
const text = () => z.nullish(z.string());

const buildSchemas = () => {
  const Id = z.pipe(z.union([z.number(), nonEmpty()]), z.transform(String));
  return {
    Format: z.object({ url: nonEmpty(), width: z.number().check(z.positive()), height: z.number().check(z.positive()) }),
    Media: z.object({
      url: nonEmpty(),
      alternativeText: text(),
      caption: text(),
      name: text(),
      width: z.nullish(z.number()),
      height: z.nullish(z.number()),
      formats: z.nullish(z.record(z.string(), z.unknown())),
    }),
    Term: z.object({
      id: Id,
      documentId: z.optional(z.string()),
      name: nonEmpty(),
      slug: nonEmpty(),
      articles: z.optional(z.unknown()),
    }),
    Article: z.object({
      id: Id,
      documentId: z.optional(z.string()),
      title: nonEmpty(),
      slug: nonEmpty(),
      excerpt: text(),
      content: text(),
      publicationDate: text(),
      publishedAt: text(),
      updatedAt: text(),
      createdAt: text(),
      readingTime: z.nullish(z.number().check(z.positive())),
      featured: z.nullish(z.boolean()),
      locale: text(),
      category: z.optional(z.unknown()),
      tags: z.optional(z.unknown()),
      author: z.optional(z.unknown()),
      featuredImage: z.optional(z.unknown()),
      metaTitle: text(),
      seo: z.optional(z.unknown()),
      localizations: z.optional(z.unknown()),
    }),
  };
};
let built: ReturnType<typeof buildSchemas> | undefined;
const schemas = () => (built ??= buildSchemas());

/** Every article of a Strapi `data` array, in order; malformed ones skipped and warned about. */
export function normalizeArticles(data: Json, ctx: NormalizeContext): Article[] {
  return asItems(data).flatMap((item, index) => {
    const parsed = schemas().Article.safeParse(item);
    if (!parsed.success) {
      warnSkipped('article', index, item, parsed.error);
      return [];
    }
    return [toArticle(parsed.data, ctx)];
  });
}

function toArticle(a: z.infer<ReturnType<typeof buildSchemas>['Article']>, ctx: NormalizeContext): Article {
  const content = a.content ?? '';
  const lang = isLang(a.locale) ? a.locale : ctx.lang;
  // The model's own publication date when set: Strapi 5 moves publishedAt on every publish.
  const publishedAt = validDate(a.publicationDate) ?? a.publishedAt ?? a.createdAt ?? a.updatedAt ?? new Date(0).toISOString();
  const image = normalizeMedia(a.featuredImage, ctx.cmsOrigin);
  // A short title for search results, as a field of its own or in the common SEO component.
  const seoTitle = isRecord(a.seo) && typeof a.seo.metaTitle === 'string' ? a.seo.metaTitle : '';
  const metaTitle = (a.metaTitle ?? seoTitle).trim();
  return {
    id: a.documentId ?? a.id,
    slug: a.slug,
    title: a.title,
    ...(metaTitle ? { metaTitle } : {}),
    excerpt: a.excerpt?.trim() ? a.excerpt.trim() : deriveExcerpt(content),
    content,
    publishedAt,
    updatedAt: a.updatedAt ?? publishedAt,
    readingTime: a.readingTime ? Math.ceil(a.readingTime) : deriveReadingTime(content),
    featured: a.featured ?? false,
    category: toTerm(a.category),
    author: toAuthor(a.author),
    tags: asItems(a.tags).flatMap((t) => toTerm(t) ?? []),
    featuredImage: image && !image.alt ? { ...image, alt: a.title } : image,
    lang,
    langs: langsOf(lang, a.localizations),
  };
}

export function normalizeTerms(data: Json): Tag[] {
  return asItems(data).flatMap((item, index) => {
    const parsed = schemas().Term.safeParse(item);
    if (!parsed.success) {
      warnSkipped('term', index, item, parsed.error);
      return [];
    }
    const { articles } = parsed.data;
    const term: Tag = { id: parsed.data.documentId ?? parsed.data.id, name: parsed.data.name, slug: parsed.data.slug };
    // Only when the CMS populated the relation; otherwise the count is unknown, not zero.
    if (Array.isArray(articles)) term.count = articles.length;
    else if (isRecord(articles) && typeof articles.count === 'number') term.count = articles.count;
    return [term];
  });
}

/** An ISO date-time as Strapi writes it (a datetime field), else undefined. */
function validDate(value: string | null | undefined): string | undefined {
  return value && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function toTerm(value: Json): Category | null {
  const parsed = schemas().Term.safeParse(value);
  return parsed.success ? { id: parsed.data.documentId ?? parsed.data.id, name: parsed.data.name, slug: parsed.data.slug } : null;
}

function toAuthor(value: Json): { name: string } | null {
  if (typeof value === 'string' && value.trim()) return { name: value.trim() };
  if (isRecord(value) && typeof value.name === 'string' && value.name.trim()) return { name: value.name.trim() };
  return null;
}

/** Media in any shape (wrapped, flat, null); relative URLs made absolute on the CMS origin. */
export function normalizeMedia(value: Json, cmsOrigin: string): Media | null {
  const parsed = schemas().Media.safeParse(value);
  if (!parsed.success) return null;
  const m = parsed.data;
  const formats: MediaFormat[] = Object.values(m.formats ?? {})
    .flatMap((f) => {
      const ok = schemas().Format.safeParse(f);
      return ok.success ? [{ url: absoluteUrl(ok.data.url, cmsOrigin), width: ok.data.width, height: ok.data.height }] : [];
    })
    .sort((a, b) => a.width - b.width);
  return {
    url: absoluteUrl(m.url, cmsOrigin),
    alt: m.alternativeText?.trim() || m.caption?.trim() || '',
    ...(m.width ? { width: m.width } : {}),
    ...(m.height ? { height: m.height } : {}),
    formats,
  };
}

/** Paths not starting with http are served by the CMS host (uploads live there). */
export function absoluteUrl(url: string, cmsOrigin: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${cmsOrigin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** https://cms.example.com/api → https://cms.example.com (keeps a sub-path before /api). */
export function cmsOriginOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  return url.origin + url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
}

function langsOf(own: Lang, localizations: Json): Lang[] {
  const found = new Set<Lang>([own]);
  for (const l of asItems(localizations)) {
    if (isRecord(l) && isLang(l.locale)) found.add(l.locale);
  }
  return LANGS.filter((l) => found.has(l));
}

/** Sitemap rows: slug, last change and the locales seen; merged across locales by slug. */
export function normalizeSitemapRows(data: Json, lang: Lang): SitemapArticle[] {
  return asItems(data).flatMap((item) => {
    if (!isRecord(item) || typeof item.slug !== 'string' || !item.slug) return [];
    const updatedAt = [item.updatedAt, item.publishedAt].find((v): v is string => typeof v === 'string') ?? new Date(0).toISOString();
    const own = isLang(item.locale) ? item.locale : lang;
    return [{ slug: item.slug, updatedAt, langs: langsOf(own, item.localizations) }];
  });
}

function asItems(value: Json): Json[] {
  const flat = unwrap(value);
  return Array.isArray(flat) ? flat : [];
}

function warnSkipped(kind: string, index: number, item: Json, error: z.core.$ZodError): void {
  const id = isRecord(item) ? (item.documentId ?? item.id ?? item.slug) : undefined;
  // A warning, not an error: one bad CMS entry must not fail the page (or the test run).
  logger.warn('cms.entry_skipped', {
    kind,
    index,
    id: id === undefined || id === null ? null : String(id).slice(0, 100),
    problems: z.prettifyError(error).slice(0, 500),
  });
}
