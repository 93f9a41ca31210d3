import http from "node:http";
import zlib from "node:zlib";
import { baseUrl } from "./browser";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (still compressed when Content-Encoding is set). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return zlib.brotliDecompressSync(raw);
  if (encoding === "gzip") return zlib.gunzipSync(raw);
  return raw;
}

/** One request to the preview, exactly as the host answers it: no redirect following, no implicit decompression. */
export function request(
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = "GET",
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl()}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          text: decode(raw, encoding).toString("utf8"),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}
