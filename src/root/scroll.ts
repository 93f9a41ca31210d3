import type { GatsbyBrowser } from "gatsby";

/**
 * New routes start at the top; Back/Forward restore where the visitor was; same-page hash links scroll
 * to their target. Gatsby 5's own restoration is unreliable here (gatsbyjs/gatsby#38201), so we decide.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  prevRouterProps,
  getSavedScrollPosition,
}) => {
  const { location } = routerProps;
  if (location.hash) return true;
  // Gatsby types the getter as `Function`; it returns the [x, y] saved for this location, if any.
  const saved = (getSavedScrollPosition as (location: unknown) => [number, number] | null | undefined)(location);
  if (saved) {
    window.scrollTo(...saved);
    return false;
  }
  if (prevRouterProps && prevRouterProps.location.pathname === location.pathname) return true;
  window.scrollTo(0, 0);
  return false;
};
