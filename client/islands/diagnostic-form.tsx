// The /diagnosticlean request form: the fields its definition lists (src/shared/forms/lead-form.ts,
// DIAGNOSTIC_FORM). Server-rendered by src/forms/components/diagnostic-form.tsx.
import { emptyValues } from '../../src/shared/forms/field';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { DIAGNOSTIC_FORM } from '../../src/shared/forms/lead-form';
import { DefinedFields } from '../forms/defined-fields';
import { fieldBase } from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
import { useForm } from '../forms/use-form';

export interface DiagnosticFormProps extends FormIslandBase {
  labels: { submit: string; successTitle: string; error: string };
}

const EMPTY = emptyValues(DIAGNOSTIC_FORM);

export default function DiagnosticForm(props: DiagnosticFormProps) {
  const form = useForm(props, {
    schema: () => import('../../src/shared/forms/lead-schema').then((m) => m.DiagnosticRequestSchema),
    emptyValues: EMPTY,
    successMs: 3000,
  });
  return (
    <FormFrame props={props} form={form} className="form diagnostic-form" labels={props.labels} panel>
      <DefinedFields f={fieldBase(props, form)} form={DIAGNOSTIC_FORM} texts={props.fields} />
    </FormFrame>
  );
}
