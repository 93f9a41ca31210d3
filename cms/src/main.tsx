/**
 * The editors' CMS at /admin/: Decap CMS with only the parts this site uses (the local proxy and
 * GitHub backends, each refusing a save over a newer version of the file, a new article over an
 * existing one and a delete of a file changed since it was opened; the widgets the content model
 * needs, Decap's or, where Decap's are not part of this CMS, our own), in Spanish, over content/.
 */
import { DecapCmsCore as CMS, type CmsConfig, type PreviewTemplateComponentProps } from "decap-cms-core";
import ImageWidget from "decap-cms-widget-image";
import ListWidget from "decap-cms-widget-list";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import { globalCss } from "../../src/styles/global-css";
import { cmsConfig, CONTENT_FORMAT } from "./config";
import { spanishPhrases } from "./locale";
import { articleSaveProblems } from "./model/article-save-check";
import { ARTICLE_FORMAT } from "./model/articles";
import { contentFileList, fileNamed } from "./model/collections";
import { saveProblems, SaveRefused } from "./model/save-check";
import { TEAM } from "./model/team-list";
import { PREVIEW_TEMPLATES } from "./preview/templates";
import { offerBackupsAfterLoading } from "./save/backup-after-load";
import { articleFormat, contentFormat } from "./save/draft-text";
import { checkedGitHubBackend } from "./save/github-backend";
import { openedVersion } from "./save/opened-version";
import { checkedProxyBackend } from "./save/proxy-backend";
import { showStaleSave } from "./save/StaleSaveDialog";
import { refuseTakenSlugs } from "./save/taken-slug";
import type React from "react";
import type { CmsSettings } from "./settings";
import { CMS_STYLES } from "./ui/cms-styles";
import { openSingleEntries } from "./ui/single-entry";
import { BooleanSwitchControl, BooleanSwitchPreview } from "./widgets/BooleanSwitch";
import { MadridDateTimeControl, MadridDateTimePreview } from "./widgets/MadridDateTime";
import { MarkdownEditorControl, MarkdownEditorPreview } from "./widgets/MarkdownEditor";

declare const CMS_SETTINGS: CmsSettings;

const files = contentFileList();

offerBackupsAfterLoading();
refuseTakenSlugs(["articles"]);
CMS.registerBackend("github", checkedGitHubBackend(files, showStaleSave, openedVersion));
CMS.registerBackend("proxy", checkedProxyBackend(files, showStaleSave, openedVersion));
for (const widget of [StringWidget, TextWidget, NumberWidget, ImageWidget, SelectWidget, ListWidget, ObjectWidget])
  CMS.registerWidget(widget.Widget());
// Decap's own widgets for these are not installed in this CMS; ours write what the build reads.
type Control = Parameters<typeof CMS.registerWidget>[1];
CMS.registerWidget("boolean", BooleanSwitchControl as unknown as Control, BooleanSwitchPreview as never);
CMS.registerWidget("datetime", MadridDateTimeControl as unknown as Control, MadridDateTimePreview as never);
CMS.registerWidget("markdown", MarkdownEditorControl as unknown as Control, MarkdownEditorPreview as never);
CMS.registerLocale("es", spanishPhrases());
CMS.registerCustomFormat(CONTENT_FORMAT, "json", contentFormat);
CMS.registerCustomFormat(ARTICLE_FORMAT, "md", articleFormat);
CMS.registerPreviewStyle(globalCss, { raw: true });
for (const [name, template] of Object.entries(PREVIEW_TEMPLATES)) {
  // Decap passes more props than a template reads (PreviewProps lists those used).
  CMS.registerPreviewTemplate(name, template as unknown as React.ComponentType<PreviewTemplateComponentProps>);
}
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: { get(key: string): { toJS(): unknown } & string } }) => {
    const data = entry.get("data").toJS();
    if (entry.get("collection") === "articles") {
      const problems = articleSaveProblems(
        data as Record<string, unknown>,
        TEAM.map((member) => member.id),
      );
      if (problems.length > 0) throw new SaveRefused(problems);
      return;
    }
    const file = fileNamed(files, entry.get("slug"));
    if (!file) return;
    const problems = saveProblems(file, data);
    if (problems.length > 0) throw new SaveRefused(problems);
  },
});
// Decap's preview frame has no accessible name; screen readers announce this one.
new MutationObserver(() => {
  const frame = document.getElementById("preview-pane");
  if (frame && !frame.title) frame.title = "Vista previa de la página";
}).observe(document.body, { childList: true, subtree: true });

// Decap's editor leaves the promise of a refused save or delete unhandled (undefined for a field it
// refused, its failure action for a backend's refusal); the editor has been told, so it is no page error.
window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
  const reason = event.reason as { type?: unknown } | null | undefined;
  if (reason === undefined || reason?.type === "ENTRY_PERSIST_FAILURE" || reason?.type === "ENTRY_DELETE_FAILURE")
    event.preventDefault();
});
document.head.append(Object.assign(document.createElement("style"), { textContent: CMS_STYLES }));

const config = cmsConfig(CMS_SETTINGS, files, TEAM);
openSingleEntries(config.collections);
// The generated fields are a subset of Decap's field union; Decap validates the whole configuration at start.
CMS.init({ config: config as unknown as CmsConfig });
