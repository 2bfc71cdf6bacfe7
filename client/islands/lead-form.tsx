// Home and landing lead form, and its stricter diagnostic-section variant: the fields its
// definition lists (src/shared/form-rules/lead-form.ts). Server-rendered by src/leads/forms/components/lead-form.tsx.
import { emptyValues } from '../../src/shared/form-rules/field';
import type { FormIslandBase } from '../../src/shared/form-rules/island-props';
import { LEAD_FORM, STRICT_LEAD_FORM } from '../../src/shared/form-rules/lead-form';
import { DefinedFields } from '../form-ui/defined-fields';
import { fieldBase } from '../form-ui/fields';
import { FormFrame } from '../form-ui/form-frame';
import { useForm } from '../form-ui/use-form';

export interface LeadFormProps extends FormIslandBase {
  variant: 'standard' | 'strict';
  labels: { submit: string; successTitle: string; error: string };
}

export default function LeadForm(props: LeadFormProps) {
  const strict = props.variant === 'strict';
  const definition = strict ? STRICT_LEAD_FORM : LEAD_FORM;
  const form = useForm(props, {
    schema: () => import('../../src/shared/form-rules/lead-schema').then((m) => (strict ? m.StrictLeadSchema : m.LeadSchema)),
    emptyValues: emptyValues(definition),
    // Success panel 3 s; the strict variant shows success after 1 s, resets 3 s later.
    minSubmitMs: strict ? 1000 : 0,
    successMs: 3000,
  });
  return (
    <FormFrame props={props} form={form} className={`form lead-form lead-form--${props.variant}`} labels={props.labels} panel>
      <DefinedFields f={fieldBase(props, form)} form={definition} texts={props.fields} />
    </FormFrame>
  );
}
