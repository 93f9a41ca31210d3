import {
  CHAT_TIMEOUT_MS,
  ChatRequestError,
  createChatClient,
  parseHistory,
  parseReply,
} from "../../../src/contracts/n8n-client";

const WEBHOOK = "https://n8n.example.com/webhook/abc-123/chat";

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function clientWith(fetchImpl: jest.Mock, timeoutMs?: number) {
  return createChatClient({ webhookUrl: WEBHOOK, fetch: fetchImpl as typeof fetch, timeoutMs });
}

async function rejection(promise: Promise<unknown>): Promise<ChatRequestError> {
  try {
    await promise;
  } catch (error) {
    return error as ChatRequestError;
  }
  throw new Error("expected the promise to reject");
}

describe("sendMessage", () => {
  it("POSTs the Chat Trigger's JSON shape and returns the output", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse({ output: "¡Hola!" }));
    await expect(clientWith(fetchMock).sendMessage("session-1", "¿Qué hacéis?")).resolves.toEqual({
      text: "¡Hola!",
      limit: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(WEBHOOK);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(init.body as string)).toEqual({
      action: "sendMessage",
      sessionId: "session-1",
      chatInput: "¿Qué hacéis?",
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("turns an HTTP error into a server error carrying the status", async () => {
    const error = await rejection(
      clientWith(jest.fn().mockResolvedValue(jsonResponse({ message: "boom" }, 500))).sendMessage("s", "hola"),
    );
    expect(error).toBeInstanceOf(ChatRequestError);
    expect(error.kind).toBe("server");
    expect(error.status).toBe(500);
  });

  it("reports the gateway's own timeout (504, n8n too slow) as a timeout", async () => {
    const error = await rejection(
      clientWith(jest.fn().mockResolvedValue(jsonResponse({ error: "upstream_timeout" }, 504))).sendMessage(
        "s",
        "hola",
      ),
    );
    expect([error.kind, error.status]).toEqual(["timeout", 504]);
  });

  it("turns a failed fetch (webhook unreachable, CORS) into a network error", async () => {
    const error = await rejection(
      clientWith(jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))).sendMessage("s", "hola"),
    );
    expect(error.kind).toBe("network");
  });

  it("treats invalid JSON as a server error", async () => {
    const response = { ok: true, status: 200, json: async () => JSON.parse("<html>") } as Response;
    const error = await rejection(clientWith(jest.fn().mockResolvedValue(response)).sendMessage("s", "hola"));
    expect(error.kind).toBe("server");
  });

  it("aborts the request and reports a timeout after 30 s without an answer", async () => {
    jest.useFakeTimers();
    try {
      let seenSignal: AbortSignal | undefined;
      const neverAnswers = jest.fn((_url: string, init: RequestInit) => {
        seenSignal = init.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        });
      });
      const pending = rejection(clientWith(neverAnswers).sendMessage("s", "hola"));
      jest.advanceTimersByTime(CHAT_TIMEOUT_MS - 1);
      expect(seenSignal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(seenSignal?.aborted).toBe(true);
      expect((await pending).kind).toBe("timeout");
      expect(CHAT_TIMEOUT_MS).toBe(30_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it("cancels the request when the caller's signal aborts, without calling it a timeout", async () => {
    const fetchMock = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const caller = new AbortController();
    const pending = rejection(clientWith(fetchMock).sendMessage("s", "hola", caller.signal));
    caller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ChatRequestError);
    expect(error.name).toBe("AbortError");
  });
});

describe("loadPreviousSession", () => {
  it("POSTs the session id and parses the history", async () => {
    const fetchMock = jest.fn().mockResolvedValue(
      jsonResponse({
        data: [
          { id: ["langchain_core", "messages", "HumanMessage"], kwargs: { content: "Hola" } },
          { id: ["langchain_core", "messages", "AIMessage"], kwargs: { content: "¡Hola! ¿En qué te ayudo?" } },
        ],
      }),
    );
    await expect(clientWith(fetchMock).loadPreviousSession("session-9")).resolves.toEqual([
      { role: "user", text: "Hola" },
      { role: "bot", text: "¡Hola! ¿En qué te ayudo?" },
    ]);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ action: "loadPreviousSession", sessionId: "session-9" });
  });
});

describe("parseReply", () => {
  it("prefers output, falls back to text, and unwraps an n8n item list", () => {
    expect(parseReply({ output: "A", text: "B" })).toEqual({ text: "A", limit: null });
    expect(parseReply({ text: "B" })).toEqual({ text: "B", limit: null });
    expect(parseReply({ output: "", text: "B" })).toEqual({ text: "B", limit: null });
    expect(parseReply([{ output: "C" }])).toEqual({ text: "C", limit: null });
  });

  it("names the limit of a message refused before the model, by the content text the widget shows for it", () => {
    expect(parseReply({ output: "Pausa", limit: "client_busy" })).toEqual({ text: "Pausa", limit: "clientBusy" });
    expect(parseReply({ output: "Red", limit: "network_busy" })).toEqual({ text: "Red", limit: "networkBusy" });
    expect(parseReply({ output: "Mañana", limit: "site_busy" })).toEqual({ text: "Mañana", limit: "siteBusy" });
    expect(parseReply({ output: "Largo", limit: "too_long" })).toEqual({ text: "Largo", limit: "tooLong" });
    expect(parseReply({ output: "Muchos", limit: "too_many" })).toEqual({ text: "Muchos", limit: "tooMany" });
    // Anything else is not a limit the widget knows: the text is shown as Maxi's answer.
    expect(parseReply({ output: "Otra cosa", limit: "toString" })).toEqual({ text: "Otra cosa", limit: null });
  });

  it.each([[{}], [{ output: 42 }], [null], ["texto suelto"], [[]]])("rejects %p as a server error", (body) => {
    expect(() => parseReply(body)).toThrow(ChatRequestError);
  });
});

describe("parseHistory", () => {
  it("keeps human and AI messages in order and skips anything else", () => {
    expect(
      parseHistory({
        data: [
          { id: ["x", "SystemMessage"], kwargs: { content: "Eres Maxi" } },
          { id: ["x", "HumanMessage"], kwargs: { content: "Precio" } },
          { id: ["x", "AIMessage"], kwargs: { content: [{ type: "text", text: "Depende" }, " del proyecto"] } },
          { id: ["x", "AIMessage"], kwargs: { content: "   " } },
          { id: "AIMessage", kwargs: { content: "sin lista" } },
          null,
        ],
      }),
    ).toEqual([
      { role: "user", text: "Precio" },
      { role: "bot", text: "Depende del proyecto" },
    ]);
  });

  it.each([[undefined], [{}], [{ data: "x" }], [[]]])("answers no turns for %p", (body) => {
    expect(parseHistory(body)).toEqual([]);
  });
});
