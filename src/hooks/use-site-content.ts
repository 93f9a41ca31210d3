import { graphql, useStaticQuery } from "gatsby";

/** Site chrome (brand, navigation, footer, contact data) from content/site.json. The only useStaticQuery. */
export function useSiteContent() {
  const data = useStaticQuery<Queries.UseSiteContentQuery>(graphql`
    query UseSiteContent {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      siteJson {
        brand {
          name
          legalName
          taxId
          tagline
          description
          logoAlt
          foundingYear
        }
        seo {
          titleTemplate
          defaultImageAlt
          locale
          twitterHandle
          defaultImage {
            childImageSharp {
              original {
                src
                width
                height
              }
            }
          }
        }
        navigation {
          label
          to
        }
        menu {
          openLabel
          closeLabel
          skipLink
          navLabel
        }
        contact {
          email
          phone
          phoneDisplay
          hours
          openingHours
          streetAddress
          postalCode
          city
          region
          country
          countryCode
          location
        }
        social {
          network
          label
          url
        }
        footer {
          navigationTitle
          legalTitle
          contactTitle
          legalLinks {
            label
            to
          }
          socialLabel
          rightsReserved
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error("content/site.json is missing");
  return { ...data.siteJson, buildYear: Number(data.site?.buildYear) };
}

export type SiteContent = ReturnType<typeof useSiteContent>;
