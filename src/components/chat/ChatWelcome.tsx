import { useTheme } from "@emotion/react";
import { space } from "../../styles/theme";
import { buttonStyles } from "../ui/ButtonLink";
import { ChatAvatar } from "./ChatAvatar";
import type { ChatTexts } from "./chat-texts";

interface ChatWelcomeProps {
  texts: ChatTexts;
  onStart(): void;
  /** In the shell drawn before the window's code arrives: the tap is held until the window runs it. */
  startFirstTap?: boolean;
}

/** The first screen: who Maxi is, and one button to start. */
export function ChatWelcome({ texts, onStart, startFirstTap }: ChatWelcomeProps) {
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
        data-first-tap={startFirstTap ? "chat-start" : undefined}
        onClick={onStart}
        css={{
          ...buttonStyles(theme, "primary"),
          marginTop: space(2),
          // Tapped in the shell before the window's code arrived: taken, and run when it does.
          '&[aria-busy="true"]': { cursor: "progress", opacity: 0.75 },
        }}
      >
        {texts.welcome.startLabel}
      </button>
    </div>
  );
}
