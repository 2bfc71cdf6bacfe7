import { LegalSection, useCompanyValues } from './privacy-sections';
import { legalDate } from '../../components/legal/legal-date';
import { usePage } from '../../components/use-page';
import { tList } from '../../i18n/i18n';
import { TERMS_VERSION } from '../../privacy/policy';
import { LegalDocumentPage, legalDocument } from './legal-document';

interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** /terms: the terms of use, built from the company vars. */
export function TermsPage() {
  const { t, lang, href, company } = usePage();
  const values = { ...useCompanyValues(), cnpjPart: company.cnpj ? `, CNPJ ${company.cnpj}` : '' };
  const doc = legalDocument(t, 'terms', values);
  if (doc) {
    const lead = (
      <>
        {t('legal:terms.lead')} <a href={href('/privacy')}>{t('footer.privacy')}</a>
      </>
    );
    return <LegalDocumentPage page="terms" doc={doc} lead={lead} />;
  }
  const sections = tList<TermsSection>(t, 'legal:terms.sections', values);
  return (
    <>
      <header className="blog-hero legal-hero">
        <div className="container">
          <p className="eyebrow">{t('legal:terms.eyebrow')}</p>
          <h1>{t('legal:terms.title')}</h1>
          <p className="lead">
            {t('legal:terms.lead')} <a href={href('/privacy')}>{t('footer.privacy')}</a>
          </p>
          <p className="legal-version">{t('legal:terms.version', { version: TERMS_VERSION, date: legalDate(lang, TERMS_VERSION) })}</p>
        </div>
      </header>
      <div className="section container">
        <div className="prose legal-text">
          {sections.map((section, i) => (
            <LegalSection key={section.title} id={`terms-${i + 1}`} title={`${i + 1}. ${section.title}`}>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </LegalSection>
          ))}
        </div>
      </div>
    </>
  );
}
