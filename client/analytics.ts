// Google Analytics behind the visitor's consent, only on sites that set GA_MEASUREMENT_ID (the
// renderer adds this script and the consent banner then and only then).
//
// Google Consent Mode v2, basic: every consent type starts denied, and gtag.js itself is not
// even requested until the visitor accepts, so nothing reaches Google and no cookie is set
// before a yes. Accepting updates analytics_storage to granted and loads the tag (at once after
// the click; on later pages at the first interaction, so no third party is contacted before it).
// Rejecting is stored too, and nothing ever loads. The choice lives in a first-party cookie for
// 6 months; the footer's 'cookie preferences' link opens the banner again to change it.
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  GA_COOKIE_MAX_AGE_SECONDS,
  consentFromCookieHeader,
  isConsentChoice,
  type ConsentChoice,
} from '../src/shared/consent';

type Gtag = (...args: unknown[]) => void;
const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag } & Record<string, unknown>;
const id = document.documentElement.dataset.gaId ?? '';
const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
let loaded = false;

w.dataLayer = w.dataLayer || [];
w.gtag = function gtag() {
  // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself (an array does not work).
  w.dataLayer.push(arguments);
};
w.gtag('consent', 'default', {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
});

function load(): void {
  for (const ev of events) window.removeEventListener(ev, load);
  if (loaded || !id) return;
  loaded = true;
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true, cookie_expires: GA_COOKIE_MAX_AGE_SECONDS });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

function store(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Analytics' own cookies, on this host and every parent domain gtag may have used. */
function dropAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => /^_ga($|_)|^_gid$|^_gat/.test(name));
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; Domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: as in store().
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}

function apply(choice: ConsentChoice, now: boolean): void {
  if (choice === 'granted') {
    w[`ga-disable-${id}`] = false;
    w.gtag('consent', 'update', { analytics_storage: 'granted' });
    if (now) load();
    else for (const ev of events) window.addEventListener(ev, load, { once: true, passive: true });
  } else {
    w.gtag('consent', 'update', { analytics_storage: 'denied' });
    // A tag loaded earlier on this page stops measuring at once.
    w[`ga-disable-${id}`] = true;
    dropAnalyticsCookies();
  }
}

const initial = consentFromCookieHeader(document.cookie);
if (initial) apply(initial, false);

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
banner?.querySelector('form')?.addEventListener('submit', (event) => {
  const value = (event.submitter as HTMLButtonElement | null)?.value;
  if (!isConsentChoice(value)) return;
  event.preventDefault();
  store(value);
  banner.hidden = true;
  // Focus was on the button just hidden: give it back to the page without moving it.
  document.getElementById('main')?.focus({ preventScroll: true });
  apply(value, true);
});

for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-consent-open]')) {
  link.addEventListener('click', (event) => {
    if (!banner) return;
    event.preventDefault();
    banner.hidden = false;
    banner.querySelector<HTMLElement>('#consent-title')?.focus();
  });
}
