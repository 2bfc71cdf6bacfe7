import { tList } from '../../i18n/i18n';
import { LeadForm } from '../forms/lead-form';
import { SectionHeader } from '../sections/section-header';
import { usePage } from '../use-page';

/** The request form, in the section with id "form" that the hero button scrolls to. */
export function LandingForm() {
  const { t } = usePage();
  const points = tList<string>(t, 'landing:form.points');
  return (
    <section className="section section--alt landing-form" id="form" aria-labelledby="landing-form-title">
      <div className="container section-split">
        <div className="section-split__text">
          <SectionHeader
            id="landing-form-title"
            align="start"
            eyebrow={t('landing:form.eyebrow')}
            title={t('landing:form.title')}
            subtitle={t('landing:form.subtitle')}
          />
          <ul className="check-list check-list--lg">
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div className="lead-card" role="group" aria-labelledby="landing-lead-title">
          <h3 id="landing-lead-title" className="lead-card__title">
            {t('landing:form.formTitle')}
          </h3>
          <p className="lead-card__text">{t('landing:form.formText')}</p>
          <LeadForm placement="diagnostico-lean-digital-gratuito" />
        </div>
      </div>
    </section>
  );
}
