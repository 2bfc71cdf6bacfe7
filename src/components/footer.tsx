import { SOLUTIONS } from './solutions/catalog';
import { Icon } from './icons';
import { LegalLinks } from './legal/legal-links';
import { LinkList, type SiteLink } from './link-list';
import { Logo } from './logo';
import { Prerendered } from './prerendered';
import { usePage } from './use-page';

/** Address, phone, chat number, e-mail, hours, navigation and solution links. */
const FOOTER_LINKS: SiteLink[] = [
  ['/', 'nav.home'],
  ['/about', 'nav.about'],
  ['/services', 'nav.services'],
  ['/diagnosticlean', 'nav.diagnostic'],
  ['/blog', 'nav.blog'],
  ['/contact', 'nav.contact'],
];

export function Footer() {
  const year = new Date().getUTCFullYear();
  // The 'cookie preferences' link exists where there is a choice to make: with analytics.
  const analytics = Boolean(usePage().env.GA_MEASUREMENT_ID?.trim());
  return (
    <Prerendered name="footer" site vary={`${year}|${analytics}`} as="footer" className="site-footer">
      {() => <FooterContent year={year} analytics={analytics} />}
    </Prerendered>
  );
}

function FooterContent({ year, analytics }: { year: number; analytics: boolean }) {
  const { t, href, company } = usePage();
  return (
    <>
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {company.name}
          </h2>
          <Logo inverted />
          <p>{t('footer.about')}</p>
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="site-footer__title">
            {t('footer.navigation')}
          </h2>
          <LinkList links={FOOTER_LINKS} />
        </nav>
        <nav aria-labelledby="footer-solutions">
          <h2 id="footer-solutions" className="site-footer__title">
            {t('footer.solutions')}
          </h2>
          <ul>
            {SOLUTIONS.map((s) => (
              <li key={s.slug}>
                <a href={href(`/solutions/${s.slug}`)}>{t(`solutions.${s.key}.name`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contact')}
          </h2>
          <address className="site-footer__contact">
            <p>
              <Icon name="pin" size={16} />
              <span>
                {company.street}
                <br />
                {company.city} – {company.region}, {company.postalCode}
              </span>
            </p>
            <p>
              <Icon name="phone" size={16} />
              <a href={company.phoneHref}>{company.phone}</a>
            </p>
            <p>
              <Icon name="whatsapp" size={16} />
              <a href={`https://wa.me/${company.whatsappDigits}`} target="_blank" rel="noopener">
                {company.whatsapp}
              </a>
            </p>
            <p>
              <Icon name="mail" size={16} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p>
              <Icon name="clock" size={16} />
              <span>{t('footer.hours')}</span>
            </p>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t('footer.rights', { year, name: company.name })}</p>
          <ul>
            <li>
              <a href={href('/sitemap')}>{t('footer.sitemap')}</a>
            </li>
            <LegalLinks analytics={analytics} />
          </ul>
        </div>
      </div>
    </>
  );
}
