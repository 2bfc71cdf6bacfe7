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
 * renders it complete (crawlers, no JavaScript). While typing, the characters still to come stay
 * in place as transparent text, so the final size is reserved from the start (no layout shift)
 * and screen readers always read the whole headline. Reduced motion: shown complete at once.
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

  // The caret sits where typing is: at the start of the first part that still has text to come.
  const offsets = [0, before.length, before.length + highlight.length];
  const caretPart = state === 'typing' ? offsets.findIndex((o, i) => count < o + [before, highlight, after][i]!.length) : -1;

  const part = (text: string, index: number) => {
    const shown = Math.max(0, Math.min(text.length, count - offsets[index]!));
    const rest = text.slice(shown);
    return (
      <>
        {text.slice(0, shown)}
        {rest ? <span className={`typed__rest${caretPart === index ? ' typed__rest--caret' : ''}`}>{rest}</span> : null}
      </>
    );
  };

  return (
    <h1 className={className} id={id}>
      <span className="typed" data-typed="" data-state={state} data-count={count}>
        {part(before, 0)}
        <span className="typed__highlight" data-typed-highlight="">
          {part(highlight, 1)}
        </span>
        {part(after, 2)}
      </span>
    </h1>
  );
}
