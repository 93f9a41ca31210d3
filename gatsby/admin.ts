/**
 * The editors' CMS at /admin/ (built by cms/build.ts): written into public/admin/ by `gatsby build`,
 * served by `gatsby develop` from .cache/admin/, and given its own Content-Security-Policy.
 */
import fs from "node:fs";
import path from "node:path";
import { buildAdmin } from "../cms/build";
import { missingCmsSettings, settingsMissingHtml } from "../cms/settings-missing";
import type { CmsSettings } from "../cms/src/settings";
import { adminContentSecurityPolicy } from "./content-security-policy";

export const ADMIN_PATH = "/admin/";

/** The parts of Gatsby's development server (Express) used here. */
interface DevRequest {
  originalUrl: string;
  path: string;
}
interface DevResponse {
  redirect(status: number, url: string): void;
  set(name: string, value: string): void;
  sendFile(file: string): void;
  status(code: number): DevResponse;
  type(type: string): DevResponse;
  send(body: string): void;
}
export interface DevServer {
  use(path: string, handler: (request: DevRequest, response: DevResponse, next: () => void) => void): void;
}

/** The CMS into public/admin/, or, when the build does not say where content is saved, a page naming the missing settings. */
export async function writeAdmin(publicDir: string, settings: CmsSettings): Promise<void> {
  const outDir = path.join(publicDir, "admin");
  await fs.promises.rm(outDir, { recursive: true, force: true });
  const missing = missingCmsSettings(settings);
  if (missing.length === 0) {
    await buildAdmin(outDir, settings);
    return;
  }
  await fs.promises.mkdir(outDir, { recursive: true });
  await fs.promises.writeFile(path.join(outDir, "index.html"), settingsMissingHtml(missing));
}

/**
 * For gatsby-config's developMiddleware, which runs before Gatsby serves public/: /admin/ always gets
 * this development build, never a copy left in public/ by an earlier `gatsby build`.
 */
export function serveAdminInDevelop(app: DevServer, settings: CmsSettings, cacheDir: string): void {
  const outDir = path.join(cacheDir, "admin");
  const built = buildAdmin(outDir, settings);
  // Reported on the first request instead, so a broken CMS never stops the site's development server.
  built.catch(() => undefined);
  app.use(ADMIN_PATH.slice(0, -1), (request, response, next) => {
    if (request.originalUrl === ADMIN_PATH.slice(0, -1)) {
      response.redirect(301, ADMIN_PATH);
      return;
    }
    built.then(
      () => {
        const name = request.path === "/" ? "index.html" : path.basename(request.path);
        const file = path.join(outDir, name);
        if (!fs.existsSync(file)) {
          next();
          return;
        }
        response.set("Cache-Control", "no-store");
        response.sendFile(file);
      },
      (error: Error) => response.status(500).type("text/plain").send(`The CMS did not build: ${error.message}`),
    );
  });
}

/** The /admin/ policy: the CMS's own scripts, and connections only to where it reads and saves content. */
export function adminPolicy(settings: CmsSettings): string {
  return adminContentSecurityPolicy({
    connectOrigins: [
      ...(settings.localProxyUrl ? [new URL(settings.localProxyUrl).origin] : []),
      ...(settings.github ? ["https://api.github.com"] : []),
    ],
    imageOrigins: settings.github ? ["https://avatars.githubusercontent.com"] : [],
  });
}
