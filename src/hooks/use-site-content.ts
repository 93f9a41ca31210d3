import { graphql, useStaticQuery } from "gatsby";
import { CASES_PATH } from "../config/case-paths";

/** Site chrome (brand, navigation, footer, contact data, cookie notice, chat texts) from content/site.json. The only useStaticQuery. */
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
          registry
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
        cookieNotice {
          label
          title
          text
          expandLabel
          link {
            label
            to
          }
          storageLink {
            label
            to
          }
          dismissLabel
        }
        chat {
          openLabel
          closeLabel
          landmarkLabel
          title
          status
          newConversationLabel
          welcome {
            title
            subtitle
            startLabel
          }
          greetings
          logLabel
          botName
          userName
          inputLabel
          inputPlaceholder
          sendLabel
          typing
          loadingHistory
          newTabNote
          disclaimer
          errors {
            server
            timeout
            network
            retryHint
          }
          limits {
            tooLong
            tooMany
            clientBusy
            networkBusy
            siteBusy
            contact
            action {
              label
              to
            }
          }
          unavailable {
            status
            title
            text
            action {
              label
              to
            }
          }
        }
      }
      blogJson {
        footerLink
      }
      publishedArticles: allMarkdownRemark(filter: { fields: { published: { eq: true } } }) {
        totalCount
      }
      casesJson {
        footerLink
        items {
          slug
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error("content/site.json is missing");
  // The footer links the blog and the case studies only once they have something to show: an empty
  // list is worse than none.
  const extraLinks = [
    ...(data.blogJson && data.publishedArticles.totalCount > 0
      ? [{ label: data.blogJson.footerLink, to: "/blog/" }]
      : []),
    ...(data.casesJson && data.casesJson.items.length > 0
      ? [{ label: data.casesJson.footerLink, to: CASES_PATH }]
      : []),
  ];
  return { ...data.siteJson, buildYear: Number(data.site?.buildYear), extraLinks };
}

export type SiteContent = Omit<ReturnType<typeof useSiteContent>, "extraLinks"> & {
  extraLinks?: ReadonlyArray<{ label: string; to: string }>;
};
