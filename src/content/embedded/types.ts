import type { Lang } from '../../shared/languages';
import type { CategorySlug } from '../types';

/**
 * Embedded content, bundled with the worker and used when CMS_API_URL is unset. One slug per
 * article across languages; a language missing from `translations` falls back to pt.
 */
export interface EmbeddedImage {
  /** Root-relative, under public/ (e.g. /media/blog/oee-guide.webp). */
  url: string;
  width: number;
  height: number;
  /** Smaller renditions for srcset. */
  formats: { url: string; width: number; height: number }[];
}

export interface EmbeddedTranslation {
  title: string;
  /** Shorter title for the browser tab, search results and link previews (at most 60 characters), when `title` is longer. */
  metaTitle?: string;
  /** Optional: derived from content (160 characters) when missing. */
  excerpt?: string;
  /** Markdown. */
  content: string;
  coverAlt: string;
}

export interface EmbeddedArticle {
  slug: string;
  category: CategorySlug;
  /** Tag slugs, from EMBEDDED_TAGS. */
  tags: string[];
  /** ISO 8601. */
  publishedAt: string;
  updatedAt?: string;
  featured?: boolean;
  author: string;
  /** Optional: derived from content when missing. */
  readingTime?: number;
  cover: EmbeddedImage | null;
  translations: { pt: EmbeddedTranslation } & Partial<Record<Exclude<Lang, 'pt'>, EmbeddedTranslation>>;
}

export interface EmbeddedTerm {
  slug: string;
  names: Record<Lang, string>;
}
