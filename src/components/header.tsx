import { SOLUTIONS } from './solutions/catalog';
import { Icon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { Prerendered } from './prerendered';
import { usePage } from './use-page';

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/services', key: 'nav.services', dropdown: true },
  { to: '/diagnosticlean', key: 'nav.diagnostic' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/contact', key: 'nav.contact' },
] as const;

/**
 * Contact top bar (hides past 20 px), fixed main bar, solutions dropdown, languages.
 * No script: header.css slides the bar away with a scroll-driven animation, and the mobile menu,
 * the solutions dropdown and the language menu are popovers (open and close on click, tap,
 * Enter or Space; Escape and a click outside close them; the browser tells assistive
 * technology whether they are open).
 */
export function Header() {
  const { t, href, route, company } = usePage();
  const current = (to: string) => (to === '/' ? route === '/' : route === to || route.startsWith(`${to}/`));
  // The bar and the navigations are the same on every page but for the current-page marks,
  // which are the key's `vary`; the language menu links back to this very URL, so it renders live.
  const marks = [
    ...NAV.filter((item) => current(item.to)).map((item) => item.to),
    ...SOLUTIONS.filter((s) => current(`/solutions/${s.slug}`)).map((s) => s.slug),
  ].join(' ');
  return (
    <>
      <header className="site-header" data-site-header="">
        <div className="topbar">
          <Prerendered name="topbar" site className="container topbar__inner">
            {() => <TopbarLinks />}
          </Prerendered>
        </div>
        <div className="mainbar">
          <div className="container mainbar__inner">
            <a className="brand" href={href('/')} aria-label={t('nav.homeLabel', { name: company.name })}>
              <Logo />
            </a>
            <Prerendered
              name="site-nav"
              site
              vary={marks}
              as="nav"
              className="site-nav"
              id="site-nav"
              attrs={{ 'data-site-nav': '', 'aria-label': t('nav.label') }}
            >
              {() => <NavLinks current={current} />}
            </Prerendered>
            <div className="mainbar__tools">
              <LanguageSwitcher id="header-lang" />
              <button type="button" className="menu-toggle" data-menu-toggle="" popoverTarget="mobile-menu">
                <Icon name="menu" className="menu-toggle__open" />
                <Icon name="close" className="menu-toggle__close" />
                <span className="visually-hidden">{t('nav.menu')}</span>
              </button>
            </div>
          </div>
        </div>
      </header>
      {/* Below 1024 px: the same links in a panel under the bar, the solutions as a disclosure. It
          sits after the header so that, where popovers are unknown, it is a block at the top of
          the page rather than a panel over it. */}
      <Prerendered
        name="mobile-menu"
        site
        vary={marks}
        className="mobile-menu"
        id="mobile-menu"
        attrs={{ popover: 'auto', 'data-mobile-menu': '' }}
      >
        {() => <MobileNavLinks current={current} />}
      </Prerendered>
    </>
  );
}

/** Phone, e-mail and social links of the top bar. */
function TopbarLinks() {
  const { company } = usePage();
  return (
    <>
      <ul className="topbar__contacts">
        <li>
          <a href={company.phoneHref}>
            <Icon name="phone" size={14} />
            <span>{company.phone}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${company.email}`}>
            <Icon name="mail" size={14} />
            <span>{company.email}</span>
          </a>
        </li>
      </ul>
      <ul className="topbar__social">
        {company.profiles.map((profile) => (
          <li key={profile.network}>
            <a href={profile.url} rel="noopener" target="_blank" aria-label={profile.label}>
              <Icon name={profile.network} size={14} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

type Current = (to: string) => boolean;

/**
 * The desktop navigation: pages, the solutions dropdown and the diagnostic call to action. The
 * dropdown shows on hover (CSS) and is a popover for its button (click, tap, Enter, Space).
 */
function NavLinks({ current }: { current: Current }) {
  const { t, href } = usePage();
  return (
    <>
      <ul className="site-nav__list">
        {NAV.map((item) =>
          'dropdown' in item ? (
            <li key={item.to} className="site-nav__item has-dropdown">
              <a href={href(item.to)} aria-current={current(item.to) ? 'page' : undefined}>
                {t(item.key)}
              </a>
              <button
                type="button"
                className="dropdown-toggle"
                data-dropdown-toggle=""
                popoverTarget="solutions-menu"
                aria-label={t('nav.solutionsToggle')}
              >
                <Icon name="chevronDown" size={16} />
              </button>
              <ul className="dropdown solution-links" id="solutions-menu" popover="auto">
                <SolutionLinks current={current} />
              </ul>
            </li>
          ) : (
            <li key={item.to} className="site-nav__item">
              <a href={href(item.to)} aria-current={current(item.to) ? 'page' : undefined}>
                {t(item.key)}
              </a>
            </li>
          ),
        )}
      </ul>
      <a className="btn btn--primary site-nav__cta" href={href('/diagnosticlean#form-section')}>
        {t('nav.cta')}
      </a>
    </>
  );
}

/** The mobile panel: the same links; the solutions open in place under their page's link. */
function MobileNavLinks({ current }: { current: Current }) {
  const { t, href } = usePage();
  return (
    <nav aria-label={t('nav.mobileLabel')}>
      <ul className="mobile-nav__list">
        {NAV.map((item) => (
          <li key={item.to} className="mobile-nav__item">
            <a href={href(item.to)} aria-current={current(item.to) ? 'page' : undefined}>
              {t(item.key)}
            </a>
            {'dropdown' in item ? (
              <details className="mobile-nav__solutions" data-mobile-solutions="">
                <summary aria-label={t('nav.solutionsToggle')}>
                  <Icon name="chevronDown" size={16} />
                </summary>
                <ul className="solution-links">
                  <SolutionLinks current={current} />
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <a className="btn btn--primary site-nav__cta" href={href('/diagnosticlean#form-section')}>
        {t('nav.cta')}
      </a>
    </nav>
  );
}

function SolutionLinks({ current }: { current: Current }) {
  const { t, href } = usePage();
  return SOLUTIONS.map((s) => (
    <li key={s.slug}>
      <a href={href(`/solutions/${s.slug}`)} aria-current={current(`/solutions/${s.slug}`) ? 'page' : undefined}>
        <strong>{t(`solutions.${s.key}.name`)}</strong>
        <span>{t(`solutions.${s.key}.short`)}</span>
      </a>
    </li>
  ));
}
