// The site shell's behaviour on every page, without React: header scroll state, mobile menu,
// solutions dropdown, language menu, messaging widget, history buttons and deferred analytics.
// Everything here enhances HTML that already works without JavaScript.

/** Spec §9: header scroll threshold, desktop breakpoint, messaging timings. */
export const SCROLL_THRESHOLD = 20;
export const DESKTOP_QUERY = '(min-width: 1024px)';
export const CHAT_BUTTON_DELAY = 2000;
export const CHAT_BUBBLE_DELAY = 3000;
export const CHAT_BUBBLE_DURATION = 5000;

const root = document.documentElement;

function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const onScroll = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLL_THRESHOLD);
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  const menuButton = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = header.querySelector<HTMLElement>('[data-site-nav]');
  const setMenu = (open: boolean) => {
    menuButton?.setAttribute('aria-expanded', String(open));
    nav?.classList.toggle('is-open', open);
    header.classList.toggle('menu-open', open);
  };
  menuButton?.addEventListener('click', () => setMenu(menuButton.getAttribute('aria-expanded') !== 'true'));
  const desktop = window.matchMedia(DESKTOP_QUERY);
  desktop.addEventListener('change', (e) => {
    if (e.matches) setMenu(false);
  });

  for (const dropdown of header.querySelectorAll<HTMLElement>('[data-dropdown]')) initDropdown(dropdown);

  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    if (menuButton?.getAttribute('aria-expanded') === 'true') {
      setMenu(false);
      menuButton.focus();
    }
  });
}

/** A disclosure: the button toggles it (tap, click, Enter, Space); hover opens it on desktop via CSS. */
function initDropdown(dropdown: HTMLElement): void {
  const button = dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
  if (!button) return;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    dropdown.classList.toggle('is-open', open);
  };
  button.addEventListener('click', (e) => {
    e.preventDefault();
    set(button.getAttribute('aria-expanded') !== 'true');
  });
  dropdown.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      e.stopPropagation();
      set(false);
      button.focus();
    }
  });
  dropdown.addEventListener('focusout', (e) => {
    if (!dropdown.contains(e.relatedTarget as Node | null)) set(false);
  });
  document.addEventListener('click', (e) => {
    if (!dropdown.contains(e.target as Node)) set(false);
  });
}

/** The language menu is a <details>; close it on outside click and Escape. */
function initLanguageMenu(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-lang-menu]')) {
    document.addEventListener('click', (e) => {
      if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
    });
    menu.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && menu.open) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    });
  }
}

/** Spec §4 messaging widget: button after 2 s, greeting bubble 3 s later for 5 s, closable. */
function initChatWidget(): void {
  const widget = document.querySelector<HTMLElement>('[data-chat-widget]');
  if (!widget) return;
  const bubble = widget.querySelector<HTMLElement>('[data-chat-bubble]');
  let dismissed = false;
  window.setTimeout(() => {
    widget.classList.add('is-visible');
    window.setTimeout(() => {
      if (dismissed || !bubble) return;
      bubble.hidden = false;
      window.setTimeout(() => {
        bubble.hidden = true;
      }, CHAT_BUBBLE_DURATION);
    }, CHAT_BUBBLE_DELAY);
  }, CHAT_BUTTON_DELAY);
  widget.querySelector('[data-chat-close]')?.addEventListener('click', () => {
    dismissed = true;
    if (bubble) bubble.hidden = true;
  });
}

/** Buttons of the 404 and error pages that need the browser: back and reload. */
function initActions(): void {
  document.addEventListener('click', (e) => {
    const target = (e.target as Element).closest<HTMLElement>('[data-action]');
    if (!target) return;
    const action = target.dataset.action;
    if (action === 'back') {
      e.preventDefault();
      if (history.length > 1) history.back();
      else location.assign(target.getAttribute('href') || '/');
    } else if (action === 'reload') {
      e.preventDefault();
      location.reload();
    }
  });
}

/** Google Analytics loads on the first interaction, so no third party is contacted before it. */
function initAnalytics(): void {
  const id = root.dataset.gaId;
  if (!id) return;
  const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  const load = () => {
    for (const ev of events) window.removeEventListener(ev, load);
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
    w.dataLayer = w.dataLayer || [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', id, { anonymize_ip: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  };
  for (const ev of events) window.addEventListener(ev, load, { once: true, passive: true });
}

initHeader();
initLanguageMenu();
initChatWidget();
initActions();
initAnalytics();
