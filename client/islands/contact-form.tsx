// The /contact message form: the fields its definition lists (src/shared/form-rules/contact-form.ts),
// the phone with the country picker among them. Submit is blocked while any error shows; success
// resets the form and shows an alert. Server-rendered by src/leads/forms/components/contact-form.tsx.
import { CONTACT_FORM } from '../../src/shared/form-rules/contact-form';
import { emptyValues } from '../../src/shared/form-rules/field';
import type { FormIslandBase } from '../../src/shared/form-rules/island-props';
import { DefinedFields } from '../form-ui/defined-fields';
import { fieldBase } from '../form-ui/fields';
import { FormFrame } from '../form-ui/form-frame';
import { PhoneField, type PhoneLabels } from '../form-ui/phone-picker';
import { useForm } from '../form-ui/use-form';

export interface ContactFormProps extends FormIslandBase {
  labels: Omit<PhoneLabels, 'phone'> & { submit: string; successTitle: string; error: string };
  /** ISO code → country name in the page's language (Intl.DisplayNames on the server). */
  countryNames: Record<string, string>;
}

const EMPTY = emptyValues(CONTACT_FORM);

export default function ContactForm(props: ContactFormProps) {
  const form = useForm(props, {
    schema: () => import('../../src/shared/form-rules/contact-schema').then((m) => m.ContactSchema),
    emptyValues: EMPTY,
    successMs: null,
  });
  const { labels } = props;
  return (
    <FormFrame
      props={props}
      form={form}
      className="form contact-form"
      labels={labels}
      panel={false}
      blocked={Object.keys(form.errors).length > 0}
    >
      <DefinedFields
        f={fieldBase(props, form)}
        form={CONTACT_FORM}
        texts={props.fields}
        custom={{
          'contact-phone': (_, text) => (
            <PhoneField
              key="phone"
              form={form}
              formId={props.formId}
              labels={{ ...labels, phone: text.label }}
              names={props.countryNames}
            />
          ),
        }}
      />
    </FormFrame>
  );
}
