import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates inside a transition so React works in 5 ms slices and yields to the browser between them,
 * instead of one long task that blocks input on a mid-range phone (it was ~200 ms of TBT on the home page).
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrate = (element: ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  };
  // Gatsby types this hook with react-dom's legacy render signature; it only ever passes these two arguments.
  return hydrate as unknown as Renderer;
};
