import { cloudflareClientAddress } from "../../gateway/cloudflare-client-address";
import { handleChatRequest, refusePlatform } from "../../gateway/chat-gateway";
import { KNOWLEDGE_PATH } from "../../src/contracts/knowledge-path";
import { CloudflareRefusalMemory, type EdgeCache } from "../../gateway/cloudflare-refusal-memory";
import { InMemoryRefusalMemory, type RefusalMemory } from "../../gateway/refusal-memory";
import type { ChatGatewayEnv } from "../../gateway/settings";

interface ChatContext {
  request: Request & { cf?: unknown };
  /** ASSETS: Cloudflare Pages' binding to the deployed site's own files. */
  env: ChatGatewayEnv & { ASSETS?: { fetch(request: Request): Promise<Response> } };
}

/** The data centre's cache (workerd's `caches.default`); this isolate's own memory where there is none. */
let isolateMemory: RefusalMemory | null = null;
function memory(): RefusalMemory {
  const edge = (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;
  if (edge) return new CloudflareRefusalMemory(edge);
  isolateMemory ??= new InMemoryRefusalMemory();
  return isolateMemory;
}

export const onRequest = async ({ request, env }: ChatContext): Promise<Response> => {
  const caller = cloudflareClientAddress(request);
  if (!caller.vouched) return refusePlatform(caller.reason);
  const assets = env.ASSETS;
  const knowledge = assets
    ? async () => {
        const response = await assets.fetch(new Request(new URL(KNOWLEDGE_PATH, request.url)));
        return response.ok ? response.text() : null;
      }
    : undefined;
  return handleChatRequest({ request, clientAddress: caller.address }, env, { memory: memory(), knowledge });
};
