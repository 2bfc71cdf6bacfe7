import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** The request context as a cached subtree may see it: nothing that differs between visitors. */
export function restrictedContext(c: Context<AppEnv>, name: string, site: boolean, addIsland: (name: string) => void): Context<AppEnv> {
  const refuse = (what: string): never => {
    throw new Error(`Prerendered "${name}" may not read ${what}`);
  };
  const allowed = {
    lang: c.get('lang'),
    family: c.get('family'),
    t: c.get('t'),
    origin: c.get('origin'),
    company: c.get('company'),
    islands: { add: addIsland },
  } as Record<string, unknown>;
  if (!site) allowed.route = c.get('route');
  const get = (key: string) =>
    key in allowed ? allowed[key] : refuse(key === 'route' ? 'the route (it is marked site-wide)' : `the request variable "${key}"`);
  return {
    get,
    var: new Proxy({}, { get: (_, key) => get(String(key)) }),
    env: c.env,
    get req() {
      return refuse('the request');
    },
  } as unknown as Context<AppEnv>;
}
