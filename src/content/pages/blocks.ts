// The blocks of every marketing page, in the order each shows them without a CMS (what
// `npm run cms:import` writes into the page's dynamic zone). A page's renderer is a registry from
// these names to its React components (src/components/blocks.tsx): a name here without a
// component fails the typecheck.
import { HOME_PAGE_BLOCKS } from './specs-home';
import { MORE_PAGE_BLOCKS } from './specs-pages';

export const PAGE_BLOCKS = { ...HOME_PAGE_BLOCKS, ...MORE_PAGE_BLOCKS };
export type BlockPage = keyof typeof PAGE_BLOCKS;
export type BlockName<P extends BlockPage> = (typeof PAGE_BLOCKS)[P][number];
