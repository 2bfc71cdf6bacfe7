/** One cached page: the document split at every per-view value (see template.ts). */
export interface Entry {
  key: string;
  expires: number;
  /** parts[0] slot[0] parts[1] slot[1] … parts[n]. */
  parts: Uint8Array[];
  slots: Slot[];
  tokenCount: number;
  status: number;
  headers: [string, string][];
  bytes: number;
}

export type Slot = { kind: 'nonce' } | { kind: 'token'; index: number };

/**
 * How many times this isolate's HTML cache was purged (the CMS webhook). A store that last saw a
 * lower count empties itself before use; a page whose render started before a purge is not kept.
 */
let purges = 0;

export const purgeCount = (): number => purges;
export function countPurge(): void {
  purges++;
}

/** Least recently used pages go first once the store holds too many entries or bytes. */
export class Lru {
  entries = new Map<string, Entry>();
  bytes = 0;
  /** The purge count this store was last emptied at. */
  purgesSeen = purges;
  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  private sync(): void {
    if (this.purgesSeen !== purges) {
      this.clear();
      this.purgesSeen = purges;
    }
  }

  get(key: string, now: number): Entry | undefined {
    this.sync();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(entry: Entry, purgesAtRender: number): void {
    this.sync();
    // Rendered before a purge that happened while it streamed: stale already.
    if (purgesAtRender !== purges) return;
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(entry.key);
    if (old) {
      this.entries.delete(entry.key);
      this.bytes -= old.bytes;
    }
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= e.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
