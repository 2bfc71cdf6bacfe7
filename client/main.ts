// Island loader: loaded only on pages that render at least one island. Each marker element
// `[data-island]` is followed by its props as JSON in a `script[type="application/json"]`;
// the island's code (and React) is fetched only here, on demand.
import { loaders } from 'virtual:islands';
import { hydrate } from './hydrate';

type Loader = () => Promise<{ default: Parameters<typeof hydrate>[1] }>;

async function hydrateAll(): Promise<void> {
  const markers = document.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    Array.from(markers, async (el) => {
      const name = el.dataset.island ?? '';
      const load = (loaders as Record<string, Loader>)[name];
      if (!load) return console.warn(`Unknown island "${name}"`);
      const propsEl = el.nextElementSibling;
      const props = propsEl?.matches('script[data-island-props]') ? JSON.parse(propsEl.textContent || '{}') : {};
      const mod = await load();
      hydrate(el, mod.default, props);
    }),
  );
}

void hydrateAll();
