import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { AboutPage } from '../pages/about/about-page';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { renderWithTexts } from './page-content';
import { PAGES } from '../shared/page-routes';

/** /about. */
export const about = new Hono<AppEnv>();

about.get(PAGES.about.route, (c) =>
  renderWithTexts(c, 'about', (t, blocks) => ({
    body: <AboutPage blocks={blocks} />,
    meta: {
      ...metaTexts(t, 'about:meta'),
      styles: ['company', 'solutions'],
      jsonLd: [breadcrumbJsonLd(c.var, [[t('nav.about'), '/about']])],
    },
  })),
);
