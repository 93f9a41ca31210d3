import { cloudflareClientAddress } from "../../gateway/cloudflare-client-address";
import { handleChatRequest, refusePlatform } from "../../gateway/chat-gateway";
import type { ChatGatewayEnv } from "../../gateway/settings";

interface ChatContext {
  request: Request & { cf?: unknown };
  env: ChatGatewayEnv;
}

export const onRequest = async ({ request, env }: ChatContext): Promise<Response> => {
  const caller = cloudflareClientAddress(request);
  if (!caller.vouched) return refusePlatform(caller.reason);
  return handleChatRequest({ request, clientAddress: caller.address }, env);
};
