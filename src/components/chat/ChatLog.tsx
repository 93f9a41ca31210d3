import { keyframes, useTheme, type CSSObject } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef, type ReactNode } from "react";
import { ctaAttribute } from "../../contracts/funnel-names";
import { reducedMotion, space } from "../../styles/theme";
import type { AppTheme } from "../../styles/theme";
import { visuallyHidden } from "../../styles/visually-hidden";
import { ChatMarkdown } from "./ChatMarkdown";
import { limitText, type ChatLimitKind } from "../../contracts/chat-limits";
import type { ChatContact, ChatTexts } from "./chat-texts";
import type { ChatErrorKind } from "../../contracts/n8n-client";
import type { ChatMessage } from "./use-chat-conversation";

const blink = keyframes({
  "0%, 80%, 100%": { opacity: 0.25, transform: "none" },
  "40%": { opacity: 1, transform: "translateY(-3px)" },
});

const bubble = (theme: AppTheme, from: "bot" | "user" | "error"): CSSObject => ({
  maxWidth: "85%",
  padding: `${space(2.5)} ${space(3.5)}`,
  borderRadius: "18px",
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.55,
  overflowWrap: "anywhere",
  ...(from === "user"
    ? {
        alignSelf: "flex-end",
        borderBottomRightRadius: "6px",
        background: theme.gradients.accent,
        color: theme.colors.accentInk,
      }
    : from === "bot"
      ? {
          alignSelf: "flex-start",
          borderBottomLeftRadius: "6px",
          background: theme.colors.surfaceRaised,
          border: `1px solid ${theme.colors.border}`,
          color: theme.colors.text,
        }
      : {
          alignSelf: "stretch",
          maxWidth: "none",
          background: theme.colors.dangerBg,
          border: `1px solid ${theme.colors.danger}`,
          color: theme.colors.text,
        }),
});

interface ChatLogProps {
  texts: ChatTexts;
  contact: ChatContact;
  messages: ChatMessage[];
  restoring: boolean;
  pending: boolean;
  error: ChatErrorKind | null;
  /** A limit the last attempt met: said in Spanish, with the form, the e-mail and the phone. */
  limit: ChatLimitKind | null;
  /** Following the form link closes the chat. */
  onNavigate(): void;
}

function Bubble({ from, speaker, children }: { from: "bot" | "user"; speaker: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={bubble(theme, from)}>
      <span css={visuallyHidden}>{speaker}: </span>
      {children}
    </div>
  );
}

const linkStyle = {
  color: "inherit",
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
} as const;

/** A content template with {email} and {phone} turned into mailto: and tel: links. */
function withContactLinks(template: string, { email, phone, phoneDisplay }: ChatContact): ReactNode[] {
  return template.split(/(\{email\}|\{phone\})/).map((part, index) => {
    if (part === "{email}")
      return (
        <a key={index} href={`mailto:${email}`} css={linkStyle}>
          {email}
        </a>
      );
    if (part === "{phone}")
      return (
        <a key={index} href={`tel:${phone}`} css={linkStyle}>
          {phoneDisplay}
        </a>
      );
    return part;
  });
}

/** Why Maxi did not answer, and the three other ways to reach the team: never a dead end. */
function LimitNotice({
  texts,
  contact,
  kind,
  onNavigate,
}: {
  texts: ChatTexts;
  contact: ChatContact;
  kind: ChatLimitKind;
  onNavigate(): void;
}) {
  const theme = useTheme();
  return (
    <div css={{ ...bubble(theme, "error"), display: "grid", gap: space(1.5) }}>
      <p>{limitText(texts.limits[kind], kind)}</p>
      <p>{withContactLinks(texts.limits.contact, contact)}</p>
      <p>
        <Link
          to={texts.limits.action.to}
          onClick={onNavigate}
          css={linkStyle}
          {...ctaAttribute("maxi.formulario", texts.limits.action.to)}
        >
          {texts.limits.action.label}
        </Link>
      </p>
    </div>
  );
}

/** The conversation, announced politely as it grows: greetings, turns, typing indicator, errors. */
export function ChatLog({ texts, contact, messages, restoring, pending, error, limit, onNavigate }: ChatLogProps) {
  const theme = useTheme();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending, error, limit, restoring]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={texts.logLabel}
      // Focusable so keyboard users can scroll a long conversation.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      css={{
        flex: 1,
        minHeight: 0,
        overflowY: "auto",
        overscrollBehavior: "contain",
        display: "flex",
        flexDirection: "column",
        gap: space(2.5),
        padding: space(4),
        "&:focus-visible": { outlineOffset: "-3px" },
      }}
    >
      {restoring ? (
        <p css={{ alignSelf: "center", color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>
          {texts.loadingHistory}
        </p>
      ) : (
        texts.greetings.map((greeting) => (
          <Bubble key={greeting} from="bot" speaker={texts.botName}>
            {greeting}
          </Bubble>
        ))
      )}
      {messages.map((message) =>
        message.role === "bot" ? (
          <Bubble key={message.id} from="bot" speaker={texts.botName}>
            <ChatMarkdown text={message.text} newTabNote={texts.newTabNote} />
          </Bubble>
        ) : (
          <Bubble key={message.id} from="user" speaker={texts.userName}>
            <span css={{ whiteSpace: "pre-wrap" }}>{message.text}</span>
          </Bubble>
        ),
      )}
      {pending ? (
        <div css={{ ...bubble(theme, "bot"), display: "inline-flex", gap: space(1.5), paddingBlock: space(3.5) }}>
          <span css={visuallyHidden}>{texts.typing}</span>
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              aria-hidden="true"
              css={{
                width: 7,
                height: 7,
                borderRadius: theme.radii.pill,
                background: theme.colors.muted,
                animation: `${blink} 1.2s ${dot * 0.16}s infinite ease-in-out`,
                [reducedMotion]: { animation: "none", opacity: 0.7 },
              }}
            />
          ))}
        </div>
      ) : null}
      {error ? (
        <p css={bubble(theme, "error")}>
          {texts.errors[error]} {texts.errors.retryHint}
        </p>
      ) : null}
      {limit ? <LimitNotice texts={texts} contact={contact} kind={limit} onNavigate={onNavigate} /> : null}
    </div>
  );
}
