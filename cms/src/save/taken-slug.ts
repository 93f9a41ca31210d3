/**
 * A new article whose address is already another's is refused. Decap would instead save it under the
 * next free name ("mi-articulo-1"): a second page on the same subject, under an address nobody chose.
 * Its choice of name is Backend.generateUniqueSlug; for the collections given, any name other than the
 * one the title makes means that name is taken, and the save stops with a Spanish message (the backends
 * check the file again just before writing: proxy-backend.ts, github-save.ts).
 */
import { Backend } from "decap-cms-core/dist/esm/backend";
import { slugFormatter } from "decap-cms-core/dist/esm/lib/formatters";
import { SlugTaken } from "./checked-save";

export function refuseTakenSlugs(collections: readonly string[]): void {
  const generate = Backend.prototype.generateUniqueSlug;
  Backend.prototype.generateUniqueSlug = async function (collection, entryData, config, usedSlugs, customPath) {
    const slug = await generate.call(this, collection, entryData, config, usedSlugs, customPath);
    if (!collections.includes(collection.get("name") as string)) return slug;
    const wanted = slugFormatter(collection, entryData, config.slug);
    if (slug !== wanted) throw new SlugTaken(wanted);
    return slug;
  };
}
