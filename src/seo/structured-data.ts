import type { BreadcrumbList, ProfessionalService, WithContext } from 'schema-dts';
import type { AppEnv } from '../env';
import type { Lang } from '../shared/languages';
import { localizedPath } from '../shared/links';

/** What the structured data of a view is built from: the request's values (the page view), passed by its route or read by the document's head. */
export type JsonLdView = Pick<AppEnv['Variables'], 'origin' | 'lang' | 't' | 'company'>;

/**
 * The organisation's node id in a language. Its url and description differ per language, and an
 * @id names one set of values, so each language has its own node (`/pt#organization`, …).
 */
export function organizationId(origin: string, lang: Lang): string {
  return `${origin}${localizedPath(lang, '/')}#organization`;
}

/**
 * The organisation on every page (schema.org ProfessionalService, a LocalBusiness): name,
 * address, contact, profiles, founding date, legal name, coordinates. Property names and value
 * types are checked against schema.org by schema-dts at type-check time; Google's required and
 * recommended properties by test/worker/seo-structured-data.test.ts.
 */
export function organizationJsonLd(view: JsonLdView): WithContext<ProfessionalService> {
  const { company, origin, lang, t } = view;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(origin, lang),
    name: company.name,
    legalName: company.legalName,
    description: t('meta:defaults.description'),
    url: origin + localizedPath(lang, '/'),
    logo: `${origin}/media/logo-512.png`,
    image: `${origin}/media/og-default.jpg`,
    // The month the pages' years of experience are counted from (COMPANY_FOUNDED).
    foundingDate: company.founded,
    email: company.email,
    telephone: company.phone,
    sameAs: company.profiles.map((p) => p.url),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      addressLocality: company.city,
      addressRegion: company.region,
      postalCode: company.postalCode,
      addressCountry: company.country,
    },
    ...(company.geo ? { geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude } } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: company.phone,
        email: company.email,
        availableLanguage: ['pt-BR', 'en', 'es'],
      },
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: company.whatsapp, availableLanguage: ['pt-BR', 'en', 'es'] },
    ],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    areaServed: ['BR', 'Latin America'],
    knowsLanguage: ['pt-BR', 'en', 'es'],
  };
}

/**
 * The organisation as a publisher or author inside another node: its id with the values that
 * node's consumers read first (the same values as the full node of that language).
 */
export function organizationRef(view: JsonLdView, lang: Lang) {
  const { origin, company } = view;
  return {
    '@type': 'ProfessionalService' as const,
    '@id': organizationId(origin, lang),
    name: company.name,
    url: origin + localizedPath(lang, '/'),
    logo: `${origin}/media/logo-512.png`,
  };
}

/** BreadcrumbList for pages below home: [['Blog', '/blog'], ['Title', '/blog/slug']]. */
export function breadcrumbJsonLd(view: JsonLdView, trail: [name: string, route: string][]): WithContext<BreadcrumbList> {
  const { origin, lang, t } = view;
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
