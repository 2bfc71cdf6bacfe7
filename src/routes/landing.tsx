import { Hono } from 'hono';
import { LANDING_HERO, landingImage } from '../pages/landing/landing-hero';
import { showsBlock } from '../components/blocks';
import type { FaqEntry } from '../components/sections/faq';
import { faqJsonLd } from '../seo/faq-json-ld';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import type { AppEnv } from '../env';
import { tList } from '../i18n/i18n';
import { LandingPage } from '../pages/landing/landing-page';
import { renderWithTexts } from './page-content';
import { PAGES } from '../shared/page-routes';

export const LANDING_ROUTE = PAGES.landing.route;

export const landing = new Hono<AppEnv>();

landing.get(LANDING_ROUTE, (c) =>
  renderWithTexts(c, 'landing', (t, blocks) => {
    const image = landingImage(t);
    return {
      body: <LandingPage blocks={blocks} />,
      meta: {
        styles: ['forms', 'sections', 'landing'],
        ...metaTexts(t, 'landing:meta'),
        // Outside the site layout (no header, no footer; the chat button stays).
        layout: 'bare',
        preloadImage: { href: image.src, srcSet: image.srcSet, sizes: LANDING_HERO.sizes, type: image.type ?? 'image/webp' },
        jsonLd: [
          breadcrumbJsonLd(c.var, [[t('landing:breadcrumb'), LANDING_ROUTE]]),
          // Google describes only a FAQ the page shows.
          ...(showsBlock(blocks, 'faq') ? [faqJsonLd(tList<FaqEntry>(t, 'landing:faq.items'))] : []),
        ],
      },
    };
  }),
);
