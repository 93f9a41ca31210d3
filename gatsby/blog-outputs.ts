/**
 * What the build writes for the blog besides its pages: the RSS feed (only while an article is published:
 * no blog, no feed) and the date of the next scheduled article, which the scheduled rebuild reads
 * (docs/blog.md, «Publicación programada»).
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { writeRssFeed } from "./blog-feed";
import { feedArticles, type ArticleFeedNode } from "./blog-feed-articles";
import { NEXT_PUBLICATION_PATH, nextPublicationFile } from "./scheduled-publication";

interface BlogFeedData {
  allMarkdownRemark: { nodes: ArticleFeedNode[] };
  blogJson: { feedTitle: string; seo: { description: string } } | null;
  teamJson: { members: Array<{ id: string; name: string }> } | null;
}

export async function writeBlogOutputs({
  graphql,
  publicDir,
  contentDir,
  siteUrl,
  now,
}: Pick<CreatePagesArgs, "graphql"> & { publicDir: string; contentDir: string; siteUrl: string; now: Date }) {
  await fs.mkdir(path.join(publicDir, "blog"), { recursive: true });
  await fs.writeFile(path.join(publicDir, NEXT_PUBLICATION_PATH), nextPublicationFile(contentDir, now));
  const result = await graphql<BlogFeedData>(`
    query BlogFeed {
      allMarkdownRemark(
        filter: { fields: { published: { eq: true } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      ) {
        nodes {
          html
          fields {
            path
          }
          frontmatter {
            title
            description
            date
            updated
            author
            category
            services
            imageAlt
            image {
              childImageSharp {
                original {
                  src
                  width
                  height
                }
              }
            }
          }
        }
      }
      blogJson {
        feedTitle
        seo {
          description
        }
      }
      teamJson {
        members {
          id
          name
        }
      }
    }
  `);
  const data = result.data;
  if (result.errors || !data?.blogJson)
    throw new Error(`The blog's feed could not be read: ${JSON.stringify(result.errors)}`);
  const nodes = data.allMarkdownRemark.nodes;
  if (nodes.length === 0) return;
  await writeRssFeed(publicDir, {
    siteUrl,
    title: data.blogJson.feedTitle,
    description: data.blogJson.seo.description,
    articles: feedArticles(nodes, data.teamJson?.members ?? []),
  });
}
