import { Hono } from 'hono';
import { preloadOf } from '../components/solutions/media';
import type { AppEnv } from '../env';
import { DiagnosticLeanPage, diagnosticImage } from '../pages/diagnostic/diagnostic-lean-page';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { renderWithTexts } from './page-content';
import { PAGES } from '../shared/page-routes';

/** /diagnosticlean, the Lean Digital diagnostic and its request form. */
export const diagnostic = new Hono<AppEnv>();

diagnostic.get(PAGES.diagnostic.route, (c) =>
  renderWithTexts(c, 'diagnostic', (t, blocks) => ({
    body: <DiagnosticLeanPage blocks={blocks} />,
    meta: {
      ...metaTexts(t, 'diagnostic:meta'),
      styles: ['forms', 'company', 'contact', 'solutions'],
      preloadImage: preloadOf(diagnosticImage(t), '100vw'),
      jsonLd: [breadcrumbJsonLd(c.var, [[t('nav.diagnostic'), '/diagnosticlean']])],
    },
  })),
);
