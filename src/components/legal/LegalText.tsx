import { Link } from "gatsby";
import { Fragment, type ReactNode } from "react";

export type LegalTokens = Record<string, ReactNode>;

// {token} placeholders (checked at build time), [text](/route/) links to pages of the site, and bare
// www. addresses, which become links.
const PATTERN = /\{(\w+)\}|\[([^\]]+)\]\((\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?)\)|\b(www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)/g;

/** Legal copy with the company's data filled in from content/site.json. */
export function LegalText({ text, tokens }: { text: string; tokens: LegalTokens }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    parts.push(text.slice(last, index));
    const [whole, token, label, route, domain] = match;
    if (token !== undefined) parts.push(tokens[token] ?? whole);
    else if (route !== undefined) parts.push(<Link to={route}>{label}</Link>);
    else if (domain !== undefined)
      parts.push(
        <a href={`https://${domain}/`} rel="noopener">
          {domain}
        </a>,
      );
    last = index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
