import { useTheme } from "@emotion/react";
import { SendHorizontal } from "lucide-react";
import { useId } from "react";
import { space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/visually-hidden";
import type { ChatTexts } from "./chat-texts";

interface ChatComposerProps {
  texts: ChatTexts;
  draft: string;
  onDraft(text: string): void;
  onSend(): void;
}

/** The message field and send button; Enter sends. */
export function ChatComposer({ texts, draft, onDraft, onSend }: ChatComposerProps) {
  const theme = useTheme();
  const inputId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      css={{ display: "flex", alignItems: "center", gap: space(2) }}
    >
      <label htmlFor={inputId} css={visuallyHidden}>
        {texts.inputLabel}
      </label>
      <input
        id={inputId}
        data-autofocus
        type="text"
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        placeholder={texts.inputPlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        css={{
          flex: 1,
          minWidth: 0,
          minHeight: space(12),
          paddingInline: space(4),
          borderRadius: theme.radii.pill,
          border: `1px solid ${theme.colors.borderStrong}`,
          background: theme.colors.bg,
          color: theme.colors.text,
          // 16 px or more, so iOS does not zoom into the field.
          fontSize: "1rem",
          "&::placeholder": { color: theme.colors.subtle, opacity: 1 },
          "&:focus-visible": { outlineOffset: "1px" },
        }}
      />
      <button
        type="submit"
        aria-label={texts.sendLabel}
        title={texts.sendLabel}
        css={{
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: space(12),
          height: space(12),
          flex: "none",
          border: 0,
          borderRadius: theme.radii.pill,
          background: theme.gradients.accent,
          color: theme.colors.accentInk,
          cursor: "pointer",
        }}
      >
        <SendHorizontal size={20} strokeWidth={2} aria-hidden="true" focusable="false" />
      </button>
    </form>
  );
}
