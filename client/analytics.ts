// Google Analytics, only on sites that set GA_MEASUREMENT_ID (the renderer adds this script then
// and only then). gtag.js loads on the visitor's first interaction, so no third party is
// contacted before it.
const id = document.documentElement.dataset.gaId;
const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

function load(): void {
  for (const ev of events) window.removeEventListener(ev, load);
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself (an array does not work).
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id ?? '')}`;
  document.head.appendChild(script);
}

if (id) for (const ev of events) window.addEventListener(ev, load, { once: true, passive: true });
