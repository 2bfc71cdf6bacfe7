import { JsonLd } from '../components/json-script';
import { type PageView, usePage } from '../components/use-page';
import { LANGS, OG_LOCALE } from '../shared/languages';
import { absoluteUrl, alternatesFor, localizedPath } from '../shared/links';
import type { PageMeta } from './page-meta';
import { FEED_PATH } from './rss';
import { DEFAULT_SOCIAL_IMAGE } from './social-images';
import { organizationJsonLd } from './structured-data';

/** `@handle` from a TWITTER_SITE var written with or without the @ (or as a profile URL); null when unset or not a handle. */
export function twitterHandle(value: string | undefined): string | null {
  const handle = value
    ?.trim()
    .replace(/^https?:\/\/(www\.)?(twitter|x)\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/.*$/, '');
  return handle && /^[A-Za-z0-9_]{1,15}$/.test(handle) ? `@${handle}` : null;
}

/** Search results show about 60 characters of a title; longer ones are cut where the engine likes. */
export const TITLE_MAX = 60;

/**
 * The title as written when it fits; else the page's own title without the site name (search
 * results name the site anyway); else, a last resort for CMS titles without a `metaTitle`, cut at
 * a word boundary.
 */
export function fitTitle(full: string, own?: string): string {
  if (full.length <= TITLE_MAX) return full;
  if (own && own.length <= TITLE_MAX) return own;
  const text = own ?? full;
  const cut = text.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** The page's title as the tab, search results and link previews show it (at most 60 characters). */
export function pageTitle({ t, company }: Pick<PageView, 't' | 'company'>, meta: PageMeta): string {
  if (!meta.title) return fitTitle(t('meta:defaults.title', { site: company.name }));
  return meta.rawTitle ? fitTitle(meta.title) : fitTitle(t('meta:titleTemplate', { title: meta.title, site: company.name }), meta.title);
}

/**
 * Title, description, robots, canonical and hreflang, Open Graph (article fields included) and
 * the Twitter card. The canonical URL is the route's in the page's language unless the page says
 * otherwise; a page without one (404, errors) lists no alternates either.
 */
export function HeadMeta({ meta }: { meta: PageMeta }) {
  const view = usePage();
  const { lang, t, origin, company, route } = view;
  const title = pageTitle(view, meta);
  const description = meta.description ?? t('meta:defaults.description');
  const keywords = meta.keywords ?? t('meta:defaults.keywords');
  const canonicalRoute = meta.canonicalRoute === undefined ? route : meta.canonicalRoute;
  const canonical = canonicalRoute === null ? null : origin + localizedPath(meta.canonicalLang ?? lang, canonicalRoute);
  const langs = meta.langs ?? LANGS;
  const alternates = canonicalRoute === null ? [] : alternatesFor(origin, canonicalRoute, langs);
  const image = meta.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageAlt = meta.image?.alt || t('meta:defaults.imageAlt', { site: company.name });
  const imageUrl = absoluteUrl(origin, image.url);
  const twitterSite = twitterHandle(view.env.TWITTER_SITE);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta name="robots" content={meta.robots ?? (view.preview ? 'noindex, nofollow' : 'index, follow')} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:url" content={canonical ?? origin + view.request.path} />
      <meta property="og:image" content={imageUrl} />
      {image.type ? <meta property="og:image:type" content={image.type} /> : null}
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {langs
        .filter((l) => l !== lang)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={OG_LOCALE[l]} />
        ))}
      {meta.article ? <ArticleMeta article={meta.article} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {twitterSite ? <meta name="twitter:site" content={twitterSite} /> : null}
    </>
  );
}

function ArticleMeta({ article }: { article: NonNullable<PageMeta['article']> }) {
  return (
    <>
      <meta property="article:published_time" content={article.publishedTime} />
      {article.modifiedTime ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      {article.author ? <meta property="article:author" content={article.author} /> : null}
      {article.section ? <meta property="article:section" content={article.section} /> : null}
      {article.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </>
  );
}

/** The RSS feed of the page's language. */
export function FeedLink() {
  const { lang, t, origin, company } = usePage();
  return (
    <link rel="alternate" type="application/rss+xml" title={t('meta:rssTitle', { site: company.name })} href={origin + FEED_PATH[lang]} />
  );
}

/** The Organization on every page, then the page's own structured data. */
export function HeadJsonLd({ meta }: { meta: PageMeta }) {
  return (
    <>
      <JsonLd data={organizationJsonLd(usePage())} />
      {(meta.jsonLd ?? []).map((data, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the page's fixed JSON-LD, never reordered between renders.
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
