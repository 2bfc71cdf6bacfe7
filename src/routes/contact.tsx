import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ContactPage } from '../pages/contact/contact-page';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { renderWithTexts } from './page-content';
import { PAGES } from '../shared/page-routes';

/** /contact, the contact form and the office. */
export const contact = new Hono<AppEnv>();

contact.get(PAGES.contact.route, (c) =>
  renderWithTexts(c, 'contact', (t, blocks) => ({
    body: <ContactPage blocks={blocks} />,
    meta: {
      ...metaTexts(t, 'contact:meta'),
      styles: ['forms', 'company', 'contact', 'solutions'],
      jsonLd: [breadcrumbJsonLd(c.var, [[t('nav.contact'), '/contact']])],
    },
  })),
);
