import type { ConsentChoice } from '../../shared/consent';
import { usePage } from '../use-page';
import { ConsentForm } from './consent-form';

/**
 * The analytics consent banner, rendered only on sites that set GA_MEASUREMENT_ID. Fixed to the
 * bottom of the viewport, so it shifts nothing; a non-modal region (the page stays usable), first
 * in the document after the skip link, so keyboard and screen-reader users meet it before the
 * page. Its title is not a heading (the page's outline starts at its h1). Once the visitor has
 * chosen it is still in the page but `hidden`, so the footer's 'cookie preferences' link can
 * show it again.
 */
export function ConsentBanner({ choice, next }: { choice: ConsentChoice | undefined; next: string }) {
  const { t, href } = usePage();
  return (
    <section className="consent-banner" aria-labelledby="consent-title" data-consent-banner="" hidden={choice !== undefined}>
      <div className="container consent-banner__inner">
        <div className="consent-banner__text">
          <p id="consent-title" className="consent-banner__title" tabIndex={-1}>
            {t('legal:consent.title')}
          </p>
          <p>
            {t('legal:consent.text')} <a href={`${href('/privacy')}#cookies`}>{t('legal:consent.more')}</a>
          </p>
        </div>
        <ConsentForm next={next} />
      </div>
    </section>
  );
}
