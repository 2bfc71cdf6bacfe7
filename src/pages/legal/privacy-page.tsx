import {
  ClosingSections,
  CollectSection,
  ControllerSection,
  CookiesSection,
  DpoSection,
  LegalSection,
  RetentionSection,
  RightsSection,
  SharingSection,
  MeasurementSection,
  type PrivacySetup,
  useCompanyValues,
} from './privacy-sections';
import { LegalDocumentPage, legalDocument } from './legal-document';
import { COUNTERS_KEPT_HOURS } from '../../leads/storage/rate-limit';
import { legalDate } from '../../components/legal/legal-date';
import { PrivacyRequestForm } from '../../leads/forms/components/privacy-request-form';
import { usePage } from '../../components/use-page';
import { NOTICE_VERSION, REQUEST_DEADLINE_DAYS, SECURITY_DATA_DAYS } from '../../privacy/policy';
import type { ConsentChoice } from '../../shared/consent';

const TOC = [
  'controller',
  'dpo',
  'data',
  'measurement',
  'sharing',
  'transfer',
  'retention',
  'rights',
  'anpd',
  'security',
  'children',
  'cookies',
  'changes',
] as const;
const TOC_KEY: Record<(typeof TOC)[number], string> = {
  controller: 'controller',
  dpo: 'dpo',
  data: 'collect',
  measurement: 'measurement',
  sharing: 'sharing',
  transfer: 'transfer',
  retention: 'retention',
  rights: 'rights',
  anpd: 'anpd',
  security: 'security',
  children: 'children',
  cookies: 'cookies',
  changes: 'changes',
};

export interface PrivacyPageProps {
  setup: PrivacySetup;
  choice: ConsentChoice | undefined;
  /** This page's path, where the preference form returns. */
  path: string;
}

/** /privacy: the privacy notice (LGPD), built from the company vars and the site's configuration. */
export function PrivacyPage({ setup, choice, path }: PrivacyPageProps) {
  const { t, lang } = usePage();
  const values = {
    ...useCompanyValues(),
    retentionMonths: setup.retentionMonths,
    measurementMonths: setup.measurementMonths,
    securityDays: SECURITY_DATA_DAYS,
    rateLimitHours: COUNTERS_KEPT_HOURS,
    requestDays: REQUEST_DEADLINE_DAYS,
  };
  const doc = legalDocument(t, 'privacy', values);
  // The CMS's notice: the lawyer's text, then what follows the site's configuration and code.
  if (doc)
    return (
      <LegalDocumentPage
        page="privacy"
        doc={doc}
        version={NOTICE_VERSION}
        after={
          <>
            <PrivacyRequestForm />
            <CookiesSection setup={setup} choice={choice} next={path} />
          </>
        }
      />
    );
  return (
    <>
      <header className="blog-hero legal-hero">
        <div className="container">
          <p className="eyebrow">{t('legal:privacy.eyebrow')}</p>
          <h1>{t('legal:privacy.title')}</h1>
          <p className="lead">{t('legal:privacy.lead')}</p>
          <p className="legal-version" data-notice-version={NOTICE_VERSION}>
            {t('legal:privacy.version', { version: NOTICE_VERSION, date: legalDate(lang, NOTICE_VERSION) })}
          </p>
        </div>
      </header>
      <div className="section container legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal-toc__title">
            {t('legal:privacy.toc')}
          </h2>
          <ol>
            {TOC.filter((id) => id !== 'measurement' || setup.measurement).map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`legal:privacy.${TOC_KEY[id]}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose legal-text">
          <ControllerSection />
          <DpoSection />
          <CollectSection setup={setup} />
          {setup.measurement ? <MeasurementSection /> : null}
          <SharingSection setup={setup} />
          <RetentionSection setup={setup} />
          <RightsSection>
            <PrivacyRequestForm />
          </RightsSection>
          <ClosingSections />
          <CookiesSection setup={setup} choice={choice} next={path} />
          <LegalSection id="changes" title={t('legal:privacy.changes.title')}>
            <p>{t('legal:privacy.changes.text')}</p>
          </LegalSection>
        </div>
      </div>
    </>
  );
}
