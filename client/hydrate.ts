import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrate(el: HTMLElement, Component: ComponentType<never>, props: object): void {
  hydrateRoot(el, createElement(Component as ComponentType<object>, props), {
    onRecoverableError(error) {
      console.warn('Island hydration recovered from an error', error);
    },
  });
}
