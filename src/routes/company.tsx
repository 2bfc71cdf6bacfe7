import { Hono } from 'hono';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { diagnosticHeroImage, preloadOf, teamImage } from '../components/solutions/media';
import type { AppEnv } from '../env';
import { AboutPage } from '../pages/about/about-page';
import { ContactPage } from '../pages/contact/contact-page';
import { DiagnosticLeanPage } from '../pages/diagnostic/diagnostic-lean-page';
import { ServicesPage } from '../pages/solutions/services-page';

/** /about, /services, /diagnosticlean, /contact. Title, description and keywords per namespace `meta`. */
export const company = new Hono<AppEnv>();

const metaOf = (t: AppEnv['Variables']['t'], ns: string) => ({
  styles: ['company', 'solutions'] as const,
  title: t(`${ns}:meta.title`),
  description: t(`${ns}:meta.description`),
  keywords: t(`${ns}:meta.keywords`),
});

company.get('/about', (c) => {
  const { t } = c.var;
  return c.render(<AboutPage />, {
    meta: {
      ...metaOf(t, 'about'),
      preloadImage: preloadOf(teamImage, '(min-width: 1024px) 560px, 100vw'),
      jsonLd: [breadcrumbJsonLd(c, [[t('nav.about'), '/about']])],
    },
  });
});

company.get('/services', (c) => {
  const { t } = c.var;
  return c.render(<ServicesPage />, {
    meta: { ...metaOf(t, 'solutions'), jsonLd: [breadcrumbJsonLd(c, [[t('nav.services'), '/services']])] },
  });
});

company.get('/diagnosticlean', (c) => {
  const { t } = c.var;
  return c.render(<DiagnosticLeanPage />, {
    meta: {
      ...metaOf(t, 'diagnostic'),
      preloadImage: preloadOf(diagnosticHeroImage, '100vw'),
      jsonLd: [breadcrumbJsonLd(c, [[t('nav.diagnostic'), '/diagnosticlean']])],
    },
  });
});

company.get('/contact', (c) => {
  const { t } = c.var;
  return c.render(<ContactPage />, {
    meta: { ...metaOf(t, 'contact'), jsonLd: [breadcrumbJsonLd(c, [[t('nav.contact'), '/contact']])] },
  });
});
