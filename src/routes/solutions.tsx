import { Hono } from 'hono';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { preloadOf, solutionImage } from '../components/solutions/media';
import { serviceJsonLd } from '../seo/service-json-ld';
import type { AppEnv } from '../env';
import { ServicesPage } from '../pages/solutions/services-page';
import { SolutionPage } from '../pages/solutions/solution-page';
import { metaTexts } from '../seo/page-meta';
import { solutionBySlug } from '../components/solutions/catalog';

/** /services, the solutions' index, and /solutions/{slug} for the eight solutions; any other slug is a 404. */
export const solutions = new Hono<AppEnv>();

solutions.get('/services', (c) => {
  const { t } = c.var;
  return c.render(<ServicesPage />, {
    meta: {
      ...metaTexts(t, 'solutions:meta'),
      styles: ['company', 'solutions'],
      jsonLd: [breadcrumbJsonLd(c, [[t('nav.services'), '/services']])],
    },
  });
});

solutions.get('/solutions/:slug', (c) => {
  const solution = solutionBySlug(c.req.param('slug'));
  if (!solution) return c.notFound();
  const { t } = c.var;
  const key = solution.key;
  const route = `/solutions/${solution.slug}`;
  const name = t(`solutions:${key}.title`);
  const image = solutionImage(solution.slug);
  return c.render(<SolutionPage solution={solution} />, {
    meta: {
      styles: ['solutions'],
      ...metaTexts(t, `solutions:${key}.meta`),
      preloadImage: preloadOf(image, '100vw'),
      jsonLd: [
        serviceJsonLd(c, { name, description: t(`solutions:${key}.meta.description`), route, image: image.src }),
        breadcrumbJsonLd(c, [
          [t('nav.services'), '/services'],
          [name, route],
        ]),
      ],
    },
  });
});
