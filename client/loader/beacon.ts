// The site's own measurement in the browser (docs/analytics.md), run by the starter (client/loader/start.ts)
// on every page, without a cookie:
// - where the visit came from (landing page, external referrer's host, the landing URL's UTM tags)
//   is kept in the tab's sessionStorage and added to every form post as hidden fields, whether
//   the island posts it or the browser does (the `formdata` event fires for both);
// - one beacon per view once the page has loaded and is visible, one per call to action (the
//   WhatsApp, phone and e-mail links, the diagnostic buttons) and one per form at its first focus
//   or input, sent with sendBeacon (no response waited for, nothing on the page changes).
// A browser driven by automation (navigator.webdriver) or one asking not to be tracked (Global
// Privacy Control, Do Not Track) sends no beacon; the server ignores them too.

/** The visit's source, as the form posts it. */
interface Visit {
  landing_page: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const KEY = 'site:visit';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const SLUG = /^[a-z0-9-]{1,64}$/;
const DIAGNOSTIC_PATH = /\/(diagnosticlean|diagnostico-lean-digital-gratuito)$/;
const DIAGNOSTIC_HASH = /^#(form|form-section|diagnostico)$/;

/** This page's arrival: a visit starts here when it carries UTM tags or comes from another site. */
function arrival(): Visit | undefined {
  const query = new URLSearchParams(location.search);
  let referrer = '';
  try {
    referrer = document.referrer ? new URL(document.referrer).hostname : '';
  } catch {
    referrer = '';
  }
  if (referrer === location.hostname) referrer = '';
  const utm = UTM.map((name) => (query.get(name) ?? '').slice(0, 200));
  if (!referrer && utm.every((v) => !v)) return undefined;
  return { landing_page: location.pathname, referrer_host: referrer, utm_source: utm[0]!, utm_medium: utm[1]!, utm_campaign: utm[2]! };
}

/** The visit this tab is in: a new arrival replaces it; a direct first page starts one. */
function visitOf(): Visit {
  const fresh = arrival();
  let kept: Visit | undefined;
  try {
    kept = fresh ? undefined : ((JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Visit | null) ?? undefined);
  } catch {
    kept = undefined;
  }
  const visit = fresh ?? kept ?? { landing_page: location.pathname, referrer_host: '', utm_source: '', utm_medium: '', utm_campaign: '' };
  try {
    if (visit !== kept) sessionStorage.setItem(KEY, JSON.stringify(visit));
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
  return named?.value || (action.endsWith('/contact') ? 'contact' : form.id || 'form');
}

/** What kind of call to action a link is, if it is one. */
function ctaKind(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) return 'phone';
  if (href.startsWith('mailto:')) return 'email';
  if (/^(whatsapp:|https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\/)/.test(href)) return 'whatsapp';
  if (link.origin === location.origin && DIAGNOSTIC_PATH.test(link.pathname)) return 'diagnostic';
  if (href.startsWith('#') && DIAGNOSTIC_HASH.test(href) && link.classList.contains('btn')) return 'diagnostic';
  return undefined;
}

/** Where a call to action sits: its nearest section's id, else the landmark it is in. */
function placeOf(el: Element): string {
  const id = el.closest('[id]')?.id.toLowerCase() ?? '';
  if (SLUG.test(id)) return id;
  return el.closest('header, footer, nav, aside, main')?.localName ?? '';
}

function untracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.webdriver === true || nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

export function startBeacon(): void {
  const visit = visitOf();
  addEventListener(
    'formdata',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!placementOf(form)) return;
      const data = (event as FormDataEvent).formData;
      data.set('landing_page', visit.landing_page);
      if (visit.referrer_host) data.set('referrer_host', visit.referrer_host);
      // The landing URL's tags win over this page's (with JavaScript; without it, the server reads the page's).
      if (UTM.some((name) => visit[name])) for (const name of UTM) data.set(name, visit[name]);
    },
    true,
  );
  if (untracked()) return;
  const view = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  const base = { p: location.pathname, v: view, l: document.documentElement.lang, r: visit.referrer_host };
  const utm = { s: visit.utm_source, m: visit.utm_medium, c: visit.utm_campaign };
  const send = (e: string, extra: Record<string, string> = {}) => {
    try {
      navigator.sendBeacon('/api/beacon', JSON.stringify({ e, ...base, ...utm, ...extra }));
    } catch {
      // No beacon: nothing to tell the visitor.
    }
  };
  const sendView = () => {
    if (document.visibilityState === 'visible') send('view');
    else addEventListener('visibilitychange', sendView, { once: true });
  };
  if (document.readyState === 'complete') setTimeout(sendView);
  else addEventListener('load', () => setTimeout(sendView), { once: true });

  const taken = new Set<string>();
  const once = (key: string, e: string, extra: Record<string, string>) => {
    if (taken.has(key)) return;
    taken.add(key);
    send(e, extra);
  };
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const kind = link && ctaKind(link);
      if (link && kind) once(`cta:${kind}`, 'cta', { k: kind, t: placeOf(link) });
    },
    true,
  );
  const onForm = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.('form');
    const placement = form && placementOf(form);
    if (placement && SLUG.test(placement)) once(`form:${placement}`, 'form_start', { t: placement });
  };
  addEventListener('focusin', onForm, true);
  addEventListener('input', onForm, true);
}
