import { useEffect, useRef } from 'react';
import type { Status } from './use-form';

/**
 * The form's live regions: success (and, while the form works on the site's challenge, the notice
 * that it does) and failure. Both containers exist from the start so screen
 * readers announce what appears in them. Every form's success panel says the same three things,
 * in this order: what happened (its title), when the team will answer, what to check.
 */
export function StatusRegion({
  status,
  success,
  failure,
  detail,
  notice = '',
  focusOnSuccess,
}: {
  status: Status;
  success: [happened: string, reply: string, check: string];
  failure: string;
  detail: string;
  notice?: string;
  focusOnSuccess: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The fields are hidden while the panel shows: focus must not be lost with them.
    if (focusOnSuccess && status === 'success') panel.current?.focus();
  }, [focusOnSuccess, status]);
  return (
    <>
      <div className="form__status" role="status" aria-live="polite">
        {status === 'success' ? (
          <div className="alert alert--success form__success" ref={panel} tabIndex={-1} data-form-success="">
            <p className="form__success-title">{success[0]}</p>
            <p>{success[1]}</p>
            <p>{success[2]}</p>
          </div>
        ) : notice ? (
          <p className="form__checking" data-form-checking="">
            {notice}
          </p>
        ) : null}
      </div>
      <div className="form__status" role="alert">
        {status === 'error' ? (
          <div className="alert alert--error" data-form-error="">
            <p>{failure}</p>
            {detail && detail !== failure ? <p className="form__error-detail">{detail}</p> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
