import { DEFAULT_LANG, LANGS, type Lang } from '../../shared/languages';
import { deriveExcerpt, deriveReadingTime } from '../derive';
import { filterArticles, pageOf, rankRelated } from '../list';
import type { Article, ArticleListQuery, ArticleListPage, Category, ContentService, SitemapArticle, Tag } from '../types';
import type { Bodies } from './bodies';
import type { EmbeddedArticle, EmbeddedTerm, EmbeddedTranslation } from './types';
import { deepFreeze } from '../../util/deep-freeze';

/**
 * Content bundled with the worker (CMS_API_URL unset). Same behaviour as the CMS source: filters,
 * search, paging, related, tag counts; an article missing in a language falls back to pt.
 * The site's data is read from the assets once per isolate (list.ts: the articles of
 * src/content/embedded/data.ts without their bodies, each excerpt and reading time derived), and the
 * bodies, which an article page and a search read, likewise (bodies.ts).
 */
export interface EmbeddedData {
  articles: StoredArticle[];
  categories: EmbeddedTerm[];
  tags: EmbeddedTerm[];
}

/** A translation as the worker holds it: its body, when not in the assets, and what the build derived from it. */
type StoredTranslation = Omit<EmbeddedTranslation, 'content'> & { content?: string; readingTime?: number };
type StoredArticle = Omit<EmbeddedArticle, 'translations'> & {
  translations: { pt: StoredTranslation } & Partial<Record<Exclude<Lang, 'pt'>, StoredTranslation>>;
};

const NO_BODIES: Bodies = async () => ({});

/**
 * Every article of the data in a language, newest first: built once per data and language (the
 * data never changes) and frozen, since every request shares it. Rebuilding it per call would
 * cost a tenth of an article page's render.
 */
const listed = new WeakMap<EmbeddedData, Map<Lang, readonly Article[]>>();
function listIn(data: EmbeddedData, lang: Lang): readonly Article[] {
  let byLang = listed.get(data);
  if (!byLang) listed.set(data, (byLang = new Map()));
  let list = byLang.get(lang);
  if (!list) {
    list = deepFreeze(byNewest(data.articles).map((a) => toArticle(data, a, lang)));
    byLang.set(lang, list);
  }
  return list;
}

/** `data`: the site's, read from the assets (list.ts), or a test's own; `bodies` defaults to none (their own in `data`), the site passes the assets' (bodies.ts). */
export function embeddedSource(data: EmbeddedData | (() => Promise<EmbeddedData>), bodies: Bodies = NO_BODIES): ContentService {
  const read = typeof data === 'function' ? data : async () => data;
  const articlesIn = async (lang: Lang) => [...listIn(await read(), lang)];
  /** An article with its body (the one of the language it is shown in). */
  const withBody = async (article: Article): Promise<Article> =>
    article.content ? article : { ...article, content: (await bodies(article.lang))[article.slug] ?? '' };
  return {
    async listArticles(query: ArticleListQuery): Promise<ArticleListPage> {
      const all = await articlesIn(query.lang);
      // A search reads the bodies too, as Strapi's does.
      const items = query.search?.trim() ? await Promise.all(all.map(withBody)) : all;
      return pageOf(filterArticles(items, query), query);
    },
    async getArticle(slug: string, lang: Lang): Promise<Article | null> {
      const d = await read();
      const item = d.articles.find((a) => a.slug === slug);
      return item ? withBody(toArticle(d, item, lang)) : null;
    },
    async latestArticles(lang: Lang, limit = 5): Promise<Article[]> {
      return (await articlesIn(lang)).slice(0, limit);
    },
    async relatedArticles(article: Article, lang: Lang, limit = 3): Promise<Article[]> {
      return rankRelated(article, await articlesIn(lang)).slice(0, limit);
    },
    async listCategories(lang: Lang): Promise<Category[]> {
      return sortByName((await read()).categories.map((term) => toTerm(term, lang)));
    },
    async listTags(lang: Lang): Promise<Tag[]> {
      const d = await read();
      return sortByName(
        d.tags.map((term) => ({ ...toTerm(term, lang), count: d.articles.filter((a) => a.tags.includes(term.slug)).length })),
      );
    },
    async sitemapArticles(): Promise<SitemapArticle[]> {
      return byNewest((await read()).articles).map((a) => ({ slug: a.slug, updatedAt: a.updatedAt ?? a.publishedAt, langs: langsOf(a) }));
    },
    // Bundled content changes only with a deploy, which records no renames.
    async renamedSlug(): Promise<string | null> {
      return null;
    },
    // Bundled images are the site's own (public/media/): relative URLs stay relative.
    imageOrigin: undefined,
  };
}

// The dates are ISO 8601 UTC strings of one form, whose code-unit order is their time order.
// Not localeCompare: its first call in an isolate loads ICU's collation data (about 10 ms of a new
// isolate's first home page, which lists the newest articles).
function byNewest(items: StoredArticle[]): StoredArticle[] {
  return [...items].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}

/** Excerpt and reading time derived once per text (the texts are constants; the bundled ones come derived). */
const derived = new WeakMap<object, { excerpt: string; readingTime: number }>();
function derive(text: StoredTranslation): { excerpt: string; readingTime: number } {
  let value = derived.get(text);
  if (!value) {
    value = { excerpt: deriveExcerpt(text.content ?? ''), readingTime: deriveReadingTime(text.content) };
    derived.set(text, value);
  }
  return value;
}

/** One article in `requested` where it exists and in pt otherwise, with terms named in `requested`. */
function toArticle(data: EmbeddedData, item: StoredArticle, requested: Lang): Article {
  const lang: Lang = item.translations[requested] ? requested : DEFAULT_LANG;
  const text = item.translations[lang] ?? item.translations.pt;
  const category = data.categories.find((term) => term.slug === item.category);
  return {
    id: item.slug,
    slug: item.slug,
    title: text.title,
    ...(text.metaTitle ? { metaTitle: text.metaTitle } : {}),
    excerpt: text.excerpt ?? derive(text).excerpt,
    content: text.content ?? '',
    publishedAt: item.publishedAt,
    updatedAt: item.updatedAt ?? item.publishedAt,
    readingTime: item.readingTime ?? text.readingTime ?? derive(text).readingTime,
    featured: item.featured ?? false,
    // Terms are named in the visitor's language even when the text fell back to pt.
    category: category ? toTerm(category, requested) : null,
    author: { name: item.author },
    tags: item.tags.flatMap((slug) => {
      const term = data.tags.find((t) => t.slug === slug);
      return term ? [toTerm(term, requested)] : [];
    }),
    featuredImage: item.cover ? { ...item.cover, alt: text.coverAlt } : null,
    lang,
    langs: langsOf(item),
  };
}

function langsOf(item: StoredArticle): Lang[] {
  return LANGS.filter((lang) => item.translations[lang] !== undefined);
}

function toTerm(term: EmbeddedTerm, lang: Lang): { id: string; name: string; slug: string } {
  return { id: term.slug, name: term.names[lang], slug: term.slug };
}

function sortByName<T extends { name: string }>(items: T[]): T[] {
  return items.sort((a, b) => a.name.localeCompare(b.name));
}
