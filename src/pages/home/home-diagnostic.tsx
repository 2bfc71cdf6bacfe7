import { LeadFormSection } from '../../leads/forms/components/lead-form-section';
import { LineIcon } from '../../components/sections/line-icon';
import { usePage } from '../../components/use-page';

/** The diagnostic section: the free diagnostic pitch beside the home lead form (strict variant). */
export function HomeDiagnostic() {
  const { t } = usePage();
  return (
    <LeadFormSection
      keys="home:diagnostic"
      id="diagnostico"
      className="home-diagnostic"
      headingId="home-diagnostic-title"
      formHeadingId="home-form-title"
      form={{ placement: 'home-page', variant: 'strict' }}
      extra={
        <ul className="promise-list">
          <li>
            <LineIcon name="timer" size={22} />
            <span>{t('home:diagnostic.promiseContact')}</span>
          </li>
          <li>
            <LineIcon name="clipboard" size={22} />
            <span>{t('home:diagnostic.promiseAnalysis')}</span>
          </li>
        </ul>
      }
    />
  );
}
