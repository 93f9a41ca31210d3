export { replaceHydrateFunction } from "./src/root/hydrate";
export { wrapPageElement, wrapRootElement } from "./src/root/wrappers";
export { shouldUpdateScroll } from "./src/root/scroll";
export { onInitialClientRender } from "./src/funnel/funnel-start";
