import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { waitUntilOf } from '../http/wait-until';
import { cachedSource, type CacheOptions } from './cache';
import { embeddedSource } from './embedded/source';
import { requestGeneration } from './generation';
import { DEFAULT_TIMEOUT_MS, strapiSource } from './strapi';
import type { ContentService } from './types';

/**
 * The content service for this request: embedded content when CMS_API_URL is unset, else
 * Strapi behind the KV cache (5 minutes fresh, stale on error, ContentServiceError with nothing cached).
 * `options` exists for tests (a clock); pages call `contentService(c)`.
 */
export function contentService(c: Context<AppEnv>, options: Pick<CacheOptions, 'now'> = {}): ContentService {
  const env = c.env;
  const apiUrl = env.CMS_API_URL?.trim();
  if (!apiUrl) return embeddedSource();
  const strapi = strapiSource({ apiUrl, token: env.CMS_API_TOKEN || undefined, timeoutMs: timeoutOf(env.CMS_TIMEOUT_MS) });
  return cachedSource(env.CONTENT_CACHE, strapi, { ...options, waitUntil: waitUntilOf(c), generation: () => requestGeneration(c) });
}

/** CMS_TIMEOUT_MS as a positive number of ms, else the default (2500). */
export function timeoutOf(value: string | undefined): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}
