declare module 'virtual:islands' {
  import type { ComponentType } from 'react';
  export const loaders: Record<string, () => Promise<{ default: ComponentType<never> }>>;
}
