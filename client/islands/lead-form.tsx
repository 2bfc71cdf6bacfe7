// Home and landing lead form, and its stricter
// diagnostic-section variant. Server-rendered by src/forms/components/lead-form.tsx.
import { COMPANY_MAX, PAIN_MAX, PAIN_WARN, PHONE_INPUT_MAX } from '../../src/shared/forms/limits';
import { normalizeLeadPhone } from '../../src/shared/forms/phone';
import { CountedTextarea, EmailField, Field, NameField } from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { useForm } from '../forms/use-form';

export interface LeadFormProps extends FormIslandBase {
  variant: 'standard' | 'strict';
  labels: {
    name: string;
    company: string;
    phone: string;
    email: string;
    pain: string;
    namePlaceholder: string;
    companyPlaceholder: string;
    phonePlaceholder: string;
    emailPlaceholder: string;
    painPlaceholder: string;
    phoneHint: string;
    submit: string;
    successTitle: string;
    error: string;
  };
}

const EMPTY = { name: '', company: '', phone: '', email: '', pain: '' };

export default function LeadForm(props: LeadFormProps) {
  const strict = props.variant === 'strict';
  const form = useForm({
    action: props.action,
    schema: () => import('../../src/shared/forms/lead-schema').then((m) => (strict ? m.StrictLeadSchema : m.LeadSchema)),
    messages: props.messages,
    emptyValues: EMPTY,
    initialValues: props.values,
    initialErrors: props.errors,
    initialSuccess: props.success,
    idempotencyKey: props.idempotencyKey,
    // Success panel 3 s; the strict variant shows success after 1 s, resets 3 s later.
    minSubmitMs: strict ? 1000 : 0,
    successMs: 3000,
  });
  const { labels, common } = props;
  const f = { form, formId: props.formId, requiredText: common.required };

  return (
    <FormFrame
      props={props}
      form={form}
      className={`form lead-form lead-form--${props.variant}`}
      successTitle={labels.successTitle}
      failure={labels.error}
      submit={labels.submit}
      panel
    >
      <div className="form__row form__row--2">
        <NameField f={f} name="name" label={labels.name} placeholder={labels.namePlaceholder} />
        <Field {...f} name="company" label={labels.company} required>
          {(a) => (
            <input
              {...a}
              className="input"
              type="text"
              autoComplete="organization"
              maxLength={COMPANY_MAX}
              placeholder={labels.companyPlaceholder}
            />
          )}
        </Field>
      </div>
      <div className="form__row form__row--2">
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
        <EmailField f={f} name="email" label={labels.email} placeholder={labels.emailPlaceholder} />
      </div>
      <CountedTextarea
        {...f}
        name="pain"
        label={labels.pain}
        required
        counterId={`${props.formId}-pain-counter`}
        counterTemplate={common.counter}
        max={PAIN_MAX}
        warn={PAIN_WARN}
        rows={4}
        placeholder={labels.painPlaceholder}
      />
    </FormFrame>
  );
}
