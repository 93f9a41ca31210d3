import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { space } from "../../styles/theme";
import { LegalText, type LegalTokens } from "./LegalText";

interface PrivacySectionProps {
  section: Queries.PrivacySectionFragment;
  /** Its position in the policy, shown before the title like the table of contents. */
  number: number;
  tokens: LegalTokens;
  /** Extra content after the text (the controller's details in the introduction). */
  children?: ReactNode;
}

/** One numbered section of the privacy policy, in long-form reading typography. */
export function PrivacySection({ section, number, tokens, children }: PrivacySectionProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={section.anchor}
      css={{
        paddingBlock: space(10),
        borderTop: `1px solid ${theme.colors.border}`,
        "&:first-of-type": { borderTop: "none", paddingTop: 0 },
        "& a": { color: theme.colors.accent, textUnderlineOffset: "3px", overflowWrap: "anywhere" },
        "& a:hover": { color: theme.colors.text },
      }}
    >
      <h2 id={section.anchor} css={{ fontSize: theme.fontSizes.xl, marginBottom: space(5), display: "flex", gap: space(3) }}>
        <span css={{ color: theme.colors.accentAlt }}>{number}.</span>
        {section.title}
      </h2>
      {section.blocks.map((block, index) => (
        // Grid gaps, not sibling selectors: emotion's SSR <style> tags sit between siblings until hydration.
        <div key={index} css={{ display: "grid", gap: space(4), marginTop: index === 0 ? 0 : block.title ? space(8) : space(5) }}>
          {block.title ? <h3 css={{ fontSize: theme.fontSizes.lg }}>{block.title}</h3> : null}
          {block.paragraphs?.map((paragraph) => (
            <p key={paragraph} css={{ color: theme.colors.muted }}>
              <LegalText text={paragraph} tokens={tokens} />
            </p>
          ))}
          {block.items ? (
            <ul css={{ display: "grid", gap: space(2.5), paddingLeft: space(5), color: theme.colors.muted, "& li::marker": { color: theme.colors.accentAlt } }}>
              {block.items.map((item) => (
                <li key={item.text}>
                  {item.term ? <strong css={{ color: theme.colors.text, fontWeight: 600 }}>{item.term}: </strong> : null}
                  <LegalText text={item.text} tokens={tokens} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {children}
    </section>
  );
}

export const fragment = graphql`
  fragment PrivacySection on PrivacySection {
    anchor
    title
    blocks {
      title
      paragraphs
      items {
        term
        text
      }
    }
  }
`;
