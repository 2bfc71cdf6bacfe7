// The /contact message form (spec §3 Contact form state, §4 Contact form, §5): name, e-mail,
// phone with the country picker, subject, message. Submit is blocked while any error shows;
// success resets the form and shows an alert. Server-rendered by src/components/forms/contact-form.tsx.
import { DEFAULT_COUNTRY_CODE, EMAIL_MAX, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX } from '../../src/shared/forms/limits';
import { DEFAULT_COUNTRY_ISO } from '../../src/shared/forms/countries';
import { CountedTextarea, Field, HiddenFields, SubmitButton, Turnstile } from '../forms/fields';
import { PhoneField, type PhoneLabels } from '../forms/phone-picker';
import { StatusRegion } from '../forms/status';
import type { FormIslandBase } from '../forms/types';
import { useForm } from '../forms/use-form';

export interface ContactFormProps extends FormIslandBase {
  labels: PhoneLabels & {
    name: string;
    email: string;
    subject: string;
    message: string;
    namePlaceholder: string;
    emailPlaceholder: string;
    subjectPlaceholder: string;
    messagePlaceholder: string;
    optional: string;
    submit: string;
    success: string;
    error: string;
  };
  /** ISO code → country name in the page's language (Intl.DisplayNames on the server). */
  countryNames: Record<string, string>;
}

const EMPTY = {
  contactName: '',
  contactEmail: '',
  'contactPhone.countryCode': DEFAULT_COUNTRY_CODE,
  'contactPhone.country': DEFAULT_COUNTRY_ISO,
  'contactPhone.ddd': '',
  'contactPhone.phoneNumber': '',
  contactSubject: '',
  contactMessage: '',
};

export default function ContactForm(props: ContactFormProps) {
  const form = useForm({
    action: props.action,
    schema: () => import('../../src/shared/forms/contact-schema').then((m) => m.ContactSchema),
    messages: props.messages,
    emptyValues: EMPTY,
    initialValues: props.values,
    initialErrors: props.errors,
    initialSuccess: props.success,
    idempotencyKey: props.idempotencyKey,
    successMs: null,
  });
  const { labels, common } = props;
  const f = { form, formId: props.formId, requiredText: common.required };

  return (
    <form id={props.formId} ref={form.formRef} className="form contact-form" method="post" action={props.action} noValidate onSubmit={form.onSubmit} onFocus={form.prefetch}>
      <StatusRegion status={form.status} successText={labels.success} failure={labels.error} detail={form.detail} focusOnSuccess={false} />
      <HiddenFields props={props} form={form} />
      <div className="form__row form__row--2">
        <Field {...f} name="contactName" label={labels.name} required>
          {(a) => <input {...a} className="input" type="text" autoComplete="name" maxLength={NAME_MAX} placeholder={labels.namePlaceholder} />}
        </Field>
        <Field {...f} name="contactEmail" label={labels.email} required>
          {(a) => (
            <input {...a} className="input" type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} placeholder={labels.emailPlaceholder} />
          )}
        </Field>
      </div>
      <PhoneField form={form} formId={props.formId} labels={{ ...labels, phone: `${labels.phone} (${labels.optional})` }} names={props.countryNames} />
      <Field {...f} name="contactSubject" label={labels.subject} required>
        {(a) => <input {...a} className="input" type="text" maxLength={SUBJECT_MAX} placeholder={labels.subjectPlaceholder} />}
      </Field>
      <CountedTextarea
        {...f}
        name="contactMessage"
        label={labels.message}
        required
        counterId={`${props.formId}-message-counter`}
        counterTemplate={common.counter}
        max={MESSAGE_MAX}
        warn={MESSAGE_MAX - 50}
        rows={6}
        placeholder={labels.messagePlaceholder}
      />
      <Turnstile siteKey={props.turnstileSiteKey} lang={props.lang} label={common.turnstile} />
      <SubmitButton form={form} label={labels.submit} submitting={common.submitting} blocked={Object.keys(form.errors).length > 0} />
    </form>
  );
}
