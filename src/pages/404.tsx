import { graphql, type PageProps } from "gatsby";
import { PageHero } from "../components/sections/PageHero";
import { Seo } from "../components/seo/Seo";
import { ButtonLink } from "../components/ui/ButtonLink";
import { requiredContent } from "../lib/required-content";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = requiredContent(data.notFoundJson, "content/not-found.json");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} noindex />
      <PageHero content={{ eyebrow: page.eyebrow, title: page.title, lead: page.text }} tall>
        <ButtonLink to={page.action.to} cta="404.principal">
          {page.action.label}
        </ButtonLink>
        <ButtonLink to={page.secondaryAction.to} variant="secondary" cta="404.secundario">
          {page.secondaryAction.label}
        </ButtonLink>
      </PageHero>
    </>
  );
}

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      seo {
        title
        description
      }
      eyebrow
      title
      text
      action {
        label
        to
      }
      secondaryAction {
        label
        to
      }
    }
  }
`;
