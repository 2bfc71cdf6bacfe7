import type { ReactNode } from 'react';
import { chatLink } from '../../company';
import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { BudgetBanner } from './budget-banner';
import { HomeAuthority, HomeBenefits, HomeDigitalization } from './home-features';
import { HomeDiagnostic } from './home-diagnostic';
import { HomeHero } from './home-hero';
import { HomeMethod } from './home-method';
import { HomeSolutions } from './home-solutions';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { Faq, type FaqEntry } from '../../components/sections/faq';
import { FinalCta, FormAndChatButtons } from '../../components/sections/final-cta';
import { localeHeading } from '../../components/sections/section-header';
import { Testimonials, type Testimonial } from '../../components/sections/testimonials';
import { usePage } from '../../components/use-page';
import { tList } from '../../i18n/i18n';

function HomeTestimonials() {
  const { t } = usePage();
  return (
    <Testimonials
      id="depoimentos"
      className="section--alt"
      {...localeHeading(t, 'home:testimonials')}
      items={tList<Testimonial>(t, 'home:testimonials.items')}
    />
  );
}

function HomeFaq() {
  const { t } = usePage();
  return <Faq id="faq" {...localeHeading(t, 'home:faq')} items={tList<FaqEntry>(t, 'home:faq.items')} />;
}

function HomeFinalCta() {
  const { t, company } = usePage();
  const badges = tList<string>(t, 'home:finalCta.badges');
  return (
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
  );
}

/** The home page's blocks (the Home page entry's dynamic zone), by name. */
export const HOME_BLOCKS: BlockRegistry<BlockName<'home'>> = {
  solutions: HomeSolutions,
  diagnostic: HomeDiagnostic,
  authority: HomeAuthority,
  benefits: HomeBenefits,
  digitalization: HomeDigitalization,
  method: HomeMethod,
  testimonials: HomeTestimonials,
  faq: HomeFaq,
  finalCta: HomeFinalCta,
  budget: BudgetBanner,
};

/** Home: the first screen, then its blocks in order; the blog teaser (the latest articles, not the entry's) above the budget block. */
export function HomePage({ blogTeaser, blocks }: { blogTeaser: ReactNode; blocks?: readonly BlockView[] }) {
  return (
    <>
      <HomeHero />
      <Blocks
        page="home"
        registry={HOME_BLOCKS}
        order={PAGE_BLOCKS.home}
        blocks={blocks}
        anchored={{ before: 'budget', node: blogTeaser }}
      />
    </>
  );
}
