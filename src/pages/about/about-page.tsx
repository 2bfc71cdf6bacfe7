import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { AboutDifferentials, AboutHero, AboutMission, AboutStats, AboutStory } from './about-sections';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { CtaPanel } from '../../components/sections/cta-panel';
import { usePage } from '../../components/use-page';

function AboutCta() {
  const { t, href } = usePage();
  return (
    <CtaPanel id="about-cta" title={t('about:cta.title')} description={t('about:cta.description')}>
      <a className="btn btn--primary btn--lg" href={href('/diagnosticlean')}>
        {t('about:cta.primary')}
      </a>
      <a className="btn btn--on-dark btn--lg" href={href('/contact')}>
        {t('about:cta.secondary')}
      </a>
    </CtaPanel>
  );
}

/** The about page's blocks (the About page entry's dynamic zone), by name. */
export const ABOUT_BLOCKS: BlockRegistry<BlockName<'about'>> = {
  stats: AboutStats,
  history: AboutStory,
  mission: AboutMission,
  differentials: AboutDifferentials,
  cta: AboutCta,
};

/** /about: hero, then its blocks (four statistics, history, mission, four differentials, two buttons). */
export function AboutPage({ blocks }: { blocks?: readonly BlockView[] }) {
  return (
    <>
      <AboutHero />
      <Blocks page="about" registry={ABOUT_BLOCKS} order={PAGE_BLOCKS.about} blocks={blocks} />
    </>
  );
}
