import { useRequestContext } from '@hono/react-renderer';
import type { AppEnv } from '../env';
import { localizedPath } from '../i18n/links';

/** What a server component may know about the request: language, t(), links in this URL family. */
export function usePage() {
  const c = useRequestContext<AppEnv>();
  const { lang, family, route, t, origin, company } = c.var;
  return {
    c,
    lang,
    family,
    route,
    t,
    origin,
    company,
    env: c.env,
    /** Link to a route (`/about`, `/blog?tag=x`) that keeps this page's URL family. */
    href: (to: string) => localizedPath(family, to),
    /** Absolute per-language URL of a route, for sharing and structured data. */
    absolute: (to: string) => origin + localizedPath(lang, to),
  };
}
