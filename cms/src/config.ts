import { COLLECTIONS, type CollectionName, type ContentFile } from "./model/collections";
import type { CmsSettings } from "./settings";

/** The address, relative to the site, of the OAuth handshake the host serves (functions/api/auth.ts). */
export const AUTH_ENDPOINT = "api/auth";

/** The file format of every content file (save/draft-text.ts), registered under this name in main.tsx. */
export const CONTENT_FORMAT = "content-json";

function backend(settings: CmsSettings) {
  if (settings.localProxyUrl) return { name: "proxy", proxy_url: settings.localProxyUrl, branch: "main" };
  if (settings.github) {
    return {
      name: "github",
      repo: settings.github.repo,
      branch: settings.github.branch,
      base_url: settings.siteUrl,
      auth_endpoint: AUTH_ENDPOINT,
    };
  }
  throw new Error("The CMS has no backend: build it with a local proxy or a GitHub repository");
}

/** The whole Decap configuration: no config.yml is fetched. */
export function cmsConfig(settings: CmsSettings, files: readonly ContentFile[]) {
  const collections = (Object.keys(COLLECTIONS) as CollectionName[])
    .map((name) => ({ name, members: files.filter((file) => file.collection === name) }))
    .filter(({ members }) => members.length > 0);
  return {
    load_config_file: false,
    locale: "es",
    backend: backend(settings),
    publish_mode: "simple",
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: "/admin/logo.svg",
    // Images live beside the content and are referenced relative to the JSON files: "./images/x.png".
    media_folder: "content/images",
    public_folder: "./images",
    collections: collections.map(({ name, members }) => ({
      name,
      label: COLLECTIONS[name].label,
      description: COLLECTIONS[name].description,
      format: CONTENT_FORMAT,
      editor: { preview: true },
      files: members.map(({ info, path, fields }) => ({ name: info.name, label: info.label, file: path, fields })),
    })),
  };
}
