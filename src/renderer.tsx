import { reactRenderer } from '@hono/react-renderer';
import type { Context, MiddlewareHandler } from 'hono';
import { use, type ReactNode } from 'react';
import { prerenderedReady } from './components/prerendered';
import { ChatWidget } from './components/chat-widget';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { JsonLd } from './components/json-script';
import { organizationJsonLd } from './components/structured-data';
import type { AppEnv } from './env';
import manifest from './generated/client-manifest.json';
import { LANGS, LANG_TAG, OG_LOCALE, type Lang } from './i18n/languages';
import { alternatesFor, localizedPath } from './i18n/links';

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
  /** Absolute or root-relative; default the 1200×630 social image. */
  image?: { url: string; width?: number; height?: number; alt?: string };
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
  /** Extra elements for <head> (rendered before the body streams). */
  head?: ReactNode;
}

declare module '@hono/react-renderer' {
  interface Props {
    meta?: PageMeta;
  }
}

const DEFAULT_IMAGE = { url: '/media/og-default.jpg', width: 1200, height: 630 };
const RSS_PATH: Record<Lang, string> = { pt: '/rss.xml', en: '/en/rss.xml', es: '/es/rss.xml' };

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

function Document({ c, children, meta = {} }: { c: Context<AppEnv>; children: ReactNode; meta?: PageMeta }) {
  const { lang, t, origin, company, route, family } = c.var;
  const nonce = c.get('secureHeadersNonce');
  const title = meta.title
    ? meta.rawTitle
      ? meta.title
      : t('meta:titleTemplate', { title: meta.title, site: company.name })
    : t('meta:defaults.title', { site: company.name });
  const description = meta.description ?? t('meta:defaults.description');
  const keywords = meta.keywords ?? t('meta:defaults.keywords');
  const canonicalRoute = meta.canonicalRoute === undefined ? route : meta.canonicalRoute;
  const canonical = canonicalRoute === null ? null : origin + localizedPath(meta.canonicalLang ?? lang, canonicalRoute);
  const langs = meta.langs ?? LANGS;
  const alternates = canonicalRoute === null ? [] : alternatesFor(origin, canonicalRoute, langs);
  const image = { ...DEFAULT_IMAGE, alt: company.name, ...meta.image };
  const pageUrl = canonical ?? origin + c.req.path;
  const gaId = c.env.GA_MEASUREMENT_ID?.trim();

  return (
    <html lang={LANG_TAG[lang]} dir="ltr" data-ga-id={gaId || undefined} data-family={family}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {keywords ? <meta name="keywords" content={keywords} /> : null}
        <meta name="robots" content={meta.robots ?? 'index, follow'} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <meta property="og:site_name" content={company.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:url" content={pageUrl} />
        <meta property="og:image" content={absolute(origin, image.url)} />
        {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
        {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
        <meta property="og:image:alt" content={image.alt} />
        <meta property="og:locale" content={OG_LOCALE[lang]} />
        {langs
          .filter((l) => l !== lang)
          .map((l) => (
            <meta key={l} property="og:locale:alternate" content={OG_LOCALE[l]} />
          ))}
        {meta.article ? (
          <>
            <meta property="article:published_time" content={meta.article.publishedTime} />
            {meta.article.modifiedTime ? <meta property="article:modified_time" content={meta.article.modifiedTime} /> : null}
            {meta.article.author ? <meta property="article:author" content={meta.article.author} /> : null}
            {meta.article.section ? <meta property="article:section" content={meta.article.section} /> : null}
            {meta.article.tags.map((tag) => (
              <meta key={tag} property="article:tag" content={tag} />
            ))}
          </>
        ) : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={absolute(origin, image.url)} />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/media/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link rel="alternate" type="application/rss+xml" title={t('meta:rssTitle', { site: company.name })} href={origin + RSS_PATH[lang]} />
        <link rel="stylesheet" href={manifest.css} />
        {meta.preloadImage ? (
          <link
            rel="preload"
            as="image"
            href={meta.preloadImage.href}
            imageSrcSet={meta.preloadImage.srcSet}
            imageSizes={meta.preloadImage.sizes}
            type={meta.preloadImage.type}
            fetchPriority="high"
          />
        ) : null}
        <JsonLd data={organizationJsonLd(c)} />
        {(meta.jsonLd ?? []).map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
        {meta.head}
      </head>
      <body className={meta.layout === 'bare' ? 'layout-bare' : 'layout-site'}>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        {meta.layout === 'bare' ? null : <Header />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {meta.layout === 'bare' ? null : <Footer />}
        <ChatWidget />
        <Scripts c={c} nonce={nonce} analytics={!!gaId} />
      </body>
    </html>
  );
}

/**
 * The island loader and the code of the islands this page rendered, only when there are any, and
 * the analytics loader only when analytics is configured: a page without islands loads no script.
 * Rendered last, so every island above has registered itself.
 *
 * Only what runs at once is modulepreloaded with the page: the loader and the plain-script
 * islands (data-enhance). React DOM and the React islands run when an island is reached
 * (client/main.ts); their files are listed in `data-island-code` for the loader to preload after
 * the page's load event, so they never compete with the stylesheet and first paint on a slow
 * connection, and are at hand by the time the visitor gets to an island.
 */
function Scripts({ c, nonce, analytics }: { c: Context<AppEnv>; nonce: string | undefined; analytics: boolean }) {
  // Prerendered subtrees still being rendered for their cache register their islands when they
  // replay: wait for them (only in a new isolate's first views).
  const ready = prerenderedReady(c);
  if (ready) use(ready);
  const islands = [...c.var.islands];
  const islandManifest = manifest.islands as Record<string, { file: string; imports: string[]; enhance?: boolean }>;
  const now = new Set<string>();
  const later = new Set<string>();
  if (islands.length > 0) {
    for (const url of manifest.mainImports) now.add(url);
    for (const name of islands) {
      const entry = islandManifest[name];
      if (!entry) continue;
      const set = entry.enhance ? now : later;
      set.add(entry.file);
      for (const url of entry.imports) set.add(url);
      if (!entry.enhance) for (const url of manifest.hydrateImports) later.add(url);
    }
    for (const url of now) later.delete(url);
  }
  return (
    <>
      {analytics ? <script type="module" src={manifest.analytics} nonce={nonce} /> : null}
      {islands.length > 0 ? (
        <>
          {[...now].map((href) => (
            <link key={href} rel="modulepreload" href={href} nonce={nonce} />
          ))}
          <script type="module" src={manifest.main} nonce={nonce} data-island-code={later.size > 0 ? JSON.stringify([...later]) : undefined} />
        </>
      ) : null}
    </>
  );
}

/**
 * The one renderer. It is built per request because the CSP nonce is per request and React's
 * stream renderer needs it too (for the inline scripts it writes while streaming).
 */
export const renderer: MiddlewareHandler<AppEnv> = (c, next) =>
  reactRenderer(({ children, c: ctx, meta }) => <Document c={ctx as Context<AppEnv>} meta={meta}>{children}</Document>, {
    stream: true,
    readableStreamOptions: {
      nonce: c.get('secureHeadersNonce'),
      onError(error) {
        // Errors after the shell was sent (inside Suspense) are logged; the browser renders the
        // fallback. Errors before it reject the render and reach app.onError.
        console.error('Render error', error);
      },
    },
  })(c, next);
