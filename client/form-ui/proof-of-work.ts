// The site's own challenge in the browser (src/leads/forms/challenge.ts): when the forms' surge
// guard asks, the form shows the ALTCHA widget above its submit button, which solves the proof of
// work the server sent (in a worker served by the site: scripts/build-client/altcha.mjs) and says
// so in the page's language; the form then sends itself again with the solution. A chunk of its
// own, imported only when a server answer asks for it: a visitor's first visit loads none of it.
import type { Challenge } from 'altcha-lib';
import 'altcha/external';
import 'altcha/i18n/pt-br';
import 'altcha/i18n/en';
import 'altcha/i18n/es-es';

/** Where the widget's stylesheet and worker are served (set by the client build). */
declare const ALTCHA_ASSETS: string;

const LANGUAGES: Record<string, string> = { pt: 'pt-br', en: 'en', es: 'es-es' };

interface Widget extends HTMLElement {
  configure(config: Record<string, unknown>): Promise<void>;
  verify(): Promise<{ payload: string } | null>;
}

function stylesheet() {
  if (document.querySelector('link[data-altcha]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${ALTCHA_ASSETS}/altcha.css`;
  link.dataset.altcha = '';
  document.head.appendChild(link);
}

/**
 * Shows the widget in `host`, solves `challenge` and answers the solution as the `altcha` field
 * carries it, or null when none was found. The widget stays, verified, until the form clears it.
 */
export async function solve(challenge: Challenge, host: HTMLElement, lang: string): Promise<string | null> {
  const global = globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } };
  global.$altcha.algorithms.set(challenge.parameters.algorithm, () => new Worker(`${ALTCHA_ASSETS}/pbkdf2.js`));
  stylesheet();
  const widget = document.createElement('altcha-widget') as Widget;
  widget.setAttribute('language', LANGUAGES[lang] ?? 'pt-br');
  widget.setAttribute('auto', 'off');
  host.replaceChildren(widget);
  // The element's methods exist once it has mounted, a task or so after it joined the page.
  for (let i = 0; i < 100 && typeof widget.configure !== 'function'; i++) await new Promise((r) => setTimeout(r, 10));
  await widget.configure({ challenge, hideFooter: true });
  const result = await widget.verify();
  return result?.payload ?? null;
}
