import path from "node:path";
import { startLocalBackend } from "./server";

const port = Number(process.env.LOCAL_BACKEND_PORT ?? 54321);
const dataDir = path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db");

startLocalBackend({ port, dataDir })
  .then((backend) => {
    console.log(`Local backend (stand-in for Supabase REST and the n8n chat webhook) on ${backend.url}`);
    const stop = () => backend.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: Error) => {
    console.error(`Local backend failed to start: ${error.message}`);
    process.exit(1);
  });
