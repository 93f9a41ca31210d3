/**
 * What the site's sections import from "gatsby", for the CMS preview, which runs outside Gatsby:
 * queries are the build's business, and links are plain links (the preview opens them in a new tab).
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";

export const graphql = (): undefined => undefined;

export function Link({
  to,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children: ReactNode }) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}
