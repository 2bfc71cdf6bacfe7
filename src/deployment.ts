import type { Bindings } from './env';

/**
 * Which deployment this is: `ENVIRONMENT` in wrangler.toml ("production" at the top level,
 * "staging" in [env.staging]); `npm start` and the tests run as "development". Unset counts as
 * production, so a deployment that forgot the var exposes nothing meant for development.
 */
export function environmentOf(env: Pick<Bindings, 'ENVIRONMENT'>): string {
  return env.ENVIRONMENT?.trim() || 'production';
}

export function isProduction(env: Pick<Bindings, 'ENVIRONMENT'>): boolean {
  return environmentOf(env) === 'production';
}

/**
 * Whether search engines may index what this host serves. Only the canonical host of
 * production is indexable: staging, preview URLs, *.workers.dev copies and any other host
 * that reaches the worker (an apex next to www, an old domain) answer noindex, so no copy of
 * the site competes with the real one. Without SITE_URL the canonical host is unknown, so only
 * workers.dev hosts (never canonical) are excluded.
 */
export function indexableHost(env: Pick<Bindings, 'ENVIRONMENT' | 'SITE_URL'>, url: string): boolean {
  const env_ = environmentOf(env);
  if (env_ === 'staging' || env_ === 'preview') return false;
  const host = new URL(url).hostname.toLowerCase();
  const site = env.SITE_URL?.trim();
  if (site) {
    try {
      return new URL(site).hostname.toLowerCase() === host;
    } catch {
      return false;
    }
  }
  return !host.endsWith('.workers.dev');
}
