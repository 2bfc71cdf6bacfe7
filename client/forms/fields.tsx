// Building blocks of the forms: pure components of their props, rendered by React on the server
// and, where the browser adds something (a field's error), by the forms' plain script through the
// DOM JSX runtime (client/dom/jsx-runtime.ts): one source for the markup. Every control has a
// label, carries aria-invalid and aria-describedby for its error and hint; what the visitor types
// lives in the controls themselves, so the forms work the same without JavaScript.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { COMPANY_MAX, EMAIL_MAX, NAME_MAX, PHONE_INPUT_MAX } from '../../src/shared/forms/limits';
import { normalizeLeadPhone } from '../../src/shared/forms/phone';

export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/\./g, '-')}`;
/** The field a posted name belongs to: `contactPhone.ddd` → contactPhone (errors are per field). */
export const topField = (name: string) => name.split('.')[0]!;
/** A field's error text: `${fieldId}-error`, the last thing in its `.field`. */
export const errorId = (formId: string, name: string) => `${fieldId(formId, topField(name))}-error`;

/** What every field of a form shares: its id, the 'required' and counter texts, and what it was rendered with. */
export interface FieldBase {
  formId: string;
  requiredText: string;
  /** '{{count}}/{{max}} caracteres' */
  counterTemplate: string;
  /** Field name (as posted: `contactPhone.ddd`) → value, from a post without JavaScript. */
  values: Record<string, string>;
  /** Field → error text, from a post without JavaScript. */
  errors: Record<string, string>;
}

export const fieldBase = (props: FormIslandBase): FieldBase => ({
  formId: props.formId,
  requiredText: props.common.required,
  counterTemplate: props.common.counter,
  values: props.values,
  errors: props.errors,
});

/** A field's error: rendered by the server after a post without JavaScript, added by the script after a check. */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p className="field__error" id={id}>
      {text}
    </p>
  );
}

interface FieldProps {
  f: FieldBase;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: (a11y: {
    id: string;
    name: string;
    defaultValue: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
  extra?: ReactNode;
  className?: string;
}

export function Field({ f, name, label, required, hint, children, extra, className }: FieldProps) {
  const id = fieldId(f.formId, name);
  const error = f.errors[topField(name)];
  const ids = { error: errorId(f.formId, name), hint: `${id}-hint` };
  const describedBy = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> ({f.requiredText})</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        name,
        defaultValue: f.values[name] ?? '',
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {extra}
      {error ? <FieldError id={ids.error} text={error} /> : null}
    </div>
  );
}

/** A kind of one-line field: its posted name, whether it is required or tidied as typed, its input's attributes. */
export interface InputKind {
  name: string;
  required?: boolean;
  /** Applied by the script as the visitor types (the lead phone's prefix). */
  transform?: (value: string) => string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
}

export const NAME: InputKind = { name: 'name', required: true, input: { type: 'text', autoComplete: 'name', maxLength: NAME_MAX } };
export const EMAIL: InputKind = {
  name: 'email',
  required: true,
  input: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
};
export const COMPANY: InputKind = {
  name: 'company',
  required: true,
  input: { type: 'text', autoComplete: 'organization', maxLength: COMPANY_MAX },
};
/** The lead forms' phone: one input, any format, tidied as typed. */
export const LEAD_PHONE: InputKind = {
  name: 'phone',
  required: true,
  transform: normalizeLeadPhone,
  input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: PHONE_INPUT_MAX },
};

/** A one-line field of a kind; `name` overrides the kind's posted name (the contact form's `contactName`). */
export function InputField({
  f,
  kind,
  name = kind.name,
  label,
  hint,
  placeholder,
}: {
  f: FieldBase;
  kind: InputKind;
  name?: string;
  label: string;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <Field f={f} name={name} label={label} required={kind.required} hint={hint}>
      {(a) => <input {...a} className="input" {...kind.input} placeholder={placeholder} />}
    </Field>
  );
}

/** Every counter turns red in its last 50 characters. */
const COUNTER_WARN_LEFT = 50;

export const counterClass = (count: number, max: number) =>
  count > max - COUNTER_WARN_LEFT ? 'field__counter field__counter--over' : 'field__counter';
export const counterText = (template: string, count: number, max: number) =>
  template.replace('{{count}}', String(count)).replace('{{max}}', String(max));

/** Character counter of a textarea (red near the limit), `${textarea id}-counter`; the script keeps it current. */
export function Counter({ id, count, max, template }: { id: string; count: number; max: number; template: string }) {
  return (
    <p className={counterClass(count, max)} id={id}>
      {counterText(template, count, max)}
    </p>
  );
}

/** A textarea with its character counter below it; the control is described by the counter too. */
export function CountedTextarea({
  f,
  name,
  label,
  required,
  max,
  rows,
  placeholder,
}: Pick<FieldProps, 'f' | 'name' | 'label' | 'required'> & { max: number; rows: number; placeholder: string }) {
  const counterId = `${fieldId(f.formId, name)}-counter`;
  const count = (f.values[name] ?? '').length;
  return (
    <Field
      f={f}
      name={name}
      label={label}
      required={required}
      extra={<Counter id={counterId} count={count} max={max} template={f.counterTemplate} />}
    >
      {(a) => (
        <textarea
          {...a}
          aria-describedby={[a['aria-describedby'], counterId].filter(Boolean).join(' ')}
          className="textarea"
          rows={rows}
          maxLength={max}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}
