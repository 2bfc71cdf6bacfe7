declare module 'virtual:islands' {
  /** One lazy import per file in client/islands/ (scripts/build-client.mjs): the island's `enhance` runs its plain script. */
  export const loaders: Record<string, () => Promise<{ enhance: (el: HTMLElement, props: never) => void }>>;
}
