import type { ComponentProps } from 'react';
import type { FormIslandBase } from '../../shared/form-rules/island-props';
import { Island, type IslandComponent } from '../../components/island';
import { perViewToken, registerPerView } from '../../components/per-view';
import { Prerendered } from '../../components/prerendered';
import { TurnstileScript } from './turnstile-script';
import { usePage } from '../../components/use-page';
import { UnsentAlert } from './unsent-alert';

/**
 * Whether a form's props hold nothing of this visitor but its idempotency key: no answer to a post
 * without JavaScript (values, errors, success) and no UTM tags from the URL.
 */
export function sameForEveryVisitor(props: FormIslandBase): boolean {
  return (
    !props.success &&
    !props.unsent &&
    Object.keys(props.values).length === 0 &&
    Object.keys(props.errors).length === 0 &&
    !Object.keys(props.hidden).some((name) => name.startsWith('utm_'))
  );
}

/**
 * A form island and the Turnstile script. When its props are the same for every visitor, the
 * island is prerendered (src/components/prerendered.tsx) with its idempotency key as the per-view
 * value: each view still gets a fresh key, in the hidden input and in the island's props alike.
 * The key is registered as a per-view value either way, so the HTML cache never serves it twice.
 * The frame is `display: contents`, so it adds no box either way.
 */
export function FormIsland<C extends IslandComponent>({ component, props }: { component: C; props: ComponentProps<C> & FormIslandBase }) {
  const { c } = usePage();
  const island = (idempotencyKey: string) => <Island component={component} props={{ ...props, idempotencyKey }} />;
  return (
    <>
      {props.unsent ? <UnsentAlert formId={props.formId} message={props.unsent} /> : null}
      {sameForEveryVisitor(props) ? (
        <Prerendered
          name={props.formId}
          vary={props.hidden.page}
          islands={[component]}
          perView={() => perViewToken(c)}
          className="form-frame"
        >
          {island}
        </Prerendered>
      ) : (
        <div className="form-frame">{island(registerPerView(c, props.idempotencyKey))}</div>
      )}
      <TurnstileScript />
    </>
  );
}
