// The worker's view of the marketing pages' model: the specs over the bundled repository texts,
// derived once per isolate, and only by one that has a CMS (service.ts loads this module then).
import { resources } from '../../i18n/resources';
import { describeModels, type ModelDesc, modelDesc } from './fields';
import { type PageModelName, SOLUTION_PAGES, TESTIMONIALS } from './model';
import { HOME_SPECS } from './specs-home';
import { OTHER_PAGE_SPECS } from './specs-pages';
import { LEGAL_SPECS } from './specs-legal';
import { SITE_SPECS } from './specs-site';

export const PAGE_SPECS = [...HOME_SPECS, ...OTHER_PAGE_SPECS, ...SITE_SPECS, ...LEGAL_SPECS];

let models: ModelDesc[] | undefined;

export function pageModels(): ModelDesc[] {
  return (models ??= describeModels(PAGE_SPECS, resources, { solutionBases: Object.values(SOLUTION_PAGES), testimonials: TESTIMONIALS }));
}

export const pageModel = (name: PageModelName): ModelDesc => modelDesc(pageModels(), name);
