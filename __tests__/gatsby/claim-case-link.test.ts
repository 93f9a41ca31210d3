/** @jest-environment node */
import { caseLinkOf, withCaseLinks } from "../../content-model/claim-case-link";
import { claimCaseResolvers } from "../../gatsby/claim-case-link";

/**
 * A figure's source links the case study that backs it while the case exists; once the case is deleted
 * (a client withdrew consent) the source stays, without its link, and the build says so once. The built
 * pages: __tests__/e2e/claim-sources.e2e.ts.
 */
const ITEMS = [
  { slug: "reformas-guadalquivir-coste-por-lead", title: "Un 38 % menos por cada solicitud" },
  { slug: "clinica-triana-citas", title: "El doble de citas" },
];

it("finds the named case's address and title, and nothing for no name or a name no case has", () => {
  expect(caseLinkOf("clinica-triana-citas", ITEMS)).toEqual({
    path: "/casos-de-exito/clinica-triana-citas/",
    title: "El doble de citas",
  });
  expect(caseLinkOf("un-caso-retirado", ITEMS)).toBeNull();
  expect(caseLinkOf(null, ITEMS)).toBeNull();
  expect(caseLinkOf("", ITEMS)).toBeNull();
});

it("gives every source in an entry its case link, as the page query does, for the CMS's preview", () => {
  const entry = {
    results: {
      stats: [
        { value: "85%", source: { note: "n", date: "2026-11-20", caseStudy: "clinica-triana-citas" } },
        { value: "24/7", source: { note: "n", date: "2026-11-20" } },
      ],
    },
    faq: { items: [{ source: [{ note: "n", date: "2026-11-20", caseStudy: "un-caso-retirado" }] }] },
  };
  expect(withCaseLinks(entry, ITEMS)).toEqual({
    results: {
      stats: [
        {
          value: "85%",
          source: {
            note: "n",
            date: "2026-11-20",
            caseStudy: "clinica-triana-citas",
            caseLink: { path: "/casos-de-exito/clinica-triana-citas/", title: "El doble de citas" },
          },
        },
        { value: "24/7", source: { note: "n", date: "2026-11-20" } },
      ],
    },
    faq: { items: [{ source: [{ note: "n", date: "2026-11-20", caseStudy: "un-caso-retirado", caseLink: null }] }] },
  });
});

it("resolves ClaimSource.caseLink from content/cases.json's node, and warns once per case that is gone", async () => {
  const warn = jest.fn();
  const resolve = claimCaseResolvers({ reporter: { warn } as never }).ClaimSource.caseLink.resolve;
  const context = { nodeModel: { findOne: () => Promise.resolve({ items: ITEMS }) } };
  await expect(resolve({ caseStudy: "clinica-triana-citas" }, {}, context)).resolves.toEqual({
    path: "/casos-de-exito/clinica-triana-citas/",
    title: "El doble de citas",
  });
  await expect(resolve({ caseStudy: null }, {}, context)).resolves.toBeNull();
  expect(warn).not.toHaveBeenCalled();
  await expect(resolve({ caseStudy: "un-caso-retirado" }, {}, context)).resolves.toBeNull();
  await expect(resolve({ caseStudy: "un-caso-retirado" }, {}, context)).resolves.toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toMatch(/«un-caso-retirado».*no longer has.*\| es: una fuente nombra un caso/);
  // No case file at all (every case deleted): the link is gone too.
  const empty = { nodeModel: { findOne: () => Promise.resolve(null) } };
  await expect(resolve({ caseStudy: "clinica-triana-citas" }, {}, empty)).resolves.toBeNull();
});
