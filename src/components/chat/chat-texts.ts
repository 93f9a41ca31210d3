import type { SiteContent } from "../../hooks/use-site-content";

/** Every Spanish text of the chat, from content/site.json `chat`. */
export type ChatTexts = SiteContent["chat"];

/** The agency's e-mail and phone (content/site.json `contact`), offered whenever Maxi cannot answer. */
export type ChatContact = Pick<SiteContent["contact"], "email" | "phone" | "phoneDisplay">;
