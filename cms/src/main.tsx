/**
 * The editors' CMS at /admin/: Decap CMS with only the parts this site uses (the local proxy and
 * GitHub backends, the widgets the content model needs), in Spanish, over the files in content/.
 */
import { DecapCmsCore as CMS, type CmsBackendClass, type CmsConfig, type PreviewTemplateComponentProps } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import ImageWidget from "decap-cms-widget-image";
import ListWidget from "decap-cms-widget-list";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import { globalCss } from "../../src/styles/global-css";
import { cmsConfig } from "./config";
import { readLayout, formatJson, EMPTY_LAYOUT, type Layout } from "./json/layout";
import { spanishPhrases } from "./locale";
import { contentCollections, type ContentCollection } from "./model/collections";
import { contentData } from "./model/content-data";
import { saveProblems, SaveRefused } from "./model/save-check";
import { PREVIEW_TEMPLATES } from "./preview/templates";
import type React from "react";
import type { CmsSettings } from "./settings";

declare const CMS_SETTINGS: CmsSettings;

/** Reads a content file, and writes it back in its own layout with only what the build's rules describe. */
function registerFormat(collection: ContentCollection) {
  let layout: Layout = EMPTY_LAYOUT;
  CMS.registerCustomFormat(collection.info.name, "json", {
    fromFile(text: string) {
      layout = readLayout(text);
      return JSON.parse(text) as unknown;
    },
    toFile(data: unknown) {
      return formatJson(contentData(data, collection.model), layout);
    },
  });
}

const collections = contentCollections();

CMS.registerBackend("github", GitHubBackend as CmsBackendClass);
CMS.registerBackend("proxy", ProxyBackend as CmsBackendClass);
for (const widget of [StringWidget, TextWidget, NumberWidget, ImageWidget, SelectWidget, ListWidget, ObjectWidget]) CMS.registerWidget(widget.Widget());
CMS.registerLocale("es", spanishPhrases());
collections.forEach(registerFormat);
CMS.registerPreviewStyle(globalCss, { raw: true });
for (const [name, template] of Object.entries(PREVIEW_TEMPLATES)) {
  // Decap passes more props than a template reads (PreviewProps lists those used).
  CMS.registerPreviewTemplate(name, template as unknown as React.ComponentType<PreviewTemplateComponentProps>);
}
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: { get(key: string): { toJS(): unknown } & string } }) => {
    const collection = collections.find((candidate) => candidate.info.name === entry.get("collection"));
    if (!collection) return;
    const problems = saveProblems(collection, entry.get("data").toJS());
    if (problems.length > 0) throw new SaveRefused(problems);
  },
});
// Decap's preview frame has no accessible name; screen readers announce this one.
new MutationObserver(() => {
  const frame = document.getElementById("preview-pane");
  if (frame && !frame.title) frame.title = "Vista previa de la página";
}).observe(document.body, { childList: true, subtree: true });

// The generated fields are a subset of Decap's field union; Decap validates the whole configuration at start.
CMS.init({ config: cmsConfig(CMS_SETTINGS, collections) as unknown as CmsConfig });
