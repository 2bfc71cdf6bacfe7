// Building blocks of the form islands. Every control has a label, carries aria-invalid and
// aria-describedby for its error and hint; the same markup is what the server renders, so the
// forms work the same without JavaScript.
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { FormIslandBase } from '../../src/shared/form-rules/island-props';
import type { FormApi } from './use-form';

export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/\./g, '-')}`;

/** What every field of a form shares: the form's state, its id, the 'required' and counter texts. */
export interface FieldBase {
  form: FormApi;
  formId: string;
  requiredText: string;
  /** '{{count}}/{{max}} caracteres'; '' for a form that is never hydrated, where no counter would move. */
  counterTemplate: string;
}

export const fieldBase = (props: Pick<FormIslandBase, 'formId' | 'common'>, form: FormApi): FieldBase => ({
  form,
  formId: props.formId,
  requiredText: props.common.required,
  counterTemplate: props.common.counter,
});

interface FieldProps {
  f: FieldBase;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: (
    a11y: {
      id: string;
      name: string;
      value: string;
      'aria-invalid': boolean;
      'aria-describedby'?: string;
      'aria-required'?: boolean;
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
      onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    },
    ids: { error: string; hint: string },
  ) => ReactNode;
  transform?: (value: string) => string;
  extra?: ReactNode;
  className?: string;
}

export function Field({ f, name, label, required, hint, children, transform, extra, className }: FieldProps) {
  const { form } = f;
  const id = fieldId(f.formId, name);
  const error = form.errors[name.split('.')[0]!];
  const ids = { error: `${id}-error`, hint: `${id}-hint` };
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
      {children(
        {
          id,
          name,
          value: form.values[name] ?? '',
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          onChange: (e) => form.setField(name, transform ? transform(e.target.value) : e.target.value),
          onBlur: (e) => void form.validateField(name, e.relatedTarget),
        },
        ids,
      )}
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {extra}
      {error ? (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A kind of one-line field: its posted name, whether it is required or tidied as typed, its input's attributes. */
export interface InputKind {
  name: string;
  required?: boolean;
  transform?: (value: string) => string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
}

/** A one-line field of a kind. */
export function InputField({
  f,
  kind,
  label,
  hint,
  placeholder,
}: {
  f: FieldBase;
  kind: InputKind;
  label: string;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <Field f={f} name={kind.name} label={label} required={kind.required} hint={hint} transform={kind.transform}>
      {(a) => <input {...a} className="input" {...kind.input} placeholder={placeholder} />}
    </Field>
  );
}

/** Every counter turns red in its last 50 characters. */
const COUNTER_WARN_LEFT = 50;

/** Character counter of a textarea (red near the limit). */
export function Counter({ id, count, max, template }: { id: string; count: number; max: number; template: string }) {
  return (
    <p className={count > max - COUNTER_WARN_LEFT ? 'field__counter field__counter--over' : 'field__counter'} id={id}>
      {template.replace('{{count}}', String(count)).replace('{{max}}', String(max))}
    </p>
  );
}

/**
 * A textarea with its character counter below it (unless the form has none: `counterTemplate`);
 * the control is described by the counter too.
 */
export function CountedTextarea({
  f,
  name,
  label,
  required,
  hint,
  max,
  rows,
  placeholder,
}: Pick<FieldProps, 'f' | 'name' | 'label' | 'required' | 'hint'> & { max: number; rows: number; placeholder?: string }) {
  const counterId = f.counterTemplate ? `${fieldId(f.formId, name)}-counter` : undefined;
  const count = (f.form.values[name] ?? '').length;
  return (
    <Field
      f={f}
      name={name}
      label={label}
      required={required}
      hint={hint}
      extra={counterId ? <Counter id={counterId} count={count} max={max} template={f.counterTemplate} /> : null}
    >
      {(a) => (
        <textarea
          {...a}
          aria-describedby={[a['aria-describedby'], counterId].filter(Boolean).join(' ') || undefined}
          className="textarea"
          rows={rows}
          maxLength={max}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

/** A choice: its empty first option (`choose`: none chosen, disabled when the field is required), then the options. */
export function ChoiceField({
  f,
  name,
  label,
  required,
  choose,
  options,
}: Pick<FieldProps, 'f' | 'name' | 'label' | 'required'> & { choose?: string; options: { value: string; label: string }[] }) {
  return (
    <Field f={f} name={name} label={label} required={required}>
      {(a) => (
        <select {...a} className="select">
          <option value="">{choose}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
