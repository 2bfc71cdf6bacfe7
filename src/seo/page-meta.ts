import type { ReactNode } from 'react';
import type { Lang } from '../shared/languages';

/** The stylesheet files a page loads only when it names them (scripts/build-client.mjs). */
export type StyleArea =
  | 'home'
  | 'landing'
  | 'company'
  | 'contact'
  | 'solutions'
  | 'solution'
  | 'blog'
  | 'cards'
  | 'article'
  | 'legal'
  | 'sections'
  | 'forms'
  | 'status'
  | 'preview';

/** What a page tells the document: everything search engines and link previews read. */
export interface PageMeta {
  /** The page's own title; the meta:titleTemplate adds the site name unless `rawTitle`. */
  title?: string;
  rawTitle?: boolean;
  description?: string;
  keywords?: string;
  /** Default index, follow. */
  robots?: string;
  ogType?: 'website' | 'article';
  /** Absolute or root-relative JPEG or PNG (WebP previews fail on some platforms); default the 1200×630 social image. */
  image?: { url: string; width?: number; height?: number; type?: string; alt?: string };
  jsonLd?: object[];
  /** 'bare' drops header and footer (the standalone landing page). */
  layout?: 'site' | 'bare';
  /** Languages the page exists in; hreflang lists only these (articles). Default all three. */
  langs?: readonly Lang[];
  /** Route for canonical and hreflang (default the request's route); null for none (404, errors). */
  canonicalRoute?: string | null;
  /** Language of the canonical URL when it is not the page's (an article shown in its pt fallback). */
  canonicalLang?: Lang;
  article?: { publishedTime: string; modifiedTime?: string; author?: string; section?: string; tags: string[] };
  /** The LCP image, preloaded with high priority. */
  preloadImage?: { href: string; srcSet?: string; sizes?: string; type?: string };
  /**
   * The stylesheet areas the page uses besides the shared files (client/styles/main.css; the
   * head inlines them). Default every area: a page that names none is styled by the whole sheet.
   */
  styles?: readonly StyleArea[];
  /** Extra elements for <head> (rendered before the body streams). */
  head?: ReactNode;
}

/**
 * A page search engines must not list or follow (not found, errors, a failed submission): no
 * canonical URL and no hreflang alternates either, since no other URL stands for it.
 */
export function unlistedMeta(title: string): PageMeta {
  return { title, robots: 'noindex, nofollow', canonicalRoute: null };
}

/** The title, description and keywords of a page from its locale keys under `keys` (`about:meta` → `about:meta.title`, …). */
export function metaTexts(t: (key: string) => string, keys: string): Pick<PageMeta, 'title' | 'description' | 'keywords'> {
  return { title: t(`${keys}.title`), description: t(`${keys}.description`), keywords: t(`${keys}.keywords`) };
}
