import { isSessionId } from "../../contracts/chat-protocol";

/**
 * The chat's session id, kept in localStorage so a reopened chat can ask n8n for its history.
 * Only called once the visitor opens the chat, which keeps it storage the visitor asked for.
 * Its format (chat-protocol.ts) is the only one the site's gateway accepts.
 */
export const SESSION_STORAGE_KEY = "maxi_chat_session_id";

export interface ChatSession {
  id: string;
  /** False when the id came from storage, so there may be a conversation to restore. */
  isNew: boolean;
}

// Storage can throw (blocked cookies, private modes); the id then lives as long as the page.
let memoryId: string | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A lowercase version-4 UUID. crypto.randomUUID needs a secure context; getRandomValues does not. */
export function createSessionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function save(id: string): void {
  memoryId = id;
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, id);
  } catch {
    // Keep the in-memory id.
  }
}

function read(): string | null {
  try {
    const store = storage();
    if (store) return store.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Fall back to the in-memory id.
  }
  return memoryId;
}

export function getOrCreateSession(): ChatSession {
  const stored = read();
  // Anything else (an older format, an edited value) would only be refused: start afresh instead.
  if (isSessionId(stored)) return { id: stored, isNew: false };
  return startNewSession();
}

/** 'Nueva conversación': a fresh id, so n8n's memory starts empty. */
export function startNewSession(): ChatSession {
  const id = createSessionId();
  save(id);
  return { id, isNew: true };
}
