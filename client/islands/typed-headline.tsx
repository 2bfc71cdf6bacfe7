export interface TypedHeadlineProps {
  /** The headline in three parts: the highlight is the phrase meaning 'accelerate results'. */
  before: string;
  highlight: string;
  after: string;
  /** Milliseconds per character (50). */
  speed: number;
  className?: string;
  id?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Hero headline typed character by character, then the highlight. The server
 * renders it complete (crawlers, no JavaScript, screen readers): state 'static'. `enhance` types
 * it in the browser. While typing, every character is laid out from the start in its own span and
 * only becomes visible when typed: no glyph ever moves, so typing shifts nothing (typing into a
 * growing text node did: words jumping to the next line when they no longer fit gave a CLS of
 * 0.1). Reduced motion: complete at once.
 */
export default function TypedHeadline({ before, highlight, after, className, id }: TypedHeadlineProps) {
  return (
    <h1 className={className} id={id}>
      <span className="typed" data-typed="" data-state="static" data-count={before.length + highlight.length + after.length}>
        {before}
        <span className="typed__highlight" data-typed-highlight="">
          {highlight}
        </span>
        {after}
      </span>
    </h1>
  );
}

/** The headline types as the page arrives: on its page the island loader starts shortly after the load event, not at the first activity. */
export const eager = true;

/** The typing: a timer and a few class names over the server's headline. */
export function enhance(island: HTMLElement, { before, highlight, after, speed }: TypedHeadlineProps): void {
  const root = island.querySelector<HTMLElement>('[data-typed]');
  const mark = root?.querySelector<HTMLElement>('[data-typed-highlight]');
  if (!root || !mark) return;
  const total = before.length + highlight.length + after.length;
  const finish = () => {
    mark.replaceChildren(highlight);
    root.replaceChildren(before, mark, after);
    root.dataset.count = String(total);
    root.dataset.state = 'done';
  };
  if (window.matchMedia(REDUCED_MOTION).matches) {
    finish();
    return;
  }

  const chars: HTMLSpanElement[] = [];
  const spans = (text: string) =>
    Array.from(text, (char) => {
      const span = document.createElement('span');
      span.className = 'typed__char typed__char--hidden';
      span.textContent = char;
      chars.push(span);
      return span;
    });
  const head = spans(before);
  mark.replaceChildren(...spans(highlight));
  root.replaceChildren(...head, mark, ...spans(after));
  root.dataset.count = '0';
  root.dataset.state = 'typing';

  let typed = 0;
  const tick = () => {
    chars[typed - 1]?.classList.remove('typed__char--caret');
    chars[typed]!.className = 'typed__char typed__char--caret';
    typed += 1;
    root.dataset.count = String(typed);
    if (typed >= chars.length) finish();
    else setTimeout(tick, speed);
  };
  setTimeout(tick, speed);
}
