// The build's virtual module (scripts/build-client.mjs): a lazy loader per island, by its name.
declare module 'virtual:islands' {
  import type { IslandModule } from '../../src/shared/island-protocol';
  export const loaders: Record<string, () => Promise<IslandModule>>;
}
