import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { ChatWidget } from '../components/chat-widget';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import type { AppEnv } from '../env';
import { LANG_TAG } from '../shared/languages';
import { FeedLink, HeadJsonLd, HeadMeta } from '../seo/head';
import type { PageMeta } from '../seo/page-meta';
import { Scripts, STYLESHEET } from './scripts';

/**
 * The whole document around a page: the head (the SEO tags from `meta`, icons, stylesheet, the
 * LCP image preload, structured data), then header, main, footer and the messaging widget
 * (`layout: 'bare'` drops header and footer), and the scripts last.
 */
export function Document({ c, children, meta = {} }: { c: Context<AppEnv>; children: ReactNode; meta?: PageMeta }) {
  const { lang, t, family } = c.var;
  const gaId = c.env.GA_MEASUREMENT_ID?.trim();
  const bare = meta.layout === 'bare';
  return (
    <html lang={LANG_TAG[lang]} dir="ltr" data-ga-id={gaId || undefined} data-family={family}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadMeta c={c} meta={meta} />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/media/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <FeedLink c={c} />
        <link rel="stylesheet" href={STYLESHEET} />
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
        <HeadJsonLd c={c} meta={meta} />
        {meta.head}
      </head>
      <body className={bare ? 'layout-bare' : 'layout-site'}>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        {bare ? null : <Header />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {bare ? null : <Footer />}
        <ChatWidget />
        <Scripts c={c} nonce={c.get('secureHeadersNonce')} analytics={!!gaId} />
      </body>
    </html>
  );
}
