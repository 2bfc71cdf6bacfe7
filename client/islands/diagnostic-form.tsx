// The /diagnosticlean request form: the fields its definition lists (src/shared/form-rules/lead-form.ts,
// DIAGNOSTIC_FORM). Server-rendered by src/leads/forms/components/diagnostic-form.tsx.
import { emptyValues } from '../../src/shared/form-rules/field';
import type { FormIslandBase } from '../../src/shared/form-rules/island-props';
import { DIAGNOSTIC_FORM } from '../../src/shared/form-rules/lead-form';
import { DefinedFields } from '../form-ui/defined-fields';
import { fieldBase } from '../form-ui/fields';
import { FormFrame } from '../form-ui/form-frame';
import { useForm } from '../form-ui/use-form';

export interface DiagnosticFormProps extends FormIslandBase {
  labels: { submit: string; successTitle: string; error: string };
}

const EMPTY = emptyValues(DIAGNOSTIC_FORM);

export default function DiagnosticForm(props: DiagnosticFormProps) {
  const form = useForm(props, {
    schema: () => import('../../src/shared/form-rules/lead-schema').then((m) => m.DiagnosticRequestSchema),
    emptyValues: EMPTY,
    successMs: 3000,
  });
  return (
    <FormFrame props={props} form={form} className="form diagnostic-form" labels={props.labels} panel>
      <DefinedFields f={fieldBase(props, form)} form={DIAGNOSTIC_FORM} texts={props.fields} />
    </FormFrame>
  );
}
