import { useTheme } from "@emotion/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { track } from "../../funnel/track";
import { space } from "../../styles/theme";
import { chatFrameCss } from "./chat-frame";
import { ChatComposer } from "./ChatComposer";
import { ChatHeader } from "./ChatHeader";
import { ChatLog } from "./ChatLog";
import type { ChatContact, ChatTexts } from "./chat-texts";
import { ChatUnavailable } from "./ChatUnavailable";
import { ChatWelcome } from "./ChatWelcome";
import { createChatClient } from "../../contracts/n8n-client";
import { useChatConversation } from "./use-chat-conversation";
import { useFirstTap } from "../../hooks/use-first-tap";
import { useCoversPage, useModalDialog } from "./use-modal-dialog";

export interface ChatWindowProps {
  id: string;
  open: boolean;
  onClose(): void;
  texts: ChatTexts;
  contact: ChatContact;
  /** Maxi's endpoint (the site's /api/chat); empty when the site was built without one. */
  webhookUrl: string;
}

/**
 * Maxi's window. Where it covers the page (phones) it is a modal dialog: the page behind is inert and
 * focus stays inside; where it floats beside the page it is non-modal. Focus moves into it on open;
 * Escape or the close button close it, and the launcher takes focus back (the parent's onClose).
 * Hidden, not unmounted, while closed.
 */
export function ChatWindow({ id, open, onClose, texts, contact, webhookUrl }: ChatWindowProps) {
  const theme = useTheme();
  const client = useMemo(() => (webhookUrl ? createChatClient({ webhookUrl }) : null), [webhookUrl]);
  const { state, start, send, newConversation, setDraft } = useChatConversation(client);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  const focusPrimary = useCallback(
    () => dialogRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus(),
    [],
  );

  useEffect(() => {
    if (open) focusPrimary();
  }, [open, state.phase, focusPrimary]);

  // This window's code loads on the first opening, so Maxi's steps cost the page nothing.
  useEffect(() => {
    if (open) track("maxi.opened");
  }, [open]);

  // «Empezar» tapped in the shell while this code was on its way (ChatShell).
  useFirstTap("chat-start", start);

  const modal = useCoversPage();
  useModalDialog(dialogRef, { open, modal, onClose });

  const startAfresh = () => {
    newConversation();
    focusPrimary();
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      hidden={!open}
      css={chatFrameCss(theme)}
    >
      <ChatHeader
        titleId={titleId}
        texts={texts}
        available={client !== null}
        onClose={onClose}
        onNewConversation={client && state.phase === "chatting" ? startAfresh : undefined}
      />
      {!client ? (
        <ChatUnavailable texts={texts} onNavigate={onClose} />
      ) : state.phase === "welcome" ? (
        <ChatWelcome texts={texts} onStart={start} />
      ) : (
        <>
          <ChatLog
            texts={texts}
            contact={contact}
            messages={state.messages}
            restoring={state.phase === "restoring"}
            pending={state.pendingId !== null}
            error={state.error}
            limit={state.limit}
            onNavigate={onClose}
          />
          <div
            css={{
              display: "grid",
              gap: space(2),
              padding: `${space(3)} ${space(4)} ${space(4)}`,
              borderTop: `1px solid ${theme.colors.border}`,
            }}
          >
            <ChatComposer texts={texts} draft={state.draft} onDraft={setDraft} onSend={send} />
            <p css={{ fontSize: theme.fontSizes.xs, color: theme.colors.subtle, textAlign: "center" }}>
              {texts.disclaimer}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
