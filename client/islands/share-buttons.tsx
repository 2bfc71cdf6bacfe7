/*
 * Share buttons: X, Facebook, LinkedIn and
 * WhatsApp are real links that work without JavaScript (a new tab); enhanced, they open a
 * 600×400 window instead. Copy link writes the per-language URL to the clipboard, falling back to
 * a hidden textarea and execCommand where the Clipboard API is missing or refused, and shows
 * 'copied' for 2 s. Listeners and a label swap need no React: the article page loads no React
 * DOM (`enhance`, client/loader/main.ts).
 */

/** Copied confirmation. */
export const COPIED_MS = 2000;
export const POPUP = { width: 600, height: 400 } as const;

export type Network = 'x' | 'facebook' | 'linkedin' | 'whatsapp';

export interface ShareButtonsProps {
  /** Absolute per-language URL of the article. */
  url: string;
  title: string;
  labels: {
    heading: string;
    copy: string;
    copied: string;
    /** Accessible names per network, e.g. 'Compartilhar no LinkedIn'. */
    networks: Record<Network, string>;
  };
}

export function shareLinks(url: string, title: string): Record<Network, string> {
  const u = encodeURIComponent(url);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

const ICONS: Record<Network, string> = {
  x: 'M18.2 2.25h3.3l-7.2 8.26 8.5 11.24h-6.66l-5.2-6.82-5.97 6.82H1.66l7.73-8.84L1.25 2.25H8.1l4.7 6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12Z',
  facebook:
    'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z',
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z',
  whatsapp:
    'M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.16-.17.2-.35.22-.64.07-.3-.15-1.26-.46-2.39-1.47-.88-.79-1.48-1.76-1.65-2.06-.17-.3-.02-.46.13-.6.13-.14.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.02-.52-.08-.15-.67-1.61-.92-2.21-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48s1.07 2.88 1.21 3.07c.15.2 2.1 3.2 5.08 4.49.71.3 1.26.49 1.69.62.71.23 1.36.2 1.87.12.57-.08 1.76-.72 2.01-1.41.25-.7.25-1.29.17-1.41-.07-.12-.27-.2-.57-.35ZM12.05 21.79h-.01a9.87 9.87 0 0 1-5.03-1.38l-.36-.21-3.74.98 1-3.65-.24-.37a9.86 9.86 0 0 1-1.51-5.26c0-5.45 4.44-9.88 9.89-9.88a9.82 9.82 0 0 1 6.99 2.9 9.82 9.82 0 0 1 2.89 6.99c0 5.45-4.43 9.88-9.88 9.88Zm8.41-18.3A11.82 11.82 0 0 0 12.05 0C5.5 0 .16 5.34.16 11.89c0 2.1.55 4.14 1.59 5.95L.06 24l6.3-1.65a11.88 11.88 0 0 0 5.68 1.45h.01c6.55 0 11.89-5.34 11.89-11.89 0-3.18-1.24-6.16-3.48-8.41Z',
};

const ORDER: Network[] = ['x', 'facebook', 'linkedin', 'whatsapp'];

/** The fallback for browsers without the async Clipboard API (or where it is refused). */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** The copy button's icon: a link, then a check mark while 'copied' shows. */
const COPY_ICON = 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7';
const COPIED_ICON = 'M20 6 9 17l-5-5';

export default function ShareButtons({ url, title, labels }: ShareButtonsProps) {
  const links = shareLinks(url, title);
  return (
    <div className="share" role="group" aria-label={labels.heading}>
      <p className="share__title">{labels.heading}</p>
      <ul className="share__list">
        {ORDER.map((network) => (
          <li key={network}>
            {/* biome-ignore lint/a11y/useAnchorContent: aria-label names the network; the icon inside is decorative. */}
            <a
              className={`share__btn share__btn--${network}`}
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labels.networks[network]}
              title={labels.networks[network]}
              data-share={network}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={ICONS[network]} />
              </svg>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__copy" data-copy-link="" data-copied="false">
            <svg className="icon-line" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={COPY_ICON} />
            </svg>
            <span aria-live="polite">{labels.copy}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Opens the share page in a centred 600×400 window; false when the browser blocked it. */
function openPopup(href: string, network: string): boolean {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP.height) / 2));
  const popup = window.open(href, `share-${network}`, `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
  if (!popup) return false;
  // Cut the opener link (our COOP header severs it too), so the share page can never reach back.
  try {
    popup.opener = null;
  } catch {
    // already severed (cross-origin): nothing to cut
  }
  return true;
}

export function enhance(island: HTMLElement, { url, labels }: ShareButtonsProps): void {
  for (const link of Array.from(island.querySelectorAll<HTMLAnchorElement>('a[data-share]'))) {
    link.addEventListener('click', (event) => {
      // Blocked popup: the link opens its own new tab.
      if (openPopup(link.href, link.dataset.share ?? '')) event.preventDefault();
    });
  }
  const button = island.querySelector<HTMLButtonElement>('[data-copy-link]');
  const icon = button?.querySelector('path');
  const text = button?.querySelector('span');
  if (!button || !icon || !text) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (copied: boolean) => {
    button.dataset.copied = String(copied);
    icon.setAttribute('d', copied ? COPIED_ICON : COPY_ICON);
    text.textContent = copied ? labels.copied : labels.copy;
  };
  button.addEventListener('click', async () => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      ok = copyWithTextarea(url);
    }
    if (!ok) return;
    show(true);
    clearTimeout(timer);
    timer = setTimeout(() => show(false), COPIED_MS);
  });
}
