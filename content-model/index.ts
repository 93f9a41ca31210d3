import { aboutContent } from "./about";
import { blogContent } from "./blog";
import { casesContent } from "./cases";
import { contactContent } from "./contact";
import { cookiesContent } from "./cookies";
import { homeContent } from "./home";
import { aiContent } from "./inteligencia-artificial";
import { legalNoticeContent } from "./legal-notice";
import { marketingContent } from "./marketing-digital";
import { notFoundContent } from "./not-found";
import { privacyContent } from "./privacy";
import { siteContent } from "./site";
import { teamContent } from "./team";
import { testimonialsContent } from "./testimonials";
import type { ContentFileSpec } from "./types";

/** Every file allowed in content/ (images aside). A JSON file not listed here fails the build. */
export const contentFiles: readonly ContentFileSpec[] = [
  siteContent,
  homeContent,
  aboutContent,
  aiContent,
  marketingContent,
  contactContent,
  privacyContent,
  legalNoticeContent,
  cookiesContent,
  notFoundContent,
  teamContent,
  testimonialsContent,
  casesContent,
  blogContent,
];
