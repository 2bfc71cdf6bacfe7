import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { ChatWidget } from '../components/chat-widget';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { ConsentBanner } from '../components/legal/consent-banner';
import { BareFooter } from '../components/legal/legal-links';
import type { AppEnv } from '../env';
import { viewNonce } from '../html-cache/per-view';
import { perViewOf } from '../routes/request-values';
import { LANG_TAG } from '../shared/languages';
import { FeedLink, HeadJsonLd, HeadMeta } from '../seo/head';
import { consentFromCookieHeader } from '../shared/consent';
import type { PageMeta } from '../seo/page-meta';
import { FAVICON, Scripts } from './scripts';
import { LINKED_SHEET, stylesheet } from './styles';

/**
 * The whole document around a page: the head (the SEO tags from `meta`, icons, the stylesheet
 * inlined, the LCP image preload, structured data), then header, main, footer and the messaging widget
 * (`layout: 'bare'` drops header and footer for the legal links alone), and the scripts last. With
 * analytics configured, the consent banner comes first after the skip link.
 */
export function Document({ c, children, meta = {} }: { c: Context<AppEnv>; children: ReactNode; meta?: PageMeta }) {
  const { lang, t, family } = c.var;
  const gaId = c.env.GA_MEASUREMENT_ID?.trim();
  const bare = meta.layout === 'bare';
  const css = stylesheet(previewAreas(meta.styles, c.var.preview));
  return (
    <html lang={LANG_TAG[lang]} dir="ltr" data-ga-id={gaId || undefined} data-family={family}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadMeta meta={meta} />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/media/apple-touch-icon.png" />
        <FeedLink />
        {css === undefined ? (
          <link rel="stylesheet" href={LINKED_SHEET} />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, from the build
          <style nonce={viewNonce(perViewOf(c))} dangerouslySetInnerHTML={{ __html: css }} />
        )}
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
        <HeadJsonLd meta={meta} />
        {meta.head}
      </head>
      <body className={bare ? 'layout-bare' : 'layout-site'}>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        {gaId ? <ConsentBanner choice={consentFromCookieHeader(c.req.header('cookie'))} next={pathAndQuery(c.req.url)} /> : null}
        {bare ? null : <Header />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {bare ? <BareFooter analytics={!!gaId} /> : <Footer />}
        <ChatWidget />
        <Scripts c={c} nonce={viewNonce(perViewOf(c))} analytics={!!gaId} />
      </body>
    </html>
  );
}

/**
 * A page's stylesheet areas, with the preview's (its bar and notices) on an editor's draft: the
 * page names only what it shows its visitors. No areas named means the whole sheet, preview's too.
 */
function previewAreas(areas: PageMeta['styles'], preview: boolean | undefined): PageMeta['styles'] {
  return preview && areas ? [...areas, 'preview'] : areas;
}

function pathAndQuery(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}
