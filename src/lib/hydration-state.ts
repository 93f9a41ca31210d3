/**
 * Whether React is hydrating the page the server rendered (the first page of a visit), as opposed to
 * rendering a page reached by client-side navigation or served by `gatsby develop`, which has no
 * prerendered markup. src/root/hydrate.ts starts it; `HydrationEnd`, at the root, ends it once the
 * first commit is done.
 */
let hydratingPrerenderedPage = false;

export function startHydratingPrerenderedPage(): void {
  hydratingPrerenderedPage = true;
}

export function endHydratingPrerenderedPage(): void {
  hydratingPrerenderedPage = false;
}

export function isHydratingPrerenderedPage(): boolean {
  return hydratingPrerenderedPage;
}
