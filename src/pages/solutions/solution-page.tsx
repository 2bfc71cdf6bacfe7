import { chatLink } from '../../company';
import { Icon } from '../../components/icons';
import { usePage } from '../../components/use-page';
import { BenefitsResults } from './benefits-results';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { solutionContent } from './content';
import { CtaPanel } from '../../components/sections/cta-panel';
import { ErpVideoSection } from './erp-video-section';
import { ExternalLink } from '../../components/sections/external-link';
import { FeatureGrid } from './feature-grid';
import { solutionImage } from '../../components/solutions/media';
import { PageHero } from '../../components/solutions/page-hero';
import { SolutionCards } from '../../components/solutions/solution-cards';
import { SOLUTIONS, type Solution } from '../../components/solutions/catalog';
import { Prerendered } from '../../components/prerendered';

/**
 * The one layout of the eight solution pages: hero with background
 * image, key features, benefits with proven results, the ERP video, other solutions, and the
 * closing block whose two buttons open the messaging link in a new tab.
 */
export function SolutionPage({ solution }: { solution: Solution }) {
  const { t, href, company } = usePage();
  const content = solutionContent(t, solution.key);
  const chat = chatLink(company, content.chatMessage);
  const newTab = t('solutions:page.newTab');

  return (
    <>
      <PageHero
        image={solutionImage(solution.slug)}
        badge={content.badge}
        title={content.title}
        before={
          <Breadcrumbs
            label={t('solutions:page.breadcrumb')}
            trail={[
              [t('nav.services'), '/services'],
              [content.title, `/solutions/${solution.slug}`],
            ]}
          />
        }
        lead={
          <>
            <p className="page-hero__subtitle">{content.subtitle}</p>
            <p className="page-hero__lead">{content.description}</p>
          </>
        }
      >
        <div className="button-row page-hero__actions">
          <ExternalLink className="btn btn--primary btn--lg" href={chat} newTab={newTab}>
            {content.ctaPrimary}
            <Icon name="arrowRight" size={18} />
          </ExternalLink>
          <a className="btn btn--on-dark btn--lg" href={href('/diagnosticlean#form-section')}>
            {t('solutions:page.diagnostic')}
          </a>
        </div>
      </PageHero>

      <FeatureGrid
        solutionKey={solution.key}
        title={content.featuresTitle}
        description={content.featuresDescription}
        features={content.features}
      />

      <BenefitsResults
        benefitsTitle={content.benefitsTitle}
        benefits={content.benefits}
        gainsTitle={content.gainsTitle}
        gains={content.gains}
      />

      {solution.key === 'erp' ? <ErpVideoSection /> : null}

      {/* Backgrounds alternate: the ERP video sits between benefits and this block. */}
      <section className={`section other-solutions${solution.key === 'erp' ? ' section--alt' : ''}`} aria-labelledby="other-title">
        <Prerendered name="other-solutions" className="container">
          {() => (
            <>
              <header className="section__header">
                <h2 id="other-title">{t('solutions:page.otherTitle')}</h2>
                <p>{t('solutions:page.otherDescription')}</p>
              </header>
              <SolutionCards
                solutions={SOLUTIONS.filter((s) => s.slug !== solution.slug)}
                linkLabel={t('solutions:services.learnMore')}
                compact
              />
            </>
          )}
        </Prerendered>
      </section>

      <CtaPanel id="cta-title" title={content.ctaTitle} description={content.ctaDescription}>
        <ExternalLink className="btn btn--primary btn--lg" href={chat} newTab={newTab}>
          {content.ctaPrimary}
        </ExternalLink>
        <ExternalLink className="btn btn--whatsapp btn--lg" href={chat} newTab={newTab}>
          <Icon name="whatsapp" size={20} />
          {content.ctaSecondary}
        </ExternalLink>
      </CtaPanel>
    </>
  );
}
