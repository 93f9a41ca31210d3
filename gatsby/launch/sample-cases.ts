/**
 * The case study shipped as an example (`sample: true`, content-model/cases.ts): results nobody obtained
 * may not be advertised (Ley de Competencia Desleal art. 5), so the production launch check lists it
 * with the other placeholders. Deleting it leaves no case, and then no case page is built.
 */
import { casesContent } from "../../content-model/cases";
import type { LaunchProblem } from "./launch-check";
import { sampleItemProblems } from "./sample-items";

export const sampleCaseProblems = (contentDir: string): LaunchProblem[] =>
  sampleItemProblems(contentDir, casesContent.file, {
    es: "un caso de éxito de ejemplo: sustitúyelo por un cliente real, con sus cifras, su periodo y su fuente, y desmarca «Caso de ejemplo», o bórralo (sin casos, la web no muestra la sección)",
    en: "a sample case study: replace it with a real client, with their figures, period and source, and untick «Caso de ejemplo», or delete it (with no case, the site shows no case pages)",
  });
