import { Hono } from 'hono';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { preloadOf } from '../components/solutions/media';
import { serviceJsonLd } from '../seo/service-json-ld';
import type { AppEnv } from '../env';
import { ServicesPage } from '../pages/solutions/services-page';
import { SolutionPage, solutionHeroImage } from '../pages/solutions/solution-page';
import { metaTexts } from '../seo/page-meta';
import { solutionBySlug } from '../components/solutions/catalog';
import { renderWithTexts } from './page-content';
import { PAGES, SOLUTIONS_ROUTE } from '../shared/page-routes';

/** /services, the solutions' index, and /solutions/{slug} for the eight solutions; any other slug is a 404. */
export const solutions = new Hono<AppEnv>();

solutions.get(PAGES.services.route, (c) =>
  renderWithTexts(c, 'services', (t, blocks) => ({
    body: <ServicesPage blocks={blocks} />,
    meta: {
      ...metaTexts(t, 'solutions:meta'),
      styles: ['company', 'solutions'],
      jsonLd: [breadcrumbJsonLd(c.var, [[t('nav.services'), '/services']])],
    },
  })),
);

solutions.get(`${SOLUTIONS_ROUTE}:slug`, (c) => {
  const solution = solutionBySlug(c.req.param('slug'));
  if (!solution) return c.notFound();
  const key = solution.key;
  const route = `/solutions/${solution.slug}`;
  return renderWithTexts(
    c,
    'solution',
    (t, blocks) => {
      const name = t(`solutions:${key}.title`);
      const image = solutionHeroImage(t, solution);
      return {
        body: <SolutionPage solution={solution} blocks={blocks} />,
        meta: {
          styles: ['solutions', 'solution'],
          ...metaTexts(t, `solutions:${key}.meta`),
          preloadImage: preloadOf(image, '100vw'),
          jsonLd: [
            serviceJsonLd(c.var, { name, description: t(`solutions:${key}.meta.description`), route, image: image.src }),
            breadcrumbJsonLd(c.var, [
              [t('nav.services'), '/services'],
              [name, route],
            ]),
          ],
        },
      };
    },
    solution.slug,
  );
});
