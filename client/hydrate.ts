import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Marks the island's element `data-hydrated` once React has committed it: the moment its
 * controls are live (tests and anyone debugging wait on it; CSS may too).
 */
function Hydrated({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.setAttribute('data-hydrated', '');
  }, [el]);
  return children;
}

export function hydrate(el: HTMLElement, Component: ComponentType<never>, props: object): void {
  hydrateRoot(el, createElement(Hydrated, { el }, createElement(Component as ComponentType<object>, props)), {
    onRecoverableError(error) {
      console.warn('Island hydration recovered from an error', error);
    },
  });
}
