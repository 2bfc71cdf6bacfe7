import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { Icon } from '../../components/icons';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { CtaPanel } from '../../components/sections/cta-panel';
import { type SolutionCardText, SolutionCards } from '../../components/solutions/solution-cards';
import { tList } from '../../i18n/i18n';
import { usePage } from '../../components/use-page';
import { SOLUTIONS } from '../../components/solutions/catalog';
import { Prerendered } from '../../components/prerendered';

/** The grid's cards from the CMS (the Services page's `cards`), in the editor's order; none: the eight solutions' own. */
function cmsCards(t: ReturnType<typeof usePage>['t']): SolutionCardText[] | undefined {
  const given = tList<Omit<SolutionCardText, 'solution'> & { solution: string }>(t, 'solutions:services.cards');
  const cards = given.flatMap((card) => {
    const solution = SOLUTIONS.find((s) => s.key === card.solution);
    return solution ? [{ ...card, solution }] : [];
  });
  return cards.length > 0 ? cards : undefined;
}

function ServicesSolutions() {
  const { t } = usePage();
  const cards = cmsCards(t);
  const pillars = cards?.filter((c) => c.solution.pillar);
  const advanced = cards?.filter((c) => !c.solution.pillar);
  return (
    <section className="section" aria-labelledby="solutions-title">
      <Prerendered name="services-solutions" className="container">
        {() => (
          <>
            <header className="section__header">
              <h2 id="solutions-title">{t('solutions:services.gridTitle')}</h2>
              <p>{t('solutions:services.gridDescription')}</p>
            </header>
            {pillars?.length !== 0 ? (
              <>
                <h3 className="group-title">{t('solutions:services.pillars')}</h3>
                <SolutionCards
                  solutions={SOLUTIONS.filter((s) => s.pillar)}
                  cards={pillars}
                  linkLabel={t('solutions:services.learnMore')}
                  photo
                  headingLevel={4}
                />
              </>
            ) : null}
            {advanced?.length !== 0 ? (
              <>
                <h3 className="group-title">{t('solutions:services.advanced')}</h3>
                <div className="services-advanced">
                  <SolutionCards
                    solutions={SOLUTIONS.filter((s) => !s.pillar)}
                    cards={advanced}
                    linkLabel={t('solutions:services.learnMore')}
                    photo
                    headingLevel={4}
                  />
                </div>
              </>
            ) : null}
          </>
        )}
      </Prerendered>
    </section>
  );
}

function ServicesCta() {
  const { t, href } = usePage();
  return (
    <CtaPanel id="services-cta" title={t('solutions:services.ctaTitle')} description={t('solutions:services.ctaDescription')}>
      <a className="btn btn--primary btn--lg" href={href('/diagnosticlean#form-section')}>
        {t('solutions:services.ctaPrimary')}
      </a>
      <a className="btn btn--on-dark btn--lg" href={href('/contact')}>
        {t('solutions:services.ctaSecondary')}
      </a>
    </CtaPanel>
  );
}

/** The services page's blocks (the Services page entry's dynamic zone), by name. */
export const SERVICES_BLOCKS: BlockRegistry<BlockName<'services'>> = {
  solutions: ServicesSolutions,
  cta: ServicesCta,
};

/**
 * /services: the placeholder 'Serviços em breve...' (and its translations), made useful:
 * the eight solutions as cards and a call to the free diagnosis.
 */
export function ServicesPage({ blocks }: { blocks?: readonly BlockView[] }) {
  const { t } = usePage();
  return (
    <>
      <section className="soft-hero" aria-labelledby="page-title">
        <Prerendered name="services-hero" className="container soft-hero__inner">
          {() => (
            <>
              <Breadcrumbs label={t('solutions:page.breadcrumb')} trail={[[t('nav.services'), '/services']]} />
              <p className="badge badge--accent">{t('solutions:services.badge')}</p>
              <h1 id="page-title">{t('solutions:services.title')}</h1>
              <p className="coming-soon">
                <Icon name="clock" size={20} />
                {t('solutions:services.message')}
              </p>
              <p className="soft-hero__lead">{t('solutions:services.lead')}</p>
            </>
          )}
        </Prerendered>
      </section>
      <Blocks page="services" registry={SERVICES_BLOCKS} order={PAGE_BLOCKS.services} blocks={blocks} />
    </>
  );
}
