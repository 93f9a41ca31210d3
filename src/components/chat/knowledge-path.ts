/** Where the build publishes Maxi's knowledge file (gatsby-node's onPostBuild); n8n's tool and the gateway's reduced mode read it there. */
export const KNOWLEDGE_PATH = "/maxi/conocimiento.md";
