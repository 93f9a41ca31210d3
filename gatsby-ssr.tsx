import type { GatsbySSR } from "gatsby";
import { noticeReadScript } from "./src/lib/notice-storage";
import { firstTapScript } from "./src/lib/first-tap-script";
import { globalCss } from "./src/styles/global-css";

export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <script key="first-tap" dangerouslySetInnerHTML={{ __html: firstTapScript }} />,
    <script key="notice-read" dangerouslySetInnerHTML={{ __html: noticeReadScript }} />,
  ]);
};
