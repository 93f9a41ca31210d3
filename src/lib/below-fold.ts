/**
 * The fold: where a page's first screen ends (after its hero). The build moves the styles of everything
 * after it out of the HTML into a stylesheet linked at that point (gatsby/emotion-styles.ts), so the first
 * response carries only what the first screen needs: a browser paints what comes before an in-body
 * stylesheet at once and what comes after once that stylesheet is in, so nothing shows unstyled.
 */
export const BELOW_FOLD_ATTRIBUTE = "data-below-fold";
/** What the page renders; the build writes the stylesheet's hashed name in its place. */
export const BELOW_FOLD_PLACEHOLDER = "/below-fold.css";

/**
 * The link sits inside the page's hero, which React removes on the first client-side navigation, while
 * emotion was told those rules are in place (the head's style tag names them). A copy of the loaded rules,
 * adopted by the document, keeps them for the whole visit without fetching the file again.
 */
export function keepBelowFoldStyles(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${BELOW_FOLD_ATTRIBUTE}]`);
  if (!link) return;
  const keep = () => {
    if (!link.sheet) return;
    const copy = new CSSStyleSheet();
    copy.replaceSync(Array.from(link.sheet.cssRules, (rule) => rule.cssText).join(""));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, copy];
  };
  if (link.sheet) keep();
  else link.addEventListener("load", keep, { once: true });
}
