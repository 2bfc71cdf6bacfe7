// The /contact message form: name, e-mail,
// phone with the country picker, subject, message. Submit is blocked while any error shows;
// success resets the form and shows an alert. Server-rendered by src/forms/components/contact-form.tsx.
import { DEFAULT_COUNTRY_CODE, MESSAGE_MAX, SUBJECT_MAX } from '../../src/shared/forms/limits';
import { DEFAULT_COUNTRY_ISO } from '../../src/shared/forms/countries';
import { CountedTextarea, EmailField, Field, NameField } from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
import { PhoneField, type PhoneLabels } from '../forms/phone-picker';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
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
    successTitle: string;
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
    <FormFrame
      props={props}
      form={form}
      className="form contact-form"
      successTitle={labels.successTitle}
      failure={labels.error}
      submit={labels.submit}
      panel={false}
      blocked={Object.keys(form.errors).length > 0}
    >
      <div className="form__row form__row--2">
        <NameField f={f} name="contactName" label={labels.name} placeholder={labels.namePlaceholder} />
        <EmailField f={f} name="contactEmail" label={labels.email} placeholder={labels.emailPlaceholder} />
      </div>
      <PhoneField
        form={form}
        formId={props.formId}
        labels={{ ...labels, phone: `${labels.phone} (${labels.optional})` }}
        names={props.countryNames}
      />
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
    </FormFrame>
  );
}
