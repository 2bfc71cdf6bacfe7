import type { Context } from 'hono';
import type { Service, WithContext } from 'schema-dts';
import type { AppEnv } from '../env';
import { localizedPath } from '../shared/links';
import { organizationId } from './structured-data';

/** schema.org Service of a solution page; the provider is the Organization on every page. */
export function serviceJsonLd(
  c: Context<AppEnv>,
  service: { name: string; description: string; route: string; image: string },
): WithContext<Service> {
  const { origin, lang } = c.var;
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
