import type { ComponentType } from 'react';
import { usePage } from './use-page';
import { safeJson } from './json-script';

/**
 * Renders an island on the server and marks it for its script: the marker carries the island's
 * name (its file name in client/islands/), its props follow as escaped JSON. Props must be plain
 * JSON (translated labels included): islands never read request context. In the browser the
 * island's `enhance` runs on the marker (client/main.ts); React renders only here.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  const { c } = usePage();
  c.var.islands.add(name);
  return (
    <>
      <div className="island" data-island={name}>
        <Component {...props} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props as JSON through safeJson, which escapes everything that could end the script. */}
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  );
}
