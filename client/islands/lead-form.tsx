// Home and landing lead form, and its stricter
// diagnostic-section variant. Server-rendered by src/forms/components/lead-form.tsx.
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { PAIN_MAX } from '../../src/shared/forms/limits';
import { COMPANY, CountedTextarea, EMAIL, fieldBase, InputField, LEAD_PHONE, NAME } from '../forms/fields';
import { FormFrame } from '../forms/form-frame';
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
  const form = useForm(props, {
    schema: () => import('../../src/shared/forms/lead-schema').then((m) => (strict ? m.StrictLeadSchema : m.LeadSchema)),
    emptyValues: EMPTY,
    // Success panel 3 s; the strict variant shows success after 1 s, resets 3 s later.
    minSubmitMs: strict ? 1000 : 0,
    successMs: 3000,
  });
  const { labels } = props;
  const f = fieldBase(props, form);

  return (
    <FormFrame props={props} form={form} className={`form lead-form lead-form--${props.variant}`} labels={labels} panel>
      <div className="form__row form__row--2">
        <InputField f={f} kind={NAME} label={labels.name} placeholder={labels.namePlaceholder} />
        <InputField f={f} kind={COMPANY} label={labels.company} placeholder={labels.companyPlaceholder} />
      </div>
      <div className="form__row form__row--2">
        <InputField f={f} kind={LEAD_PHONE} label={labels.phone} hint={labels.phoneHint} placeholder={labels.phonePlaceholder} />
        <InputField f={f} kind={EMAIL} label={labels.email} placeholder={labels.emailPlaceholder} />
      </div>
      <CountedTextarea f={f} name="pain" label={labels.pain} required max={PAIN_MAX} rows={4} placeholder={labels.painPlaceholder} />
    </FormFrame>
  );
}
