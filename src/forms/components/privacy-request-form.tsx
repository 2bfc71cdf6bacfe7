import { perViewToken } from '../../components/per-view';
import { legalDate } from '../../components/legal/legal-date';
import { usePage } from '../../components/use-page';
import { turnstileKeys } from '../../leads/turnstile';
import { NOTICE_VERSION, REQUEST_DEADLINE_DAYS } from '../../privacy/policy';
import { formatErrors } from '../../shared/forms/messages';
import { PRIVACY_DETAILS_MAX, PRIVACY_REQUEST_TYPES } from '../../shared/forms/privacy-request-schema';
import { EMAIL_MAX, NAME_MAX } from '../../shared/forms/limits';
import { takeFlash } from '../flash';
import { messagesFor } from '../messages';
import { TurnstileScript } from './turnstile-script';
import { UnsentAlert } from './unsent-alert';

export const PRIVACY_FORM_ID = 'privacy-request';
const FIELDS = ['name', 'email', 'request_type', 'details'] as const;

/**
 * The data subject's request (LGPD art. 18), on the privacy page: plain HTML that posts to
 * /api/privacy-requests (the forms' one pipeline, src/forms/submit.ts) and comes back (303) with
 * the answer, so the page needs no script. The confirmation states the legal deadline and the
 * date it falls on.
 */
export function PrivacyRequestForm() {
  const { c, t, lang, env } = usePage();
  const flash = takeFlash(c, PRIVACY_FORM_ID);
  const errors = flash?.s === 'err' && flash.e ? formatErrors(messagesFor(t), flash.e) : {};
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(flash?.v ?? {})) if ((FIELDS as readonly string[]).includes(k)) values[k] = v;
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
      {flash?.s === 'unsent' ? <UnsentAlert formId={PRIVACY_FORM_ID} message={t('forms:api.unsent')} /> : null}
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
      <div className="form__row">
        <div className="field">
          <label htmlFor={id('name')}>
            {t('legal:request.name')}
            {required}
          </label>
          <input {...a11y('name')} type="text" autoComplete="name" required maxLength={NAME_MAX} defaultValue={values.name ?? ''} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={id('email')}>
            {t('legal:request.email')}
            {required}
          </label>
          <input {...a11y('email')} type="email" autoComplete="email" required maxLength={EMAIL_MAX} defaultValue={values.email ?? ''} />
          {error('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('request_type')}>
          {t('legal:request.type')}
          {required}
        </label>
        <select {...a11y('request_type')} required defaultValue={values.request_type ?? ''}>
          <option value="" disabled>
            {t('legal:request.typePlaceholder')}
          </option>
          {PRIVACY_REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`legal:request.types.${type}`)}
            </option>
          ))}
        </select>
        {error('request_type')}
      </div>
      <div className="field">
        <label htmlFor={id('details')}>{t('legal:request.details')}</label>
        <textarea {...a11y('details', true)} rows={4} maxLength={PRIVACY_DETAILS_MAX} defaultValue={values.details ?? ''} />
        <p className="field__hint" id={`${id('details')}-hint`}>
          {t('legal:request.detailsHint')}
        </p>
        {error('details')}
      </div>
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
