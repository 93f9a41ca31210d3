import { graphql, useStaticQuery } from "gatsby";

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
    }
  `);
  if (!data.siteJson) throw new Error("content/site.json is missing");
  // The footer links the blog only once it has an article: an empty blog is worse than none.
  const blogLink =
    data.blogJson && data.publishedArticles.totalCount > 0
      ? { label: data.blogJson.footerLink, to: "/blog/" }
      : undefined;
  return { ...data.siteJson, buildYear: Number(data.site?.buildYear), blogLink };
}

/** The chrome's content; the blog's footer link only once an article is published (the CMS's preview draws none). */
export type SiteContent = Omit<ReturnType<typeof useSiteContent>, "blogLink"> & {
  blogLink?: { label: string; to: string };
};
