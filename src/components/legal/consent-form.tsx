import { usePage } from '../use-page';

/** Element id of the privacy page's preferences section (the footer link's no-JavaScript target). */
export const PREFERENCES_ID = 'cookie-preferences';

/**
 * Accept and reject as two buttons of equal weight (same class, same size, the same order in
 * every language), posting the choice to /api/consent: without JavaScript the worker stores it
 * and returns to `next`; with it, client/analytics.ts stores it in place and no page loads.
 */
export function ConsentForm({ next }: { next: string }) {
  const { t } = usePage();
  return (
    <form className="consent-form" method="post" action="/api/consent" data-consent-form="">
      <input type="hidden" name="next" value={next} />
      <button className="btn consent-form__button" type="submit" name="analytics" value="granted">
        {t('legal:consent.accept')}
      </button>
      <button className="btn consent-form__button" type="submit" name="analytics" value="denied">
        {t('legal:consent.reject')}
      </button>
    </form>
  );
}
