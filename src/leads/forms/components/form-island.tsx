import type { ComponentProps } from 'react';
import type { FormIslandBase } from '../../../shared/form-rules/island-props';
import { Island, type IslandComponent, type ServerProps } from '../../../components/island';
import { type PerView, perViewToken } from '../../../html-cache/per-view';
import { Prerendered } from '../../../components/prerendered';
import { TurnstileScript } from './turnstile-script';
import { usePage } from '../../../components/use-page';
import { UnsentAlert } from './unsent-alert';

/**
 * Whether a form's props hold nothing of this visitor but its idempotency key: no answer to a post
 * without JavaScript (values, errors, success) and no UTM tags from the URL.
 */
export function sameForEveryVisitor(props: FormProps<FormIslandBase>): boolean {
  return (
    !props.success &&
    !props.unsent &&
    Object.keys(props.values).length === 0 &&
    Object.keys(props.errors).length === 0 &&
    !Object.keys(props.hidden).some((name) => name.startsWith('utm_'))
  );
}

/** A form island's props as its server component builds them: all but the key, which FormIsland adds. */
export type FormProps<P extends FormIslandBase> = Omit<P, 'idempotencyKey'>;

/**
 * A form island and the Turnstile script. When its props are the same for every visitor, the
 * island is prerendered (src/components/prerendered.tsx) with its idempotency key as the per-view
 * value: each view still gets a fresh key, in the hidden input and in the island's props alike.
 * The key is registered as a per-view value either way, so the HTML cache never serves it twice.
 * The frame is `display: contents`, so it adds no box either way.
 */
export function FormIsland<C extends IslandComponent>({
  component,
  props,
}: {
  component: C;
  props: FormProps<ComponentProps<C> & FormIslandBase>;
}) {
  const page = usePage();
  // The props of C with its key: a union over the islands TypeScript cannot follow through Omit.
  const island = (idempotencyKey: PerView) => (
    <Island component={component} props={{ ...props, idempotencyKey } as unknown as ServerProps<ComponentProps<C>>} />
  );
  return (
    <>
      {props.unsent ? <UnsentAlert formId={props.formId} message={props.unsent} /> : null}
      {sameForEveryVisitor(props) ? (
        <Prerendered
          name={props.formId}
          vary={props.hidden.page}
          islands={[component]}
          perView={() => perViewToken(page.perView)}
          className="form-frame"
        >
          {island}
        </Prerendered>
      ) : (
        <div className="form-frame">{island(perViewToken(page.perView))}</div>
      )}
      <TurnstileScript />
    </>
  );
}
