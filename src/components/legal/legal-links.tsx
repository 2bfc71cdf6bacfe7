import { usePage } from '../use-page';
import { PREFERENCES_ID } from './consent-form';

/**
 * Privacy notice, terms and, on sites with analytics, 'cookie preferences': list items for a
 * footer. Without JavaScript the preferences link opens the privacy page's preferences; with it,
 * client/analytics.ts opens the consent banner in place.
 */
export function LegalLinks({ analytics }: { analytics: boolean }) {
  const { t, href } = usePage();
  return (
    <>
      <li>
        <a href={href('/privacy')}>{t('footer.privacy')}</a>
      </li>
      <li>
        <a href={href('/terms')}>{t('footer.terms')}</a>
      </li>
      {analytics ? (
        <li>
          <a href={`${href('/privacy')}#${PREFERENCES_ID}`} data-consent-open="">
            {t('footer.cookies')}
          </a>
        </li>
      ) : null}
    </>
  );
}

/** The standalone landing page has no site footer; its legal links still close every page. */
export function BareFooter({ analytics }: { analytics: boolean }) {
  const { t, company } = usePage();
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer site-footer--bare">
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t('footer.rights', { year, name: company.name })}</p>
          <ul>
            <LegalLinks analytics={analytics} />
          </ul>
        </div>
      </div>
    </footer>
  );
}
