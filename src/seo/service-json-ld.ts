import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { localizedPath } from '../shared/links';

/** schema.org Service of a solution page; the provider is the Organization on every page. */
export function serviceJsonLd(
  c: Context<AppEnv>,
  service: { name: string; description: string; route: string; image: string },
): object {
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
    provider: { '@id': `${origin}/#organization` },
    areaServed: [
      { '@type': 'Country', name: 'Brazil' },
      { '@type': 'Place', name: 'Latin America' },
    ],
  };
}
