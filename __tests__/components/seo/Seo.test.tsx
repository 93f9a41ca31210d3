import { Helmet } from "react-helmet";
import { Seo } from "../../../src/components/seo/Seo";
import { agencyJsonLd } from "../../../src/components/seo/agency-json-ld";
import { env } from "../../../src/config/env";
import site from "../../../content/site.json";
import { siteContentFixture } from "../../support/site-fixture";
import { renderWithProviders } from "../../support/render";

type Tag = Record<string, string>;

function head() {
  const state = Helmet.peek() as unknown as {
    title: string;
    metaTags: Tag[];
    linkTags: Tag[];
    scriptTags: Array<Tag & { innerHTML: string }>;
    htmlAttributes: Tag;
  };
  const meta = (key: string) => state.metaTags.find((tag) => tag.name === key || tag.property === key)?.content;
  return { ...state, meta };
}

describe("Seo", () => {
  it("sets the page title through the site template, the description and the canonical URL", () => {
    renderWithProviders(<Seo title="Contacto" description="Escríbenos." pathname="/contacto/" />);
    const { title, meta, linkTags, htmlAttributes } = head();
    expect(title).toBe(site.seo.titleTemplate.replace("%s", "Contacto"));
    expect(meta("description")).toBe("Escríbenos.");
    expect(linkTags).toContainEqual({ rel: "canonical", href: `${env.siteUrl}/contacto/` });
    expect(htmlAttributes.lang).toBe("es");
  });

  it("fills Open Graph and the Twitter card with an absolute image URL", () => {
    renderWithProviders(<Seo title="Inicio" description="Agencia en Sevilla." pathname="/" />);
    const { meta } = head();
    expect(meta("og:title")).toBe(site.seo.titleTemplate.replace("%s", "Inicio"));
    expect(meta("og:url")).toBe(`${env.siteUrl}/`);
    expect(meta("og:image")).toBe(`${env.siteUrl}/static/og-default.png`);
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:locale")).toBe("es_ES");
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("twitter:image:alt")).toBe(site.seo.defaultImageAlt);
    // The card reads its title, description and image from Open Graph: not repeated.
    for (const name of ["twitter:title", "twitter:description", "twitter:image"]) expect(meta(name)).toBeUndefined();
  });

  it("marks a page noindex and leaves out its canonical", () => {
    renderWithProviders(<Seo title="No encontrada" description="Error 404." pathname="/404/" noindex />);
    const { meta, linkTags } = head();
    expect(meta("robots")).toBe("noindex, follow");
    expect(linkTags.find((tag) => tag.rel === "canonical")).toBeUndefined();
  });

  it("embeds JSON-LD for the agency built from content/site.json", () => {
    const jsonLd = agencyJsonLd(siteContentFixture, "https://example.es");
    renderWithProviders(<Seo title="Inicio" description="Agencia." pathname="/" jsonLd={[jsonLd]} />);
    const data = JSON.parse(head().scriptTags[0]!.innerHTML);
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: site.brand.name,
      email: site.contact.email,
      telephone: site.contact.phone,
      address: { addressLocality: "Sevilla", addressCountry: "ES" },
      sameAs: site.social.map((item) => item.url),
    });
    expect(agencyJsonLd({ ...siteContentFixture, social: [] }, "https://example.es")).not.toHaveProperty("sameAs");
  });
});
