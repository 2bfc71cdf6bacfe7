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

/** Bumped by a purge; a store that saw an older generation empties itself before use. */
let generation = 0;

export const currentGeneration = (): number => generation;
export function bumpGeneration(): void {
  generation++;
}

/** Least recently used pages go first once the store holds too many entries or bytes. */
export class Lru {
  entries = new Map<string, Entry>();
  bytes = 0;
  generation = generation;
  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  private sync(): void {
    if (this.generation !== generation) {
      this.clear();
      this.generation = generation;
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

  set(entry: Entry, filledAtGeneration: number): void {
    this.sync();
    // Rendered before a purge that happened while it streamed: stale already.
    if (filledAtGeneration !== generation) return;
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
