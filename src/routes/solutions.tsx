import { Hono } from 'hono';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { preloadOf } from '../components/solutions/media';
import { serviceJsonLd } from '../seo/service-json-ld';
import type { AppEnv } from '../env';
import { SolutionPage, solutionHeroImage } from '../pages/solutions/solution-page';
import { pageView } from './page-view';
import { solutionBySlug } from '../shared/solutions';

/** /solutions/{slug} for the eight solutions; any other slug is a 404. */
export const solutions = new Hono<AppEnv>();

solutions.get('/solutions/:slug', async (c) => {
  const solution = solutionBySlug(c.req.param('slug'));
  if (!solution) return c.notFound();
  const view = await pageView(c, 'solution', solution.slug);
  if (view instanceof Response) return view;
  const { t } = view;
  const key = solution.key;
  const route = `/solutions/${solution.slug}`;
  const name = t(`solutions:${key}.title`);
  const image = solutionHeroImage(t, solution);
  return c.render(
    <>
      {view.bar}
      <SolutionPage solution={solution} />
    </>,
    {
      meta: {
        styles: ['solutions'],
        title: t(`solutions:${key}.meta.title`),
        description: t(`solutions:${key}.meta.description`),
        keywords: t(`solutions:${key}.meta.keywords`),
        preloadImage: preloadOf(image, '100vw'),
        jsonLd: [
          serviceJsonLd(c, { name, description: t(`solutions:${key}.meta.description`), route, image: image.src }),
          breadcrumbJsonLd(c, [
            [t('nav.services'), '/services'],
            [name, route],
          ]),
        ],
      },
    },
  );
});
