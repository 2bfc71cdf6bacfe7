// The /diagnosticlean request form (full name*, company*, position, phone*, e-mail*,
// number of employees, business segment, main challenges). Server-rendered by
// src/forms/components/diagnostic-form.tsx.
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { MAIN_PAIN_MAX, POSITION_MAX } from '../../src/shared/forms/limits';
import {
  COMPANY,
  CountedTextarea,
  EMAIL,
  Field,
  type FieldBase,
  fieldBase,
  type InputKind,
  InputField,
  LEAD_PHONE,
  NAME,
} from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
import { useForm } from '../forms/use-form';

export interface DiagnosticFormProps extends FormIslandBase {
  labels: {
    name: string;
    company: string;
    position: string;
    phone: string;
    email: string;
    employees: string;
    segment: string;
    pain: string;
    positionPlaceholder: string;
    phonePlaceholder: string;
    phoneHint: string;
    emailPlaceholder: string;
    painPlaceholder: string;
    choose: string;
    optional: string;
    submit: string;
    successTitle: string;
    error: string;
  };
  employees: { value: string; label: string }[];
  segments: { value: string; label: string }[];
}

const EMPTY = { name: '', company: '', position: '', phone: '', email: '', employees: '', segment: '', pain: '' };

const POSITION: InputKind = { name: 'position', input: { type: 'text', autoComplete: 'organization-title', maxLength: POSITION_MAX } };

export default function DiagnosticForm(props: DiagnosticFormProps) {
  const form = useForm(props, {
    schema: () => import('../../src/shared/forms/lead-schema').then((m) => m.DiagnosticRequestSchema),
    emptyValues: EMPTY,
    successMs: 3000,
  });
  const { labels } = props;
  const f = fieldBase(props, form);
  const optional = (label: string) => `${label} (${labels.optional})`;

  return (
    <FormFrame props={props} form={form} className="form diagnostic-form" labels={labels} panel>
      <div className="form__row form__row--2">
        <InputField f={f} kind={NAME} label={labels.name} />
        <InputField f={f} kind={COMPANY} label={labels.company} />
      </div>
      <div className="form__row form__row--2">
        <InputField f={f} kind={POSITION} label={optional(labels.position)} placeholder={labels.positionPlaceholder} />
        <InputField f={f} kind={LEAD_PHONE} label={labels.phone} hint={labels.phoneHint} placeholder={labels.phonePlaceholder} />
      </div>
      <div className="form__row form__row--2">
        <InputField f={f} kind={EMAIL} label={labels.email} placeholder={labels.emailPlaceholder} />
        <ChoiceField f={f} name="employees" label={optional(labels.employees)} choose={labels.choose} options={props.employees} />
      </div>
      <ChoiceField f={f} name="segment" label={optional(labels.segment)} choose={labels.choose} options={props.segments} />
      <CountedTextarea f={f} name="pain" label={optional(labels.pain)} max={MAIN_PAIN_MAX} rows={4} placeholder={labels.painPlaceholder} />
    </FormFrame>
  );
}

/** An optional select: 'choose' (empty) first, then the options. */
function ChoiceField({
  f,
  name,
  label,
  choose,
  options,
}: {
  f: FieldBase;
  name: string;
  label: string;
  choose: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field f={f} name={name} label={label}>
      {(a) => (
        <select {...a} className="select">
          <option value="">{choose}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
