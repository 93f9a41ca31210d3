/** Where the build publishes Maxi's knowledge file (gatsby-node's onPostBuild); n8n's tool and the gateway's reduced mode read it there. */
export const KNOWLEDGE_PATH = "/maxi/conocimiento.md";
/** The knowledge file's section of blog articles (a level-2 heading): the reduced mode ranks the agency's own pages above it. */
export const KNOWLEDGE_ARTICLES_HEADING = "Artículos del blog";
