import type { ReactNode } from 'react';
import { chatLink } from '../../company';
import { BudgetBanner } from './budget-banner';
import { HomeAuthority, HomeBenefits, HomeDigitalization } from './home-features';
import { HomeDiagnostic } from './home-diagnostic';
import { HomeHero } from './home-hero';
import { HomeMethod } from './home-method';
import { HomeSolutions } from './home-solutions';
import { Faq, type FaqEntry } from '../../components/sections/faq';
import { FinalCta, FormAndChatButtons } from '../../components/sections/final-cta';
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
        <FormAndChatButtons
          formHref="#diagnostico"
          formLabel={t('home:finalCta.primary')}
          chatHref={chatLink(company, t('home:hero.chatMessage'))}
          chatLabel={t('home:finalCta.secondary')}
          newTab={t('home:newTab')}
        />
      </FinalCta>
      {blogTeaser}
      <BudgetBanner />
    </>
  );
}
