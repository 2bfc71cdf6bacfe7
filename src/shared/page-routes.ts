// The site's pages, written once: each one's route (in the default URL family; the others add
// /pt, /en, /es), and how the sitemap lists it. The router mounts its handlers at these routes,
// the sitemap and its viewer page list them (src/seo/sitemap-entries.ts), the beacon knows the
// site's pages by them (src/analytics/beacon-route.ts), the CMS previews a page's entry there
// (src/content/pages/model.ts), and the browser tells a link to a diagnostic page by
// isDiagnosticRoute. Adding a page is a line here and its route handler.
import { SOLUTIONS } from './solutions';

export type ChangeFreq = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

interface PageRoute {
  route: string;
  changefreq: ChangeFreq;
  priority: number;
}

/** Every page with a fixed route, by name. Priorities: home 1.0, the two diagnostic pages 0.9, solutions 0.8, the rest lower. */
export const PAGES = {
  home: { route: '/', changefreq: 'weekly', priority: 1.0 },
  diagnostic: { route: '/diagnosticlean', changefreq: 'monthly', priority: 0.9 },
  landing: { route: '/diagnostico-lean-digital-gratuito', changefreq: 'monthly', priority: 0.9 },
  blog: { route: '/blog', changefreq: 'daily', priority: 0.7 },
  about: { route: '/about', changefreq: 'monthly', priority: 0.6 },
  contact: { route: '/contact', changefreq: 'yearly', priority: 0.6 },
  services: { route: '/services', changefreq: 'monthly', priority: 0.5 },
  sitemap: { route: '/sitemap', changefreq: 'weekly', priority: 0.3 },
  privacy: { route: '/privacy', changefreq: 'yearly', priority: 0.3 },
  terms: { route: '/terms', changefreq: 'yearly', priority: 0.2 },
} as const satisfies Record<string, PageRoute>;
export type PageName = keyof typeof PAGES;

/** Where the solution pages are: /solutions/{slug}, one per solution of src/shared/solutions.ts. */
export const SOLUTIONS_ROUTE = '/solutions/';
export const solutionRoute = (slug: string): string => `${SOLUTIONS_ROUTE}${slug}`;
const SOLUTION_PAGE = { changefreq: 'monthly', priority: 0.8 } as const;

/** Every static route (the pages above and each solution's), highest priority first: the sitemap's order. */
export const STATIC_ROUTES: readonly PageRoute[] = [
  ...Object.values(PAGES),
  ...SOLUTIONS.map((s): PageRoute => ({ route: solutionRoute(s.slug), ...SOLUTION_PAGE })),
].sort((a, b) => b.priority - a.priority);

/** The pages a "diagnostic" call to action leads to: the request page and the landing page. */
export const DIAGNOSTIC_ROUTES: readonly string[] = [PAGES.diagnostic.route, PAGES.landing.route];

/** Whether a route (without its language prefix) is one of the diagnostic pages. */
export function isDiagnosticRoute(route: string): boolean {
  return DIAGNOSTIC_ROUTES.includes(route);
}
