import type { ReactNode } from 'react';
import { tList } from '../../i18n/i18n';
import { COUNTERS_KEPT_HOURS } from '../../leads/storage/rate-limit';
import { REQUEST_DEADLINE_DAYS, SECURITY_DATA_DAYS } from '../../privacy/policy';
import type { ConsentChoice } from '../../shared/consent';
import { usePage } from '../../components/use-page';
import { ConsentForm, PREFERENCES_ID } from '../../components/legal/consent-form';
import { CookieTable } from './cookie-table';

/** What the notice says depends on how the site is configured: it names only recipients that exist. */
export interface PrivacySetup {
  analytics: boolean;
  /** The site's own cookieless measurement (ANALYTICS is not "off"). */
  measurement: boolean;
  /** Months the measurement's daily totals are kept (ANALYTICS_RETENTION_MONTHS). */
  measurementMonths: number;
  /** A CRM, webhook or other destination receives copies of the submissions. */
  forwarding: boolean;
  /** RD Station Marketing receives the leads and contact messages (RD_STATION_API_KEY). */
  rdStation: boolean;
  retentionMonths: number;
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="legal-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** Placeholders every text of the notice may use, from the company vars. */
export function useCompanyValues() {
  const { company } = usePage();
  return {
    legalName: company.legalName,
    cnpj: company.cnpj,
    street: company.street,
    city: company.city,
    region: company.region,
    postalCode: company.postalCode,
    email: company.email,
    phone: company.phone,
    dpoName: company.dpoName,
    dpoEmail: company.dpoEmail,
  };
}

export function ControllerSection() {
  const { t, company } = usePage();
  const values = useCompanyValues();
  return (
    <LegalSection id="controller" title={t('legal:privacy.controller.title')}>
      <p>{t(company.cnpj ? 'legal:privacy.controller.text' : 'legal:privacy.controller.textNoCnpj', values)}</p>
      <p>{t('legal:privacy.controller.contact', values)}</p>
    </LegalSection>
  );
}

export function DpoSection() {
  const { t, company } = usePage();
  const values = useCompanyValues();
  return (
    <LegalSection id="dpo" title={t('legal:privacy.dpo.title')}>
      <TextWithEmail text={t(company.dpoName ? 'legal:privacy.dpo.named' : 'legal:privacy.dpo.unnamed', values)} email={company.dpoEmail} />
    </LegalSection>
  );
}

/** A paragraph whose e-mail address is a mailto link, wherever the sentence puts it. */
function TextWithEmail({ text, email }: { text: string; email: string }) {
  const at = email ? text.indexOf(email) : -1;
  if (at < 0) return <p>{text}</p>;
  return (
    <p>
      {text.slice(0, at)}
      <a href={`mailto:${email}`}>{email}</a>
      {text.slice(at + email.length)}
    </p>
  );
}

const PURPOSES = ['diagnostic', 'contact', 'marketing', 'rights', 'security', 'analytics'] as const;

export function CollectSection({ setup }: { setup: PrivacySetup }) {
  const { t } = usePage();
  const purposes = PURPOSES.filter((p) => p !== 'analytics' || setup.analytics);
  const k = (purpose: string, field: string) => t(`legal:privacy.collect.rows.${purpose}.${field}`);
  return (
    <LegalSection id="data" title={t('legal:privacy.collect.title')}>
      <p>{t('legal:privacy.collect.intro')}</p>
      <ul className="legal-purposes" aria-label={t('legal:privacy.collect.caption')}>
        {purposes.map((p) => (
          <li key={p} className="legal-purpose" data-purpose={p}>
            <h3 id={`purpose-${p}`}>{k(p, 'where')}</h3>
            <dl>
              <dt>{t('legal:privacy.collect.cols.data')}</dt>
              <dd>{k(p, 'data')}</dd>
              <dt>{t('legal:privacy.collect.cols.purpose')}</dt>
              <dd>{k(p, 'purpose')}</dd>
              <dt>{t('legal:privacy.collect.cols.basis')}</dt>
              <dd>{k(p, 'basis')}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>{t('legal:privacy.collect.context')}</p>
      <p>{t('legal:privacy.collect.optional')}</p>
      <p>{t('legal:privacy.collect.noAutomated')}</p>
    </LegalSection>
  );
}

/** The site's own measurement: what it counts, without cookies, on which basis (src/privacy/README.md). */
export function MeasurementSection() {
  const { t } = usePage();
  const k = (key: string) => t(`legal:privacy.measurement.${key}`);
  return (
    <LegalSection id="measurement" title={k('title')}>
      <p>{k('intro')}</p>
      <ul>
        {tList<string>(t, 'legal:privacy.measurement.counted').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {['dims', 'hash', 'noCookie', 'attribution', 'basis'].map((key) => (
        <p key={key}>{k(key)}</p>
      ))}
    </LegalSection>
  );
}

export function SharingSection({ setup }: { setup: PrivacySetup }) {
  const { t } = usePage();
  const items = [
    'cloudflare',
    setup.forwarding && 'webhook',
    setup.rdStation && 'rdstation',
    setup.analytics && 'google',
    'embeds',
    'whatsapp',
    'authorities',
  ].filter((x): x is string => typeof x === 'string');
  return (
    <>
      <LegalSection id="sharing" title={t('legal:privacy.sharing.title')}>
        <p>{t('legal:privacy.sharing.intro')}</p>
        <ul>
          {items.map((item) => (
            <li key={item} data-recipient={item}>
              {t(`legal:privacy.sharing.${item}`)}
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="transfer" title={t('legal:privacy.transfer.title')}>
        <p>{t('legal:privacy.transfer.text')}</p>
      </LegalSection>
    </>
  );
}

export function RetentionSection({ setup }: { setup: PrivacySetup }) {
  const { t } = usePage();
  return (
    <LegalSection id="retention" title={t('legal:privacy.retention.title')}>
      <ul>
        <li data-retention="requests">{t('legal:privacy.retention.requests', { months: setup.retentionMonths })}</li>
        <li data-retention="security">{t('legal:privacy.retention.security', { days: SECURITY_DATA_DAYS })}</li>
        <li data-retention="rate-limit">{t('legal:privacy.retention.rateLimit', { hours: COUNTERS_KEPT_HOURS })}</li>
        <li>{t('legal:privacy.retention.erasures')}</li>
        <li>{t('legal:privacy.retention.cookies')}</li>
        {setup.measurement ? (
          <li data-retention="measurement">{t('legal:privacy.retention.measurement', { months: setup.measurementMonths })}</li>
        ) : null}
      </ul>
      <p>{t('legal:privacy.retention.contract')}</p>
    </LegalSection>
  );
}

export function RightsSection({ children }: { children?: ReactNode }) {
  const { t, company } = usePage();
  return (
    <LegalSection id="rights" title={t('legal:privacy.rights.title')}>
      <p>{t('legal:privacy.rights.intro')}</p>
      <ol className="legal-rights" type="I">
        {tList<string>(t, 'legal:privacy.rights.list').map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ol>
      <p>{t('legal:privacy.rights.oppose')}</p>
      <TextWithEmail text={t('legal:privacy.rights.how', { dpoEmail: company.dpoEmail })} email={company.dpoEmail} />
      <p>{t('legal:privacy.rights.deadline', { days: REQUEST_DEADLINE_DAYS })}</p>
      {children}
    </LegalSection>
  );
}

/** ANPD, security, children: short fixed paragraphs. */
export function ClosingSections() {
  const { t } = usePage();
  return (
    <>
      {(['anpd', 'security', 'children'] as const).map((id) => (
        <LegalSection key={id} id={id} title={t(`legal:privacy.${id}.title`)}>
          <p>{t(`legal:privacy.${id}.text`)}</p>
        </LegalSection>
      ))}
    </>
  );
}

export function CookiesSection({ setup, choice, next }: { setup: PrivacySetup; choice: ConsentChoice | undefined; next: string }) {
  const { t } = usePage();
  return (
    <LegalSection id="cookies" title={t('legal:privacy.cookies.title')}>
      <p>{t('legal:privacy.cookies.intro')}</p>
      <CookieTable analytics={setup.analytics} />
      {setup.analytics ? (
        <div id={PREFERENCES_ID} className="legal-preferences" tabIndex={-1}>
          <h3>{t('legal:privacy.cookies.prefs.title')}</h3>
          <p data-consent-state={choice ?? 'none'}>{t(`legal:privacy.cookies.prefs.${choice ?? 'none'}`)}</p>
          <p>{t('legal:privacy.cookies.prefs.change')}</p>
          <ConsentForm next={`${next}#${PREFERENCES_ID}`} />
        </div>
      ) : (
        <p>{t('legal:privacy.cookies.noAnalytics')}</p>
      )}
    </LegalSection>
  );
}
