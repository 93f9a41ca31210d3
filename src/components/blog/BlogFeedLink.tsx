/** The blog's RSS feed, announced in the head of every blog page (pass it as a child of Seo). */
export const BLOG_FEED_PATH = "/blog/rss.xml";

export const blogFeedLink = (title: string) => (
  <link key="blog-feed" rel="alternate" type="application/rss+xml" title={title} href={BLOG_FEED_PATH} />
);
