// A form's fields as its definition lists them (src/shared/form-rules/field.ts), in its order: two
// `half` fields share a row. A control this module does not draw (the contact phone) is the
// island's to give in `custom`, so an island loads only the controls its form has.
import type { ReactNode } from 'react';
import type { Control, FieldDef, FormDef } from '../../src/shared/form-rules/field';
import { FieldRows } from '../components/field-rows';
import type { FieldText } from '../../src/shared/form-rules/island-props';
import { normalizeLeadPhone } from '../../src/shared/form-rules/phone';
import { ChoiceField, CountedTextarea, type FieldBase, type InputKind, InputField } from './fields';

const INPUT: Partial<Record<Control, Pick<InputKind['input'], 'type' | 'inputMode'>>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  'lead-phone': { type: 'tel', inputMode: 'tel' },
};

function DefinedField({ f, field, text, custom }: { f: FieldBase; field: FieldDef; text: FieldText; custom?: Custom }) {
  const required = Boolean(field.required);
  const { label, placeholder, hint } = text;
  const own = custom?.[field.control];
  if (own) return own(field, text);
  if (field.control === 'textarea')
    return (
      <CountedTextarea
        f={f}
        name={field.name}
        label={label}
        required={required}
        hint={hint}
        max={field.max}
        rows={field.rows ?? 4}
        placeholder={placeholder}
      />
    );
  if (field.control === 'select')
    return <ChoiceField f={f} name={field.name} label={label} required={required} choose={placeholder} options={text.options ?? []} />;
  const kind: InputKind = {
    name: field.name,
    required,
    transform: field.control === 'lead-phone' ? normalizeLeadPhone : undefined,
    input: { ...INPUT[field.control], autoComplete: field.autoComplete, maxLength: field.max },
  };
  return <InputField f={f} kind={kind} label={label} hint={hint} placeholder={placeholder} />;
}

type Custom = Partial<Record<Control, (field: FieldDef, text: FieldText) => ReactNode>>;

export function DefinedFields({
  f,
  form,
  texts,
  custom,
}: {
  f: FieldBase;
  form: FormDef;
  texts: Record<string, FieldText>;
  custom?: Custom;
}) {
  const one = (field: FieldDef) => (
    <DefinedField key={field.name} f={f} field={field} text={texts[field.name] ?? { label: field.name }} custom={custom} />
  );
  return <FieldRows fields={form.fields} rowClass="form__row form__row--2" render={one} />;
}
