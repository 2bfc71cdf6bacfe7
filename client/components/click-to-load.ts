import { type MouseEvent, useEffect, useRef, useState } from 'react';

/**
 * State of a click-to-load embed (a third-party frame nothing contacts before the visitor asks):
 * the server renders a plain link to the third party's own page, which works without JavaScript;
 * once hydrated, a plain click loads the frame in place and moves focus into it. A modified click
 * (new tab or window) keeps the link's meaning. `hydrated` is false on the server and at
 * hydration (no mismatch), true once the click handler is live.
 */
export function useClickToLoad<T extends HTMLElement>() {
  const [loaded, setLoaded] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const frame = useRef<T>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    setLoaded(true);
  };
  return { loaded, hydrated, frame, onClick };
}
