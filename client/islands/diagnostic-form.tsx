// The /diagnosticlean request form (full name*, company*, position, phone*, e-mail*,
// number of employees, business segment, main challenges). Server-rendered by
// src/forms/components/diagnostic-form.tsx.
import { COMPANY_MAX, MAIN_PAIN_MAX, PHONE_INPUT_MAX, POSITION_MAX } from '../../src/shared/forms/limits';
import { normalizeLeadPhone } from '../../src/shared/forms/phone';
import { CountedTextarea, EmailField, Field, NameField } from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
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

export default function DiagnosticForm(props: DiagnosticFormProps) {
  const form = useForm({
    action: props.action,
    schema: () => import('../../src/shared/forms/lead-schema').then((m) => m.DiagnosticRequestSchema),
    messages: props.messages,
    emptyValues: EMPTY,
    initialValues: props.values,
    initialErrors: props.errors,
    initialSuccess: props.success,
    idempotencyKey: props.idempotencyKey,
    successMs: 3000,
  });
  const { labels, common } = props;
  const f = { form, formId: props.formId, requiredText: common.required };
  const optional = (label: string) => `${label} (${labels.optional})`;

  return (
    <FormFrame
      props={props}
      form={form}
      className="form diagnostic-form"
      successTitle={labels.successTitle}
      failure={labels.error}
      submit={labels.submit}
      panel
    >
      <div className="form__row form__row--2">
        <NameField f={f} name="name" label={labels.name} />
        <Field {...f} name="company" label={labels.company} required>
          {(a) => <input {...a} className="input" type="text" autoComplete="organization" maxLength={COMPANY_MAX} />}
        </Field>
      </div>
      <div className="form__row form__row--2">
        <Field {...f} name="position" label={optional(labels.position)}>
          {(a) => (
            <input
              {...a}
              className="input"
              type="text"
              autoComplete="organization-title"
              maxLength={POSITION_MAX}
              placeholder={labels.positionPlaceholder}
            />
          )}
        </Field>
        <Field {...f} name="phone" label={labels.phone} required hint={labels.phoneHint} transform={normalizeLeadPhone}>
          {(a) => (
            <input
              {...a}
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_INPUT_MAX}
              placeholder={labels.phonePlaceholder}
            />
          )}
        </Field>
      </div>
      <div className="form__row form__row--2">
        <EmailField f={f} name="email" label={labels.email} placeholder={labels.emailPlaceholder} />
        <Field {...f} name="employees" label={optional(labels.employees)}>
          {(a) => (
            <select {...a} className="select">
              <option value="">{labels.choose}</option>
              {props.employees.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field {...f} name="segment" label={optional(labels.segment)}>
        {(a) => (
          <select {...a} className="select">
            <option value="">{labels.choose}</option>
            {props.segments.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CountedTextarea
        {...f}
        name="pain"
        label={optional(labels.pain)}
        counterId={`${props.formId}-pain-counter`}
        counterTemplate={common.counter}
        max={MAIN_PAIN_MAX}
        warn={MAIN_PAIN_MAX - 50}
        rows={4}
        placeholder={labels.painPlaceholder}
      />
    </FormFrame>
  );
}
