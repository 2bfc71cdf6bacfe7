// A page's sections as blocks (the LaunchPad pattern, typed): a registry from each block's name
// to the component that renders it, and the page's order, which is the registry's unless the CMS
// gives one (its dynamic zone). A registry must name every block of its page (the type of
// PAGE_BLOCKS in src/content/pages/model.ts), so a block the model offers always has a component;
// a name the registry does not know (a CMS ahead of the site) is skipped and logged, never a 500.
import type { TFunction } from 'i18next';
import { Fragment, type FunctionComponent, type ReactNode } from 'react';
import { logger } from '../log';
import { BlockTextsContext } from './use-page';

/** Every block of a page, by name: the component that renders it with the t() of its context. */
export type BlockRegistry<N extends string> = Record<N, () => ReactNode>;

/** A block as the content service gives it: its name and the texts it renders with. */
export interface BlockView {
  name: string;
  t: TFunction;
}

interface BlocksProps<N extends string> {
  /** The page, for the log of a block it cannot render. */
  page: string;
  registry: BlockRegistry<N>;
  /** The page's own order (without a CMS, or an entry without its dynamic zone). */
  order: readonly N[];
  /** The editor's order, from the CMS. */
  blocks?: readonly BlockView[];
  /** What is not a block (the home's blog teaser): rendered before the first block of that name, else after them all. */
  anchored?: { before: N; node: ReactNode };
}

const has = <N extends string>(registry: BlockRegistry<N>, name: string): name is N => Object.hasOwn(registry, name);

/** The page's blocks in order, each with its own texts. */
export function Blocks<N extends string>({ page, registry, order, blocks, anchored }: BlocksProps<N>) {
  const list: { name: N; t?: TFunction }[] = [];
  for (const block of blocks ?? order.map((name) => ({ name }))) {
    if (has(registry, block.name)) list.push(block as { name: N; t?: TFunction });
    else logger.warn('cms.block_unknown', { page, block: block.name.slice(0, 60), fallback: 'skipped' });
  }
  const at = anchored ? list.findIndex((b) => b.name === anchored.before) : -1;
  return (
    <>
      {list.map((block, i) => {
        const Render: FunctionComponent = registry[block.name];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a block may repeat, so its place is its identity (a server render keeps no state).
          <Fragment key={`${block.name}-${i}`}>
            {i === at ? anchored?.node : null}
            {block.t ? <BlockTextsContext.Provider value={block.t}>{<Render />}</BlockTextsContext.Provider> : <Render />}
          </Fragment>
        );
      })}
      {anchored && at < 0 ? anchored.node : null}
    </>
  );
}

/** Whether the page shows a block of this name (its own order shows every one): what its structured data may describe. */
export const showsBlock = (blocks: readonly BlockView[] | undefined, name: string): boolean =>
  blocks === undefined || blocks.some((b) => b.name === name);
