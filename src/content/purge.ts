import { KEY_PREFIX, keyKind } from './cache-keys';

/** The Strapi webhook events that change what visitors see (entry.create is a draft: nothing to purge). */
export const PURGE_EVENTS = ['entry.publish', 'entry.update', 'entry.unpublish', 'entry.delete'] as const;
export const PURGE_MODELS = ['article', 'category', 'tag'] as const;

export interface PurgeRequest {
  model: (typeof PURGE_MODELS)[number];
  /** The entry's slug when the webhook carried one. */
  slug?: string;
}

/**
 * Deletes the cached answers an event makes stale and returns how many. An article change
 * touches its own keys (every language), every list (archive pages, latest, related), the tag
 * counts and the sitemap; categories stay. Category and tag names are copied into every
 * article, so their change (or an article event without a slug) drops the whole cache.
 * One KV list call per 1,000 keys, one delete per stale key: webhooks are rare, reads are not.
 */
export async function purgeCache(kv: KVNamespace, request: PurgeRequest): Promise<number> {
  const stale = (await listKeys(kv)).filter((name) => isStale(name, request));
  await Promise.all(stale.map((name) => kv.delete(name)));
  return stale.length;
}

function isStale(name: string, { model, slug }: PurgeRequest): boolean {
  if (model !== 'article' || !slug) return true;
  const key = keyKind(name);
  if (!key) return true;
  if (key.kind === 'article') return key.slug === slug;
  return key.kind !== 'categories';
}

async function listKeys(kv: KVNamespace): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: KEY_PREFIX, ...(cursor ? { cursor } : {}) });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}
