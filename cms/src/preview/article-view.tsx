/**
 * What the site's article component draws, from the article being edited: its fields, its author from
 * the team list, its services by name, its image and body (Markdown drawn as the build draws it) as
 * Decap serves them, before anything is saved.
 */
import { articleServiceLinks } from "../../../src/config/article-services";
import type { ArticleAuthorBio, ArticleViewData } from "../../../src/components/blog/article-view-data";
import type { TeamMember } from "../model/articles";
import type { GetAsset } from "./images";
import { markdownView } from "./markdown-html";

/** Words read per minute: gatsby-transformer-remark's figure for its timeToRead. */
const WORDS_PER_MINUTE = 265;

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function articleViewData(
  data: Record<string, unknown>,
  team: readonly TeamMember[],
  getAsset: GetAsset,
): ArticleViewData {
  const member = team.find((candidate) => candidate.id === data.author);
  const body = markdownView(text(data.body), (path) => getAsset(path).toString());
  const services = Array.isArray(data.services) ? data.services.filter((slug) => typeof slug === "string") : [];
  const image = text(data.image);
  return {
    title: text(data.title),
    description: text(data.description),
    date: text(data.date),
    updated: text(data.updated) || null,
    readingMinutes: Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
    author: member
      ? { name: member.name, role: member.role, url: member.url }
      : { name: text(data.author), role: "", url: "/sobre-nosotros/" },
    category: text(data.category),
    services: articleServiceLinks(services),
    ...(image
      ? {
          image: (
            <img
              src={getAsset(image).toString()}
              alt={text(data.imageAlt)}
              width={1200}
              height={630}
              css={{ maxWidth: "100%", height: "auto" }}
            />
          ),
        }
      : {}),
    body: <div dangerouslySetInnerHTML={{ __html: body.html }} />,
    headings: body.headings,
  };
}

/** The author's box below the article, as the site shows it, for an author on the team list. */
export function articleAuthorBio(
  data: Record<string, unknown>,
  team: readonly TeamMember[],
): ArticleAuthorBio | undefined {
  const member = team.find((candidate) => candidate.id === data.author);
  return member ? { name: member.name, role: member.role, bio: member.bio ?? "", url: member.url } : undefined;
}
