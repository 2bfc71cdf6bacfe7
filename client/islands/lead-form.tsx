// Home and landing lead form (spec §3 Diagnostic request, §4 Lead forms, §5), and its stricter
// diagnostic-section variant. Server-rendered by src/components/forms/lead-form.tsx.
import { COMPANY_MAX, EMAIL_MAX, NAME_MAX, PAIN_MAX, PAIN_WARN, PHONE_INPUT_MAX } from '../../src/shared/forms/limits';
import { normalizeLeadPhone } from '../../src/shared/forms/phone';
import { CountedTextarea, Field, HiddenFields, SubmitButton, Turnstile } from '../forms/fields';
import { StatusRegion } from '../forms/status';
import type { FormIslandBase } from '../forms/types';
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
    successText: string;
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
    // Spec §4/§9: success panel 3 s; the strict variant shows success after 1 s, resets 3 s later.
    minSubmitMs: strict ? 1000 : 0,
    successMs: 3000,
  });
  const { labels, common } = props;
  const f = { form, formId: props.formId, requiredText: common.required };
  const panelOnly = form.status === 'success' && form.fresh;

  return (
    <form
      id={props.formId}
      ref={form.formRef}
      className={`form lead-form lead-form--${props.variant}`}
      method="post"
      action={props.action}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prefetch}
    >
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
            {(a) => <input {...a} className="input" type="text" autoComplete="name" maxLength={NAME_MAX} placeholder={labels.namePlaceholder} />}
          </Field>
          <Field {...f} name="company" label={labels.company} required>
            {(a) => <input {...a} className="input" type="text" autoComplete="organization" maxLength={COMPANY_MAX} placeholder={labels.companyPlaceholder} />}
          </Field>
        </div>
        <div className="form__row form__row--2">
          <Field {...f} name="phone" label={labels.phone} required hint={labels.phoneHint} transform={normalizeLeadPhone}>
            {(a) => (
              <input {...a} className="input" type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX} placeholder={labels.phonePlaceholder} />
            )}
          </Field>
          <Field {...f} name="email" label={labels.email} required>
            {(a) => (
              <input {...a} className="input" type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} placeholder={labels.emailPlaceholder} />
            )}
          </Field>
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
        <Turnstile siteKey={props.turnstileSiteKey} lang={props.lang} label={common.turnstile} />
        <SubmitButton form={form} label={labels.submit} submitting={common.submitting} />
      </div>
    </form>
  );
}
