import type { ComponentType } from 'react';
import manifest from '../generated/client-manifest.json';
import { usePage } from './use-page';
import { safeJson } from './json-script';

const islandManifest = manifest.islands as Record<string, { enhance?: boolean; eager?: boolean }>;

/**
 * Renders an island on the server and marks it for the loader (client/main.ts): the marker carries
 * the island's name (its file name in client/islands/), its props follow as escaped JSON. Props
 * must be plain JSON (translated labels included): islands never read request context.
 * `data-plain` marks an island whose browser side is a plain script (`enhance`, no React DOM),
 * `data-eager` one of those that runs on the first screen before any activity; the others are
 * React islands, hydrated when they are reached.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  const { c } = usePage();
  c.var.islands.add(name);
  const entry = islandManifest[name];
  return (
    <>
      <div className="island" data-island={name} data-plain={entry?.enhance ? '' : undefined} data-eager={entry?.eager ? '' : undefined}>
        <Component {...props} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props as JSON through safeJson, which escapes everything that could end the script. */}
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  );
}
