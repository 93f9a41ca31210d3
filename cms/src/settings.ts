/** What the admin bundle is built for; the build (cms/build.ts) writes it into the bundle. */
export interface CmsSettings {
  /** The site's origin, shown in the CMS as "ver sitio". */
  siteUrl: string;
  /** Local editing: the address of Decap's proxy (decap-server) that reads and writes the working copy. */
  localProxyUrl: string | null;
  /** Production editing: the GitHub repository and branch saves are committed to. */
  github: { repo: string; branch: string } | null;
}
