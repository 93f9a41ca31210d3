import { graphql, type PageProps } from "gatsby";
import { ContactFormSection } from "../components/contact/ContactFormSection";
import { Seo } from "../components/seo/Seo";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = data.contactJson;
  if (!page) return null;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <h1>{page.hero.title}</h1>
      <ContactFormSection content={page.form} />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    contactJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
      }
      form {
        ...ContactFormSection
      }
    }
  }
`;
