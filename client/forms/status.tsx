/**
 * The form's live regions: success and failure. Both containers exist from the start so screen
 * readers announce what appears in them; the script puts the panel or the alert in them (the same
 * components, as DOM). Every form's success panel says the same three things, in this order: what
 * happened (its title), when the team will answer, what to check.
 */
export function StatusRegion({ success }: { success: SuccessTexts | null }) {
  return (
    <>
      <div className="form__status" role="status" aria-live="polite">
        {success ? <SuccessPanel texts={success} /> : null}
      </div>
      <div className="form__status" role="alert" />
    </>
  );
}

export type SuccessTexts = [happened: string, reply: string, check: string];

export function SuccessPanel({ texts }: { texts: SuccessTexts }) {
  return (
    <div className="alert alert--success form__success" tabIndex={-1} data-form-success="">
      <p className="form__success-title">{texts[0]}</p>
      <p>{texts[1]}</p>
      <p>{texts[2]}</p>
    </div>
  );
}

/** The failure alert, with the server's reason under it when it gave one (429, anti-spam). */
export function FailureAlert({ failure, detail }: { failure: string; detail: string }) {
  return (
    <div className="alert alert--error" data-form-error="">
      <p>{failure}</p>
      {detail && detail !== failure ? <p className="form__error-detail">{detail}</p> : null}
    </div>
  );
}

/** The submit button's content while sending: a spinner and 'Enviando...'. */
export function Submitting({ text }: { text: string }) {
  return (
    <>
      <span className="spinner" aria-hidden="true" />
      {text}
    </>
  );
}
