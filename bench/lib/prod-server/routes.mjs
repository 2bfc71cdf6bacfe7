// The routes the benches, Lighthouse and the load test measure (bench/lib/prod-server.mjs): the
// seven pages, with the first article's slug found on the running site.

/** The seven routes the issue measures; the article slug is discovered at run time. */
export const ROUTES = ['/', '/about', '/solutions/mes', '/blog', '/blog/{slug}', '/contact', '/diagnostico-lean-digital-gratuito'];

/**
 * The first article slug: from /sitemap.xml, else /api/articles, else an /blog link in /blog's HTML.
 * Undefined while the blog has none (the route is then reported as skipped).
 */
export async function firstArticleSlug(baseUrl) {
  const tryText = async (p) => {
    try {
      const r = await fetch(baseUrl + p, { signal: AbortSignal.timeout(10_000) });
      return r.ok ? await r.text() : '';
    } catch {
      return '';
    }
  };
  const sitemap = await tryText('/sitemap.xml');
  const fromSitemap = /<loc>[^<]*?\/blog\/([^</?#]+)<\/loc>/.exec(sitemap)?.[1];
  if (fromSitemap) return decodeURIComponent(fromSitemap);
  const api = await tryText('/api/articles');
  try {
    const data = JSON.parse(api);
    const list = Array.isArray(data) ? data : (data.articles ?? data.items ?? data.data ?? []);
    const slug = list.find((a) => a && typeof a.slug === 'string')?.slug;
    if (slug) return slug;
  } catch {
    // not there yet
  }
  const blog = await tryText('/blog');
  const fromHtml = /href="(?:\/(?:pt|en|es))?\/blog\/([a-z0-9][a-z0-9-]*)"/.exec(blog)?.[1];
  return fromHtml;
}

/** The seven routes with {slug} filled in (or dropped, with a note, while the blog has no article). */
export async function resolveRoutes(baseUrl) {
  const slug = await firstArticleSlug(baseUrl);
  const routes = [];
  const notes = [];
  for (const r of ROUTES) {
    if (!r.includes('{slug}')) routes.push(r);
    else if (slug) routes.push(r.replace('{slug}', encodeURIComponent(slug)));
    else notes.push('no article found in /sitemap.xml, /api/articles or /blog yet: /blog/{slug} skipped');
  }
  return { routes, slug, notes };
}
