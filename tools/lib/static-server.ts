import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sirv from "sirv";

const COMPRESSIBLE = /\.(html|js|json|css|svg|xml|txt|webmanifest)$/;

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** A copy of the build with a `.br` (quality 11) and a `.gz` (level 9) beside every text file, for sirv to pick. */
function precompressedCopy(root: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  fs.cpSync(root, copy, { recursive: true });
  for (const name of fs.readdirSync(copy, { recursive: true, encoding: "utf8" })) {
    const file = path.join(copy, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    const raw = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  }
  return copy;
}

/**
 * Lighthouse's server: the production build on 127.0.0.1, precompressed (brotli 11, else gzip) and
 * unknown paths answered with the 404 page. Only for measuring compressed bytes: the wrangler preview
 * hands Chromium gzip and sends headers uncompressed over HTTP/1.1, where Cloudflare's edge sends
 * brotli over HTTP/2-3. Headers, redirects and the CSP are tested on the preview, never here.
 */
export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  // Compressed up front, as a CDN's cache would have it: no compression time in any response.
  const served = precompressedCopy(path.resolve(root));
  const notFound = fs.readFileSync(path.join(served, "404.html"));
  const serve = sirv(served, { brotli: true, gzip: true, etag: false });
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res
        .writeHead(404, { "Content-Type": "text/html;charset=utf-8", "Content-Length": notFound.length })
        .end(req.method === "HEAD" ? undefined : notFound);
    }),
  );
  await once(server.listen(port, "127.0.0.1"), "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((closed) => server.close(closed));
      fs.rmSync(served, { recursive: true, force: true });
    },
  };
}
