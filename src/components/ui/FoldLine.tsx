import { useState } from "react";
import { BELOW_FOLD_ATTRIBUTE, BELOW_FOLD_PLACEHOLDER } from "../../lib/below-fold";
import { isHydratingPrerenderedPage } from "../../lib/hydration-state";

/**
 * Marks the end of the page's first screen (src/lib/below-fold.ts). Only in the prerendered page: the
 * server renders it and hydration adopts it; a page reached by client-side navigation, or under
 * `gatsby develop`, has its styles inserted by emotion and needs no link.
 */
export function FoldLine() {
  const [prerendered] = useState(
    () => process.env.NODE_ENV === "production" && (typeof window === "undefined" || isHydratingPrerenderedPage()),
  );
  // Low priority: the first screen is painted without it, so it must not compete with the hero's image.
  const attributes = { [BELOW_FOLD_ATTRIBUTE]: "", fetchpriority: "low" };
  return prerendered ? <link rel="stylesheet" href={BELOW_FOLD_PLACEHOLDER} {...attributes} /> : null;
}
