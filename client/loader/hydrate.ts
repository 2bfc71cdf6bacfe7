import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LIVE_ATTRIBUTE } from './activity';

/**
 * Marks the island's element `data-live` once React has committed it: the moment its controls
 * are live (the loader's first-tap replay, tests and anyone debugging wait on it; CSS may too).
 */
function Live({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.setAttribute(LIVE_ATTRIBUTE, '');
  }, [el]);
  return children;
}

export function hydrate(el: HTMLElement, Component: ComponentType<never>, props: object): void {
  hydrateRoot(el, createElement(Live, { el }, createElement(Component as ComponentType<object>, props)), {
    onRecoverableError(error) {
      console.warn('Island hydration recovered from an error', error);
    },
  });
}
