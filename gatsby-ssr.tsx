import type { GatsbySSR } from "gatsby";
import { displayFontUrl } from "./src/styles/fonts";

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <link
      key="font-display"
      rel="preload"
      href={displayFontUrl}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};
