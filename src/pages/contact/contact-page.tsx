import { type BlockName, PAGE_BLOCKS } from '../../content/service';
import { ChatCta, ContactInfo, OfficeMap, QuickContacts } from './contact-sections';
import { ContactForm } from '../../leads/forms/components/contact-form';
import { type BlockRegistry, type BlockView, Blocks } from '../../components/blocks';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

/** The message form beside the contact details and the messaging call to action. */
function ContactMain() {
  const { t } = usePage();
  return (
    <div className="section contact-main">
      <div className="container contact-main__grid">
        <section className="form-card" aria-labelledby="contact-form-title">
          <p className="eyebrow">{t('contact:form.eyebrow')}</p>
          <h2 id="contact-form-title">{t('contact:form.title')}</h2>
          <p className="form-card__lead">{t('contact:form.description')}</p>
          <ContactForm />
        </section>
        <Prerendered name="contact-aside" className="contact-main__aside">
          {() => (
            <>
              <ContactInfo />
              <ChatCta />
            </>
          )}
        </Prerendered>
      </div>
    </div>
  );
}

/** The contact page's blocks (the Contact page entry's dynamic zone), by name. */
export const CONTACT_BLOCKS: BlockRegistry<BlockName<'contact'>> = {
  quick: QuickContacts,
  form: ContactMain,
  map: OfficeMap,
};

/**
 * /contact: header, then its blocks (three quick-contact cards, the message form beside contact
 * info and the messaging call to action, the office map).
 */
export function ContactPage({ blocks }: { blocks?: readonly BlockView[] }) {
  const { t } = usePage();
  return (
    <>
      <section className="soft-hero soft-hero--dark" aria-labelledby="page-title">
        <Prerendered name="contact-hero" className="container soft-hero__inner">
          {() => (
            <>
              <Breadcrumbs label={t('solutions:page.breadcrumb')} trail={[[t('nav.contact'), '/contact']]} />
              <p className="badge badge--on-dark">{t('contact:hero.badge')}</p>
              <h1 id="page-title">{t('contact:hero.title')}</h1>
              <p className="soft-hero__lead">{t('contact:hero.subtitle')}</p>
            </>
          )}
        </Prerendered>
      </section>
      <Blocks page="contact" registry={CONTACT_BLOCKS} order={PAGE_BLOCKS.contact} blocks={blocks} />
    </>
  );
}
