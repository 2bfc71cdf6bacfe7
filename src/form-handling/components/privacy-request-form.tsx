import { perViewToken } from '../../components/per-view';
import { legalDate } from '../../components/legal/legal-date';
import { usePage } from '../../components/use-page';
import { turnstileKeys } from '../turnstile';
import { NOTICE_VERSION, REQUEST_DEADLINE_DAYS } from '../../privacy/policy';
import { FieldRows } from '../../../client/components/field-rows';
import { type FieldDef, postedNames } from '../../shared/form-rules/field';
import { formatErrors } from '../../shared/form-rules/messages';
import { PRIVACY_REQUEST_FORM } from '../../shared/form-rules/privacy-request-form';
import { takeFlash, unsentText } from '../flash';
import { messagesFor } from '../messages';
import { TurnstileScript } from './turnstile-script';
import { UnsentAlert } from './unsent-alert';

export const PRIVACY_FORM_ID = 'privacy-request';
const FIELDS = postedNames(PRIVACY_REQUEST_FORM);

/**
 * The data subject's request (LGPD art. 18), on the privacy page: plain HTML that posts to
 * /api/privacy-requests (the forms' one pipeline, src/form-handling/submit.ts) and comes back (303) with
 * the answer, so the page needs no script. The confirmation states the legal deadline and the
 * date it falls on.
 */
export function PrivacyRequestForm() {
  const { c, t, lang, env } = usePage();
  const flash = takeFlash(c, PRIVACY_FORM_ID);
  const errors = flash?.s === 'err' && flash.e ? formatErrors(messagesFor(t), flash.e) : {};
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(flash?.v ?? {})) if (FIELDS.includes(k)) values[k] = v;
  const id = (name: string) => `${PRIVACY_FORM_ID}-${name}`;
  const a11y = (name: string, hint?: boolean) => ({
    id: id(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id(name)}-error` : '', hint ? `${id(name)}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p className="field__error" id={`${id(name)}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const required = (
    <>
      {' '}
      <span className="field__required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> ({t('forms:common.required')})</span>
    </>
  );

  /** A field of the definition: its label (marked when required), its control, its hint and error. */
  const field = (f: FieldDef) => {
    const common = { ...a11y(f.name, Boolean(f.hint)), required: Boolean(f.required) || undefined, defaultValue: values[f.name] ?? '' };
    return (
      <div className="field" key={f.name}>
        <label htmlFor={id(f.name)}>
          {t(f.label)}
          {f.required ? required : null}
        </label>
        {f.control === 'select' ? (
          <select {...common}>
            <option value="" disabled>
              {f.placeholder ? t(f.placeholder) : ''}
            </option>
            {f.choices?.map((choice) => (
              <option key={choice} value={choice}>
                {t(`${f.options}.${choice}`)}
              </option>
            ))}
          </select>
        ) : f.control === 'textarea' ? (
          <textarea {...common} rows={f.rows} maxLength={f.max} />
        ) : (
          <input {...common} type={f.control === 'email' ? 'email' : 'text'} autoComplete={f.autoComplete} maxLength={f.max} />
        )}
        {f.hint ? (
          <p className="field__hint" id={`${id(f.name)}-hint`}>
            {t(f.hint)}
          </p>
        ) : null}
        {error(f.name)}
      </div>
    );
  };

  if (flash?.s === 'ok') {
    const today = new Date();
    const due = new Date(today.getTime() + REQUEST_DEADLINE_DAYS * 86_400_000);
    const day = (d: Date) => legalDate(lang, d.toISOString().slice(0, 10));
    return (
      <div
        className="alert alert--success form__success privacy-request"
        id={PRIVACY_FORM_ID}
        role="status"
        tabIndex={-1}
        data-form-success=""
      >
        <p className="form__success-title">{t('legal:request.successTitle')}</p>
        <p>{t('legal:request.successText', { received: day(today), days: REQUEST_DEADLINE_DAYS, due: day(due) })}</p>
      </div>
    );
  }

  const siteKey = turnstileKeys(env)?.siteKey;
  return (
    <form
      className="form privacy-request"
      id={PRIVACY_FORM_ID}
      method="post"
      action="/api/privacy-requests"
      aria-labelledby={`${PRIVACY_FORM_ID}-title`}
    >
      <h3 id={`${PRIVACY_FORM_ID}-title`}>{t('legal:request.title')}</h3>
      <p>{t('legal:request.intro')}</p>
      {flash?.s === 'unsent' ? <UnsentAlert formId={PRIVACY_FORM_ID} message={unsentText(t, flash) ?? ''} /> : null}
      {Object.keys(errors).length > 0 ? (
        <p className="alert alert--error" role="alert">
          {t('legal:request.errorTitle')}
        </p>
      ) : null}
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="page" value={c.req.path} />
      <input type="hidden" name="form_id" value={PRIVACY_FORM_ID} />
      <input type="hidden" name="notice_version" value={NOTICE_VERSION} />
      {/* Registered: the HTML cache gives every view of a cached page its own key. */}
      <input type="hidden" name="idempotency_key" value={perViewToken(c)} />
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={id('hp')}>{t('forms:common.honeypot')}</label>
        <input id={id('hp')} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <FieldRows fields={PRIVACY_REQUEST_FORM.fields} rowClass="form__row" render={field} />
      {siteKey ? (
        <>
          <div className="form__turnstile" role="group" aria-label={t('forms:turnstile.label')}>
            <div className="cf-turnstile" data-sitekey={siteKey} data-language={lang} />
          </div>
          <TurnstileScript />
        </>
      ) : null}
      <button className="btn btn--primary btn--lg form__submit" type="submit">
        {t('legal:request.submit')}
      </button>
    </form>
  );
}
