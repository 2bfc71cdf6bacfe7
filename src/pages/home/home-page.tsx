import type { ReactNode } from 'react';
import { chatLink } from '../../company';
import { BudgetBanner } from './budget-banner';
import { HomeAuthority, HomeBenefits, HomeDigitalization } from './home-features';
import { HomeDiagnostic } from './home-diagnostic';
import { HomeHero } from './home-hero';
import { HomeMethod } from './home-method';
import { HomeSolutions } from './home-solutions';
import { Icon } from '../../components/icons';
import { Faq, type FaqEntry } from '../../components/sections/faq';
import { FinalCta } from '../../components/sections/final-cta';
import { localeHeading } from '../../components/sections/section-header';
import { Testimonials, type Testimonial } from '../../components/sections/testimonials';
import { usePage } from '../../components/use-page';
import { tList } from '../../i18n/i18n';

/** Home, its sections in order. */
export function HomePage({ blogTeaser }: { blogTeaser: ReactNode }) {
  const { t, company } = usePage();
  const badges = tList<string>(t, 'home:finalCta.badges');
  return (
    <>
      <HomeHero />
      <HomeSolutions />
      <HomeDiagnostic />
      <HomeAuthority />
      <HomeBenefits />
      <HomeDigitalization />
      <HomeMethod />
      <Testimonials
        id="depoimentos"
        className="section--alt"
        {...localeHeading(t, 'home:testimonials')}
        items={tList<Testimonial>(t, 'home:testimonials.items')}
      />
      <Faq id="faq" {...localeHeading(t, 'home:faq')} items={tList<FaqEntry>(t, 'home:faq.items')} />
      <FinalCta
        id="cta-final"
        title={t('home:finalCta.title')}
        text={t('home:finalCta.text')}
        badges={[
          { label: badges[0] ?? '', icon: 'zap' },
          { label: badges[1] ?? '', icon: 'target' },
          { label: badges[2] ?? '', icon: 'trendingUp' },
        ]}
      >
        <a className="btn btn--primary btn--lg" href="#diagnostico">
          {t('home:finalCta.primary')}
          <Icon name="arrowRight" size={18} />
        </a>
        <a className="btn btn--on-dark btn--lg" href={chatLink(company, t('home:hero.chatMessage'))} target="_blank" rel="noopener">
          <Icon name="whatsapp" size={20} />
          {t('home:finalCta.secondary')}
          <span className="visually-hidden"> {t('home:newTab')}</span>
        </a>
      </FinalCta>
      {blogTeaser}
      <BudgetBanner />
    </>
  );
}
