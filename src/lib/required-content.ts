/**
 * A page's content from its query. It is missing only when Gatsby's data layer lost the node (a
 * development server stopped in the middle of a change can leave its cache so): the build then fails
 * naming the file, where rendering nothing would publish an empty page.
 */
export function requiredContent<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(
      `${file}: la consulta de la página no trae su contenido (caché de Gatsby incompleta: npm run clean) / the page's query returned no content for it (an incomplete Gatsby cache: npm run clean)`,
    );
  }
  return value;
}
