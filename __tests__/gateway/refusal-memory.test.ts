/** @jest-environment node */
import { handleChatRequest } from "../../gateway/chat-gateway";
import { CloudflareRefusalMemory, type EdgeCache } from "../../gateway/cloudflare-refusal-memory";
import { InMemoryRefusalMemory, MAX_MEMORY_ENTRIES, type RefusalMemory } from "../../gateway/refusal-memory";

let clock = 0;
const now = () => clock;
beforeEach(() => (clock = 1_800_000_000_000));

/** The Workers Cache as far as the memory uses it: by URL, for max-age seconds. */
function edgeCache(): EdgeCache & { urls: () => string[] } {
  const stored = new Map<string, { body: string; expires: number }>();
  return {
    urls: () => [...stored.keys()],
    match: (url) => {
      const entry = stored.get(url);
      return Promise.resolve(entry && entry.expires > clock ? new Response(entry.body) : undefined);
    },
    put: async (url, response) => {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1]);
      stored.set(url, { body: await response.text(), expires: clock + maxAge * 1000 });
    },
  };
}

describe.each<[string, () => RefusalMemory]>([
  ["in memory", () => new InMemoryRefusalMemory(now)],
  ["in Cloudflare's cache", () => new CloudflareRefusalMemory(edgeCache(), now)],
])("the gateway's memory %s", (_where, make) => {
  it("holds a refusal until its end, and not a moment longer", async () => {
    const memory = make();
    await expect(memory.get("a")).resolves.toBeNull();
    await memory.remember("a", clock + 60_000);
    await expect(memory.get("a")).resolves.toBe(clock + 60_000);
    await expect(memory.get("b")).resolves.toBeNull();
    clock += 59_999;
    await expect(memory.get("a")).resolves.not.toBeNull();
    clock += 1;
    await expect(memory.get("a")).resolves.toBeNull();
  });

  it("counts events per key in fixed windows, and starts again in the next", async () => {
    const memory = make();
    const window = 600_000;
    clock = 100 * window + 1_000;
    await expect(memory.count("h", window)).resolves.toEqual({ count: 1, untilMs: 101 * window });
    await expect(memory.count("h", window)).resolves.toEqual({ count: 2, untilMs: 101 * window });
    await expect(memory.count("other", window)).resolves.toMatchObject({ count: 1 });
    clock = 101 * window;
    await expect(memory.count("h", window)).resolves.toEqual({ count: 1, untilMs: 102 * window });
  });
});

describe("the in-memory map under a million keys", () => {
  it(`keeps at most ${MAX_MEMORY_ENTRIES.toLocaleString("en")} entries, dropping the oldest written first`, async () => {
    const memory = new InMemoryRefusalMemory(now);
    const until = clock + 60_000;
    for (let index = 0; index < MAX_MEMORY_ENTRIES; index += 1) await memory.remember(`key-${index}`, until);
    expect(memory.size).toBe(MAX_MEMORY_ENTRIES);
    await expect(memory.get("key-0")).resolves.toBe(until);

    // Rewriting key-0 makes it the newest; one more key then evicts key-1, the oldest written.
    await memory.remember("key-0", until);
    await memory.remember(`key-${MAX_MEMORY_ENTRIES}`, until);
    expect(memory.size).toBe(MAX_MEMORY_ENTRIES);
    await expect(memory.get("key-1")).resolves.toBeNull();
    await expect(memory.get("key-0")).resolves.toBe(until);
    await expect(memory.get(`key-${MAX_MEMORY_ENTRIES}`)).resolves.toBe(until);
    await expect(memory.get("key-2")).resolves.toBe(until);

    for (let index = 0; index < 50_000; index += 1) await memory.count(`flood-${index}`, 600_000);
    expect(memory.size).toBe(MAX_MEMORY_ENTRIES);
  });

  it("drops an entry once it has ended", async () => {
    const memory = new InMemoryRefusalMemory(now);
    await memory.remember("a", clock + 1_000);
    clock += 1_000;
    await memory.get("a");
    expect(memory.size).toBe(0);
  });
});

describe("what the Cloudflare memory stores", () => {
  it("is keyed by the gateway's HMAC keys under a host nobody can reach, never by an address", async () => {
    const cache = edgeCache();
    const memory = new CloudflareRefusalMemory(cache, now);
    const request = () =>
      new Request("https://www.azahardigital.es/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "loadPreviousSession", sessionId: crypto.randomUUID() }),
      });
    const clientKey = "c".repeat(64);
    const n8n = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { action: string };
      return Response.json(
        body.action === "sendMessage"
          ? { output: "Límite", limit: "client_busy", retryAfter: 60, busyKey: clientKey }
          : { data: [] },
      );
    }) as typeof fetch;
    const env = {
      MAXI_N8N_WEBHOOK_URL: "https://n8n.azahardigital.es/webhook/maxi/chat",
      MAXI_N8N_BASIC_AUTH: "maxi-gateway:contraseña",
      MAXI_CLIENT_KEY_SECRET: "k".repeat(64),
    };
    await handleChatRequest({ request: request(), clientAddress: "198.51.100.44" }, env, { memory, fetch: n8n, now });
    expect(cache.urls()).toHaveLength(1);
    for (const url of cache.urls()) {
      expect(url).toMatch(/^https:\/\/maxi-gateway-memory\.invalid\/count\/history-[0-9a-f]{64}\/\d+$/);
      expect(url).not.toContain("198.51.100");
    }
  });
});
