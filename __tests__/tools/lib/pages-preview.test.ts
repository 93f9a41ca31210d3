/** @jest-environment node */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startPagesPreview } from "../../../tools/lib/pages-preview";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function buildFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Inicio</title>");
  fs.writeFileSync(path.join(dir, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  fs.writeFileSync(path.join(dir, "_redirects"), "/antes /despues/ 301\n");
  return dir;
}

describe("the Cloudflare Pages preview", () => {
  it("serves a build with its _headers and _redirects, then frees the port", async () => {
    const port = await freePort();
    const preview = await startPagesPreview(buildFixture(), port);
    try {
      const home = await fetch(`${preview.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("x-frame-options")).toBe("DENY");
      const moved = await fetch(`${preview.url}/antes`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/despues/");
    } finally {
      await preview.close();
    }
    await expect(fetch(`${preview.url}/`)).rejects.toThrow();
  }, 60_000);

  it("refuses a folder without a build", async () => {
    await expect(startPagesPreview(fs.mkdtempSync(path.join(os.tmpdir(), "empty-")), 9)).rejects.toThrow(
      "holds no build",
    );
  });

  it("refuses a port that is already taken, instead of testing someone else's server", async () => {
    const busy = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => busy.once("listening", resolve));
    const { port } = busy.address() as net.AddressInfo;
    await expect(startPagesPreview(buildFixture(), port)).rejects.toThrow(`127.0.0.1:${port} is already in use`);
    busy.close();
  });
});
