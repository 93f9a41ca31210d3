import { useCallback, useEffect, useReducer, useRef } from "react";
import { track } from "../../funnel/track";
import { chatLimitBroken, withinWindow, type ChatLimitKind } from "../../contracts/chat-limits";
import { getOrCreateSession, startNewSession } from "./session";
import {
  ChatRequestError,
  type ChatClient,
  type ChatErrorKind,
  type ChatRole,
  type ChatTurn,
} from "../../contracts/n8n-client";

export interface ChatMessage {
  id: number;
  role: ChatRole;
  text: string;
}

/** welcome: nothing said yet; restoring: asking n8n for a stored session's history; chatting: the conversation. */
export type ChatPhase = "welcome" | "restoring" | "chatting";

export interface ChatState {
  phase: ChatPhase;
  messages: ChatMessage[];
  draft: string;
  /** The visitor's message waiting for a reply, if any. */
  pendingId: number | null;
  error: ChatErrorKind | null;
  /** A limit the visitor's last attempt met (here, or refused before the model): nothing was answered, the text stays in the input. */
  limit: ChatLimitKind | null;
  nextId: number;
}

type Action =
  | { type: "restoring" }
  | { type: "restored"; turns: ChatTurn[] }
  | { type: "start" }
  | { type: "draft"; text: string }
  | { type: "sent"; text: string }
  | { type: "replied"; text: string }
  | { type: "failed"; kind: ChatErrorKind; text: string }
  | { type: "limited"; kind: ChatLimitKind }
  | { type: "refused"; kind: ChatLimitKind; text: string }
  | { type: "reset" };

export const initialChatState: ChatState = {
  phase: "welcome",
  messages: [],
  draft: "",
  pendingId: null,
  error: null,
  limit: null,
  nextId: 1,
};

function append(state: ChatState, role: ChatRole, text: string): Pick<ChatState, "messages" | "nextId"> {
  return { messages: [...state.messages, { id: state.nextId, role, text }], nextId: state.nextId + 1 };
}

export function chatReducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case "restoring":
      return { ...state, phase: "restoring" };
    case "restored": {
      const messages = action.turns.map((turn, index) => ({ id: state.nextId + index, ...turn }));
      return {
        ...state,
        phase: messages.length > 0 ? "chatting" : "welcome",
        messages,
        nextId: state.nextId + messages.length,
      };
    }
    case "start":
      return { ...state, phase: "chatting" };
    case "draft":
      return { ...state, draft: action.text };
    case "sent":
      return {
        ...state,
        ...append(state, "user", action.text),
        phase: "chatting",
        draft: "",
        pendingId: state.nextId,
        error: null,
        limit: null,
      };
    case "limited":
      return { ...state, phase: "chatting", error: null, limit: action.kind };
    case "replied":
      return { ...state, ...append(state, "bot", action.text), pendingId: null };
    case "failed":
    case "refused":
      // The unanswered message goes back into the input (unless the visitor already typed something new).
      return {
        ...state,
        messages: state.messages.filter((message) => message.id !== state.pendingId),
        draft: state.draft.trim() === "" ? action.text : state.draft,
        pendingId: null,
        error: action.type === "failed" ? action.kind : null,
        limit: action.type === "refused" ? action.kind : null,
      };
    case "reset":
      return { ...initialChatState, phase: "chatting", draft: state.draft, nextId: state.nextId };
  }
}

const errorKind = (error: unknown): ChatErrorKind => (error instanceof ChatRequestError ? error.kind : "network");

/**
 * The conversation with n8n: restores a stored session when the chat opens, sends messages, and
 * cancels whatever is in flight on 'Nueva conversación' or when the chat unmounts.
 * With no client (no webhook configured) it stays idle and creates no session.
 */
export function useChatConversation(client: ChatClient | null) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const sessionId = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** When this session's messages were sent, for the hourly limit (a new conversation starts afresh, as in the database). */
  const sentAt = useRef<number[]>([]);
  const firstMessageCounted = useRef(false);

  const begin = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = new AbortController();
    return inFlight.current.signal;
  }, []);

  useEffect(() => {
    if (!client) return undefined;
    const session = getOrCreateSession();
    sessionId.current = session.id;
    if (!session.isNew) {
      const signal = begin();
      dispatch({ type: "restoring" });
      void client
        .loadPreviousSession(session.id, signal)
        // Without history (or memory on the workflow) the visitor simply starts afresh.
        .catch(() => [])
        .then((turns) => {
          if (!signal.aborted) dispatch({ type: "restored", turns });
        });
    }
    return () => inFlight.current?.abort();
  }, [client, begin]);

  const send = useCallback(() => {
    const text = state.draft.trim();
    if (!client || !sessionId.current || text === "" || state.pendingId !== null || state.phase === "restoring") return;
    const now = Date.now();
    const broken = chatLimitBroken(text, sentAt.current, now);
    if (broken) {
      dispatch({ type: "limited", kind: broken });
      return;
    }
    sentAt.current = [...withinWindow(sentAt.current, now), now];
    // The funnel's "first message": once per conversation (not again when it is retried after an error;
    // never for a restored conversation, whose first message was counted when it was sent).
    if (!firstMessageCounted.current && !state.messages.some((message) => message.role === "user")) {
      firstMessageCounted.current = true;
      track("maxi.first_message");
    }
    const signal = begin();
    dispatch({ type: "sent", text });
    client.sendMessage(sessionId.current, text, signal).then(
      (reply) => {
        if (signal.aborted) return;
        if (reply.limit) {
          // Refused before the model: the database did not count it, nor does this session.
          sentAt.current = sentAt.current.filter((time) => time !== now);
          dispatch({ type: "refused", kind: reply.limit, text });
        } else dispatch({ type: "replied", text: reply.text });
      },
      (error: unknown) => {
        if (!signal.aborted) dispatch({ type: "failed", kind: errorKind(error), text });
      },
    );
  }, [client, state.draft, state.pendingId, state.phase, state.messages, begin]);

  const newConversation = useCallback(() => {
    inFlight.current?.abort();
    sessionId.current = startNewSession().id;
    sentAt.current = [];
    firstMessageCounted.current = false;
    dispatch({ type: "reset" });
  }, []);

  const start = useCallback(() => dispatch({ type: "start" }), []);
  const setDraft = useCallback((text: string) => dispatch({ type: "draft", text }), []);

  return { state, start, send, newConversation, setDraft };
}
