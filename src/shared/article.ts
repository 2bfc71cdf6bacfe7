import type { Lang } from './languages';

/**
 * The content model the pages use, whatever the source (Strapi v4/v5 or embedded content).
 * Article, Category and Tag, already normalised and validated: pages never check them again.
 */
export interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

export interface Media {
  /** Absolute URL, or a root-relative one for embedded content. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** Smaller renditions (Strapi `formats`: thumbnail, small, medium, large), for srcset. */
  formats: MediaFormat[];
}

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface Tag {
  id: string;
  name: string;
  slug: string;
  count?: number;
}

export interface Article {
  id: string;
  slug: string;
  title: string;
  /** Shorter title for <title> and link previews when `title` is too long for them (CMS `metaTitle` or `seo.metaTitle`). */
  metaTitle?: string;
  /** Given, or derived from content and cut at 160 characters. */
  excerpt: string;
  /** Markdown. */
  content: string;
  publishedAt: string;
  updatedAt: string;
  /** Minutes: given, or words / 200 rounded up, 5 without content. */
  readingTime: number;
  featured: boolean;
  category: Category | null;
  author: { name: string } | null;
  tags: Tag[];
  featuredImage: Media | null;
  /** Language of this version; differs from the requested one when it fell back to pt. */
  lang: Lang;
  /** Languages this article exists in (for hreflang). */
  langs: Lang[];
}
