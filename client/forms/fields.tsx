// Building blocks of the form islands. Every control has a label, carries aria-invalid and
// aria-describedby for its error and hint; the same markup is what the server renders, so the
// forms work the same without JavaScript.
import type { ChangeEvent, ReactNode } from 'react';
import { EMAIL_MAX, NAME_MAX } from '../../src/shared/forms/limits';
import type { FormApi } from './use-form';
import type { FormIslandBase } from '../../src/shared/forms/island-props';

export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/\./g, '-')}`;

interface FieldProps {
  form: FormApi;
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  requiredText: string;
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
      onBlur: () => void;
    },
    ids: { error: string; hint: string },
  ) => ReactNode;
  transform?: (value: string) => string;
  extra?: ReactNode;
  className?: string;
}

export function Field({ form, formId, name, label, required, requiredText, hint, children, transform, extra, className }: FieldProps) {
  const id = fieldId(formId, name);
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
            <span className="visually-hidden"> ({requiredText})</span>
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
          onBlur: () => void form.validateField(name),
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

/** What every field of a form shares: the form's state, its id, the 'required' text. */
type FieldBase = Pick<FieldProps, 'form' | 'formId' | 'requiredText'>;

/** The required name field of every form (`name` is its posted name). */
export function NameField({ f, name, label, placeholder }: { f: FieldBase; name: string; label: string; placeholder?: string }) {
  return (
    <Field {...f} name={name} label={label} required>
      {(a) => <input {...a} className="input" type="text" autoComplete="name" maxLength={NAME_MAX} placeholder={placeholder} />}
    </Field>
  );
}

/** The required e-mail field of every form. */
export function EmailField({ f, name, label, placeholder }: { f: FieldBase; name: string; label: string; placeholder: string }) {
  return (
    <Field {...f} name={name} label={label} required>
      {(a) => (
        <input
          {...a}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

/** Hidden tracking fields, the idempotency key, the honeypot and (when configured) Turnstile. */
export function HiddenFields({ props, form }: { props: FormIslandBase; form: FormApi }) {
  return (
    <>
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      {/* Honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={`${props.formId}-hp`}>{props.common.honeypot}</label>
        <input id={`${props.formId}-hp`} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * Turnstile renders itself into this element (implicit rendering by its script, which the server
 * component adds). React must not touch what it puts inside: an empty innerHTML React never diffs.
 */
export function Turnstile({ siteKey, lang, label }: { siteKey?: string; lang: string; label: string }) {
  if (!siteKey) return null;
  return (
    <div className="form__turnstile" role="group" aria-label={label}>
      <div
        className="cf-turnstile"
        data-sitekey={siteKey}
        data-language={lang}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React leaves the widget Turnstile draws inside alone.
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    </div>
  );
}

export function SubmitButton({
  form,
  label,
  submitting,
  blocked = false,
}: {
  form: FormApi;
  label: string;
  submitting: string;
  blocked?: boolean;
}) {
  const busy = form.status === 'submitting';
  return (
    <button
      className="btn btn--primary btn--lg btn--block form__submit"
      type="submit"
      disabled={form.hydrated && (busy || blocked)}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {submitting}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** Character counter of a textarea (red above the warning threshold). */
export function Counter({ id, count, max, warn, template }: { id: string; count: number; max: number; warn: number; template: string }) {
  return (
    <p className={count > warn ? 'field__counter field__counter--over' : 'field__counter'} id={id}>
      {template.replace('{{count}}', String(count)).replace('{{max}}', String(max))}
    </p>
  );
}

/** A textarea with its character counter below it; the control is described by the counter too. */
export function CountedTextarea(
  props: Pick<FieldProps, 'form' | 'formId' | 'name' | 'label' | 'required' | 'requiredText'> & {
    counterId: string;
    counterTemplate: string;
    max: number;
    warn: number;
    rows: number;
    placeholder: string;
  },
) {
  const { counterId, counterTemplate, max, warn, rows, placeholder, ...field } = props;
  const count = (props.form.values[props.name] ?? '').length;
  return (
    <Field {...field} extra={<Counter id={counterId} count={count} max={max} warn={warn} template={counterTemplate} />}>
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
