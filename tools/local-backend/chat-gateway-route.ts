import path from "node:path";
import { Readable } from "node:stream";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import { handleChatRequest } from "../../gateway/chat-gateway";
import type { RefusalMemory } from "../../gateway/refusal-memory";
import type { ChatGatewayEnv } from "../../gateway/settings";
import { headerRecord, socketAddress } from "./gateway";
import type { RouteHandler } from "./http";

export const CHAT_GATEWAY_PATH = "/api/chat";
const CONTENT_DIR = path.resolve(__dirname, "../../content");

export interface ChatGatewayRouteOptions {
  /** The gateway's settings, as the Pages project's variables hold them in production (read per request: the port is known after listening). */
  env(): ChatGatewayEnv;
  /** The development site's origins: it runs on another port than this backend. */
  siteOrigins: readonly string[];
  /** One memory for the backend's life, as one Cloudflare data centre keeps one. */
  memory: RefusalMemory;
}

/**
 * /api/chat for `npm start`: the very gateway the site runs on Cloudflare Pages (gateway/chat-gateway.ts),
 * fed with Node's request. The client address is the socket's, as Cloudflare's is the connection's.
 */
export function createChatGatewayRoute({ env, siteOrigins, memory }: ChatGatewayRouteOptions): RouteHandler {
  return async (req, res, url) => {
    if (url.pathname !== CHAT_GATEWAY_PATH) return false;
    const method = req.method ?? "GET";
    const withBody = method !== "GET" && method !== "HEAD";
    const request = new Request(url, {
      method,
      headers: headerRecord(req),
      body: withBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    const response = await handleChatRequest({ request, clientAddress: socketAddress(req), siteOrigins }, env(), {
      memory,
      log: (line) => console.error(`[chat] ${line}`),
      // What the build would publish, read afresh so an editor's change shows at once.
      knowledge: () => Promise.resolve(buildKnowledge(readKnowledgeSources(CONTENT_DIR))),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
    return true;
  };
}
