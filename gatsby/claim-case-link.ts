/**
 * A figure's source may name the case study that backs it (`source.caseStudy`, content-model/shared.ts).
 * The link is resolved when the pages are queried: `caseLink` is the case while it exists and null once
 * it is gone, so withdrawing a case stays one delete (a client may take back its consent at any time);
 * the build says which sources lost their case, for an editor to tidy up.
 */
import type { CreateResolversArgs } from "gatsby";
import { caseLinkOf, type CaseItem, type ClaimCaseLink } from "../content-model/claim-case-link";

interface CasesFile {
  items: CaseItem[];
}

interface NodeModel {
  findOne(args: { type: string }): Promise<unknown>;
}

/** `ClaimSource.caseLink`: the named case (its address and title) if content/cases.json has it. */
export function claimCaseResolvers({ reporter }: Pick<CreateResolversArgs, "reporter">) {
  const missing = new Set<string>();
  return {
    ClaimSource: {
      caseLink: {
        type: "ClaimCaseLink",
        resolve: async (
          source: { caseStudy?: string | null },
          _args: unknown,
          context: { nodeModel: NodeModel },
        ): Promise<ClaimCaseLink | null> => {
          if (!source.caseStudy) return null;
          const file = (await context.nodeModel.findOne({ type: "CasesJson" })) as CasesFile | null;
          const link = caseLinkOf(source.caseStudy, file?.items ?? []);
          if (link) return link;
          if (!missing.has(source.caseStudy)) {
            missing.add(source.caseStudy);
            reporter.warn(
              `A figure's source names the case study «${source.caseStudy}», which content/cases.json no longer has: the source is shown without its link | es: una fuente nombra un caso de éxito que ya no existe; se muestra sin enlace (borra el campo «Caso de éxito que la respalda»)`,
            );
          }
          return null;
        },
      },
    },
  };
}

/** The type of `caseLink`, declared with the content types. */
export const CLAIM_CASE_LINK_SDL = `
type ClaimCaseLink {
  path: String!
  title: String!
}
`;
