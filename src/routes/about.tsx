import { Hono } from 'hono';
import { preloadOf, teamImage } from '../components/solutions/media';
import type { AppEnv } from '../env';
import { AboutPage } from '../pages/about/about-page';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';

/** /about. */
export const about = new Hono<AppEnv>();

about.get('/about', (c) => {
  const { t } = c.var;
  return c.render(<AboutPage />, {
    meta: {
      ...metaTexts(t, 'about:meta'),
      styles: ['company', 'solutions'],
      preloadImage: preloadOf(teamImage, '(min-width: 1024px) 560px, 100vw'),
      jsonLd: [breadcrumbJsonLd(c, [[t('nav.about'), '/about']])],
    },
  });
});
