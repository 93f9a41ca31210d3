import path from "node:path";
import { startPagesPreview } from "./lib/pages-preview";
import { randomSecret, readBackendState } from "./local-backend/backend-state";
import { LOCAL_CHAT_WEBHOOK_PATH } from "./local-backend/chat-webhook";

// `npm run preview [-- port]`: public/ as Cloudflare Pages serves it (headers, redirects, 404, compression,
// functions/). Maxi's gateway forwards to the n8n stand-in of a running `npm start` backend, if any.
const port = Number(process.argv[2] ?? 8788);
const backend = readBackendState(path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db"));
const bindings: Record<string, string> = backend
  ? {
      MAXI_N8N_WEBHOOK_URL: `${backend.url}${LOCAL_CHAT_WEBHOOK_PATH}`,
      MAXI_N8N_BASIC_AUTH: backend.chatCredential,
      MAXI_CLIENT_KEY_SECRET: randomSecret(),
    }
  : {};
startPagesPreview(path.resolve("public"), port, bindings)
  .then((preview) => {
    console.log(`Cloudflare Pages preview of public/ on ${preview.url} (Ctrl+C to stop)`);
    console.log(
      backend
        ? `Maxi (/api/chat) forwards to the local backend's stand-in on ${backend.url}.`
        : "No local backend running (npm start): Maxi's /api/chat answers 503, not configured.",
    );
    const stop = () => void preview.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
