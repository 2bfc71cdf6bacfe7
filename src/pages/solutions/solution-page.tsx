import { chatLink } from '../../company';
import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { Icon } from '../../components/icons';
import { usePage } from '../../components/use-page';
import { BenefitsResults } from './benefits-results';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { solutionContent } from './content';
import { CtaPanel } from '../../components/sections/cta-panel';
import { ErpVideoSection } from './erp-video-section';
import { ExternalLink } from '../../components/sections/external-link';
import { FeatureGrid } from './feature-grid';
import { type ResponsiveImage, solutionImage } from '../../components/solutions/media';
import { RichText } from '../../components/sections/rich-text';
import { tImage } from '../../i18n/i18n';
import type { TFunction } from 'i18next';
import { PageHero } from '../../components/solutions/page-hero';
import { SolutionCards } from '../../components/solutions/solution-cards';
import { SOLUTIONS, type Solution } from '../../components/solutions/catalog';
import { Prerendered } from '../../components/prerendered';

/** The photo behind a solution page's first screen: the CMS's when it has one, else the repository's. */
export const solutionHeroImage = (t: TFunction, solution: Solution): ResponsiveImage =>
  tImage(t, `solutions:${solution.key}.background`) ?? solutionImage(solution.slug);

/** The solution's texts of this block's t(), and the messaging link its buttons open. */
function useSolution(solution: Solution) {
  const { t, href, company } = usePage();
  const content = solutionContent(t, solution.key);
  return { t, href, content, chat: chatLink(company, content.chatMessage), newTab: t('solutions:page.newTab') };
}

/** A solution page's blocks (its Solution page entry's dynamic zone), by name. */
function solutionBlocks(solution: Solution): BlockRegistry<BlockName<'solution'>> {
  return {
    features: () => {
      const { content } = useSolution(solution);
      return (
        <FeatureGrid
          solutionKey={solution.key}
          title={content.featuresTitle}
          description={content.featuresDescription}
          features={content.features}
        />
      );
    },
    benefits: () => {
      const { content } = useSolution(solution);
      return (
        <BenefitsResults
          benefitsTitle={content.benefitsTitle}
          benefits={content.benefits}
          gainsTitle={content.gainsTitle}
          gains={content.gains}
        />
      );
    },
    // The ERP page's own: the other solutions have no video.
    video: () => (solution.key === 'erp' ? <ErpVideoSection /> : null),
    cta: () => {
      const { content, chat, newTab } = useSolution(solution);
      return (
        <CtaPanel id="cta-title" title={content.ctaTitle} description={content.ctaDescription}>
          <ExternalLink className="btn btn--primary btn--lg" href={chat} newTab={newTab}>
            {content.ctaPrimary}
          </ExternalLink>
          <ExternalLink className="btn btn--whatsapp btn--lg" href={chat} newTab={newTab}>
            <Icon name="whatsapp" size={20} />
            {content.ctaSecondary}
          </ExternalLink>
        </CtaPanel>
      );
    },
  };
}

/** The other solutions' cards: not the entry's (every solution page links them), above the closing block. */
function OtherSolutions({ solution }: { solution: Solution }) {
  const { t } = usePage();
  return (
    // Backgrounds alternate: the ERP video sits between benefits and this block.
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
  );
}

/**
 * The one layout of the eight solution pages: hero with background image, then its blocks (key
 * features, benefits with proven results, the ERP video, the closing block whose two buttons open
 * the messaging link in a new tab), the other solutions above the closing block.
 */
export function SolutionPage({ solution, blocks }: { solution: Solution; blocks?: readonly BlockView[] }) {
  const { t, href, content, chat, newTab } = useSolution(solution);
  return (
    <>
      <PageHero
        image={solutionHeroImage(t, solution)}
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
            <RichText className="page-hero__lead" html={content.descriptionHtml} text={content.description} />
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
      <Blocks
        page="solution"
        registry={solutionBlocks(solution)}
        order={PAGE_BLOCKS.solution}
        blocks={blocks}
        anchored={{ before: 'cta', node: <OtherSolutions solution={solution} /> }}
      />
    </>
  );
}
