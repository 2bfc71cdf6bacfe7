import type { Service, WithContext } from 'schema-dts';
import { localizedPath } from '../shared/links';
import { type JsonLdView, organizationId } from './structured-data';

/** schema.org Service of a solution page; the provider is the Organization on every page. */
export function serviceJsonLd(
  view: JsonLdView,
  service: { name: string; description: string; route: string; image: string },
): WithContext<Service> {
  const { origin, lang } = view;
  const url = origin + localizedPath(lang, service.route);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url,
    image: origin + service.image,
    provider: { '@id': organizationId(origin, lang) },
    areaServed: [
      { '@type': 'Country', name: 'Brazil' },
      { '@type': 'Place', name: 'Latin America' },
    ],
  };
}
