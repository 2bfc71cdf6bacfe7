// The content layer as routes and the app see it: this module and types.ts. Here the bindings
// (CONTENT_CACHE, CMS_*) become a content service, draft previews and the CMS webhook, so a route
// neither imports a source nor reads a content binding (`npm run lint`, scripts/check-layers.mjs).
import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { sameSecret, secretOf } from '../http/secret';
import { waitUntilOf } from '../http/wait-until';
import { cachedSource, type CacheOptions } from './cache';
import { embeddedSource } from './embedded/source';
import { requestContentGeneration } from './generation';
import { signPreview, verifyPreview } from './preview';
import { DEFAULT_TIMEOUT_MS, draftArticle, strapiSource, type StrapiConfig } from './strapi';
import type { ArticlePreviews, CmsWebhook, ContentChanges, ContentService } from './types';
import { classify, coalescedPurge, renameOf } from './webhook';

export { cmsAdminOrigin, langOfLocale, PREVIEW_PARAM } from './preview';
// The content generation (generation.ts) for what keeps pages rendered from content: the HTML
// cache's keys (src/html-cache/) and the prerendered subtrees' (src/components/prerendered.tsx).
export { knownContentGeneration, requestContentGeneration, resetContentGenerationState } from './generation';

/**
 * The content service for this request: embedded content when CMS_API_URL is unset, else
 * Strapi behind the KV cache (5 minutes fresh, stale on error, ContentServiceError with nothing cached).
 * `options` exists for tests (a clock); pages call `contentService(c)`.
 */
export function contentService(c: Context<AppEnv>, options: Pick<CacheOptions, 'now'> = {}): ContentService {
  const strapi = strapiConfig(c.env);
  if (!strapi) return embeddedSource();
  return cachedSource(c.env.CONTENT_CACHE, strapiSource(strapi), {
    ...options,
    waitUntil: waitUntilOf(c),
    generation: () => requestContentGeneration(c),
  });
}

/**
 * Draft previews (preview.ts): null while CMS_PREVIEW_SECRET or CMS_API_URL is unset, where
 * there is nothing to preview and /api/preview does not exist. A draft is fetched live from the
 * CMS, never through the KV cache.
 */
export function articlePreviews(c: Context<AppEnv>): ArticlePreviews | null {
  const secret = secretOf(c.env.CMS_PREVIEW_SECRET);
  const strapi = strapiConfig(c.env);
  if (!secret || !strapi) return null;
  return {
    accepts: (given) => sameSecret(given, secret),
    sign: (target) => signPreview(secret, target),
    async open(token) {
      const target = await verifyPreview(secret, token);
      return target && { draft: () => draftArticle(strapi, target), live: strapiSource(strapi) };
    },
  };
}

/** The CMS webhook (webhook.ts): null while CMS_WEBHOOK_SECRET is unset (the endpoint does not exist). */
export function cmsWebhook(c: Context<AppEnv>): CmsWebhook | null {
  const secret = secretOf(c.env.CMS_WEBHOOK_SECRET);
  if (!secret) return null;
  const kv = c.env.CONTENT_CACHE;
  return {
    accepts: (given) => sameSecret(given, secret),
    classify,
    purge: (body) => coalescedPurge(kv, renameOf(body)),
  };
}

/** How the site learns that content changed (ContentChanges): from the CMS vars. */
export function contentChanges(env: Pick<Bindings, 'CMS_API_URL' | 'CMS_WEBHOOK_SECRET'>): ContentChanges {
  if (!env.CMS_API_URL?.trim()) return 'never';
  return secretOf(env.CMS_WEBHOOK_SECRET) ? 'announced' : 'unannounced';
}

/** The Strapi connection the bindings describe; null without CMS_API_URL (embedded content). */
function strapiConfig(env: Bindings): StrapiConfig | null {
  const apiUrl = env.CMS_API_URL?.trim();
  if (!apiUrl) return null;
  return { apiUrl, token: secretOf(env.CMS_API_TOKEN), timeoutMs: timeoutOf(env.CMS_TIMEOUT_MS) };
}

/** CMS_TIMEOUT_MS as a positive number of ms, else the default (2500). */
function timeoutOf(value: string | undefined): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}
