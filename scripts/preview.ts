import path from "node:path";
import { startPagesPreview } from "./lib/pages-preview";

// `npm run preview [-- port]`: public/ as Cloudflare Pages serves it (headers, redirects, 404, compression).
const port = Number(process.argv[2] ?? 8788);
startPagesPreview(path.resolve("public"), port)
  .then((preview) => {
    console.log(`Cloudflare Pages preview of public/ on ${preview.url} (Ctrl+C to stop)`);
    const stop = () => preview.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
