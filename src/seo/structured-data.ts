import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { localizedPath } from '../shared/links';

/** Organization data on every page (schema.org ProfessionalService): name, address, contact. */
export function organizationJsonLd(c: Context<AppEnv>): object {
  const { company, origin, lang, t } = c.var;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: company.name,
    description: t('meta:defaults.description'),
    url: origin + localizedPath(lang, '/'),
    logo: `${origin}/media/logo-512.png`,
    image: `${origin}/media/og-default.jpg`,
    // The month the pages' years of experience are counted from (COMPANY_FOUNDED).
    foundingDate: company.founded,
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      addressLocality: company.city,
      addressRegion: company.region,
      postalCode: company.postalCode,
      addressCountry: company.country,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', telephone: company.phone, email: company.email, availableLanguage: ['pt-BR', 'en', 'es'] },
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: company.whatsapp, availableLanguage: ['pt-BR', 'en', 'es'] },
    ],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    areaServed: ['BR', 'Latin America'],
  };
}

/** BreadcrumbList for pages below home: [['Blog', '/blog'], ['Title', '/blog/slug']]. */
export function breadcrumbJsonLd(c: Context<AppEnv>, trail: [name: string, route: string][]): object {
  const { origin, lang, t } = c.var;
  const items: [string, string][] = [[t('nav.home'), '/'], ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, route], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: origin + localizedPath(lang, route),
    })),
  };
}
