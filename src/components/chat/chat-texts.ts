import type { SiteContent } from "../../hooks/use-site-content";

/** Every Spanish text of the chat, from content/site.json `chat`. */
export type ChatTexts = SiteContent["chat"];
