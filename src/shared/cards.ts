import type { Article, Media } from './article';
import { DATE_LOCALE, LANG_TAG, type Lang, type UrlFamily } from './languages';
import { articleRoute, blogCategoryRoute, blogTagRoute, localizedPath } from './links';

/*
 * What an article card shows, as plain JSON. Pure (no request context, no i18n instance): the
 * server builds cards with it, and so does the blog-archive island for what "load more" fetches,
 * so both render the same markup with the same links.
 */

export type CardVariant = 'default' | 'featured' | 'compact' | 'minimal';

export interface CardImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

export interface CardData {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  date: string;
  dateLabel: string;
  readingTime: number;
  category: { slug: string; label: string; href: string } | null;
  tags: { slug: string; name: string; href: string }[];
  image: CardImage | null;
  featured: boolean;
  /** BCP 47 tag when the article's language differs from the page's. */
  lang?: string;
}

/** A card's fixed texts, translated by the server ({{count}} left in for the card to fill). */
export interface CardLabels {
  /** '{{count}} min de leitura' */
  readingTime: string;
  /** '+{{count}} mais' */
  moreTags: string;
  featured: string;
  readMore: string;
}

/** Everything a card needs from the page: its URL family, its language and translated names. */
export interface CardContext {
  /** The page's URL family: the card's links stay in it. */
  family: UrlFamily;
  /** The page's language: dates in its locale, cards of an article in another language marked. */
  lang: Lang;
  /** Translated category names by slug (blog:categories); the CMS name otherwise. */
  categoryLabels: Record<string, string>;
}

/** Article cards and covers share one 16:10 frame, so covers of any size line up in a grid. */
export const CARD_RATIO = { width: 16, height: 10 } as const;
/**
 * A card image's width: a third of the grid on a desktop, half on a tablet, and on a phone the
 * column less its two gutters (at most 2rem together there): a phone picks the smallest rendition
 * that covers it rather than one for the whole viewport.
 */
export const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, calc(100vw - 2rem)';

/**
 * Dates in the page's locale, on the UTC calendar day, so the server and every browser (whatever
 * its time zone) print the same text and hydration matches.
 */
/** Intl formatters are costly to build (a few per card, dozens per page): one per locale and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formatted dates by locale, style and date (formatting is ICU work too); bounded. */
const formatted = new Map<string, string>();

/**
 * The long dates of the site's own locales (DATE_LOCALE) written out here, as ICU writes them
 * (test/worker/date-text.test.ts compares every day of several years with Intl): the first
 * Intl.DateTimeFormat of a new isolate loads ICU's calendar and locale data, about 10 ms of its
 * first page with a date (a blog teaser, the blog, an article).
 */
const MONTHS: Record<string, readonly string[]> = {
  'pt-BR': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  'en-US': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  'es-ES': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

function longDate(date: Date, locale: string): string | undefined {
  const months = MONTHS[locale];
  const year = date.getUTCFullYear();
  if (!months || year < 1000 || year > 9999) return undefined;
  const day = date.getUTCDate();
  const month = months[date.getUTCMonth()];
  return locale === 'en-US' ? `${month} ${day}, ${year}` : `${day} de ${month} de ${year}`;
}

export function formatDate(iso: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const own = style === 'long' ? longDate(date, locale) : undefined;
  if (own !== undefined) return own;
  const key = `${locale}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  const id = `${key}|${iso}`;
  let text = formatted.get(id);
  if (text === undefined) {
    if (formatted.size >= 2000) formatted.clear();
    text = format.format(date);
    formatted.set(id, text);
  }
  return text;
}

/** srcset from the original and its renditions (Strapi formats), widest last; undefined when only one. */
export function srcSetOf(media: Media): string | undefined {
  const candidates = [...media.formats, ...(media.width ? [{ url: media.url, width: media.width }] : [])]
    .filter((f) => f.url && f.width > 0)
    .sort((a, b) => a.width - b.width);
  const seen = new Set<number>();
  const unique = candidates.filter((f) => {
    if (seen.has(f.width)) return false;
    seen.add(f.width);
    return true;
  });
  return unique.length > 1 ? unique.map((f) => `${f.url.replace(/[\s,]/g, encodeURIComponent)} ${f.width}w`).join(', ') : undefined;
}

/** A 16:10 box for the image: the real size when known, else a default that keeps the ratio. */
export function imageOf(media: Media | null, sizes: string, fallbackAlt: string): CardImage | null {
  if (!media?.url) return null;
  const width = media.width ?? 1600;
  const height = media.height ?? Math.round((width * CARD_RATIO.height) / CARD_RATIO.width);
  return { src: media.url, srcSet: srcSetOf(media), sizes, width, height, alt: media.alt || fallbackAlt };
}

export function toCard(article: Article, ctx: CardContext, sizes = CARD_SIZES): CardData {
  const articleTag = LANG_TAG[article.lang];
  const link = (route: string) => localizedPath(ctx.family, route);
  const foreign = article.lang !== ctx.lang;
  return {
    slug: article.slug,
    // An article shown in another language (a pt fallback) links to its canonical URL, the page
    // of the language it is written in: crawlers should not follow links to duplicates.
    href: foreign ? localizedPath(article.lang, articleRoute(article.slug)) : link(articleRoute(article.slug)),
    title: article.title,
    excerpt: article.excerpt,
    date: article.publishedAt,
    dateLabel: formatDate(article.publishedAt, DATE_LOCALE[ctx.lang]),
    readingTime: article.readingTime,
    category: article.category
      ? {
          slug: article.category.slug,
          label: ctx.categoryLabels[article.category.slug] ?? article.category.name,
          href: link(blogCategoryRoute(article.category.slug)),
        }
      : null,
    tags: article.tags.map((t) => ({ slug: t.slug, name: t.name, href: link(blogTagRoute(t.slug)) })),
    image: imageOf(article.featuredImage, sizes, article.title),
    featured: article.featured,
    lang: foreign ? articleTag : undefined,
  };
}
