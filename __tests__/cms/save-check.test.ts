/** @jest-environment node */
import type { SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from "yup";
import { contentFileList, fileNamed } from "../../cms/src/model/collections";
import { ruleMessage } from "../../content-model/rule-messages";
import { saveProblems, SaveRefused } from "../../cms/src/model/save-check";
import ai from "../../content/inteligencia-artificial.json";
import home from "../../content/home.json";
import privacy from "../../content/privacy.json";
import type { BrokenJson } from "../support/content";

const collections = contentFileList();
const collection = (name: string) => fileNamed(collections, name)!;
const copy = (value: unknown): BrokenJson => JSON.parse(JSON.stringify(value));

describe("the check before a CMS save", () => {
  it("lets the content as it is today be saved", () => {
    expect(saveProblems(collection("home"), home)).toEqual([]);
    expect(saveProblems(collection("privacy"), privacy)).toEqual([]);
  });

  it("names an emptied required field by its Spanish labels", () => {
    const data = copy(home);
    data.hero.title = "   ";
    expect(saveProblems(collection("home"), data)).toEqual(["Cabecera › Título: es obligatorio"]);
  });

  it("refuses what spans several fields: fixed titles out of order, a privacy block with no text", () => {
    const steps = copy(ai);
    steps.process.steps.reverse();
    expect(saveProblems(collection("inteligencia-artificial"), steps)).toEqual([
      "Proceso › Pasos: los títulos deben ser, en este orden: «Análisis», «Estrategia», «Implementación», «Optimización»",
    ]);
    const blocks = copy(privacy);
    blocks.sections[0].blocks[0] = { title: "Solo un título" };
    expect(saveProblems(collection("privacy"), blocks)).toEqual([
      "Secciones › 1 › Bloques › 1: necesita párrafos, una lista o ambos",
    ]);
  });

  it("counts items and checks patterns in Spanish", () => {
    const data = copy(home);
    data.solutions.items.pop();
    data.cta.action.to = "contacto";
    expect(saveProblems(collection("home"), data)).toEqual([
      "Soluciones › Tarjetas de soluciones: debe tener exactamente 4 elementos",
      "Llamada a la acción final › Botón › Enlace: debe ser una ruta del sitio que empiece y acabe en «/», p. ej. /contacto/",
    ]);
  });

  it("stops Decap's save with a notice that reads as a sentence", () => {
    const error = new SaveRefused(["Cabecera › Título: es obligatorio"]);
    expect(String(error)).toBe("revisa este campo: Cabecera › Título: es obligatorio");
  });

  it("has a Spanish message for every check the content rules use", () => {
    const walk = (description: SchemaDescription): Array<{ name: string; type: string }> => [
      ...description.tests.map((test) => ({ name: test.name ?? "", type: description.type })),
      ...(description.type === "object"
        ? Object.values((description as SchemaObjectDescription).fields).flatMap((child) =>
            walk(child as SchemaDescription),
          )
        : []),
      ...(description.type === "array"
        ? walk((description as SchemaInnerTypeDescription).innerType as SchemaDescription)
        : []),
    ];
    const used = collections.flatMap((entry) => walk(entry.model));
    const params = {
      regex: /^\/([a-z0-9-]+\/)*$/,
      titles: ["A"],
      tokens: ["email"],
      known: ["email", "phone"],
      needs: ["email"],
      length: 2,
      min: 1,
      max: 3,
    };
    for (const { name, type } of used) {
      expect(() => ruleMessage(name, params, type === "array" ? "array" : "string")).not.toThrow();
    }
    expect(new Set(used.map(({ name }) => name))).toEqual(
      new Set([
        "noUnknown",
        "trim",
        "required",
        "matches",
        "length",
        "min",
        "max",
        "image-exists",
        "titles-in-order",
        "known-tokens",
        "message-placeholders",
        "has-text",
        "email",
        "url",
        "integer",
        "unique-ids",
        "stated-figure-source",
        "consent-not-future",
        "permission-not-future",
        "percentage-of",
      ]),
    );
  });
});
