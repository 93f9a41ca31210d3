import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { space } from "../../styles/theme";
import { LegalText, type LegalTokens } from "./LegalText";

interface LegalSectionProps {
  section: Queries.LegalSectionFragment;
  /** Its position in the document, shown before the title like the table of contents. */
  number: number;
  tokens: LegalTokens;
  /** Extra content after the text (the company's details in the first section). */
  children?: ReactNode;
}

/** A numbered, titled section of a legal page, in long-form reading typography. */
export function NumberedSection({
  anchor,
  title,
  number,
  children,
}: {
  anchor: string;
  title: string;
  number: number;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={anchor}
      css={{
        paddingBlock: space(10),
        borderTop: `1px solid ${theme.colors.border}`,
        "&:first-of-type": { borderTop: "none", paddingTop: 0 },
        "& a": { color: theme.colors.accent, textUnderlineOffset: "3px", overflowWrap: "anywhere" },
        "& a:hover": { color: theme.colors.text },
      }}
    >
      <h2 id={anchor} css={{ fontSize: theme.fontSizes.xl, marginBottom: space(5), display: "flex", gap: space(3) }}>
        <span css={{ color: theme.colors.accentAlt }}>{number}.</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One section of legal text (privacy, aviso legal, cookies): its blocks of paragraphs and lists. */
export function LegalSection({ section, number, tokens, children }: LegalSectionProps) {
  const theme = useTheme();
  return (
    <NumberedSection anchor={section.anchor} title={section.title} number={number}>
      {section.blocks.map((block, index) => (
        // Grid gaps, not sibling selectors: emotion's SSR <style> tags sit between siblings until hydration.
        <div
          key={index}
          css={{ display: "grid", gap: space(4), marginTop: index === 0 ? 0 : block.title ? space(8) : space(5) }}
        >
          {block.title ? <h3 css={{ fontSize: theme.fontSizes.lg }}>{block.title}</h3> : null}
          {block.paragraphs?.map((paragraph) => (
            <p key={paragraph} css={{ color: theme.colors.muted }}>
              <LegalText text={paragraph} tokens={tokens} />
            </p>
          ))}
          {block.items ? (
            <ul
              css={{
                display: "grid",
                gap: space(2.5),
                paddingLeft: space(5),
                color: theme.colors.muted,
                "& li::marker": { color: theme.colors.accentAlt },
              }}
            >
              {block.items.map((item) => (
                <li key={item.text}>
                  {item.term ? (
                    <strong css={{ color: theme.colors.text, fontWeight: 600 }}>{item.term}: </strong>
                  ) : null}
                  <LegalText text={item.text} tokens={tokens} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {children}
    </NumberedSection>
  );
}

export const fragment = graphql`
  fragment LegalSection on LegalSection {
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
