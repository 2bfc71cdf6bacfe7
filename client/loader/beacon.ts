// The site's own measurement in the browser (src/analytics/README.md), run by the starter
// (client/loader/start.ts) on every page, without a cookie:
// - where the visit came from (landing page, external referrer's host, the landing URL's UTM tags)
//   is kept in the tab's sessionStorage and added to every lead and contact form post, whether
//   the island posts it or the browser does (the `formdata` event fires for both);
// - one beacon per view once the page has loaded and is visible (and again when the page comes
//   back from the back-forward cache, as a new view), one per call to action (the WhatsApp, phone
//   and e-mail links, the diagnostic buttons), one per form at its first focus or input, and one
//   per Core Web Vital's rating (client/vitals.ts, imported once the page is idle), sent with
//   sendBeacon, or a keepalive fetch where it is missing or refuses (no answer waited for,
//   nothing on the page changes). The wire format is src/shared/beacon-protocol.ts.
// A browser driven by automation (navigator.webdriver) or one asking not to be tracked (Global
// Privacy Control, Do Not Track) sends no beacon; the server ignores them too. Every byte here is
// inlined in every page: it is written small.

import { BEACON_LIMITS, type BeaconBody, CLICK_IDS, type CtaKind, VIEW_FIELD, VITALS_ATTRIBUTE } from '../../src/shared/beacon-protocol';

/** The visit's source as the form posts it: landing_page, referrer_host and the UTM tags. */
type Visit = Record<string, string>;

const KEY = 'site:visit';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'];

/** The visit this tab is in: a page with UTM tags or another site's referrer starts a new one. */
function visitOf(): Visit {
  const query = new URLSearchParams(location.search);
  let referrer = '';
  try {
    referrer = new URL(document.referrer).hostname;
  } catch {
    // No referrer, or not a URL.
  }
  if (referrer === location.hostname) referrer = '';
  const arrival: Visit = { landing_page: location.pathname, referrer_host: referrer };
  for (const name of UTM) arrival[name] = (query.get(name) ?? '').slice(0, BEACON_LIMITS.utm);
  // An ad click without UTM tags: its network's source and medium (the identifier's value is never read).
  for (const [id, [source, medium]] of Object.entries(CLICK_IDS))
    if (query.has(id) && !arrival.utm_source && !arrival.utm_medium) Object.assign(arrival, { utm_source: source, utm_medium: medium });
  let visit = arrival;
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept && !referrer && !UTM.some((name) => arrival[name])) visit = JSON.parse(kept) as Visit;
    else sessionStorage.setItem(KEY, JSON.stringify(arrival));
  } catch {
    // Storage refused (a private mode): this page's own values still go with its forms.
  }
  return visit;
}

/** A lead or contact form of the site: its placement as the server counts its leads. */
function placementOf(form: HTMLFormElement): string | undefined {
  const action = form.getAttribute('action') ?? '';
  if (!/\/api\/(leads|contact)$/.test(action)) return undefined;
  const named = (form.elements.namedItem('identificador') ?? form.elements.namedItem('traffic_source')) as HTMLInputElement | null;
  return named?.value || (action.endsWith('/contact') ? 'contact' : form.id);
}

/** What kind of call to action a link is, if it is one: by its href. */
function ctaKind(link: HTMLAnchorElement): CtaKind | undefined {
  const href = link.getAttribute('href') ?? '';
  if (/^tel:/.test(href)) return 'phone';
  if (/^mailto:/.test(href)) return 'email';
  if (/^(whatsapp:|https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\/)/.test(href)) return 'whatsapp';
  // The diagnostic page, or a button down to the page's own request form.
  if (
    (link.origin === location.origin && /\/(diagnosticlean|diagnostico-lean-digital-gratuito)$/.test(link.pathname)) ||
    (/^#(form|form-section|diagnostico)$/.test(href) && link.classList.contains('btn'))
  )
    return 'diagnostic';
  return undefined;
}

/**
 * Runs `run` once the page has loaded and painted its first content. The load event can come
 * before the first frame (a small page whose image is in by then), and Lighthouse's simulation
 * puts every request that starts before the largest paint on its path: the beacon and the vitals
 * module wait for the paint. Where paint timing is unknown, the load event alone.
 */
function afterFirstPaint(run: () => void): void {
  const loaded = () => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return void setTimeout(run);
    const seen = new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(run);
    });
    seen.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}

export function startBeacon(script: HTMLScriptElement | null): void {
  const visit = visitOf();
  let view = '';
  addEventListener(
    'formdata',
    (event) => {
      if (!placementOf(event.target as HTMLFormElement)) return;
      const data = (event as FormDataEvent).formData;
      // The landing URL's tags win over this page's (with JavaScript; without it, the server reads the page's).
      const tagged = UTM.some((name) => visit[name]);
      for (const [name, value] of Object.entries(visit)) if (value || (tagged && name.startsWith('utm'))) data.set(name, value);
      if (view) data.set(VIEW_FIELD, view);
    },
    true,
  );
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.webdriver || nav.globalPrivacyControl || nav.doNotTrack === '1') return;
  const viewId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  const base: BeaconBody = {
    e: 'view',
    p: location.pathname,
    v: (view = viewId()),
    l: document.documentElement.lang,
    r: visit.referrer_host,
    s: visit.utm_source,
    m: visit.utm_medium,
    c: visit.utm_campaign,
  };
  let taken = new Set<string>();
  const send = (extra: Partial<BeaconBody> & Pick<BeaconBody, 'e'>) => {
    const key = JSON.stringify(extra);
    if (taken.has(key)) return;
    taken.add(key);
    const body = JSON.stringify({ ...base, ...extra } satisfies BeaconBody);
    let queued = false;
    try {
      queued = navigator.sendBeacon('/api/beacon', body);
    } catch {
      // No sendBeacon (or it threw): fetch below.
    }
    // Missing, or refused (its queue full): a keepalive fetch outlives the page as well.
    if (!queued) fetch('/api/beacon', { method: 'POST', body, keepalive: true }).catch(() => {});
  };
  const sendView = () => {
    if (document.visibilityState === 'visible') send({ e: 'view' });
    else addEventListener('visibilitychange', sendView, { once: true });
  };
  afterFirstPaint(sendView);
  // A page restored from the back-forward cache runs no script again: it is a new view of its own.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    base.v = view = viewId();
    taken = new Set();
    sendView();
  });
  // Core Web Vitals once the page is idle (client/vitals.ts): a rating per metric and view.
  const vitals = script?.getAttribute(VITALS_ATTRIBUTE);
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000));
  if (vitals) {
    const load = () =>
      idle(() =>
        (import(vitals) as Promise<typeof import('../vitals')>)
          .then((m) => m.watchVitals((k, g) => send({ e: 'vital', k, g })))
          .catch(() => {}),
      );
    afterFirstPaint(load);
  }
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const kind = link && ctaKind(link);
      // Where it sits: its nearest section's id, else the landmark it is in.
      const id = link?.closest('[id]')?.id.toLowerCase() ?? '';
      const place = /^[a-z0-9-]{1,64}$/.test(id) ? id : (link?.closest('header, footer, nav, aside, main')?.localName ?? '');
      if (kind) send({ e: 'cta', k: kind, t: place });
    },
    true,
  );
  const onForm = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.('form');
    const placement = form && placementOf(form);
    if (placement) send({ e: 'form_start', t: placement });
  };
  addEventListener('focusin', onForm, true);
  addEventListener('input', onForm, true);
}
