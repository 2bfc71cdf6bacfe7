import { DefinedFields } from '../../../../client/form-ui/defined-fields';
import { fieldBase } from '../../../../client/form-ui/fields';
import { FormFrame, type FrameProps } from '../../../../client/form-ui/form-frame';
import { staticForm } from '../../../../client/form-ui/static-form';
import { legalDate } from '../../../components/legal/legal-date';
import { usePage } from '../../../components/use-page';
import { perViewToken } from '../../../html-cache/per-view';
import { REQUEST_DEADLINE_DAYS } from '../../../privacy/policy';
import { PRIVACY_REQUEST_FORM } from '../../../shared/form-rules/privacy-request-form';
import { baseFormProps } from './form-props';
import { TurnstileScript } from './turnstile-script';
import { UnsentAlert } from './unsent-alert';

export const PRIVACY_FORM_ID = 'privacy-request';

/**
 * The data subject's request (LGPD art. 18), on the privacy page: a server-only form, never
 * hydrated, drawn by the same FormFrame and DefinedFields as the islands' forms from its definition
 * (src/shared/form-rules/privacy-request-form.ts). It posts to /api/privacy-requests (the forms'
 * one pipeline, src/leads/forms/submit.ts) and comes back (303) with the answer, so the page
 * needs no script. It carries neither the campaign tags of the URL nor the notice and marketing
 * checkbox at collection (the page it sits on is the notice), and no character counter (nothing
 * would move it). The confirmation that takes its place states the legal deadline and the date it
 * falls on.
 */
export function PrivacyRequestForm() {
  const page = usePage();
  const { t, lang } = page;
  const { privacy: _, ...base } = baseFormProps(page, PRIVACY_FORM_ID, '/api/privacy-requests', PRIVACY_REQUEST_FORM, {}, { utm: false });

  if (base.success) {
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

  // Registered: the HTML cache gives every view of a cached page its own key.
  const props: FrameProps = { ...base, common: { ...base.common, counter: '' }, idempotencyKey: perViewToken(page.perView) };
  const form = staticForm(props);
  const title = `${PRIVACY_FORM_ID}-title`;
  return (
    <>
      <FormFrame
        props={props}
        form={form}
        className="form privacy-request"
        labels={{ successTitle: t('legal:request.successTitle'), error: t('legal:request.errorTitle'), submit: t('legal:request.submit') }}
        panel={false}
        labelledBy={title}
        heading={
          <>
            <h3 id={title}>{t('legal:request.title')}</h3>
            <p>{t('legal:request.intro')}</p>
          </>
        }
      >
        {props.unsent ? <UnsentAlert formId={PRIVACY_FORM_ID} message={props.unsent} /> : null}
        <DefinedFields f={fieldBase(props, form)} form={PRIVACY_REQUEST_FORM} texts={props.fields} />
      </FormFrame>
      <TurnstileScript />
    </>
  );
}
