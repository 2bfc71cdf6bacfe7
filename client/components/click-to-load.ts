import { LIVE_ATTRIBUTE } from '../loader/activity';

/**
 * A click-to-load embed (a third-party frame nothing contacts before the visitor asks), as a plain
 * script: the server renders a plain link to the third party's own page, which works without
 * JavaScript; enhanced, a plain click replaces the link with what `load` builds and moves focus
 * into its frame. A modified click (new tab or window) keeps the link's meaning. The link gets
 * `data-live` once its click handler is live.
 */
export function clickToLoad(link: HTMLAnchorElement | null, load: () => { node: Element; frame: HTMLIFrameElement }): void {
  if (!link) return;
  link.addEventListener('click', (e) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    const { node, frame } = load();
    link.replaceWith(node);
    frame.focus();
  });
  link.setAttribute(LIVE_ATTRIBUTE, '');
}

/** An iframe with these attributes (`allowfullscreen` and the like: ''). */
export function iframe(attributes: Record<string, string | number>): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, String(value));
  return frame;
}
