import { useEffect, useRef } from 'react';
import type { Status } from './use-form';

/**
 * The form's live regions: success (a panel with a title, or a one-line alert) and failure.
 * Both containers exist from the start so screen readers announce what appears in them.
 */
export function StatusRegion({
  status,
  successTitle,
  successText,
  failure,
  detail,
  focusOnSuccess,
}: {
  status: Status;
  successTitle?: string;
  successText: string;
  failure: string;
  detail: string;
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
            {successTitle ? <p className="form__success-title">{successTitle}</p> : null}
            <p>{successText}</p>
          </div>
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
