import type { GatsbySSR } from "gatsby";
import { bodyFontUrl, displayFontUrl } from "./src/styles/fonts";
import { globalCss } from "./src/styles/global-css";

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    ...[displayFontUrl, bodyFontUrl].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ]);
};
