import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { ctaAttribute } from "../../contracts/funnel-names";
import { space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/visually-hidden";
import { parseMarkdown, type Inline } from "./markdown";

function renderInline(nodes: Inline[], newTabNote: string): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={index}>{renderInline(node.children, newTabNote)}</strong>;
      case "em":
        return <em key={index}>{renderInline(node.children, newTabNote)}</em>;
      case "code":
        return <code key={index}>{node.text}</code>;
      case "break":
        return <br key={index} />;
      case "link":
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            {...ctaAttribute("maxi.enlace", node.href)}
          >
            {renderInline(node.children, newTabNote)}
            <span css={visuallyHidden}> {newTabNote}</span>
          </a>
        );
    }
  });
}

/** A bot reply rendered from its safe Markdown subset. */
export function ChatMarkdown({ text, newTabNote }: { text: string; newTabNote: string }) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: "grid",
        gap: space(2),
        overflowWrap: "anywhere",
        "& ul, & ol": { display: "grid", gap: space(1), paddingInlineStart: space(5) },
        "& a": { color: theme.colors.accentAlt, textUnderlineOffset: "2px" },
        "& code": {
          fontFamily: theme.fonts.mono,
          fontSize: "0.9em",
          padding: "0.1em 0.35em",
          borderRadius: "6px",
          background: theme.colors.bg,
        },
      }}
    >
      {parseMarkdown(text).map((block, index) => {
        if (block.type === "paragraph") return <p key={index}>{renderInline(block.children, newTabNote)}</p>;
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item, newTabNote)}</li>);
        return block.ordered ? (
          <ol key={index} start={block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      })}
    </div>
  );
}
