import { useTheme } from "@emotion/react";
import { space } from "../../styles/theme";
import { buttonStyles } from "../ui/ButtonLink";
import { ChatAvatar } from "./ChatAvatar";
import type { ChatTexts } from "./chat-texts";

/** The first screen: who Maxi is, and one button to start. */
export function ChatWelcome({ texts, onStart }: { texts: ChatTexts; onStart(): void }) {
  const theme = useTheme();
  return (
    <div
      css={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: space(4),
        padding: space(8),
        textAlign: "center",
        background: theme.gradients.glow,
      }}
    >
      <ChatAvatar size={64} />
      <h3 css={{ fontSize: theme.fontSizes.xl }}>{texts.welcome.title}</h3>
      <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm, maxWidth: "30ch" }}>
        {texts.welcome.subtitle}
      </p>
      <button
        type="button"
        data-autofocus
        onClick={onStart}
        css={{ ...buttonStyles(theme, "primary"), marginTop: space(2) }}
      >
        {texts.welcome.startLabel}
      </button>
    </div>
  );
}
