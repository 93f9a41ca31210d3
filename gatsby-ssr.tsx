import type { GatsbySSR } from "gatsby";
import site from "./content/site.json";
import { ChatShell } from "./src/components/chat/ChatShell";
import { env } from "./src/config/env";
import { noticeReadScript } from "./src/lib/notice-storage";
import { firstTapScript } from "./src/lib/first-tap-script";
import { globalCss } from "./src/styles/global-css";

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <script key="first-tap" dangerouslySetInnerHTML={{ __html: firstTapScript }} />,
    <script key="notice-read" dangerouslySetInnerHTML={{ __html: noticeReadScript }} />,
  ]);
  // Outside React's root: static markup, none of it in the page's JavaScript. Its texts are read from the
  // file the GraphQL layer reads (content/site.json), as this runs outside any page query. Without a chat
  // endpoint the window only says Maxi is unavailable, which its own code shows soon enough.
  if (env.chatWebhookUrl) setPostBodyComponents([<ChatShell key="maxi-shell" texts={site.chat} />]);
};
