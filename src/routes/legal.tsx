import { Hono } from 'hono';
import { metaTexts } from '../seo/page-meta';
import { breadcrumbJsonLd } from '../seo/structured-data';
import type { AppEnv } from '../env';
import { PrivacyPage } from '../pages/legal/privacy-page';
import { TermsPage } from '../pages/legal/terms-page';
import { retentionMonths } from '../privacy/policy';
import { consentFromCookieHeader } from '../shared/consent';
import { PAGES } from '../shared/page-routes';
import { renderWithTexts } from './page-content';
import { retentionMonths as countersKeptMonths } from '../analytics/measure/retention-months';

/** /privacy and /terms, in every URL family like every page. */
export const legal = new Hono<AppEnv>();

const metaOf = (t: AppEnv['Variables']['t'], page: 'privacy' | 'terms') => ({
  styles: ['forms', 'blog', 'article', 'legal'] as const,
  ...metaTexts(t, `legal:${page}.meta`),
});

// Each reads its texts through the content service (a CMS's document over the repository's notice).
legal.get(PAGES.privacy.route, (c) => {
  const setup = {
    analytics: Boolean(c.env.GA_MEASUREMENT_ID?.trim()),
    measurement: c.env.ANALYTICS?.trim() !== 'off',
    measurementMonths: countersKeptMonths(c.env.ANALYTICS_RETENTION_MONTHS),
    forwarding: Boolean(c.env.LEAD_WEBHOOK_URL?.trim()),
    rdStation: Boolean(c.env.RD_STATION_API_KEY?.trim()),
    retentionMonths: retentionMonths(c.env),
  };
  const choice = setup.analytics ? consentFromCookieHeader(c.req.header('cookie')) : undefined;
  return renderWithTexts(c, 'privacy', (t) => ({
    body: <PrivacyPage setup={setup} choice={choice} path={c.req.path} />,
    meta: { ...metaOf(t, 'privacy'), jsonLd: [breadcrumbJsonLd(c.var, [[t('footer.privacy'), '/privacy']])] },
  }));
});

legal.get(PAGES.terms.route, (c) =>
  renderWithTexts(c, 'terms', (t) => ({
    body: <TermsPage />,
    meta: { ...metaOf(t, 'terms'), jsonLd: [breadcrumbJsonLd(c.var, [[t('footer.terms'), '/terms']])] },
  })),
);
