// The frame every form shares: the <form> (a real post without JavaScript), its live status
// regions, the hidden fields, Turnstile and the submit button. The island (or, for the privacy
// page's request, the server-only form: src/leads/forms/components/privacy-request-form.tsx)
// puts its own fields in between.
import type { ReactNode } from 'react';
import type { FormIslandBase } from '../../src/shared/form-rules/island-props';
import { StatusRegion } from './status';
import type { FormApi } from './use-form';

/**
 * What the frame reads of a form's props. `privacy` (the marketing checkbox and the notice at
 * collection) is left out only by a form that is itself about the visitor's data, the privacy
 * page's request, which that page explains.
 */
export type FrameProps = Omit<FormIslandBase, 'privacy'> & Partial<Pick<FormIslandBase, 'privacy'>>;

export interface FormFrameProps {
  props: FrameProps;
  form: FormApi;
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
  /** Submit stays disabled while this holds (after hydration only). */
  blocked?: boolean;
  /** What the form says first, above its status (a form of its own on a page: its title and intro). */
  heading?: ReactNode;
  /** The element id of the form's name (its title in `heading`). */
  labelledBy?: string;
  children: ReactNode;
}

export function FormFrame({ props, form, className, labels, panel, blocked, heading, labelledBy, children }: FormFrameProps) {
  const panelOnly = panel && form.status === 'success' && form.fresh;
  const body = (
    <>
      <HiddenFields props={props} form={form} />
      {children}
      {props.privacy ? <PrivacyNotice props={props} privacy={props.privacy} form={form} /> : null}
      <Turnstile siteKey={props.turnstileSiteKey} lang={props.lang} label={props.common.turnstile} />
      <SubmitButton form={form} label={labels.submit} submitting={props.common.submitting} blocked={blocked} />
    </>
  );
  return (
    <form
      className={className}
      id={props.formId}
      ref={form.formRef}
      method="post"
      action={props.action}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prefetch}
    >
      {heading}
      <StatusRegion
        status={form.status}
        success={[labels.successTitle, props.common.successReply, props.common.successCheck]}
        failure={form.unsent ? form.detail : labels.error}
        detail={form.unsent ? '' : form.detail}
        notice={form.notice}
        focusOnSuccess={panelOnly}
      />
      {panel ? (
        <div className="form__fields" hidden={panelOnly}>
          {body}
        </div>
      ) : (
        body
      )}
    </form>
  );
}

/**
 * The optional marketing consent (unticked, apart from the request: the form is sent the same
 * without it) and the notice with the privacy page's link, right above the submit button. The
 * checkbox is a plain form control, so it posts without JavaScript too; a new idempotency key
 * after a success remounts it unticked.
 */
function PrivacyNotice({ props, privacy, form }: { props: FrameProps; privacy: FormIslandBase['privacy']; form: FormApi }) {
  const id = `${props.formId}-marketing`;
  return (
    <div className="form__privacy">
      <div className="field field--check">
        <input
          key={form.idempotencyKey}
          id={id}
          type="checkbox"
          name="marketing_consent"
          value="yes"
          defaultChecked={props.values.marketing_consent === 'yes'}
        />
        <label htmlFor={id}>{privacy.marketing}</label>
      </div>
      <p className="form__notice">
        {privacy.notice} <a href={privacy.href}>{privacy.link}</a>.
      </p>
    </div>
  );
}

/** Hidden tracking fields, the idempotency key, the honeypot and (when configured) Turnstile. */
function HiddenFields({ props, form }: { props: FrameProps; form: FormApi }) {
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
function Turnstile({ siteKey, lang, label }: { siteKey?: string; lang: string; label: string }) {
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

function SubmitButton({
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
