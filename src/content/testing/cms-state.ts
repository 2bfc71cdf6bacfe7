// A CMS test's starting point, for the worker tests that answer with recorded Strapi pages.
import { env } from 'cloudflare:test';
import { setContentGenerationClock } from '../generation';
import { setPagesClock } from '../pages/load';
import { resetHtmlCacheState } from '../../html-cache/purge';

/**
 * Nothing the content layer cached (the KV copies of entries, the isolate's rendered pages), and
 * the content's two clocks (the generation's re-read interval, the pages' freshness) held at one
 * instant, so that nothing a test stored expires or is re-read while it runs. test/worker/setup.ts
 * gives each file the isolate's own clocks back.
 */
export async function freshCmsState(now = 1_000_000): Promise<void> {
  const { keys } = await env.CONTENT_CACHE.list();
  await Promise.all(keys.map((k) => env.CONTENT_CACHE.delete(k.name)));
  resetHtmlCacheState();
  setContentGenerationClock(() => now);
  setPagesClock(() => now);
}
