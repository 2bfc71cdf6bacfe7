// The /contact message form: name, e-mail,
// phone with the country picker, subject, message. Submit is blocked while any error shows;
// success resets the form and shows an alert. Server-rendered by src/forms/components/contact-form.tsx.
import { DEFAULT_COUNTRY_ISO } from '../../src/shared/forms/countries';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { DEFAULT_COUNTRY_CODE, MESSAGE_MAX, SUBJECT_MAX } from '../../src/shared/forms/limits';
import { CountedTextarea, EMAIL, fieldBase, type InputKind, InputField, NAME } from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
import { PhoneField, type PhoneLabels } from '../forms/phone-picker';
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

const SUBJECT: InputKind = { name: 'contactSubject', required: true, input: { type: 'text', maxLength: SUBJECT_MAX } };

export default function ContactForm(props: ContactFormProps) {
  const form = useForm(props, {
    schema: () => import('../../src/shared/forms/contact-schema').then((m) => m.ContactSchema),
    emptyValues: EMPTY,
    successMs: null,
  });
  const { labels } = props;
  const f = fieldBase(props, form);

  return (
    <FormFrame
      props={props}
      form={form}
      className="form contact-form"
      labels={labels}
      panel={false}
      blocked={Object.keys(form.errors).length > 0}
    >
      <div className="form__row form__row--2">
        <InputField f={f} kind={NAME} name="contactName" label={labels.name} placeholder={labels.namePlaceholder} />
        <InputField f={f} kind={EMAIL} name="contactEmail" label={labels.email} placeholder={labels.emailPlaceholder} />
      </div>
      <PhoneField
        form={form}
        formId={props.formId}
        labels={{ ...labels, phone: `${labels.phone} (${labels.optional})` }}
        names={props.countryNames}
      />
      <InputField f={f} kind={SUBJECT} label={labels.subject} placeholder={labels.subjectPlaceholder} />
      <CountedTextarea
        f={f}
        name="contactMessage"
        label={labels.message}
        required
        max={MESSAGE_MAX}
        rows={6}
        placeholder={labels.messagePlaceholder}
      />
    </FormFrame>
  );
}
