import { AboutDifferentials, AboutHero, AboutMission, AboutStats, AboutStory } from './about-sections';
import { CtaPanel } from '../../components/sections/cta-panel';
import { usePage } from '../../components/use-page';

/** /about: hero, four statistics, history, mission, four differentials, two buttons. */
export function AboutPage() {
  const { t, href } = usePage();
  return (
    <>
      <AboutHero />
      <AboutStats />
      <AboutStory />
      <AboutMission />
      <AboutDifferentials />
      <CtaPanel id="about-cta" title={t('about:cta.title')} description={t('about:cta.description')}>
        <a className="btn btn--primary btn--lg" href={href('/diagnosticlean')}>
          {t('about:cta.primary')}
        </a>
        <a className="btn btn--on-dark btn--lg" href={href('/contact')}>
          {t('about:cta.secondary')}
        </a>
      </CtaPanel>
    </>
  );
}
