import { AboutDifferentials, AboutHero, AboutMission, AboutStats, AboutStory } from '../components/about/about-sections';
import { CtaPanel } from '../components/solutions/cta-panel';
import { usePage } from '../components/use-page';

/** /about (spec §2): hero, four statistics, history, mission, four differentials, two buttons. */
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
