import type { Context } from 'hono';
import { use } from 'react';
import { prerenderedReady } from '../components/prerendered';
import type { AppEnv } from '../env';
import manifest from '../generated/client-manifest.json';

const islandManifest = manifest.islands as Record<string, { file: string; imports: string[]; enhance?: boolean }>;

/**
 * The island loader and the code of the islands this page rendered, only when there are any, and
 * the analytics loader only when analytics is configured: a page without islands loads no script.
 * Rendered last, so every island above has registered itself.
 *
 * Only what runs at once is modulepreloaded with the page: the loader and the plain-script
 * islands (data-enhance). React DOM and the React islands run when an island is reached
 * (client/main.ts); their files are listed in `data-island-code` for the loader to preload after
 * the page's load event, so they never compete with the stylesheet and first paint on a slow
 * connection, and are at hand by the time the visitor gets to an island. What is loaded with the
 * page is fetched at low priority: a module script never blocks rendering, but at its default
 * high priority it shares the first round trips with the stylesheet and the largest image (and
 * Lighthouse's simulation counts a high-priority script from the head as render-blocking, which
 * put the first paint of pages with islands 0.4-0.7 s behind those without).
 */
export function Scripts({ c, nonce, analytics }: { c: Context<AppEnv>; nonce: string | undefined; analytics: boolean }) {
  // Prerendered subtrees still being rendered for their cache register their islands when they
  // replay: wait for them (only in a new isolate's first views).
  const ready = prerenderedReady(c);
  if (ready) use(ready);
  // Read now, not when the document started: the page above has rendered by this point. By name:
  // a page replayed from the prerendered cache registers its islands in another order than a live
  // render, and the same page must come out byte for byte the same either way.
  const islands = [...c.var.islands].sort();
  const now = new Set<string>();
  const later = new Set<string>();
  if (islands.length > 0) {
    for (const url of manifest.mainImports) now.add(url);
    for (const name of islands) {
      const entry = islandManifest[name];
      if (!entry) continue;
      const set = entry.enhance ? now : later;
      set.add(entry.file);
      for (const url of entry.imports) set.add(url);
      if (!entry.enhance) for (const url of manifest.hydrateImports) later.add(url);
    }
    for (const url of now) later.delete(url);
  }
  return (
    <>
      {analytics ? <script type="module" src={manifest.analytics} nonce={nonce} /> : null}
      {islands.length > 0 ? (
        <>
          {[...now].map((href) => (
            <link key={href} rel="modulepreload" href={href} nonce={nonce} fetchPriority="low" />
          ))}
          <script
            type="module"
            src={manifest.main}
            nonce={nonce}
            data-island-code={later.size > 0 ? JSON.stringify([...later]) : undefined}
            fetchPriority="low"
          />
        </>
      ) : null}
    </>
  );
}

/** The stylesheet bundle. */
export const STYLESHEET = manifest.css;
