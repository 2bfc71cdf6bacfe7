import type { PageView } from './use-page';

/** The page view as a cached subtree may see it: nothing that differs between visitors. */
export function restrictedView(view: PageView, name: string, site: boolean, addIsland: (name: string) => void): PageView {
  const refuse = (what: string): never => {
    throw new Error(`Prerendered "${name}" may not read ${what}`);
  };
  const { lang, family, t, origin, company, env, href, absolute } = view;
  const route = site ? undefined : view.route;
  return {
    lang,
    family,
    t,
    origin,
    company,
    env,
    href,
    absolute,
    islands: { add: addIsland },
    get route() {
      return route ?? refuse('the route (it is marked site-wide)');
    },
    get preview() {
      return refuse('the request variable "preview"');
    },
    get unmeasured() {
      return refuse('the request variable "unmeasured"');
    },
    get perView() {
      return refuse('the request variable "perView"');
    },
    get request() {
      return refuse('the request');
    },
    appendHeader: () => refuse('the answer'),
  };
}
