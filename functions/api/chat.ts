import { handleChatRequest } from "../../gateway/chat-gateway";
import type { ChatGatewayEnv } from "../../gateway/settings";

interface ChatContext {
  request: Request;
  env: ChatGatewayEnv;
}

// Cloudflare's edge writes CF-Connecting-IP itself (replacing any the caller sent): the address it saw.
export const onRequest = ({ request, env }: ChatContext): Promise<Response> =>
  handleChatRequest({ request, clientAddress: request.headers.get("CF-Connecting-IP") }, env);
