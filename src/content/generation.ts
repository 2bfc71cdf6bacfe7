import type { Bindings } from '../env';
import { secretOf } from '../http/secret';
import type { ContentChanges } from './types';

/**
 * The content generation: one short value in KV that the CMS webhook replaces whenever published
 * content changes. Everything derived from CMS content carries it:
 * - the KV cache keys (`cms:v2:<generation>:…`), so a new generation starts from empty keys and an
 *   answer stored under it was fetched after the change (no delete of old keys is needed: they
 *   expire; one write per change instead of a list and up to a few hundred deletes);
 * - the keys of prerendered subtrees and of the HTML cache, so nothing rendered from older content
 *   is replayed once an isolate knows the new generation. What a subtree shows from linked
 *   entries (a tag's name, an author, an image URL) is covered too, which a key made of article
 *   slugs and update times cannot do: Strapi does not touch an article when a tag is renamed.
 *
 * The isolate that receives the webhook knows the new value at once. Every other isolate reads it
 * again at most every CHECK_MS (awaited, one KV read per isolate per 10 s of traffic), and KV
 * itself takes up to about 60 s to carry a write to every location: so a change shows everywhere
 * within about 70 s, without waiting for the 5-minute refresh.
 *
 * A request resolves the generation once and uses that one value for all its reads and keys, so a
 * page is never built from two generations.
 */
export const CONTENT_GENERATION_KEY = 'cms:generation';
export const CHECK_MS = 10_000;
/** The generation before any webhook ever ran. */
export const INITIAL_CONTENT_GENERATION = '0';

/**
 * The current generation and the one before it. The previous one is where a cached answer is
 * still found when the CMS fails right after a change (stale on error survives a webhook).
 */
export interface ContentGeneration {
  current: string;
  previous?: string;
}

const state = {
  value: undefined as ContentGeneration | undefined,
  checkedAt: -Infinity,
  pending: undefined as Promise<ContentGeneration> | undefined,
};

/** Stored as "current previous" (previous may be absent). */
function parse(value: string | null): ContentGeneration {
  const [current = INITIAL_CONTENT_GENERATION, previous] = (value ?? INITIAL_CONTENT_GENERATION).split(' ');
  return previous ? { current, previous } : { current };
}

const isolateClock: () => number = Date.now;
let clock = isolateClock;

/** This isolate's view of the generation: KV's value, read again once it is CHECK_MS old. */
export function isolateContentGeneration(kv: KVNamespace, now = clock()): Promise<ContentGeneration> {
  if (state.value !== undefined && now - state.checkedAt < CHECK_MS) return Promise.resolve(state.value);
  state.pending ??= kv
    .get(CONTENT_GENERATION_KEY)
    .then((value) => {
      state.value = parse(value);
      state.checkedAt = now;
      return state.value;
    })
    // KV unreachable: keep what we knew (the content reads will fail over to their own fallbacks).
    .catch(() => state.value ?? parse(null))
    .finally(() => {
      state.pending = undefined;
    });
  return state.pending;
}

/** KV's generation as stored now (no isolate caching): for the webhook, which writes next to it. */
export async function storedContentGeneration(kv: KVNamespace): Promise<ContentGeneration> {
  return parse(await kv.get(CONTENT_GENERATION_KEY));
}

/** Starts a new generation, known to this isolate at once; returns it. One KV read, one write. */
export async function startContentGeneration(kv: KVNamespace, now = Date.now()): Promise<ContentGeneration> {
  const before = parse(await kv.get(CONTENT_GENERATION_KEY).catch(() => null));
  const next: ContentGeneration = { current: `${now.toString(36)}${crypto.randomUUID().slice(0, 6)}`, previous: before.current };
  state.value = next;
  state.checkedAt = now;
  await kv.put(CONTENT_GENERATION_KEY, `${next.current} ${next.previous}`);
  return next;
}

const perRequest = new WeakMap<Request, { promise: Promise<ContentGeneration>; value?: ContentGeneration }>();

/**
 * The generation of this request: resolved once (the first content read or cache lookup asks),
 * then the same for the whole request. Without a CMS (embedded content) it is '' and costs nothing.
 */
export function requestContentGeneration(
  env: Pick<Bindings, 'CMS_API_URL' | 'CONTENT_CACHE'> | undefined,
  req: Request,
): Promise<ContentGeneration> {
  if (!env?.CMS_API_URL?.trim() || !env.CONTENT_CACHE) return Promise.resolve({ current: '' });
  let slot = perRequest.get(req);
  if (!slot) {
    const created: { promise: Promise<ContentGeneration>; value?: ContentGeneration } = { promise: Promise.resolve({ current: '' }) };
    created.promise = isolateContentGeneration(env.CONTENT_CACHE).then((value) => (created.value = value));
    perRequest.set(req, created);
    slot = created;
  }
  return slot.promise;
}

/**
 * The generation this request's content was read with, for keys built while rendering (they are
 * synchronous). '' before any content was read, and without a CMS.
 */
export function knownContentGeneration(request: () => Request): string {
  try {
    return perRequest.get(request())?.value?.current ?? '';
  } catch {
    return ''; // a restricted (prerender) context has no request: its key was built outside
  }
}

/** For tests: the clock of the isolate's re-read interval (without one, the isolate's own again). */
export function setContentGenerationClock(now: () => number = isolateClock): void {
  clock = now;
}

/** For tests: a fresh isolate's view. */
export function resetContentGenerationState(): void {
  state.value = undefined;
  state.checkedAt = -Infinity;
  state.pending = undefined;
}

/** How the site learns that content changed (ContentChanges): from the CMS vars. */
export function contentChanges(env: Pick<Bindings, 'CMS_API_URL' | 'CMS_WEBHOOK_SECRET'>): ContentChanges {
  if (!env.CMS_API_URL?.trim()) return 'never';
  return secretOf(env.CMS_WEBHOOK_SECRET) ? 'announced' : 'unannounced';
}
