import { contactContent } from "./contact";
import { homeContent } from "./home";
import { siteContent } from "./site";
import type { ContentFileSpec } from "./types";

/** Every file allowed in content/ (images aside). A JSON file not listed here fails the build. */
export const contentFiles: readonly ContentFileSpec[] = [siteContent, homeContent, contactContent];
