import { tList } from '../../i18n/i18n';
import { LeadForm } from '../forms/lead-form';
import { LineIcon } from '../sections/line-icon';
import { SectionHeader } from '../sections/section-header';
import { usePage } from '../use-page';

/** Spec §1 diagnostic section: the free diagnostic pitch beside the home lead form (strict variant). */
export function HomeDiagnostic() {
  const { t } = usePage();
  const points = tList<string>(t, 'home:diagnostic.points');
  return (
    <section className="section section--alt home-diagnostic" id="diagnostico" aria-labelledby="home-diagnostic-title">
      <div className="container section-split">
        <div className="section-split__text">
          <SectionHeader
            id="home-diagnostic-title"
            align="start"
            eyebrow={t('home:diagnostic.eyebrow')}
            title={t('home:diagnostic.title')}
            subtitle={t('home:diagnostic.subtitle')}
          />
          <ul className="check-list check-list--lg">
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <ul className="promise-list" role="list">
            <li>
              <LineIcon name="timer" size={22} />
              <span>{t('home:diagnostic.promiseContact')}</span>
            </li>
            <li>
              <LineIcon name="clipboard" size={22} />
              <span>{t('home:diagnostic.promiseAnalysis')}</span>
            </li>
          </ul>
        </div>
        <div className="lead-card" aria-labelledby="home-form-title" role="group">
          <h3 id="home-form-title" className="lead-card__title">
            {t('home:diagnostic.formTitle')}
          </h3>
          <p className="lead-card__text">{t('home:diagnostic.formText')}</p>
          <LeadForm placement="home-page" variant="strict" />
        </div>
      </div>
    </section>
  );
}
