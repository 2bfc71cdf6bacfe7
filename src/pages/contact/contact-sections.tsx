import OfficeMapFacade from '../../../client/islands/office-map';
import { chatLink, type Company } from '../../company';
import { Icon } from '../../components/icons';
import { Island } from '../../components/island';
import { ExternalLink } from '../../components/sections/external-link';
import { QuietlyHeadedSection } from '../../components/sections/section-header';
import { usePage } from '../../components/use-page';
import { Prerendered } from '../../components/prerendered';

/** One-line postal address, for the map query. */
export function postalAddress(company: Company, country: string): string {
  return `${company.street}, ${company.city} - ${company.region}, ${company.postalCode}, ${country}`;
}

/** Three quick-contact cards: tel:, mailto: and the messaging link (new tab). */
export function QuickContacts() {
  const { t, company } = usePage();
  const newTab = t('contact:newTab');
  return (
    <QuietlyHeadedSection name="quick-contacts" className="quick-contacts" headingId="quick-title" title={t('contact:quick.title')}>
      {() => (
        <ul className="quick-contacts__list">
          <li className="quick-card">
            <span className="quick-card__icon">
              <Icon name="phone" size={22} />
            </span>
            <h3>{t('contact:quick.phone.title')}</h3>
            <p>{t('contact:quick.phone.description')}</p>
            <a className="quick-card__link" href={company.phoneHref}>
              {company.phone}
            </a>
          </li>
          <li className="quick-card">
            <span className="quick-card__icon">
              <Icon name="mail" size={22} />
            </span>
            <h3>{t('contact:quick.email.title')}</h3>
            <p>{t('contact:quick.email.description')}</p>
            <a className="quick-card__link" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          </li>
          <li className="quick-card quick-card--chat">
            <span className="quick-card__icon">
              <Icon name="whatsapp" size={22} />
            </span>
            <h3>{t('contact:quick.chat.title')}</h3>
            <p>{t('contact:quick.chat.description')}</p>
            <ExternalLink className="quick-card__link" href={chatLink(company, t('contact:chat.message'))} newTab={newTab}>
              {t('contact:quick.chat.action')}
            </ExternalLink>
          </li>
        </ul>
      )}
    </QuietlyHeadedSection>
  );
}

/** Address, phone, e-mail and opening hours (Monday to Friday, 8h to 18h), from company data. */
export function ContactInfo() {
  const { t, company } = usePage();
  return (
    <section className="info-card" aria-labelledby="info-title">
      <h2 id="info-title">{t('contact:info.title')}</h2>
      <dl className="info-list">
        <div>
          <dt>
            <Icon name="pin" size={18} />
            {t('contact:info.address')}
          </dt>
          <dd>
            <address>
              {company.street}
              <br />
              {company.city} – {company.region}, <span className="nowrap">{company.postalCode}</span>
              <br />
              {t('contact:info.country')}
            </address>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={18} />
            {t('contact:info.phone')}
          </dt>
          <dd>
            <a href={company.phoneHref}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" size={18} />
            {t('contact:info.email')}
          </dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={18} />
            {t('contact:info.hours')}
          </dt>
          <dd>{t('contact:info.hoursValue')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Messaging call to action. */
export function ChatCta() {
  const { t, company } = usePage();
  return (
    <section className="chat-cta" aria-labelledby="chat-cta-title">
      <span className="chat-cta__icon">
        <Icon name="whatsapp" size={28} />
      </span>
      <h2 id="chat-cta-title">{t('contact:chat.title')}</h2>
      <p>{t('contact:chat.description')}</p>
      <ExternalLink
        className="btn btn--whatsapp btn--block"
        href={chatLink(company, t('contact:chat.message'))}
        newTab={t('contact:newTab')}
      >
        <Icon name="whatsapp" size={20} />
        {t('contact:chat.button')}
      </ExternalLink>
    </section>
  );
}

/**
 * The office on a map, click-to-load: nothing is fetched from Google until the visitor asks (the
 * privacy notice says what loading it shares), in a fixed-ratio box, so nothing shifts; plus a
 * plain link to Maps.
 */
export function OfficeMap() {
  const { t, company } = usePage();
  const query = encodeURIComponent(postalAddress(company, t('contact:info.country')));
  const searchUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;
  return (
    <section className="section section--alt" aria-labelledby="map-title">
      <Prerendered name="office-map" islands={[OfficeMapFacade]} className="container">
        {() => (
          <>
            <header className="section__header">
              <p className="eyebrow">{t('contact:map.eyebrow')}</p>
              <h2 id="map-title">{t('contact:map.title')}</h2>
              <p>{t('contact:map.description')}</p>
            </header>
            <div className="map-box">
              <Island
                component={OfficeMapFacade}
                props={{
                  embedUrl: `https://www.google.com/maps?q=${query}&output=embed`,
                  searchUrl,
                  iframeTitle: t('contact:map.iframeTitle', { name: company.name }),
                  loadLabel: t('contact:map.load'),
                  note: t('contact:map.note'),
                  newTab: t('contact:newTab'),
                  street: company.street,
                  place: `${company.city} – ${company.region}`,
                  postalCode: company.postalCode,
                }}
              />
            </div>
            <p className="map-link">
              <ExternalLink href={searchUrl} newTab={t('contact:newTab')}>
                <Icon name="pin" size={18} />
                {t('contact:map.open')}
              </ExternalLink>
            </p>
          </>
        )}
      </Prerendered>
    </section>
  );
}
