import { articleCollection, SLUG_SETTINGS, type TeamMember } from "./model/articles";
import { COLLECTIONS, type CollectionName, type ContentFile } from "./model/collections";
import { TEAM } from "./model/team-list";
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

function filesCollection(name: CollectionName, members: readonly ContentFile[]) {
  return {
    name,
    label: COLLECTIONS[name].label,
    description: COLLECTIONS[name].description,
    format: CONTENT_FORMAT,
    editor: { preview: true },
    files: members.map(({ info, path, fields }) => ({ name: info.name, label: info.label, file: path, fields })),
  };
}

/** A collection of named files (the pages, the site's data, the team), or the folder of articles. */
export type CmsCollection = ReturnType<typeof filesCollection> | ReturnType<typeof articleCollection>;

/** The whole Decap configuration: no config.yml is fetched. `team`: the authors an article is chosen from. */
export function cmsConfig(settings: CmsSettings, files: readonly ContentFile[], team: readonly TeamMember[] = TEAM) {
  const collections = (Object.keys(COLLECTIONS) as CollectionName[]).flatMap<CmsCollection>((name) => {
    if (name === "articles") return [articleCollection(team)];
    const members = files.filter((file) => file.collection === name);
    return members.length > 0 ? [filesCollection(name, members)] : [];
  });
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
    // A new article's file name, from its title: what the build accepts as its address.
    slug: SLUG_SETTINGS,
    collections,
  };
}
