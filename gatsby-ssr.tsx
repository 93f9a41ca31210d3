import type { GatsbySSR } from "gatsby";
import contact from "./content/contact.json";
import site from "./content/site.json";
import { ChatShell } from "./src/components/chat/ChatShell";
import { EarlyCheckToast } from "./src/components/contact/EarlyCheckToast";
import { earlyCheckScript } from "./src/components/contact/early-check-script";
import { CONTACT_PATH } from "./src/contracts/funnel-names";
import { env } from "./src/config/env";
import { noticeReadScript } from "./src/lib/notice-storage";
import { firstTapScript } from "./src/lib/first-tap-script";
import { globalCss } from "./src/styles/global-css";
import { minifyCss } from "./src/styles/minify-css";

// gatsby-plugin-manifest's 192 px icon: iOS scales it to its 180 px home-screen tile.
const APPLE_TOUCH_ICON = "/icons/icon-192x192.png";

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <style key="global-css" dangerouslySetInnerHTML={{ __html: minifyCss(globalCss) }} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />,
    <script key="first-tap" dangerouslySetInnerHTML={{ __html: firstTapScript }} />,
    <script key="notice-read" dangerouslySetInnerHTML={{ __html: noticeReadScript }} />,
  ]);
  // Outside React's root: static markup, none of it in the page's JavaScript. Its texts are read from the
  // files the GraphQL layer reads (content/), as this runs outside any page query. Without a chat
  // endpoint the window only says Maxi is unavailable, which its own code shows soon enough.
  const shell = env.chatWebhookUrl ? [<ChatShell key="maxi-shell" texts={site.chat} />] : [];
  // The contact form's check before its code arrives: after the form, which it needs only once submitted.
  const earlyCheck =
    pathname === CONTACT_PATH
      ? [
          <EarlyCheckToast key="contact-early-toast" invalid={contact.form.toasts.invalid} />,
          <script
            key="contact-early-check"
            dangerouslySetInnerHTML={{ __html: earlyCheckScript(contact.form.validation) }}
          />,
        ]
      : [];
  setPostBodyComponents([...shell, ...earlyCheck]);
};
