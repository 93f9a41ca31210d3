import { keyframes, useTheme } from "@emotion/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { track } from "../../funnel/track";
import { mq, reducedMotion, space } from "../../styles/theme";
import { DOCK_GAP, DOCK_WIDTH, dockHeight, dockInset } from "../../styles/dock-layout";
import { ChatComposer } from "./ChatComposer";
import { ChatHeader } from "./ChatHeader";
import { ChatLog } from "./ChatLog";
import type { ChatContact, ChatTexts } from "./chat-texts";
import { ChatUnavailable } from "./ChatUnavailable";
import { ChatWelcome } from "./ChatWelcome";
import { createChatClient } from "../../contracts/n8n-client";
import { useChatConversation } from "./use-chat-conversation";
import { useCoversPage, useModalDialog } from "./use-modal-dialog";

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(16px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

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
      css={{
        position: "fixed",
        inset: 0,
        // Above the notice and the launcher: full screen on phones.
        zIndex: theme.zIndex.floating + 1,
        display: "flex",
        flexDirection: "column",
        paddingTop: "env(safe-area-inset-top)",
        paddingBottom: "env(safe-area-inset-bottom)",
        paddingInline: "env(safe-area-inset-left) env(safe-area-inset-right)",
        background: theme.colors.surface,
        color: theme.colors.text,
        overflow: "hidden",
        animation: `${appear} ${theme.transitions.base} both`,
        "&[hidden]": { display: "none" },
        [reducedMotion]: { animation: "none" },
        // From tablets up: a floating window above the launcher (and the notice, if shown).
        [mq.sm]: {
          inset: `auto ${dockInset.wide} calc(${dockHeight} + ${DOCK_GAP}) auto`,
          width: DOCK_WIDTH,
          height: `min(560px, calc(100dvh - ${dockHeight} - ${DOCK_GAP} - ${theme.layout.navHeight} - ${space(4)}))`,
          padding: 0,
          borderRadius: theme.radii.lg,
          border: `1px solid ${theme.colors.borderStrong}`,
          boxShadow: `${theme.shadows.lift}, 0 32px 80px -24px rgba(0, 0, 0, 0.8)`,
          transformOrigin: "bottom right",
        },
      }}
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
