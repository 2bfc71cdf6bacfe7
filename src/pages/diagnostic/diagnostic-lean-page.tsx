import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { DiagnosticBenefits, DiagnosticSolutions, ProcessSteps, Promises, WhyDiagnose } from './diagnostic-sections';
import { DiagnosticRequestForm } from '../../leads/forms/components/diagnostic-form';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { Icon } from '../../components/icons';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { diagnosticHeroImage, type ResponsiveImage } from '../../components/solutions/media';
import { tImage } from '../../i18n/i18n';
import type { TFunction } from 'i18next';
import { PageHero } from '../../components/solutions/page-hero';
import { usePage } from '../../components/use-page';

/** The photo behind the first screen: the CMS's when it has one, else the repository's. */
export const diagnosticImage = (t: TFunction): ResponsiveImage => tImage(t, 'diagnostic:hero.background') ?? diagnosticHeroImage;

/** The request form in #form-section (the header's call to action links there). */
function DiagnosticFormSection() {
  const { t } = usePage();
  return (
    <section className="section section--alt form-section" id="form-section" aria-labelledby="form-title">
      <div className="container form-section__inner">
        <div className="form-section__intro">
          <p className="eyebrow">{t('diagnostic:form.eyebrow')}</p>
          <h2 id="form-title">{t('diagnostic:form.title')}</h2>
          <p className="lead">{t('diagnostic:form.description')}</p>
          <Promises scope="form" className="form-promises" />
          <p className="form-section__privacy">{t('diagnostic:form.privacy')}</p>
        </div>
        <div className="form-card">
          <DiagnosticRequestForm placement="diagnostico-lean-page" />
        </div>
      </div>
    </section>
  );
}

/** The diagnostic page's blocks (the Diagnostic page entry's dynamic zone), by name. */
export const DIAGNOSTIC_BLOCKS: BlockRegistry<BlockName<'diagnostic'>> = {
  why: WhyDiagnose,
  process: ProcessSteps,
  solutions: DiagnosticSolutions,
  benefits: DiagnosticBenefits,
  form: DiagnosticFormSection,
};

/**
 * /diagnosticlean: hero, then its blocks (why diagnose, four steps, eight solution cards, benefits
 * and the request form).
 */
export function DiagnosticLeanPage({ blocks }: { blocks?: readonly BlockView[] }) {
  const { t } = usePage();
  return (
    <>
      <PageHero
        image={diagnosticImage(t)}
        badge={t('diagnostic:hero.badge')}
        title={t('diagnostic:hero.title')}
        before={<Breadcrumbs label={t('solutions:page.breadcrumb')} trail={[[t('nav.diagnostic'), '/diagnosticlean']]} />}
        lead={<p className="page-hero__lead page-hero__lead--lg">{t('diagnostic:hero.subtitle')}</p>}
      >
        <div className="button-row page-hero__actions">
          <a className="btn btn--primary btn--lg" href="#form-section">
            {t('diagnostic:hero.primary')}
            <Icon name="arrowRight" size={18} />
          </a>
          <a className="btn btn--on-dark btn--lg" href="#process">
            {t('diagnostic:hero.secondary')}
          </a>
        </div>
        <Promises scope="hero" className="hero-promises" />
      </PageHero>
      <Blocks page="diagnostic" registry={DIAGNOSTIC_BLOCKS} order={PAGE_BLOCKS.diagnostic} blocks={blocks} />
    </>
  );
}
