import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import site from "../../../content/site.json";
import {
  chatLimitBroken,
  LIMIT_WINDOW_MS,
  limitText,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGES_PER_HOUR,
} from "../../../src/contracts/chat-limits";
import { createChatClient, type ChatClient } from "../../../src/contracts/n8n-client";
import { FloatingDock } from "../../../src/components/floating-dock/FloatingDock";
import { renderWithProviders } from "../../support/render";
import { findChatWindow } from "../../support/chat-window";

const mockEnv = { chatWebhookUrl: "/api/chat" };
jest.mock("../../../src/config/env", () => ({
  get env() {
    return mockEnv;
  },
}));
jest.mock("../../../src/contracts/n8n-client", () => ({
  ...jest.requireActual("../../../src/contracts/n8n-client"),
  createChatClient: jest.fn(),
}));

const { chat } = site;

describe("chatLimitBroken", () => {
  const now = 10 * LIMIT_WINDOW_MS;
  const times = (count: number, ageMs: number) => Array.from({ length: count }, () => now - ageMs);

  it("allows a message of exactly the maximum length, counted in characters, and refuses one more", () => {
    expect(chatLimitBroken("a".repeat(MAX_MESSAGE_CHARS), [], now)).toBeNull();
    expect(chatLimitBroken("a".repeat(MAX_MESSAGE_CHARS + 1), [], now)).toBe("tooLong");
    expect(chatLimitBroken("😀".repeat(MAX_MESSAGE_CHARS), [], now)).toBeNull();
  });

  it("allows the hourly maximum of messages per session and refuses the next one until the oldest is an hour old", () => {
    expect(chatLimitBroken("hola", times(MAX_MESSAGES_PER_HOUR - 1, 1000), now)).toBeNull();
    expect(chatLimitBroken("hola", times(MAX_MESSAGES_PER_HOUR, 1000), now)).toBe("tooMany");
    expect(chatLimitBroken("hola", times(MAX_MESSAGES_PER_HOUR, LIMIT_WINDOW_MS), now)).toBeNull();
  });

  it("fills the limit into the Spanish texts of content/site.json", () => {
    expect(limitText(chat.limits.tooLong, "tooLong")).toContain(`${MAX_MESSAGE_CHARS} caracteres`);
    expect(limitText(chat.limits.tooMany, "tooMany")).toContain(`${MAX_MESSAGES_PER_HOUR} mensajes`);
    expect(chat.limits.action.to).toBe("/contacto/");
  });
});

describe("the chat window at its limits", () => {
  let client: jest.Mocked<ChatClient>;

  beforeEach(() => {
    window.localStorage.clear();
    client = {
      sendMessage: jest.fn().mockResolvedValue({ text: "Vale", limit: null }),
      loadPreviousSession: jest.fn().mockResolvedValue([]),
    };
    jest.mocked(createChatClient).mockReturnValue(client);
  });

  async function startConversation() {
    renderWithProviders(<FloatingDock />);
    fireEvent.click(screen.getByRole("button", { name: chat.openLabel }));
    const dialog = await findChatWindow();
    fireEvent.click(await within(dialog).findByRole("button", { name: chat.welcome.startLabel }));
    return { dialog, input: within(dialog).getByRole("textbox", { name: chat.inputLabel }) };
  }
  const send = (input: HTMLElement, text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.submit(input.closest("form")!);
  };

  it("does not send a message over the length limit: says so, keeps the text and links to the form", async () => {
    const { dialog, input } = await startConversation();
    const long = "x".repeat(MAX_MESSAGE_CHARS + 1);
    send(input, long);
    const log = within(dialog).getByRole("log");
    expect(log).toHaveTextContent(limitText(chat.limits.tooLong, "tooLong"));
    expect(within(log).getByRole("link", { name: chat.limits.action.label })).toHaveAttribute("href", "/contacto/");
    expect(input).toHaveValue(long);
    expect(client.sendMessage).not.toHaveBeenCalled();

    send(input, "Más corto");
    await waitFor(() =>
      expect(client.sendMessage).toHaveBeenCalledWith(expect.any(String), "Más corto", expect.anything()),
    );
    expect(log).not.toHaveTextContent(limitText(chat.limits.tooLong, "tooLong"));
  });

  it("stops after the hourly number of messages of a session, and a new conversation starts afresh", async () => {
    const { dialog, input } = await startConversation();
    for (let index = 0; index < MAX_MESSAGES_PER_HOUR; index += 1) {
      send(input, `Mensaje ${index}`);
      await waitFor(() => expect(client.sendMessage).toHaveBeenCalledTimes(index + 1));
      await act(async () => undefined);
    }
    send(input, "Uno más");
    const log = within(dialog).getByRole("log");
    expect(log).toHaveTextContent(limitText(chat.limits.tooMany, "tooMany"));
    expect(client.sendMessage).toHaveBeenCalledTimes(MAX_MESSAGES_PER_HOUR);

    fireEvent.click(within(dialog).getByRole("button", { name: chat.newConversationLabel }));
    send(input, "Uno más");
    await waitFor(() => expect(client.sendMessage).toHaveBeenCalledTimes(MAX_MESSAGES_PER_HOUR + 1));
  });

  it.each(["clientBusy", "networkBusy", "siteBusy", "tooMany", "tooLong"] as const)(
    "when a message is refused before the model (%s), says why with the form, the e-mail and the phone, and keeps the text",
    async (kind) => {
      client.sendMessage.mockResolvedValueOnce({ text: "Respuesta de n8n, no mostrada", limit: kind });
      const { dialog, input } = await startConversation();
      send(input, "¿Me ayudáis con una web?");
      const log = within(dialog).getByRole("log");
      await waitFor(() => expect(log).toHaveTextContent(limitText(chat.limits[kind], kind)));
      expect(log).not.toHaveTextContent("Respuesta de n8n");
      expect(log).not.toHaveTextContent(chat.errors.server);
      expect(log).toHaveTextContent(
        chat.limits.contact.replace("{email}", site.contact.email).replace("{phone}", site.contact.phoneDisplay),
      );
      expect(within(log).getByRole("link", { name: site.contact.email })).toHaveAttribute(
        "href",
        `mailto:${site.contact.email}`,
      );
      expect(within(log).getByRole("link", { name: site.contact.phoneDisplay })).toHaveAttribute(
        "href",
        `tel:${site.contact.phone}`,
      );
      expect(within(log).getByRole("link", { name: chat.limits.action.label })).toHaveAttribute("href", "/contacto/");
      // Not answered, so not part of the conversation: the text is back in the input to send later.
      expect(log).not.toHaveTextContent("¿Me ayudáis con una web?");
      expect(input).toHaveValue("¿Me ayudáis con una web?");

      send(input, "¿Me ayudáis con una web?");
      await waitFor(() => expect(log).toHaveTextContent("Vale"));
      expect(log).not.toHaveTextContent(limitText(chat.limits[kind], kind));
    },
  );
});
