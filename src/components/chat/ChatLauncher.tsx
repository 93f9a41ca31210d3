import { keyframes, useTheme } from "@emotion/react";
import { MessageCircle, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { env } from "../../config/env";
import { useFirstTap } from "../../hooks/use-first-tap";
import { CTA_ATTRIBUTE } from "../../contracts/cta-attribute";
import { mq, reducedMotion } from "../../styles/theme";
import { LAUNCHER_SIZE, dockInset } from "../../styles/dock-layout";
import type { ChatContact, ChatTexts } from "./chat-texts";
import type { ChatWindowProps } from "./ChatWindow";
import { CHAT_SHELL_ID, CHAT_WINDOW_ID } from "../../lib/chat-ids";
import { useChatShell } from "./use-chat-shell";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

type ChatWindowComponent = ComponentType<ChatWindowProps>;

// The window's code (protocol client, Markdown renderer…) is a separate chunk fetched on first open.
let windowModule: Promise<ChatWindowComponent> | null = null;
function loadChatWindow(): Promise<ChatWindowComponent> {
  windowModule ??= import(/* webpackChunkName: "chat-window" */ "./ChatWindow").then(
    (module) => module.ChatWindow,
    (error: unknown) => {
      windowModule = null;
      throw error;
    },
  );
  return windowModule;
}

interface ChatLauncherProps {
  texts: ChatTexts;
  contact: ChatContact;
  buttonRef: RefObject<HTMLButtonElement>;
}

/**
 * Maxi's round button, in its own landmark so it can be found by moving through landmarks. A tap shows
 * the window's shell at once (ChatShell) while the window's code arrives; the window then takes its
 * place and stays mounted, so a conversation survives closing and route changes.
 */
export function ChatLauncher({ texts, contact, buttonRef }: ChatLauncherProps) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ChatWindowComponent | null>(null);
  const [loading, setLoading] = useState(false);
  const returnFocus = useRef(false);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  // After the commit that closes the window: on phones the launcher was inert behind it until then.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open, buttonRef]);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    setOpen(true);
    if (ChatWindow) return;
    setLoading(true);
    loadChatWindow()
      .then((component) => setChatWindow(() => component))
      // A failed download (offline) leaves the launcher ready for another try.
      .catch(() => setOpen(false))
      .finally(() => setLoading(false));
  };

  // A tap before hydration was held by the inline first-tap script, which already shows the launcher busy.
  useFirstTap("chat", toggle);
  useChatShell(open && !ChatWindow, close);

  const expanded = open;

  return (
    <aside aria-label={texts.landmarkLabel}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={expanded ? texts.closeLabel : texts.openLabel}
        aria-expanded={expanded}
        aria-controls={ChatWindow ? CHAT_WINDOW_ID : env.chatWebhookUrl ? CHAT_SHELL_ID : undefined}
        aria-busy={loading}
        data-first-tap="chat"
        // A call to action while it opens Maxi; closing the window is not one.
        {...(open ? {} : { [CTA_ATTRIBUTE]: "maxi.abrir" })}
        onClick={toggle}
        css={{
          position: "fixed",
          zIndex: theme.zIndex.floating,
          right: dockInset.right,
          bottom: dockInset.bottom,
          [mq.sm]: { right: dockInset.wide, bottom: dockInset.wide },
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: LAUNCHER_SIZE,
          height: LAUNCHER_SIZE,
          border: 0,
          borderRadius: theme.radii.pill,
          background: theme.gradients.accent,
          color: theme.colors.accentInk,
          cursor: "pointer",
          boxShadow: "0 12px 32px -8px rgba(125, 211, 252, 0.55), 0 0 0 1px rgba(255, 255, 255, 0.12) inset",
          transition: `transform ${theme.transitions.fast}, box-shadow ${theme.transitions.fast}`,
          "&:hover": {
            transform: "translateY(-2px) scale(1.03)",
            boxShadow: "0 16px 40px -8px rgba(165, 148, 255, 0.7)",
          },
          // Opening: a ring turns around the launcher until the window's code is ready (also set before hydration).
          "&::after": {
            content: '""',
            position: "absolute",
            inset: "-5px",
            borderRadius: theme.radii.pill,
            border: "2px solid transparent",
            borderTopColor: theme.colors.text,
            borderRightColor: theme.colors.text,
            opacity: 0,
            transition: `opacity ${theme.transitions.fast}`,
          },
          '&[aria-busy="true"]': { cursor: "progress" },
          '&[aria-busy="true"]::after': { opacity: 1, animation: `${spin} 0.8s linear infinite` },
          '&[aria-busy="true"] svg': { opacity: 0.6 },
          [reducedMotion]: {
            "&:hover": { transform: "none" },
            '&[aria-busy="true"]::after': { borderColor: theme.colors.text },
          },
        }}
      >
        {expanded ? (
          <X size={26} strokeWidth={2} aria-hidden="true" focusable="false" />
        ) : (
          <MessageCircle size={26} strokeWidth={2} aria-hidden="true" focusable="false" />
        )}
      </button>
      {ChatWindow ? (
        <ChatWindow
          id={CHAT_WINDOW_ID}
          open={open}
          onClose={close}
          texts={texts}
          contact={contact}
          webhookUrl={env.chatWebhookUrl}
        />
      ) : null}
    </aside>
  );
}
