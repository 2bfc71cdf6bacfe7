// A form that is never hydrated: the privacy page's request. FormFrame and DefinedFields render it
// once, on the server, from the state its props hold (the answer to a post without JavaScript, from
// the flash cookie); in the browser it is plain HTML that posts and comes back (303) with the answer.
import type { FrameProps } from './form-frame';
import type { FormApi } from './use-form';

const nothing = () => undefined;
const nothingAsync = async () => {};

/** The state the form renders with: the values and errors a post came back with, the key of this view. */
export function staticForm(props: FrameProps): FormApi {
  return {
    values: props.values,
    errors: props.errors,
    // A post that came back with field errors shows the form's failure alert above its fields too.
    status: Object.keys(props.errors).length > 0 ? 'error' : props.success ? 'success' : 'idle',
    detail: '',
    notice: '',
    unsent: false,
    hydrated: false,
    fresh: false,
    idempotencyKey: props.idempotencyKey,
    formRef: { current: null },
    setField: nothing,
    validateField: nothingAsync,
    onSubmit: nothingAsync,
    prefetch: nothing,
  };
}
