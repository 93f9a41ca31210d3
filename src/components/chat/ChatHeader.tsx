import { useTheme, type CSSObject } from "@emotion/react";
import { RotateCcw, X } from "lucide-react";
import type { AppTheme } from "../../styles/theme";
import { space } from "../../styles/theme";
import { ChatAvatar } from "./ChatAvatar";
import type { ChatTexts } from "./chat-texts";

const iconButton = (theme: AppTheme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: space(10),
  height: space(10),
  flex: "none",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: "rgba(255, 255, 255, 0.04)",
  color: theme.colors.text,
  cursor: "pointer",
  transition: `background-color ${theme.transitions.fast}, border-color ${theme.transitions.fast}`,
  "&:hover": { background: "rgba(255, 255, 255, 0.1)", borderColor: theme.colors.borderStrong },
});

interface ChatHeaderProps {
  titleId: string;
  texts: ChatTexts;
  /** False when the site was built without a chat endpoint: the header then never claims Maxi is online. */
  available: boolean;
  onClose(): void;
  /** Shown only once there is a conversation to leave. */
  onNewConversation?: () => void;
  /** In the shell drawn before React is ready: the first-tap script closes it (src/lib/first-tap-script.ts). */
  closeFirstTap?: boolean;
}

export function ChatHeader({ titleId, texts, available, onClose, onNewConversation, closeFirstTap }: ChatHeaderProps) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: "flex",
        alignItems: "center",
        gap: space(3),
        padding: `${space(4)} ${space(4)} ${space(4)} ${space(5)}`,
        borderBottom: `1px solid ${theme.colors.border}`,
        background: "linear-gradient(120deg, rgba(165, 148, 255, 0.16) 0%, rgba(94, 234, 212, 0.06) 100%)",
      }}
    >
      <ChatAvatar size={40} />
      <div css={{ flex: 1, minWidth: 0 }}>
        <h2 id={titleId} css={{ fontSize: theme.fontSizes.base, letterSpacing: "-0.01em" }}>
          {texts.title}
        </h2>
        <p
          css={{
            display: "flex",
            alignItems: "center",
            gap: space(1.5),
            fontSize: theme.fontSizes.xs,
            color: theme.colors.muted,
          }}
        >
          <span
            aria-hidden="true"
            css={{
              width: 8,
              height: 8,
              flex: "none",
              borderRadius: theme.radii.pill,
              background: available ? theme.colors.success : theme.colors.subtle,
            }}
          />
          {available ? texts.status : texts.unavailable.status}
        </p>
      </div>
      {onNewConversation ? (
        <button
          type="button"
          aria-label={texts.newConversationLabel}
          title={texts.newConversationLabel}
          onClick={onNewConversation}
          css={iconButton(theme)}
        >
          <RotateCcw size={18} aria-hidden="true" focusable="false" />
        </button>
      ) : null}
      <button
        type="button"
        aria-label={texts.closeLabel}
        title={texts.closeLabel}
        data-first-tap={closeFirstTap ? "chat-close" : undefined}
        onClick={onClose}
        css={iconButton(theme)}
      >
        <X size={20} aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
}
