// Every form's success panel, in every language, says the same three things from the locale
// files: what happened (the form's own title), when the team will answer, what to check. The
// panel is rendered from the answer to a post (the flash cookie a post without JavaScript gets;
// the islands render the same component after a fetch).
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/forms.json';
import es from '../../locales/es/forms.json';
import pt from '../../locales/pt/forms.json';
import { request } from '../helpers/worker';

const FORMS = { pt, en, es };

const flash = (formId: string) => {
  const json = JSON.stringify({ f: formId, s: 'ok' });
  return `form_flash=${btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
};

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('success panels', () => {
  for (const lang of ['pt', 'en', 'es'] as const) {
    const f = FORMS[lang];
    const cases = [
      ['', 'lead-form--strict', f.strict.successTitle],
      ['/diagnostico-lean-digital-gratuito', 'lead-form--standard', f.lead.successTitle],
      ['/diagnosticlean', 'diagnostic-form', f.lead.successTitle],
      ['/contact', 'contact-form', f.contact.successTitle],
    ] as const;
    for (const [route, formClass, title] of cases) {
      it(`/${lang}${route} (${formClass}): what happened, when the team answers, what to check`, async () => {
        const path = `/${lang}${route}`;
        const page = await (await request(path)).text();
        const formId =
          new RegExp(`<form[^>]*id="([a-z0-9-]+)"[^>]*class="form [^"]*${formClass}`).exec(page)?.[1] ??
          new RegExp(`<form[^>]*class="form [^"]*${formClass}[^"]*"[^>]*id="([a-z0-9-]+)"`).exec(page)?.[1];
        expect(formId, `form ${formClass} on ${path}`).toBeDefined();
        const text = await (await request(path, { headers: { Cookie: flash(formId!) } })).text();
        const panel = /<div[^>]*data-form-success=""[^>]*>([\s\S]*?)<\/div>/.exec(text)?.[1];
        expect(panel, 'success panel').toBeDefined();
        const parts = [...panel!.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1]!));
        expect(parts).toEqual([title, f.common.successReply, f.common.successCheck]);
        // No part repeats another (the /es diagnostic page once said its title twice).
        expect(new Set(parts.map((p) => p.toLowerCase())).size).toBe(3);
        // The promise and the advice, in this language.
        expect(parts[1]).toMatch(/24/);
        expect(parts[2]).toMatch(/spam/i);
      });
    }
  }
});
