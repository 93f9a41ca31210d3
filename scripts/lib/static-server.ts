import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

function precompress(root: string): Map<string, { br: Buffer; gzip: Buffer }> {
  const result = new Map<string, { br: Buffer; gzip: Buffer }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(TYPES[path.extname(full)] ?? "") && !full.endsWith(".map")) {
        const raw = fs.readFileSync(full);
        result.set(full, {
          br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: zlib.gzipSync(raw, { level: 9 }),
        });
      }
    }
  };
  walk(root);
  return result;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function resolveFile(root: string, pathname: string): { file: string; status: number } | { redirect: string } | null {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const target = path.join(root, safe);
  if (!target.startsWith(root)) return null;
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
    if (!pathname.endsWith("/")) return { redirect: `${pathname}/` };
    const index = path.join(target, "index.html");
    return fs.existsSync(index) ? { file: index, status: 200 } : null;
  }
  if (fs.existsSync(target)) return { file: target, status: 200 };
  return null;
}

/**
 * A static file server for the production build on 127.0.0.1, compressing like a CDN (brotli, else
 * gzip) and answering unknown paths with the 404 page and status 404. It applies no redirects:
 * what the prerendered pages do on their own is what is tested.
 */
export function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  // Compress everything up front, as a CDN's cache would have it: no compression time in any response.
  const encoded = precompress(path.resolve(root));
  const absoluteRoot = path.resolve(root);
  const notFound = path.join(absoluteRoot, "404.html");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const found = resolveFile(absoluteRoot, url.pathname);
    if (found && "redirect" in found) {
      res.writeHead(301, { Location: `${found.redirect}${url.search}` }).end();
      return;
    }
    const file = found ? found.file : notFound;
    const status = found ? found.status : 404;
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    const headers: http.OutgoingHttpHeaders = { "Content-Type": type, Vary: "Accept-Encoding" };
    headers["Cache-Control"] =
      file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{20}\.js$/.test(file)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate";
    let body: Buffer = fs.readFileSync(file);
    const accepts = String(req.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.test(type)) {
      const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
      const ready = encoding ? encoded.get(file)?.[encoding] : undefined;
      if (encoding && ready) {
        body = ready;
        headers["Content-Encoding"] = encoding;
      }
    }
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
