import { isSessionId, SESSION_ID_PATTERN as UUID } from "../../../src/contracts/chat-protocol";

type SessionModule = typeof import("../../../src/components/chat/session");

// A fresh module per test: the in-memory fallback id is module state.
function loadSession(): SessionModule {
  const holder: { module?: SessionModule } = {};
  jest.isolateModules(() => {
    holder.module = jest.requireActual<SessionModule>("../../../src/components/chat/session");
  });
  return holder.module!;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it("creates a random UUID on first use, stores it, and reuses it afterwards", () => {
  const { getOrCreateSession, SESSION_STORAGE_KEY } = loadSession();
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  const first = getOrCreateSession();
  expect(first.isNew).toBe(true);
  expect(first.id).toMatch(UUID);
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(first.id);
  expect(loadSession().getOrCreateSession()).toEqual({ id: first.id, isNew: false });
});

it("starts a new session with a different id", () => {
  const { getOrCreateSession, startNewSession, SESSION_STORAGE_KEY } = loadSession();
  const first = getOrCreateSession();
  const next = startNewSession();
  expect(next.isNew).toBe(true);
  expect(next.id).not.toBe(first.id);
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(next.id);
});

it("keeps the id in memory for the page when storage throws", () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("blocked", "SecurityError");
  });
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("blocked", "SecurityError");
  });
  const { getOrCreateSession } = loadSession();
  const first = getOrCreateSession();
  expect(first.id).toMatch(UUID);
  expect(getOrCreateSession()).toEqual({ id: first.id, isNew: false });
});

it("builds a version 4 UUID from getRandomValues where randomUUID is missing (plain http)", () => {
  const { createSessionId } = loadSession();
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
  try {
    const ids = new Set(Array.from({ length: 20 }, createSessionId));
    expect(ids.size).toBe(20);
    ids.forEach((id) => expect(id).toMatch(UUID));
  } finally {
    Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
  }
});

it.each(["", "not-a-session", "3B241101-E2BB-4255-8CAF-4136C566A962", "a".repeat(300)])(
  "replaces a stored id the gateway would refuse (%j)",
  (stored) => {
    const { getOrCreateSession, SESSION_STORAGE_KEY } = loadSession();
    window.localStorage.setItem(SESSION_STORAGE_KEY, stored);
    const session = getOrCreateSession();
    expect(session.isNew).toBe(true);
    expect(isSessionId(session.id)).toBe(true);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(session.id);
  },
);
