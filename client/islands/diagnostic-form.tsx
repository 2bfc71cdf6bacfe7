// The /diagnosticlean request form (spec §3: full name*, company*, position, phone*, e-mail*,
// number of employees, business segment, main challenges). Server-rendered by
// src/components/forms/diagnostic-form.tsx.
import { COMPANY_MAX, EMAIL_MAX, MAIN_PAIN_MAX, NAME_MAX, PHONE_INPUT_MAX, POSITION_MAX } from '../../src/shared/forms/limits';
import { normalizeLeadPhone } from '../../src/shared/forms/phone';
import { CountedTextarea, Field, HiddenFields, SubmitButton, Turnstile } from '../forms/fields';
import { StatusRegion } from '../forms/status';
import type { FormIslandBase } from '../forms/types';
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
    successText: string;
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
  const panelOnly = form.status === 'success' && form.fresh;
  const optional = (label: string) => `${label} (${labels.optional})`;

  return (
    <form id={props.formId} ref={form.formRef} className="form diagnostic-form" method="post" action={props.action} noValidate onSubmit={form.onSubmit} onFocus={form.prefetch}>
      <StatusRegion
        status={form.status}
        successTitle={labels.successTitle}
        successText={labels.successText}
        failure={labels.error}
        detail={form.detail}
        focusOnSuccess={panelOnly}
      />
      <div className="form__fields" hidden={panelOnly}>
        <HiddenFields props={props} form={form} />
        <div className="form__row form__row--2">
          <Field {...f} name="name" label={labels.name} required>
            {(a) => <input {...a} className="input" type="text" autoComplete="name" maxLength={NAME_MAX} />}
          </Field>
          <Field {...f} name="company" label={labels.company} required>
            {(a) => <input {...a} className="input" type="text" autoComplete="organization" maxLength={COMPANY_MAX} />}
          </Field>
        </div>
        <div className="form__row form__row--2">
          <Field {...f} name="position" label={optional(labels.position)}>
            {(a) => (
              <input {...a} className="input" type="text" autoComplete="organization-title" maxLength={POSITION_MAX} placeholder={labels.positionPlaceholder} />
            )}
          </Field>
          <Field {...f} name="phone" label={labels.phone} required hint={labels.phoneHint} transform={normalizeLeadPhone}>
            {(a) => (
              <input {...a} className="input" type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX} placeholder={labels.phonePlaceholder} />
            )}
          </Field>
        </div>
        <div className="form__row form__row--2">
          <Field {...f} name="email" label={labels.email} required>
            {(a) => (
              <input {...a} className="input" type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} placeholder={labels.emailPlaceholder} />
            )}
          </Field>
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
        <Turnstile siteKey={props.turnstileSiteKey} lang={props.lang} label={common.turnstile} />
        <SubmitButton form={form} label={labels.submit} submitting={common.submitting} />
      </div>
    </form>
  );
}
