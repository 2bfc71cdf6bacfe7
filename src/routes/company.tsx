import { Hono } from 'hono';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { preloadOf } from '../components/solutions/media';
import type { AppEnv } from '../env';
import { ABOUT_IMAGE_SIZES, aboutImage } from '../pages/about/about-sections';
import { AboutPage } from '../pages/about/about-page';
import { ContactPage } from '../pages/contact/contact-page';
import { DiagnosticLeanPage, diagnosticImage } from '../pages/diagnostic/diagnostic-lean-page';
import { ServicesPage } from '../pages/solutions/services-page';
import { pageView } from './page-view';

/** /about, /services, /diagnosticlean, /contact. Title, description and keywords per namespace `meta`. */
export const company = new Hono<AppEnv>();

const metaOf = (t: AppEnv['Variables']['t'], ns: string) => ({
  styles: ['company', 'solutions'] as const,
  title: t(`${ns}:meta.title`),
  description: t(`${ns}:meta.description`),
  keywords: t(`${ns}:meta.keywords`),
});

company.get('/about', async (c) => {
  const view = await pageView(c, 'about');
  if (view instanceof Response) return view;
  const { t } = view;
  return c.render(
    <>
      {view.bar}
      <AboutPage />
    </>,
    {
      meta: {
        ...metaOf(t, 'about'),
        preloadImage: preloadOf(aboutImage(t), ABOUT_IMAGE_SIZES),
        jsonLd: [breadcrumbJsonLd(c, [[t('nav.about'), '/about']])],
      },
    },
  );
});

company.get('/services', async (c) => {
  const view = await pageView(c, 'services');
  if (view instanceof Response) return view;
  const { t } = view;
  return c.render(
    <>
      {view.bar}
      <ServicesPage />
    </>,
    { meta: { ...metaOf(t, 'solutions'), jsonLd: [breadcrumbJsonLd(c, [[t('nav.services'), '/services']])] } },
  );
});

company.get('/diagnosticlean', async (c) => {
  const view = await pageView(c, 'diagnostic');
  if (view instanceof Response) return view;
  const { t } = view;
  return c.render(
    <>
      {view.bar}
      <DiagnosticLeanPage />
    </>,
    {
      meta: {
        ...metaOf(t, 'diagnostic'),
        preloadImage: preloadOf(diagnosticImage(t), '100vw'),
        jsonLd: [breadcrumbJsonLd(c, [[t('nav.diagnostic'), '/diagnosticlean']])],
      },
    },
  );
});

company.get('/contact', async (c) => {
  const view = await pageView(c, 'contact');
  if (view instanceof Response) return view;
  const { t } = view;
  return c.render(
    <>
      {view.bar}
      <ContactPage />
    </>,
    { meta: { ...metaOf(t, 'contact'), jsonLd: [breadcrumbJsonLd(c, [[t('nav.contact'), '/contact']])] } },
  );
});
