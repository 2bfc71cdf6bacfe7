import { Hono } from 'hono';
import { cmsHealth } from './service';
import type { AppEnv } from '../env';
import { operatorOnly } from '../routes/operator-only';
import { contentRequest } from '../routes/request-values';

/**
 * GET /api/cms-health (the operator's token, as the other operator endpoints): every section of
 * the marketing pages' published entries the site does not show as written, by page and language
 * (`reason`: missing or invalid, shown from the repository; unknown, a block skipped; adjusted, a
 * list's first items or a text cut; failed, the CMS did not answer). `ok` is true when there is
 * none. Without a CMS there is nothing to check: `cms: false`.
 */
export const cmsHealthApi = new Hono<AppEnv>();

cmsHealthApi.get('/cms-health', operatorOnly('LEADS_EXPORT_TOKEN', 'cms health'), async (c) => {
  const health = await cmsHealth(contentRequest(c));
  if (!health) return c.json({ cms: false, ok: true, checked: 0, sections: [] });
  return c.json({ cms: true, ok: health.sections.length === 0, ...health });
});
