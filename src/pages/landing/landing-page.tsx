import { chatLink } from '../../company';
import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { LandingForm } from './landing-form';
import { LandingHero } from './landing-hero';
import { LandingDeliverables, LandingIndicators, LandingSolutions, LandingWhyChoose } from './landing-sections';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { Faq, type FaqEntry } from '../../components/sections/faq';
import { FinalCta, FormAndChatButtons } from '../../components/sections/final-cta';
import { localeHeading } from '../../components/sections/section-header';
import { Testimonials, type Testimonial } from '../../components/sections/testimonials';
import { usePage } from '../../components/use-page';
import { tList } from '../../i18n/i18n';

function LandingTestimonials() {
  const { t } = usePage();
  return (
    <Testimonials
      id="depoimentos"
      {...localeHeading(t, 'landing:testimonials')}
      // The same three clients as the home (partnerships since 2013 and since 2020).
      items={tList<Testimonial>(t, 'home:testimonials.items')}
    />
  );
}

function LandingFaq() {
  const { t } = usePage();
  return <Faq id="faq" className="section--alt" {...localeHeading(t, 'landing:faq')} items={tList<FaqEntry>(t, 'landing:faq.items')} />;
}

function LandingFinalCta() {
  const { t, company } = usePage();
  return (
    <FinalCta id="cta-final" title={t('landing:finalCta.title')} text={t('landing:finalCta.text')}>
      <FormAndChatButtons
        formHref="#form"
        formLabel={t('landing:finalCta.button')}
        chatHref={chatLink(company, t('landing:finalCta.chatMessage'))}
        chatLabel={t('landing:finalCta.chat')}
        newTab={t('landing:newTab')}
      />
    </FinalCta>
  );
}

/** The campaign landing page's blocks (the Landing page entry's dynamic zone), by name. */
export const LANDING_BLOCKS: BlockRegistry<BlockName<'landing'>> = {
  indicators: LandingIndicators,
  whyChoose: LandingWhyChoose,
  solutions: LandingSolutions,
  deliverables: LandingDeliverables,
  form: LandingForm,
  testimonials: LandingTestimonials,
  faq: LandingFaq,
  finalCta: LandingFinalCta,
};

/** /diagnostico-lean-digital-gratuito: the standalone landing page, its first screen, then its blocks in order. */
export function LandingPage({ blocks }: { blocks?: readonly BlockView[] }) {
  return (
    <>
      <LandingHero />
      <Blocks page="landing" registry={LANDING_BLOCKS} order={PAGE_BLOCKS.landing} blocks={blocks} />
    </>
  );
}
