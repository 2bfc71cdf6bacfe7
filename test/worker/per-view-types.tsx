// Type-level checks of the per-view contract (src/html-cache/per-view.ts), run by `npm run
// typecheck` (tsconfig.json includes test/worker/): every line after a `@ts-expect-error` must
// fail to compile, so the type check itself fails the day a plain string is accepted where a
// registered per-view value belongs. Nothing here runs; cache-safety.test.ts checks the same
// contract at run time.
import type { Context } from 'hono';
import LeadFormIsland, { type LeadFormProps } from '../../client/islands/lead-form';
import { Island } from '../../src/components/island';
import { Prerendered } from '../../src/components/prerendered';
import type { AppEnv } from '../../src/env';
import type { FormProps } from '../../src/leads/forms/components/form-island';
import { type PerView, perViewToken, viewNonce } from '../../src/html-cache/per-view';
import { Scripts } from '../../src/renderer/scripts';
import { perViewOf } from '../../src/routes/request-values';

declare const c: Context<AppEnv>;
declare const leadProps: FormProps<LeadFormProps>;

/** A form island in a cached subtree gets its key from the subtree's registered per-view value. */
export const registered = (
  <Prerendered name="typed" islands={[LeadFormIsland]} perView={() => perViewToken(perViewOf(c))}>
    {(key) => <Island component={LeadFormIsland} props={{ ...leadProps, idempotencyKey: key }} />}
  </Prerendered>
);

/** A key made in the subtree and captured by the cache: the page would repeat it to every visitor. */
export const capturedKey = (
  <Prerendered name="typed" islands={[LeadFormIsland]}>
    {() => (
      <Island
        component={LeadFormIsland}
        props={{
          ...leadProps,
          // @ts-expect-error a fresh string is not a registered per-view value
          idempotencyKey: crypto.randomUUID(),
        }}
      />
    )}
  </Prerendered>
);

/** A subtree's per-view value must be registered too, or each replay writes an unregistered one. */
export const unregisteredPerView = (
  // @ts-expect-error perView must return a registered value
  <Prerendered name="typed" perView={() => crypto.randomUUID()}>
    {(key) => <p>{key}</p>}
  </Prerendered>
);

/** The document's scripts carry the registered nonce, not the raw one. */
export const registeredNonce = <Scripts c={c} nonce={viewNonce(perViewOf(c))} analytics={false} />;
// @ts-expect-error the raw nonce of hono/secure-headers is not registered
export const rawNonce = <Scripts c={c} nonce={c.get('secureHeadersNonce')} analytics={false} />;

/** Only src/html-cache/per-view.ts makes one. */
// @ts-expect-error a string is not a per-view value
export const madeUp: PerView = crypto.randomUUID();
