/**
 * The gateway's memory on Cloudflare: the Workers Cache API (`caches.default`), one entry per key under a
 * synthetic https URL that no visitor can request (the cache is keyed by URL and this host does not exist),
 * each cached for exactly as long as it holds (Cache-Control: max-age).
 *
 * The cache is per data centre, and that is enough: a visitor, or a script, reaches the data centre
 * nearest to it, so its refusals and its history reads are counted where its next requests arrive. A
 * flood spread over many data centres costs at most one n8n run per key in each before every one of them
 * remembers, and the database (public.maxi_admit_message) refuses each of those runs before the model:
 * this memory only saves n8n executions, it is not a bound. Reads and writes are not atomic, so
 * concurrent history reads may count a few less than they are; the bound is a courtesy to n8n, not a
 * guarantee. Where the Cache API stores nothing (a *.pages.dev preview), the gateway simply calls n8n.
 */
import type { RefusalMemory } from "./refusal-memory";

/** The part of the Workers Cache the memory uses. */
export interface EdgeCache {
  match(request: string): Promise<Response | undefined>;
  put(request: string, response: Response): Promise<void>;
}

const ORIGIN = "https://maxi-gateway-memory.invalid";

interface Stored {
  untilMs: number;
  count: number;
}

export class CloudflareRefusalMemory implements RefusalMemory {
  constructor(
    private readonly cache: EdgeCache,
    private readonly now: () => number = Date.now,
  ) {}

  private async read(name: string): Promise<Stored | null> {
    const response = await this.cache.match(`${ORIGIN}/${name}`);
    if (!response) return null;
    const stored = (await response.json().catch(() => null)) as Partial<Stored> | null;
    if (typeof stored?.untilMs !== "number" || stored.untilMs <= this.now()) return null;
    return { untilMs: stored.untilMs, count: typeof stored.count === "number" ? stored.count : 0 };
  }

  private async write(name: string, stored: Stored): Promise<void> {
    const seconds = Math.ceil((stored.untilMs - this.now()) / 1000);
    if (seconds <= 0) return;
    await this.cache.put(
      `${ORIGIN}/${name}`,
      new Response(JSON.stringify(stored), {
        headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${seconds}` },
      }),
    );
  }

  async get(key: string): Promise<number | null> {
    return (await this.read(`refused/${key}`))?.untilMs ?? null;
  }

  async remember(key: string, untilMs: number): Promise<void> {
    await this.write(`refused/${key}`, { untilMs, count: 0 });
  }

  async count(key: string, windowMs: number): Promise<{ count: number; untilMs: number }> {
    const window = Math.floor(this.now() / windowMs);
    const name = `count/${key}/${window}`;
    const stored = { untilMs: (window + 1) * windowMs, count: ((await this.read(name))?.count ?? 0) + 1 };
    await this.write(name, stored);
    return stored;
  }
}
