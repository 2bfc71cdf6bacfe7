import { useEffect, useState } from 'react';

export interface TypedHeadlineProps {
  /** The headline in three parts: the highlight is the phrase meaning 'accelerate results'. */
  before: string;
  highlight: string;
  after: string;
  /** Milliseconds per character (spec §9: 50). */
  speed: number;
  className?: string;
  id?: string;
}

type State = 'static' | 'typing' | 'done';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Hero headline typed character by character, then the highlight (spec §4 Hero). The server
 * renders it complete (crawlers, no JavaScript, screen readers). While typing, every character
 * is laid out from the start in its own span and only becomes visible when typed: no glyph ever
 * moves, so typing shifts nothing (typing into a growing text node did: words jumping to the
 * next line when they no longer fit gave a CLS of 0.1). Reduced motion: complete at once.
 */
export default function TypedHeadline({ before, highlight, after, speed, className, id }: TypedHeadlineProps) {
  const total = before.length + highlight.length + after.length;
  const [count, setCount] = useState(total);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) {
      setState('done');
      return;
    }
    let typed = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      typed += 1;
      setCount(typed);
      if (typed >= total) setState('done');
      else timer = setTimeout(tick, speed);
    };
    setCount(0);
    setState('typing');
    timer = setTimeout(tick, speed);
    return () => clearTimeout(timer);
  }, [total, speed]);

  const part = (text: string, offset: number) => {
    if (state !== 'typing') return text;
    return Array.from(text, (char, i) => {
      const index = offset + i;
      const cls = index < count ? (index === count - 1 ? 'typed__char typed__char--caret' : 'typed__char') : 'typed__char typed__char--hidden';
      return (
        <span key={i} className={cls}>
          {char}
        </span>
      );
    });
  };

  return (
    <h1 className={className} id={id}>
      <span className="typed" data-typed="" data-state={state} data-count={count}>
        {part(before, 0)}
        <span className="typed__highlight" data-typed-highlight="">
          {part(highlight, before.length)}
        </span>
        {part(after, before.length + highlight.length)}
      </span>
    </h1>
  );
}
