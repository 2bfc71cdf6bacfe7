import { LANG_TAG, type Lang } from '../../shared/languages';
import { localizedPath } from '../../shared/links';

/**
 * The error page's last resort's few texts, in code: it answers when even the error page cannot
 * render, which includes an isolate that could not read the language's texts from the assets
 * (src/i18n/load.ts). The same words as locales/<lang>/common.json's error (test/worker/locales.test.ts).
 */
export const FALLBACK_ERROR_TEXTS: Record<Lang, { title: string; heading: string; codeLabel: string; home: string }> = {
  pt: {
    title: 'Erro',
    heading: 'Ops! Algo deu errado, nossa equipe foi notificada',
    codeLabel: 'Código do erro',
    home: 'Ir para o início',
  },
  en: { title: 'Error', heading: 'Oops! Something went wrong, our team was notified', codeLabel: 'Error code', home: 'Go to home page' },
  es: {
    title: 'Error',
    heading: '¡Ups! Algo salió mal, nuestro equipo fue notificado',
    codeLabel: 'Código de error',
    home: 'Ir al inicio',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Static text in the visitor's language, the reference to quote, no stack trace. */
export function fallbackErrorResponse(code: string, lang: Lang): Response {
  const text = FALLBACK_ERROR_TEXTS[lang];
  const html = `<!doctype html><html lang="${LANG_TAG[lang]}"><meta charset="utf-8"><title>${text.title}</title><h1>${text.heading}</h1><p>${text.codeLabel}: ${escapeHtml(code)}</p><p><a href="${localizedPath(lang, '/')}">${text.home}</a></p></html>`;
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' } });
}
