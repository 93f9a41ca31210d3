/** Where the blog's RSS feed lives (gatsby/blog-feed.ts writes it), for the pages' `<link rel="alternate">`. */
export const RSS_PATH = "/blog/rss.xml";
export const RSS_MIME_TYPE = "application/rss+xml";
