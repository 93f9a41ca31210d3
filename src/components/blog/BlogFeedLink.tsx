import { env } from "../../config/env";
import { RSS_MIME_TYPE, RSS_PATH } from "../../config/feed";

/** The blog's RSS feed, announced in the head of every blog page (pass it as a child of Seo). */
export const blogFeedLink = (title: string) => (
  <link key="blog-feed" rel="alternate" type={RSS_MIME_TYPE} title={title} href={`${env.siteUrl}${RSS_PATH}`} />
);
