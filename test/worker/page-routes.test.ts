// The site's one table of pages (src/shared/page-routes.ts) and of solutions
// (src/shared/solutions.ts): the router answers at every route it lists, the sitemap lists them
// all, and the copies that cannot import it (the CMS model, which Node reads as plain data, and
// the Strapi schema) say the same.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import solutionPageSchema from '../../cms/strapi/src/api/solution-page/content-types/solution-page/schema.json';
import { PAGE_ROUTES, SOLUTION_PAGES } from '../../src/content/pages/model';
import { buildSitemapEntries } from '../../src/seo/sitemap-entries';
import { DIAGNOSTIC_ROUTES, isDiagnosticRoute, PAGES, SOLUTIONS_ROUTE, STATIC_ROUTES } from '../../src/shared/page-routes';
import { localizedPath } from '../../src/shared/links';
import { SOLUTIONS } from '../../src/shared/solutions';

describe('page routes', () => {
  it('lists every page and every solution once, highest priority first', () => {
    const routes = STATIC_ROUTES.map((r) => r.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([...Object.values(PAGES).map((p) => p.route), ...SOLUTIONS.map((s) => `/solutions/${s.slug}`)]),
    );
    expect(routes).toHaveLength(Object.keys(PAGES).length + SOLUTIONS.length);
    const priorities = STATIC_ROUTES.map((r) => r.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('the router answers 200 at every static route, and the sitemap lists each in three languages', async () => {
    for (const { route } of STATIC_ROUTES) {
      const res = await SELF.fetch(`https://example.com${route}`);
      expect(res.status, route).toBe(200);
      await res.body?.cancel();
    }
    const locs = buildSitemapEntries('https://example.com', []).map((e) => e.loc);
    for (const { route } of STATIC_ROUTES) expect(locs).toContain(`https://example.com${localizedPath('en', route)}`);
    expect(locs).toHaveLength(STATIC_ROUTES.length * 3);
  });

  it('tells the diagnostic pages apart', () => {
    expect(DIAGNOSTIC_ROUTES).toEqual(['/diagnosticlean', '/diagnostico-lean-digital-gratuito']);
    expect(isDiagnosticRoute(PAGES.landing.route)).toBe(true);
    expect(isDiagnosticRoute(PAGES.contact.route)).toBe(false);
  });

  it("the CMS model's page routes and solution slugs, and the Strapi schema's slug pattern, are the table's", () => {
    expect(SOLUTION_PAGES).toEqual(Object.fromEntries(SOLUTIONS.map((s) => [s.slug, s.key])));
    expect(PAGE_ROUTES).toEqual({
      'home-page': PAGES.home.route,
      'about-page': PAGES.about.route,
      'services-page': PAGES.services.route,
      'contact-page': PAGES.contact.route,
      'diagnostic-page': PAGES.diagnostic.route,
      'landing-page': PAGES.landing.route,
      'solution-page': SOLUTIONS_ROUTE,
      testimonial: PAGES.home.route,
      // The frame previews on the home page.
      'site-setting': PAGES.home.route,
      'privacy-page': PAGES.privacy.route,
      'terms-page': PAGES.terms.route,
    });
    const pattern = (solutionPageSchema as { attributes: { slug: { regex: string } } }).attributes.slug.regex;
    expect(pattern).toBe(`^(${SOLUTIONS.map((s) => s.slug).join('|')})$`);
  });
});
