import { Hono } from 'hono';
import { LANDING_HERO, landingImage } from '../pages/landing/landing-hero';
import { pageView } from './page-view';
import type { FaqEntry } from '../components/sections/faq';
import { faqJsonLd } from '../seo/faq-json-ld';
import { breadcrumbJsonLd } from '../seo/structured-data';
import type { AppEnv } from '../env';
import { tList } from '../i18n/i18n';
import { LandingPage } from '../pages/landing/landing-page';

export const LANDING_ROUTE = '/diagnostico-lean-digital-gratuito';

export const landing = new Hono<AppEnv>();

landing.get(LANDING_ROUTE, async (c) => {
  const view = await pageView(c, 'landing');
  if (view instanceof Response) return view;
  const { t } = view;
  const image = landingImage(t);
  return c.render(
    <>
      {view.bar}
      <LandingPage />
    </>,
    {
      meta: {
        styles: ['home', 'landing'],
        title: t('landing:meta.title'),
        description: t('landing:meta.description'),
        keywords: t('landing:meta.keywords'),
        // Outside the site layout (no header, no footer; the chat button stays).
        layout: 'bare',
        preloadImage: { href: image.src, srcSet: image.srcSet, sizes: LANDING_HERO.sizes, type: image.type ?? 'image/webp' },
        jsonLd: [breadcrumbJsonLd(c, [[t('landing:breadcrumb'), LANDING_ROUTE]]), faqJsonLd(tList<FaqEntry>(t, 'landing:faq.items'))],
      },
    },
  );
});
