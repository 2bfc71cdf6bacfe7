// The frame every form island shares: the <form> (a real post without JavaScript), its live
// status regions, the hidden fields, Turnstile and the submit button. The island puts its own
// fields in between.
import type { ReactNode } from 'react';
import type { FormIslandBase } from '../../src/shared/forms/island-props';
import { StatusRegion, type SuccessTexts } from './status';

export interface FormFrameProps {
  props: FormIslandBase;
  className: string;
  labels: {
    /** What happened: the success panel's title (when the team answers and what to check are shared, in props.common). */
    successTitle: string;
    /** The failure alert. */
    error: string;
    submit: string;
  };
  /** The success panel takes the fields' place (they are hidden while it shows); else a one-line alert above them. */
  panel: boolean;
  children: ReactNode;
}

export function FormFrame({ props, className, labels, panel, children }: FormFrameProps) {
  const body = (
    <>
      <HiddenFields props={props} />
      {children}
      <PrivacyNotice props={props} />
      <Turnstile siteKey={props.turnstileSiteKey} lang={props.lang} label={props.common.turnstile} />
      <button className="btn btn--primary btn--lg btn--block form__submit" type="submit">
        {labels.submit}
      </button>
    </>
  );
  return (
    <form id={props.formId} className={className} method="post" action={props.action} noValidate>
      <StatusRegion success={props.success ? successTexts(props, labels) : null} />
      {panel ? <div className="form__fields">{body}</div> : body}
    </form>
  );
}

/** The success panel's texts: the form's own title, then what every form says. */
export const successTexts = (props: FormIslandBase, labels: { successTitle: string }): SuccessTexts => [
  labels.successTitle,
  props.common.successReply,
  props.common.successCheck,
];

/**
 * The optional marketing consent (unticked, apart from the request: the form is sent the same
 * without it) and the notice with the privacy page's link, right above the submit button. The
 * checkbox is a plain form control, so it posts without JavaScript too; the script unticks it
 * with the rest of the form after a success.
 */
function PrivacyNotice({ props }: { props: FormIslandBase }) {
  const id = `${props.formId}-marketing`;
  return (
    <div className="form__privacy">
      <div className="field field--check">
        <input id={id} type="checkbox" name="marketing_consent" value="yes" defaultChecked={props.values.marketing_consent === 'yes'} />
        <label htmlFor={id}>{props.privacy.marketing}</label>
      </div>
      <p className="form__notice">
        {props.privacy.notice} <a href={props.privacy.href}>{props.privacy.link}</a>.
      </p>
    </div>
  );
}

/** Hidden tracking fields, the idempotency key, the honeypot and (when configured) Turnstile. */
function HiddenFields({ props }: { props: FormIslandBase }) {
  return (
    <>
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      {/* Honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={`${props.formId}-hp`}>{props.common.honeypot}</label>
        <input id={`${props.formId}-hp`} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** Turnstile renders itself into this element (implicit rendering by its script, which the server component adds). */
function Turnstile({ siteKey, lang, label }: { siteKey?: string; lang: string; label: string }) {
  if (!siteKey) return null;
  return (
    <div className="form__turnstile" role="group" aria-label={label}>
      <div className="cf-turnstile" data-sitekey={siteKey} data-language={lang} />
    </div>
  );
}
