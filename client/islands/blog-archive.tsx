import { ALL } from '../../src/shared/archive-filter';
import type { Article } from '../../src/shared/article';
import { type CardData, toCard } from '../../src/shared/cards';
import { ArchiveFilterForm, PopularTags } from '../components/blog-archive/filters';
import {
  type ArchiveFilters,
  type ArchiveLabels,
  type ArchiveSource,
  type ArchiveView,
  isFiltered,
  queryOf,
} from '../components/blog-archive/query';
import {
  ArchiveEmpty,
  ArchiveError,
  ArchiveGrid,
  ArchiveGridItem,
  ArchiveLoadMore,
  ArchiveLoading,
  ArchiveResults,
  ArchiveStatusLine,
  mainPart,
  nextPageHref,
  showsMore,
} from '../components/blog-archive/results';
import { dom } from '../dom/jsx-runtime';

export type { ArchiveFilters, ArchiveLabels } from '../components/blog-archive/query';

/*
 * The blog archive: filters, popular tags, the grid and "load more". The server renders it
 * complete from the URL (a real GET form, links for tags and for the next page), so it works and
 * is crawlable without JavaScript; enhanced, it filters in place: search after a short pause in
 * typing, a category or a tag (choosing one clears the other), the URL kept in sync, page 1
 * refetched from the API, and "load more" appending the next page (with filters too).
 * The browser side is a plain script (`enhance`): listeners, a fetch and cards built by the same
 * pure components as the server's (client/dom/jsx-runtime.ts), so the blog loads no React DOM.
 */

/** Search is applied once typing has paused this long (ms), not on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface BlogArchiveProps extends ArchiveSource {
  categories: { slug: string; label: string }[];
  tags: { slug: string; name: string }[];
  popularTags: { slug: string; name: string; href: string }[];
  labels: ArchiveLabels;
}

/** The archive as the server renders it: idle, showing what the URL asks for, the filters panel folded. */
export default function BlogArchive(props: BlogArchiveProps) {
  const view: ArchiveView = { filters: props.filters, items: props.items, page: props.page, hasMore: props.hasMore, status: 'idle' };
  return (
    <div className="blog-archive" data-status={view.status}>
      <ArchiveFilterForm
        filters={props.filters}
        action={props.action}
        labels={props.labels}
        categories={props.categories}
        tags={props.tags}
      />
      <PopularTags tag={props.filters.tag} labels={props.labels} tags={props.popularTags} />
      <ArchiveResults view={view} action={props.action} labels={props.labels} />
    </div>
  );
}

const EMPTY: ArchiveFilters = { search: '', category: '', tag: '' };

/**
 * Makes `el` what `like` is (attributes and children) while it stays the same element: a focused
 * "load more" keeps the focus, a live region stays the one screen readers watch.
 */
function become(el: HTMLElement, like: HTMLElement): void {
  if (el.isEqualNode(like)) return;
  for (const { name } of Array.from(el.attributes)) if (!like.hasAttribute(name)) el.removeAttribute(name);
  for (const { name, value } of Array.from(like.attributes)) el.setAttribute(name, value);
  el.replaceChildren(...Array.from(like.childNodes));
}

/** Puts `node` right after `ref`. (Element#after is typed as HTMLRewriter's in this project: the worker's types.) */
function insertAfter(ref: Node, node: Node): void {
  ref.parentNode?.insertBefore(node, ref.nextSibling);
}

/** A filter's select shows `value`, 'all' for none (or for a value it does not offer). */
function selectValue(select: HTMLSelectElement, value: string): void {
  select.value = value || ALL;
  if (select.selectedIndex < 0) select.selectedIndex = 0;
}

/**
 * The archive in the browser. State is the view shown (filters, cards, page, has-more, status);
 * each change re-renders only the part that changed, with the components the server rendered
 * it with, and swaps it in: new filters refetch page 1 (the grid gives way to the loading
 * state, then comes back new), "load more" appends cards to the grid the visitor is reading.
 * The filters live in the URL (history.replaceState, so typing adds no history entries); a newer
 * request aborts the one in flight.
 */
export function enhance(island: HTMLElement, props: BlogArchiveProps): void {
  const { action, labels } = props;
  const root = island.querySelector<HTMLElement>('.blog-archive');
  const form = root?.querySelector<HTMLFormElement>('form.blog-filters');
  const control = <T,>(name: string, type: new () => T) => {
    const el = form?.elements.namedItem(name);
    return el instanceof type ? el : null;
  };
  const search = control('search', HTMLInputElement);
  const category = control('category', HTMLSelectElement);
  const tag = control('tag', HTMLSelectElement);
  const toggle = form?.querySelector<HTMLButtonElement>('.blog-filters__toggle');
  const panel = form?.querySelector<HTMLElement>('.blog-filters__panel');
  const statusLine = root?.querySelector<HTMLElement>(':scope > [role="status"]');
  if (!root || !form || !search || !category || !tag || !toggle || !panel || !statusLine) return;
  const chips = new Map(
    Array.from(root.querySelectorAll<HTMLAnchorElement>('.popular-tags a.tag-chip'), (chip, i) => [chip, props.popularTags[i]?.slug ?? '']),
  );

  let view: ArchiveView = { filters: props.filters, items: props.items, page: props.page, hasMore: props.hasMore, status: 'idle' };
  // The parts in the page now: the error block, the block under it (loading, empty or the grid,
  // with the cards it shows) and "load more".
  let error: HTMLElement | null = null;
  let main: { kind: ReturnType<typeof mainPart>; node: HTMLElement | null; items: CardData[]; filtered: boolean } = {
    kind: mainPart(view),
    node: root.querySelector<HTMLElement>(':scope > .post-grid, :scope > .blog-state'),
    items: view.items,
    filtered: isFiltered(view.filters),
  };
  let more = root.querySelector<HTMLElement>(':scope > .blog-archive__more');

  function show(next: ArchiveView): void {
    view = next;
    const busy = next.status === 'loading' || next.status === 'loading-more';
    root!.dataset.status = next.status;
    become(statusLine!, dom<HTMLElement>(<ArchiveStatusLine busy={busy} labels={labels} />));

    if (next.status === 'error' && !error) {
      error = dom<HTMLElement>(<ArchiveError labels={labels} />);
      insertAfter(statusLine!, error);
    } else if (next.status !== 'error' && error) {
      error.remove();
      error = null;
    }

    const kind = mainPart(next);
    const filtered = isFiltered(next.filters);
    const grows =
      kind === 'grid' &&
      main.kind === 'grid' &&
      main.node &&
      main.filtered === filtered &&
      main.items.length <= next.items.length &&
      main.items.every((card, i) => next.items[i] === card);
    if (grows && main.node) {
      // The next page: its cards join the grid, the ones shown stay as they are.
      main.node.setAttribute('aria-busy', String(busy));
      for (let i = main.items.length; i < next.items.length; i++) {
        main.node.appendChild(dom<HTMLElement>(<ArchiveGridItem card={next.items[i]!} index={i} filtered={filtered} labels={labels} />));
      }
      main.items = next.items;
    } else if (kind !== main.kind || kind === 'grid') {
      const node =
        kind === 'loading'
          ? dom<HTMLElement>(<ArchiveLoading labels={labels} />)
          : kind === 'empty'
            ? dom<HTMLElement>(<ArchiveEmpty action={action} labels={labels} />)
            : kind === 'grid'
              ? dom<HTMLElement>(<ArchiveGrid items={next.items} filtered={filtered} busy={busy} labels={labels} />)
              : null;
      if (main.node && node) main.node.replaceWith(node);
      else if (node) insertAfter(error ?? statusLine!, node);
      else main.node?.remove();
      main = { kind, node, items: next.items, filtered };
    }

    if (showsMore(next)) {
      const fresh = dom<HTMLElement>(
        <ArchiveLoadMore href={nextPageHref(action, next)} loading={next.status === 'loading-more'} labels={labels} />,
      );
      const link = more?.querySelector<HTMLElement>('a');
      const freshLink = fresh.querySelector<HTMLElement>('a');
      if (more && link && freshLink) become(link, freshLink);
      else {
        more?.remove();
        more = fresh;
        insertAfter(main.node ?? error ?? statusLine!, more);
      }
    } else if (more) {
      more.remove();
      more = null;
    }
  }

  let request: AbortController | null = null;

  async function fetchPage(
    f: ArchiveFilters,
    pageNumber: number,
    controller: AbortController,
  ): Promise<{ items: CardData[]; hasMore: boolean }> {
    const url = props.apiUrl + queryOf(f, { page: String(pageNumber), lang: props.lang });
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    const body = (await res.json()) as { items?: Article[]; hasMore?: boolean };
    const list = Array.isArray(body.items) ? body.items : [];
    // Has-more only while the last page came back full.
    return { items: list.map((a) => toCard(a, props.ctx)), hasMore: list.length >= props.pageSize };
  }

  let retry: (() => void) | null = null;

  /** Page 1 replaces the cards shown; a later page is appended (cards already shown are skipped). */
  function load(f: ArchiveFilters, pageNumber: number): void {
    const appending = pageNumber > 1;
    request?.abort();
    const controller = new AbortController();
    request = controller;
    show({ ...view, status: appending ? 'loading-more' : 'loading' });
    fetchPage(f, pageNumber, controller).then(
      (result) => {
        if (request !== controller) return;
        const known = new Set(view.items.map((c) => c.slug));
        const items = appending ? [...view.items, ...result.items.filter((c) => !known.has(c.slug))] : result.items;
        show({ ...view, items, page: pageNumber, hasMore: result.hasMore, status: 'idle' });
      },
      (err: unknown) => {
        if ((err as Error).name === 'AbortError' || request !== controller) return;
        retry = () => load(f, pageNumber);
        show({ ...view, status: 'error' });
      },
    );
  }

  let pause: ReturnType<typeof setTimeout> | undefined;

  /** New filters: the controls and the URL follow (no history entry per keystroke), then page 1 is refetched. */
  function apply(next: ArchiveFilters): void {
    // A search still waiting for its pause is part of what is applied now.
    clearTimeout(pause);
    view = { ...view, filters: next };
    selectValue(category!, next.category);
    selectValue(tag!, next.tag);
    for (const [chip, slug] of chips) {
      if (next.tag === slug) chip.setAttribute('aria-current', 'true');
      else chip.removeAttribute('aria-current');
    }
    history.replaceState(history.state, '', action + queryOf(next) + location.hash);
    load(next, 1);
  }

  /** A category or a tag (the other is cleared), with the search as typed. */
  const choose = (next: Pick<ArchiveFilters, 'category' | 'tag'>) => apply({ search: search.value, ...next });
  const chosen = (select: HTMLSelectElement) => (select.value === ALL ? '' : select.value);

  // Search: applied after a pause in typing, at once on the form's submit (Enter).
  search.addEventListener('input', () => {
    clearTimeout(pause);
    if (search.value === view.filters.search) return;
    pause = setTimeout(() => apply({ ...view.filters, search: search.value }), SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply({ ...view.filters, search: search.value });
  });
  category.addEventListener('change', () => choose({ category: chosen(category), tag: '' }));
  tag.addEventListener('change', () => choose({ category: '', tag: chosen(tag) }));

  // Small screens: the dropdowns fold behind a toggle (CSS hides the panel while data-open is false).
  let open = false;
  const icon = toggle.querySelector('svg');
  toggle.addEventListener('click', () => {
    open = !open;
    toggle.setAttribute('aria-expanded', String(open));
    panel.dataset.open = String(open);
    toggle.replaceChildren(...(icon ? [icon] : []), open ? labels.hideFilters : labels.showFilters);
  });

  // The links and buttons under the filters come and go: one listener on the archive serves them all.
  root.addEventListener('click', (event) => {
    // A link opened in a new tab or window keeps its meaning: the page it names.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLAnchorElement>('.popular-tags a.tag-chip');
    if (chip && chips.has(chip)) {
      event.preventDefault();
      choose({ category: '', tag: chips.get(chip)! });
    } else if (target?.closest('.blog-state--error button')) {
      retry?.();
    } else if (target?.closest('.blog-state--empty a')) {
      event.preventDefault();
      search.value = '';
      apply(EMPTY);
    } else if (target?.closest('.blog-archive__more a')) {
      event.preventDefault();
      if (view.status !== 'loading-more') load(view.filters, view.page + 1);
    }
  });
}
