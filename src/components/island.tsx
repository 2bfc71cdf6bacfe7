import type { ComponentProps, ComponentType } from 'react';
import manifest from '../generated/client-manifest.json';
import { ISLAND_MODULES } from '../generated/islands';
import type { PerView } from '../html-cache/per-view';
import { EAGER_ATTRIBUTE, ISLAND_ATTRIBUTE, PLAIN_ATTRIBUTE, PROPS_ATTRIBUTE } from '../shared/island-protocol';
import { usePage } from './use-page';
import { safeJson } from './json-script';

const islandManifest = manifest.islands as Record<string, { enhance?: boolean; eager?: boolean }>;

export type IslandName = keyof typeof ISLAND_MODULES;
/** The default export of a module of client/islands/: the component the server renders. */
export type IslandComponent = (typeof ISLAND_MODULES)[IslandName]['default'];

/** Props an island takes that must differ per view (a form's idempotency key). */
type PerViewProp = 'idempotencyKey';
/**
 * An island's props as the server passes them: where the island takes a per-view value, only a
 * registered one (src/html-cache/per-view.ts) type-checks, so none can be a plain string captured
 * in a cached subtree. In the browser the same prop is a plain string.
 */
export type ServerProps<P> = { [K in keyof P]: K extends PerViewProp ? PerView : P[K] };

/** Each island's name (its file name in client/islands/), by its component. */
const NAMES = new Map<unknown, IslandName>(Object.entries(ISLAND_MODULES).map(([name, module]) => [module.default, name as IslandName]));

/** The name of an island, from its component: the build's registry (src/generated/islands.ts) holds it. */
export function islandName(component: IslandComponent): IslandName {
  const name = NAMES.get(component);
  if (!name) throw new Error('<Island> takes the default export of a module of client/islands/');
  return name;
}

/**
 * Renders an island on the server and marks it for the loader (client/loader/main.ts): the marker
 * carries the island's name, its props follow as escaped JSON; the attributes are the island
 * protocol's (src/shared/island-protocol.ts). The name comes from the component's module, so it is
 * never typed. Props must be plain JSON (translated labels included): islands never read request
 * context. `data-plain` marks an island whose browser side is a plain script (`enhance`, no React
 * DOM), `data-eager` one of those that runs on the first screen before any activity; the others
 * are React islands, hydrated when they are reached.
 */
export function Island<C extends IslandComponent>({ component, props }: { component: C; props: ServerProps<ComponentProps<C>> }) {
  const { islands } = usePage();
  const name = islandName(component);
  islands.add(name);
  const entry = islandManifest[name];
  // The props were checked against this component's own at the call; the markup needs no more.
  const Component = component as ComponentType<object>;
  const marker = {
    [ISLAND_ATTRIBUTE]: name,
    [PLAIN_ATTRIBUTE]: entry?.enhance ? '' : undefined,
    [EAGER_ATTRIBUTE]: entry?.eager ? '' : undefined,
  };
  return (
    <>
      <div className="island" {...marker}>
        <Component {...(props as object)} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props as JSON through safeJson, which escapes everything that could end the script. */}
      <script type="application/json" {...{ [PROPS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  );
}
