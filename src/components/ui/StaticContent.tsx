import { useState, type ReactNode } from "react";
import { isHydratingPrerenderedPage } from "../../lib/hydration-state";

const ADOPTED = { __html: "" };
const CONTENTS = { display: "contents" } as const;

/**
 * Content with nothing to do in the browser (text, images, plain links): when the server rendered it,
 * React adopts that markup as it is instead of rendering the whole tree again to hydrate it, which was
 * most of the page's start-up work on a phone (React's render, emotion's style hashing, the commit).
 * React leaves the children of an element set with `dangerouslySetInnerHTML` alone while hydrating, and
 * an instance keeps that choice for its life. Reached by client-side navigation, or under `gatsby
 * develop` (whose pages must follow every content edit, even where it serves prerendered markup), it
 * renders its children normally. Its links are then plain links: a full page load of the
 * prerendered page. Nothing interactive belongs inside (forms, buttons with handlers, state).
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const [adopt] = useState(() => process.env.NODE_ENV === "production" && isHydratingPrerenderedPage());
  return adopt ? (
    <div style={CONTENTS} dangerouslySetInnerHTML={ADOPTED} suppressHydrationWarning />
  ) : (
    <div style={CONTENTS}>{children}</div>
  );
}
