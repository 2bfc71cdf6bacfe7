import { chatLink } from '../../company';
import { LandingForm } from './landing-form';
import { LandingHero } from './landing-hero';
import { LandingDeliverables, LandingIndicators, LandingSolutions, LandingWhyChoose } from './landing-sections';
import { Faq, type FaqEntry } from '../../components/sections/faq';
import { FinalCta, FormAndChatButtons } from '../../components/sections/final-cta';
import { localeHeading } from '../../components/sections/section-header';
import { Testimonials, type Testimonial } from '../../components/sections/testimonials';
import { usePage } from '../../components/use-page';
import { tList } from '../../i18n/i18n';

/** /diagnostico-lean-digital-gratuito: the standalone landing page, sections in order. */
export function LandingPage() {
  const { t, company } = usePage();
  return (
    <>
      <LandingHero />
      <LandingIndicators />
      <LandingWhyChoose />
      <LandingSolutions />
      <LandingDeliverables />
      <LandingForm />
      <Testimonials
        id="depoimentos"
        {...localeHeading(t, 'landing:testimonials')}
        // The same three clients as the home (partnerships since 2013 and since 2020).
        items={tList<Testimonial>(t, 'home:testimonials.items')}
      />
      <Faq id="faq" className="section--alt" {...localeHeading(t, 'landing:faq')} items={tList<FaqEntry>(t, 'landing:faq.items')} />
      <FinalCta id="cta-final" title={t('landing:finalCta.title')} text={t('landing:finalCta.text')}>
        <FormAndChatButtons
          formHref="#form"
          formLabel={t('landing:finalCta.button')}
          chatHref={chatLink(company, t('landing:finalCta.chatMessage'))}
          chatLabel={t('landing:finalCta.chat')}
          newTab={t('landing:newTab')}
        />
      </FinalCta>
    </>
  );
}
