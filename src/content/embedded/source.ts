import { DEFAULT_LANG, LANGS, type Lang } from '../../shared/languages';
import { deriveExcerpt, deriveReadingTime } from '../derive';
import { filterArticles, pageOf, rankRelated } from '../list';
import type { Article, ArticleListQuery, ArticleListPage, Category, ContentService, SitemapArticle, Tag } from '../types';
import { EMBEDDED_ARTICLES, EMBEDDED_CATEGORIES, EMBEDDED_TAGS } from './data';
import type { EmbeddedArticle, EmbeddedTerm } from './types';
import { deepFreeze } from '../../util/deep-freeze';

/**
 * Content bundled with the worker (CMS_API_URL unset). Same behaviour as the CMS source: filters,
 * search, paging, related, tag counts; an article missing in a language falls back to pt.
 * Everything is in memory, so there is nothing to cache and nothing that can fail.
 */
export interface EmbeddedData {
  articles: EmbeddedArticle[];
  categories: EmbeddedTerm[];
  tags: EmbeddedTerm[];
}

const BUNDLED: EmbeddedData = { articles: EMBEDDED_ARTICLES, categories: EMBEDDED_CATEGORIES, tags: EMBEDDED_TAGS };

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

/** `data` defaults to the bundled content (data.ts); tests pass their own. */
export function embeddedSource(data: EmbeddedData = BUNDLED): ContentService {
  const articlesIn = (lang: Lang) => [...listIn(data, lang)];
  return {
    async listArticles(query: ArticleListQuery): Promise<ArticleListPage> {
      return pageOf(filterArticles(articlesIn(query.lang), query), query);
    },
    async getArticle(slug: string, lang: Lang): Promise<Article | null> {
      const item = data.articles.find((a) => a.slug === slug);
      return item ? toArticle(data, item, lang) : null;
    },
    async latestArticles(lang: Lang, limit = 5): Promise<Article[]> {
      return articlesIn(lang).slice(0, limit);
    },
    async relatedArticles(article: Article, lang: Lang, limit = 3): Promise<Article[]> {
      return rankRelated(article, articlesIn(lang)).slice(0, limit);
    },
    async listCategories(lang: Lang): Promise<Category[]> {
      return sortByName(data.categories.map((term) => toTerm(term, lang)));
    },
    async listTags(lang: Lang): Promise<Tag[]> {
      return sortByName(
        data.tags.map((term) => ({ ...toTerm(term, lang), count: data.articles.filter((a) => a.tags.includes(term.slug)).length })),
      );
    },
    async sitemapArticles(): Promise<SitemapArticle[]> {
      return byNewest(data.articles).map((a) => ({ slug: a.slug, updatedAt: a.updatedAt ?? a.publishedAt, langs: langsOf(a) }));
    },
    // Bundled content changes only with a deploy, which records no renames.
    async renamedSlug(): Promise<string | null> {
      return null;
    },
    // Bundled images are the site's own (public/media/): relative URLs stay relative.
    imageOrigin: undefined,
  };
}

function byNewest(items: EmbeddedArticle[]): EmbeddedArticle[] {
  return [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** Excerpt and reading time derived once per text (the texts are constants of the bundle). */
const derived = new WeakMap<object, { excerpt: string; readingTime: number }>();
function derive(text: { content: string }): { excerpt: string; readingTime: number } {
  let value = derived.get(text);
  if (!value) {
    value = { excerpt: deriveExcerpt(text.content), readingTime: deriveReadingTime(text.content) };
    derived.set(text, value);
  }
  return value;
}

/** One article in `requested` where it exists and in pt otherwise, with terms named in `requested`. */
function toArticle(data: EmbeddedData, item: EmbeddedArticle, requested: Lang): Article {
  const lang: Lang = item.translations[requested] ? requested : DEFAULT_LANG;
  const text = item.translations[lang] ?? item.translations.pt;
  const category = data.categories.find((term) => term.slug === item.category);
  return {
    id: item.slug,
    slug: item.slug,
    title: text.title,
    ...(text.metaTitle ? { metaTitle: text.metaTitle } : {}),
    excerpt: text.excerpt ?? derive(text).excerpt,
    content: text.content,
    publishedAt: item.publishedAt,
    updatedAt: item.updatedAt ?? item.publishedAt,
    readingTime: item.readingTime ?? derive(text).readingTime,
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

function langsOf(item: EmbeddedArticle): Lang[] {
  return LANGS.filter((lang) => item.translations[lang] !== undefined);
}

function toTerm(term: EmbeddedTerm, lang: Lang): { id: string; name: string; slug: string } {
  return { id: term.slug, name: term.names[lang], slug: term.slug };
}

function sortByName<T extends { name: string }>(items: T[]): T[] {
  return items.sort((a, b) => a.name.localeCompare(b.name));
}
