import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { ctaAttribute } from "../../contracts/funnel-names";
import { space } from "../../styles/theme";
import { buttonStyles } from "../ui/ButtonLink";
import type { ChatTexts } from "./chat-texts";

/** No webhook configured: say so and point to the contact page instead. */
export function ChatUnavailable({ texts, onNavigate }: { texts: ChatTexts; onNavigate(): void }) {
  const theme = useTheme();
  const { title, text, action } = texts.unavailable;
  return (
    <div
      css={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        gap: space(4),
        padding: space(8),
      }}
    >
      <h3 css={{ fontSize: theme.fontSizes.lg }}>{title}</h3>
      <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{text}</p>
      <Link
        to={action.to}
        data-autofocus
        onClick={onNavigate}
        css={{ ...buttonStyles(theme, "primary"), alignSelf: "flex-start" }}
        {...ctaAttribute("maxi.no_disponible", action.to)}
      >
        {action.label}
      </Link>
    </div>
  );
}
