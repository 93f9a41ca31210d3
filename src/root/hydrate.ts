import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keepBelowFoldStyles } from "../lib/below-fold";
import { startHydratingPrerenderedPage } from "../lib/hydration-state";

/**
 * Hydrates the prerendered page inside a transition so React works in 5 ms slices and yields to the
 * browser between them, instead of one long task that blocks input on a mid-range phone (it was
 * ~200 ms of TBT on the home page). An empty container — `gatsby develop` serves no server-rendered
 * markup — is rendered instead: hydrating nothing fails with a hydration mismatch and an error overlay.
 */
export function hydrateOrRender(element: ReactElement, container: Element): () => void {
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  keepBelowFoldStyles();
  startHydratingPrerenderedPage();
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  // Gatsby types this hook with react-dom's legacy render signature; it passes these two arguments and
  // calls what the renderer returns to unmount (its development loading indicator).
  return hydrateOrRender as unknown as Renderer;
};
