/**
 * The site's pages a text of Maxi's names: what its answers may link. Routes are paths ending in «/»
 * (the site's trailing-slash rule), compared without their #anchor or ?query.
 */

const route = (target: string) => target.replace(/[?#].*$/, "");

/** The targets of the text's Markdown links to the site's own pages: `[texto](/contacto/)`. */
export function siteLinksIn(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(\s*<?(\/(?!\/)[^)\s>]*)>?[^)]*\)/g)].map((match) => route(match[1]!));
}

/**
 * Every page of the site the text names, linked or written out («Página: /blog/x/.», «en /contacto/»):
 * a model that reads the text may turn any of them into a link.
 */
export function routesNamedIn(markdown: string): string[] {
  const written = [...markdown.matchAll(/(?<![\w.:/\]-])\/(?:[a-z0-9-]+\/)+/g)].map((match) => match[0]);
  return [...new Set([...siteLinksIn(markdown), ...written])].sort();
}

/**
 * The pages Maxi's knowledge file names that the build did not make, for gatsby-node's onPostBuild to
 * refuse (`builtPaths`: the store's pages): the file's routes checked against the very build.
 */
export function knowledgeRoutesNotBuilt(knowledge: string, builtPaths: Iterable<string>): string[] {
  const built = new Set(builtPaths);
  return routesNamedIn(knowledge).filter((route) => !built.has(route));
}
