import type { RouteHandler } from "./http";

/** Local stand-in for the n8n Chat Trigger webhook. Not built yet (issue 4). */
export function createChatWebhookHandler(): { handle: RouteHandler } {
  return { handle: async () => false };
}
