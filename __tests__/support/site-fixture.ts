import site from "../../content/site.json";

/** The real content/site.json, shaped like the UseSiteContent query result. */
export const siteQueryFixture = {
  site: { buildYear: "2026" },
  siteJson: {
    ...site,
    seo: {
      ...site.seo,
      defaultImage: { childImageSharp: { original: { src: "/static/og-default.png", width: 1200, height: 630 } } },
    },
  },
};
