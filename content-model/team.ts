import { imagePath, list, named, obj, text, uniqueIds } from "./shared";
import type { ContentFileSpec } from "./types";

/** "/sobre-nosotros/#equipo": a page of the site, optionally an anchor on it (the author's URL in the JSON-LD). */
export const AUTHOR_URL = /^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/;

const member = () =>
  named(
    "TeamMember",
    obj({
      // Articles name their author by it (content/articles/*.md → author), so it never changes once used.
      id: text()
        .matches(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens (articles name their author by it)")
        .label("Identificador"),
      name: text().label("Nombre"),
      role: text().label("Cargo"),
      // The person's name is the photo's alternative text: the photo shows nothing else.
      photo: imagePath().optional().label("Foto"),
      bio: text().max(300, "keep it under 300 characters").label("Biografía breve").meta({ long: true }),
      url: text()
        .matches(AUTHOR_URL, "must be a page of the site, optionally with an #anchor, such as /sobre-nosotros/#equipo")
        .label("Página del autor"),
    }),
  );

/** The people articles are signed by (content/team.json); the agency itself until the owner adds people. */
export const teamContent = {
  file: "team.json",
  schema: obj({
    members: list(member())
      .test(uniqueIds("two members share an id; each needs its own"))
      .label("Miembros del equipo")
      .meta({ singular: "Miembro" }),
  }),
} satisfies ContentFileSpec;

/** The ids articles may name as their author, read leniently: team.json's own check reports its mistakes. */
export function teamIds(data: unknown): string[] {
  const members = (data as { members?: unknown } | null)?.members;
  if (!Array.isArray(members)) return [];
  return members.flatMap((entry: unknown) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [id] : [];
  });
}
