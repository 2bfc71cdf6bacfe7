import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { legalDate } from '../../components/legal/legal-date';
import { usePage } from '../../components/use-page';

/** A legal page's document from the CMS: its sanitised HTML with the site's values filled in, and the day it was updated. */
export interface LegalDocument {
  html: string;
  updated: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The document the CMS gave the page (src/content/pages/specs-legal.ts), or undefined where the
 * repository's notice stands (no CMS, no entry, or a document that failed its checks). The
 * placeholders it may name (`values`: the company's, the periods the code keeps data for) go into
 * HTML, so they are escaped: the vars are the operator's, but HTML is not what they hold.
 */
export function legalDocument(t: TFunction, page: 'privacy' | 'terms', values: Record<string, string | number>): LegalDocument | undefined {
  const updated = t(`legal:${page}.document.updated`, { defaultValue: '' }) as unknown;
  if (typeof updated !== 'string' || updated === '') return undefined;
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(String(v))]));
  const html = t(`legal:${page}.document.textHtml`, { defaultValue: '', ...escaped }) as unknown;
  return typeof html === 'string' && html !== '' ? { html, updated } : undefined;
}

/**
 * A legal page as its CMS document: the first screen with the day it was last updated, the text,
 * then what stays the site's (`after`: the request form, the cookie list and preferences).
 */
export function LegalDocumentPage({
  page,
  doc,
  lead,
  version,
  after,
}: {
  page: 'privacy' | 'terms';
  doc: LegalDocument;
  lead?: ReactNode;
  /** The version forms store (the privacy notice's): the code's, whatever the editor's date. */
  version?: string;
  after?: ReactNode;
}) {
  const { t, lang } = usePage();
  return (
    <>
      <header className="blog-hero legal-hero">
        <div className="container">
          <p className="eyebrow">{t(`legal:${page}.eyebrow`)}</p>
          <h1>{t(`legal:${page}.title`)}</h1>
          <p className="lead">{lead ?? t(`legal:${page}.lead`)}</p>
          <p className="legal-version" data-updated={doc.updated} {...(version ? { 'data-notice-version': version } : {})}>
            {t('legal:updated', { date: legalDate(lang, doc.updated) })}
          </p>
        </div>
      </header>
      <div className="section container">
        <div className="prose legal-text">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the articles' markdown pipeline rendered and sanitised it (src/content/markdown/); the values filled in are escaped (legalDocument). */}
          <div className="legal-document" dangerouslySetInnerHTML={{ __html: doc.html }} />
          {after}
        </div>
      </div>
    </>
  );
}
