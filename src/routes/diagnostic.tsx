import { Hono } from 'hono';
import { diagnosticHeroImage, preloadOf } from '../components/solutions/media';
import type { AppEnv } from '../env';
import { DiagnosticLeanPage } from '../pages/diagnostic/diagnostic-lean-page';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';

/** /diagnosticlean, the Lean Digital diagnostic and its request form. */
export const diagnostic = new Hono<AppEnv>();

diagnostic.get('/diagnosticlean', (c) => {
  const { t } = c.var;
  return c.render(<DiagnosticLeanPage />, {
    meta: {
      ...metaTexts(t, 'diagnostic:meta'),
      styles: ['company', 'solutions'],
      preloadImage: preloadOf(diagnosticHeroImage, '100vw'),
      jsonLd: [breadcrumbJsonLd(c, [[t('nav.diagnostic'), '/diagnosticlean']])],
    },
  });
});
