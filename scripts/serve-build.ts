import path from "node:path";
import { startStaticServer } from "./lib/static-server";

// Serves public/ on 127.0.0.1 with CDN-like compression: `npm run serve:build [-- port]`.
const port = Number(process.argv[2] ?? 9000);
startStaticServer(path.resolve("public"), port).then((server) => console.log(`Serving public/ on ${server.url}`));
