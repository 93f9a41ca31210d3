import type { GatsbySSR } from "gatsby";
import { globalCss } from "./src/styles/global-css";

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ]);
};
