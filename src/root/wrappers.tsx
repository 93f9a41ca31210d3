import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { FloatingDock } from "../components/floating-dock/FloatingDock";
import { Layout } from "../components/layout/Layout";
import { RootWrapper } from "./RootWrapper";

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

export const wrapRootElement: WrapRoot = ({ element }) => (
  <RootWrapper>
    {element}
    <FloatingDock />
  </RootWrapper>
);

// The layout wraps every page here (not inside each page) so the navbar stays mounted across routes.
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
