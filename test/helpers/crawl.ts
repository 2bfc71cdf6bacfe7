// A small crawler for the running site (Node side, plain fetch, no cookies, no Accept-Language:
// what a search engine's crawler sends). It follows every internal link from the start pages and
// fetches every asset a page or stylesheet references, once each.
import { MAIN_ATTRIBUTE, PRELOAD_ATTRIBUTE } from '../../src/shared/island-protocol';

export interface Fetched {
  /** Path and query, as requested. */
  url: string;
  status: number;
  /** For redirects: the target's path and query (internal) or the absolute URL (external). */
  location?: string;
  type: string;
  /** HTML and CSS bodies only. */
  body?: string;
  /** Pages that referenced this URL (a few, for the failure message). */
  from: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (value: string) => value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, e: string) => ENTITIES[e]!);

/** Attributes of every start tag of `html` named in `tags`, lower-cased names, entities decoded. */
export function tagsOf(html: string, tags: readonly string[]): { tag: string; attrs: Record<string, string> }[] {
  const out: { tag: string; attrs: Record<string, string> }[] = [];
  const re = new RegExp(`<(${tags.join('|')})\\b([^>]*)>`, 'gi');
  for (const m of html.matchAll(re)) {
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)) attrs[a[1]!.toLowerCase()] = decode(a[2] ?? '');
    out.push({ tag: m[1]!.toLowerCase(), attrs });
  }
  return out;
}

const srcsetUrls = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Every URL a page references: links to follow and assets to fetch. Skips <form> actions (posts). */
export function referencesOf(html: string): { links: string[]; assets: string[] } {
  const links: string[] = [];
  const assets: string[] = [];
  for (const { tag, attrs } of tagsOf(html, ['a', 'link', 'img', 'source', 'script', 'video', 'iframe', 'meta'])) {
    if (tag === 'a' && attrs.href) links.push(attrs.href);
    if (tag === 'link' && attrs.href) {
      const rel = attrs.rel ?? '';
      if (/\b(canonical|alternate)\b/.test(rel) && !attrs.type) links.push(attrs.href);
      else assets.push(attrs.href);
      if (attrs.imagesrcset) assets.push(...srcsetUrls(attrs.imagesrcset));
    }
    if ((tag === 'img' || tag === 'script' || tag === 'source' || tag === 'iframe') && attrs.src) assets.push(attrs.src);
    if ((tag === 'img' || tag === 'source') && attrs.srcset) assets.push(...srcsetUrls(attrs.srcset));
    if (tag === 'video' && attrs.poster) assets.push(attrs.poster);
    if (tag === 'meta' && /^(og:image|twitter:image)$/.test(attrs.property ?? attrs.name ?? '') && attrs.content)
      assets.push(attrs.content);
  }
  // The starter fetches the loader and what it runs at once (client/loader/start.ts); the loader
  // then preloads the islands' code.
  for (const m of html.matchAll(new RegExp(`${MAIN_ATTRIBUTE}="([^"]*)"`, 'g'))) assets.push(decode(m[1]!));
  for (const m of html.matchAll(new RegExp(`${PRELOAD_ATTRIBUTE}="([^"]*)"`, 'g'))) assets.push(...(JSON.parse(decode(m[1]!)) as string[]));
  return { links, assets };
}

/** `url` resolved against `from` as a path and query on `origin`, or null when external / not http. */
export function internal(url: string, from: string, origin: string): string | null {
  if (/^(mailto|tel|javascript|data|blob):/i.test(url)) return null;
  const resolved = new URL(url, origin + from);
  if (resolved.origin !== origin) return null;
  return resolved.pathname + resolved.search;
}

export async function crawl(
  origin: string,
  start: string[],
  options: { concurrency?: number; maxUrls?: number } = {},
): Promise<Map<string, Fetched>> {
  const concurrency = options.concurrency ?? 4;
  const maxUrls = options.maxUrls ?? 3000;
  const seen = new Map<string, Fetched>();
  const queue: { url: string; from: string; follow: boolean }[] = start.map((url) => ({ url, from: '(start)', follow: true }));
  const queued = new Set(start);

  const add = (url: string, from: string, follow: boolean) => {
    const known = seen.get(url);
    if (known) {
      if (known.from.length < 3) known.from.push(from);
      return;
    }
    if (queued.has(url)) return;
    queued.add(url);
    queue.push({ url, from, follow });
  };

  async function visit({ url, from, follow }: { url: string; from: string; follow: boolean }) {
    const res = await fetch(origin + url, { redirect: 'manual' });
    const type = res.headers.get('Content-Type') ?? '';
    const entry: Fetched = { url, status: res.status, type, from: [from] };
    const location = res.headers.get('Location');
    if (location) {
      entry.location = internal(location, url, origin) ?? location;
      if (entry.location.startsWith('/')) add(entry.location, url, follow);
    }
    if (/text\/html/.test(type) || /text\/css/.test(type)) entry.body = await res.text();
    else await res.arrayBuffer();
    seen.set(url, entry);
    if (entry.body === undefined || res.status !== 200) return;
    if (/text\/css/.test(type)) {
      for (const m of entry.body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
        const target = internal(m[1]!, url, origin);
        if (target) add(target, url, false);
      }
      return;
    }
    const { links, assets } = referencesOf(entry.body);
    for (const href of links) {
      const target = internal(href.replace(/#.*$/, ''), url, origin);
      if (target && follow) add(target, url, true);
    }
    for (const src of assets) {
      const target = internal(src, url, origin);
      if (target) add(target, url, false);
    }
  }

  const workers = Array.from({ length: concurrency }, async () => {
    while (queue.length > 0) {
      if (seen.size > maxUrls) throw new Error(`crawl: more than ${maxUrls} URLs; a link generator is probably unbounded`);
      await visit(queue.shift()!);
    }
  });
  // A worker may find its queue empty while another is about to add links: run rounds until idle.
  await Promise.all(workers);
  while (queue.length > 0)
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (queue.length > 0) await visit(queue.shift()!);
      }),
    );
  return seen;
}

/** What a crawler reads from a page's head. */
export function headOf(html: string) {
  const links = tagsOf(html, ['link']).map((t) => t.attrs);
  const metas = tagsOf(html, ['meta']).map((t) => t.attrs);
  return {
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates: Object.fromEntries(links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, l.href!])),
    robots: metas.find((m) => m.name === 'robots')?.content ?? '',
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: metas.find((m) => m.name === 'description')?.content ?? '',
    meta: (key: string) => metas.filter((m) => m.property === key || m.name === key).map((m) => m.content ?? ''),
  };
}
