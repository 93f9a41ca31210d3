/**
 * What the gateway remembers between requests, so that nothing reaches n8n that would be refused anyway:
 * a refusal for a busy client, network or site until its bound frees a place (the database says when),
 * and how many history reads each client made in the current window. Keys are the gateway's HMAC keys
 * (client-key.ts) or fixed names, never an address.
 *
 * The memory only saves n8n executions: the database (public.maxi_admit_message) stays the authority on
 * every bound, so a memory that forgets (a new isolate, another data centre, an evicted entry) costs
 * one n8n run that the database refuses, never a message admitted past a bound.
 */
export interface RefusalMemory {
  /** When the refusal remembered under `key` ends (ms since the epoch), or null when none is in force. */
  get(key: string): Promise<number | null>;
  remember(key: string, untilMs: number): Promise<void>;
  /**
   * Counts one more event under `key` in the fixed window of `windowMs` that holds now: the events so far
   * in that window, this one included, and when the window ends.
   */
  count(key: string, windowMs: number): Promise<{ count: number; untilMs: number }>;
}

/** A script can send from a million /64s: beyond this many entries the oldest written go first. */
export const MAX_MEMORY_ENTRIES = 10_000;

interface Entry {
  untilMs: number;
  count: number;
}

/**
 * The memory in one process (the local backend, the tests; also the fallback of an isolate without the
 * Cache API). Map keeps insertion order, and every write re-inserts, so the first entries are the
 * oldest written.
 */
export class InMemoryRefusalMemory implements RefusalMemory {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_MEMORY_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Everything forgotten, as if every window had passed (the local backend's reset for browser tests). */
  clear(): void {
    this.entries.clear();
  }

  private read(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.untilMs > this.now()) return entry;
    this.entries.delete(key);
    return null;
  }

  private write(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  get(key: string): Promise<number | null> {
    return Promise.resolve(this.read(`refused|${key}`)?.untilMs ?? null);
  }

  remember(key: string, untilMs: number): Promise<void> {
    this.write(`refused|${key}`, { untilMs, count: 0 });
    return Promise.resolve();
  }

  count(key: string, windowMs: number): Promise<{ count: number; untilMs: number }> {
    const window = Math.floor(this.now() / windowMs);
    const name = `count|${key}|${window}`;
    const entry = { untilMs: (window + 1) * windowMs, count: (this.read(name)?.count ?? 0) + 1 };
    this.write(name, entry);
    return Promise.resolve(entry);
  }
}
