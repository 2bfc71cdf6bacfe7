import type { Context } from 'hono';
import { use } from 'react';
import { prerenderedReady } from '../components/prerendered';
import type { AppEnv } from '../env';
import type { PerView } from '../html-cache/per-view';
import manifest from '../generated/client-manifest.json';
import { VITALS_ATTRIBUTE } from '../shared/beacon-protocol';
import { MAIN_ATTRIBUTE, PRELOAD_ATTRIBUTE, START_AT_LOAD, START_ATTRIBUTE } from '../shared/island-protocol';

const islandManifest = manifest.islands as Record<string, { file: string; imports: string[]; enhance?: boolean; eager?: boolean }>;

/**
 * The starter on every page, the island loader only on pages that render an island, and the
 * analytics loader only when analytics is configured: a page without islands loads no script
 * file, only the starter inline, which runs the site's own cookieless measurement
 * (client/loader/beacon.ts, about 1 KB). Rendered last, so every island above has registered itself.
 *
 * Nothing of ours loads or runs while the first screen loads: an inline starter
 * (client/loader/start.ts) imports the loader at the visitor's first activity, or a while after the load
 * event (at the load event on a page with an island that must run as it arrives: the typed
 * headline), and preloads with it what the loader runs before any activity (`data-preload`: its
 * chunks and the first screen's plain scripts, `eager`). The other islands' code, React's above
 * all, is fetched by the loader only when the visitor gets to them (client/loader/main.ts). (A script
 * fetched before the largest paint, even one that runs later, counts in Lighthouse's simulation of
 * that paint: the loader's files put 0.2-0.4 s on it.)
 */
export function Scripts({ c, nonce, analytics }: { c: Context<AppEnv>; nonce: PerView | undefined; analytics: boolean }) {
  // Prerendered subtrees still being rendered for their cache register their islands when they
  // replay: wait for them (only in a new isolate's first views).
  const ready = prerenderedReady(c.req.raw);
  if (ready) use(ready);
  // Read now, not when the document started: the page above has rendered by this point. By name:
  // a page replayed from the prerendered cache registers its islands in another order than a live
  // render, and the same page must come out byte for byte the same either way.
  const islands = [...c.var.islands].sort();
  const preload = new Set<string>();
  if (islands.length > 0) {
    for (const url of manifest.mainImports) preload.add(url);
    for (const name of islands) {
      const entry = islandManifest[name];
      if (!entry?.eager) continue;
      preload.add(entry.file);
      for (const url of entry.imports) preload.add(url);
    }
  }
  return (
    <>
      {analytics ? <script type="module" src={manifest.analytics} nonce={nonce} /> : null}
      {islands.length === 0 && c.var.unmeasured ? null : (
        <script
          nonce={nonce}
          {...{
            [MAIN_ATTRIBUTE]: islands.length > 0 ? manifest.main : undefined,
            [START_ATTRIBUTE]: islands.some((name) => islandManifest[name]?.eager) ? START_AT_LOAD : undefined,
            [PRELOAD_ATTRIBUTE]: islands.length > 0 ? JSON.stringify([...preload]) : undefined,
            [VITALS_ATTRIBUTE]: c.var.unmeasured ? undefined : manifest.vitals || undefined,
          }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: client/loader/start.ts, from the build
          dangerouslySetInnerHTML={{ __html: manifest.start }}
        />
      )}
    </>
  );
}

/**
 * The SVG favicon as a data URL: no request during the page's load, which the browser would
 * otherwise make before the largest paint. `/favicon.ico` stays linked for crawlers.
 */
export const FAVICON = manifest.favicon;
