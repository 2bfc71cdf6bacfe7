import type { Lang } from '../shared/languages';
import { isLang } from '../shared/languages';
import { articleKeyOf, inGeneration, redirectKey } from './cache-keys';
import type { EntryMetadata } from './cache';
import { startContentGeneration, storedContentGeneration } from './generation';
import type { WebhookBody, WebhookVerdict } from './types';

/**
 * What a Strapi webhook means for the site (Strapi 5 and 4 bodies, as recorded in
 * test/fixtures/strapi/). Only published content is shown, so:
 * - a draft save (`entry.update`/`entry.create` of an entry whose `publishedAt` is null: Strapi 5
 *   sends one on every save of a draft, Strapi 4 on every save of an unpublished entry) changes
 *   nothing visible;
 * - `entry.create` of a draft-and-publish type is a draft; of a type without draft and publish
 *   (tags, categories, authors: `publishedAt` set or absent) it is live at once;
 * - `entry.draft-discard` only throws a draft away;
 * - models the site does not show (users, anything added to the CMS later) change nothing;
 * - media: `media.update` and `media.delete` change images the site may show; `media.create`
 *   (an upload) shows nowhere until an entry uses it, and that entry's own event covers it.
 */
export const SHOWN_MODELS = ['article', 'category', 'tag', 'author'] as const;
const CHANGING_ENTRY_EVENTS = new Set(['entry.publish', 'entry.unpublish', 'entry.delete', 'entry.update', 'entry.create']);
const CHANGING_MEDIA_EVENTS = new Set(['media.update', 'media.delete']);

export function classify(body: WebhookBody): WebhookVerdict {
  const { event } = body;
  if (event.startsWith('media.')) {
    return CHANGING_MEDIA_EVENTS.has(event)
      ? { purge: true, reason: event }
      : { purge: false, reason: `${event}: an upload shows nowhere yet` };
  }
  if (!event.startsWith('entry.')) return { purge: false, reason: `${event}: not a content event` };
  const model = body.model ?? '';
  if (!(SHOWN_MODELS as readonly string[]).includes(model))
    return { purge: false, reason: `${model || 'no model'}: not shown on the site` };
  if (!CHANGING_ENTRY_EVENTS.has(event)) return { purge: false, reason: `${event}: changes no published content` };
  if ((event === 'entry.update' || event === 'entry.create') && body.entry && body.entry.publishedAt === null) {
    return { purge: false, reason: `${event} of a draft` };
  }
  return { purge: true, reason: `${event} ${model}` };
}

/** A published article's new slug, for finding and redirecting its old one. */
export interface Rename {
  doc: string;
  lang: Lang;
  slug: string;
}

export function renameOf(body: WebhookBody): Rename | null {
  if (body.model !== 'article' || !body.entry) return null;
  if (body.event !== 'entry.publish' && body.event !== 'entry.update') return null;
  const { documentId, id, locale, slug, publishedAt } = body.entry as Record<string, unknown>;
  if (publishedAt === null || typeof slug !== 'string' || !slug) return null;
  const doc = typeof documentId === 'string' ? documentId : typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  const lang = isLang(locale) ? locale : null;
  return doc && lang ? { doc, lang, slug } : null;
}

/** Old slugs are remembered this long (a year: old links in mail and search results live long). */
export const REDIRECT_TTL_SECONDS = 365 * 24 * 60 * 60;

/**
 * Finds the slug a renamed article had, among the articles cached in the current generation
 * (each stored with its document id in KV metadata), and records old → new. One KV list per
 * language touched; one write per actual rename. An article nobody opened in this generation
 * is not found: its old URL then answers 404 (the new generation has no entry under it).
 */
export async function recordRenames(kv: KVNamespace, generation: string, renames: Rename[]): Promise<number> {
  let written = 0;
  for (const lang of new Set(renames.map((r) => r.lang))) {
    const prefix = inGeneration(generation, `${lang}:article:`);
    const cached: { slug: string; doc: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await kv.list<EntryMetadata>({ prefix, ...(cursor ? { cursor } : {}) });
      for (const key of page.keys) {
        const parsed = articleKeyOf(key.name);
        if (parsed && key.metadata?.doc) cached.push({ slug: parsed.slug, doc: key.metadata.doc });
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    for (const rename of renames.filter((r) => r.lang === lang)) {
      for (const old of cached.filter((c) => c.doc === rename.doc && c.slug !== rename.slug)) {
        await kv.put(redirectKey(lang, old.slug), rename.slug, { expirationTtl: REDIRECT_TTL_SECONDS });
        written++;
      }
    }
  }
  return written;
}

/**
 * How long the first event of a burst waits for the rest. Strapi sends up to 5 webhooks at once;
 * recorded on Strapi 4.26, the second language's `entry.update` of one edit came 371 ms after the
 * first (a loaded machine), so 1 s leaves room. Every purging webhook is answered that much later.
 */
export const COALESCE_MS = 1000;
let coalesceMs = COALESCE_MS;

/** For tests: a shorter window, so that a run of separate events does not wait a second each. */
export function setCoalesceWindow(ms: number): void {
  coalesceMs = ms;
}

let pending: { renames: Rename[]; done: Promise<void>; events: number } | null = null;

/**
 * One purge for a burst: the first event of a burst waits COALESCE_MS; events that arrive
 * meanwhile (Strapi 5's update + publish of one save, Strapi 4's update of every language of one
 * entry) join it; then the generation is bumped once, after the renames are recorded. Every
 * webhook is answered after the purge it belongs to, so what the CMS changed is on the site
 * (in this isolate) by the time Strapi sees the 200. Returns whether this event started the purge.
 */
export async function coalescedPurge(kv: KVNamespace, rename: Rename | null, wait = coalesceMs): Promise<{ joined: boolean }> {
  if (pending) {
    if (rename) pending.renames.push(rename);
    pending.events++;
    await pending.done;
    return { joined: true };
  }
  const batch = { renames: rename ? [rename] : [], events: 1, done: Promise.resolve() };
  pending = batch;
  batch.done = (async () => {
    try {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (batch.renames.length > 0) {
        const { current } = await storedContentGeneration(kv);
        await recordRenames(kv, current, batch.renames);
      }
    } finally {
      pending = null;
      await startContentGeneration(kv);
    }
  })();
  await batch.done;
  return { joined: false };
}
