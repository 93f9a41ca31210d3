import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import site from "../../../content/site.json";
import { ChatRequestError, createChatClient, type ChatClient, type ChatReply } from "../../../src/contracts/n8n-client";
import { SESSION_STORAGE_KEY } from "../../../src/components/chat/session";
import { FloatingDock } from "../../../src/components/floating-dock/FloatingDock";
import { findChatWindow } from "../../support/chat-window";
import { installFirstTapScript } from "../../support/first-tap-script";
import { ChatShell } from "../../../src/components/chat/ChatShell";
import { CHAT_SHELL_ID, CHAT_WINDOW_ID } from "../../../src/lib/chat-ids";
import { renderWithProviders } from "../../support/render";

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

function stubClient(overrides: Partial<ChatClient> = {}): jest.Mocked<ChatClient> {
  const client = {
    sendMessage: jest.fn().mockResolvedValue({ text: "Respuesta con **negrita**", limit: null }),
    loadPreviousSession: jest.fn().mockResolvedValue([]),
    ...overrides,
  } as jest.Mocked<ChatClient>;
  jest.mocked(createChatClient).mockReturnValue(client);
  return client;
}

const launcher = () => screen.getByRole("button", { name: chat.openLabel });

/** Opens Maxi and waits for the window itself (the shell drawn meanwhile is tested below). */
async function openChat() {
  fireEvent.click(launcher());
  return findChatWindow();
}

async function startConversation() {
  const dialog = await openChat();
  fireEvent.click(await within(dialog).findByRole("button", { name: chat.welcome.startLabel }));
  return { dialog, input: within(dialog).getByRole("textbox", { name: chat.inputLabel }) };
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest("form")!);
}

beforeEach(() => {
  mockEnv.chatWebhookUrl = "/api/chat";
  window.localStorage.clear();
  jest.mocked(createChatClient).mockReset();
});

it("renders a small launcher and stores nothing for the chat until it is opened", () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  expect(launcher()).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(createChatClient).not.toHaveBeenCalled();
});

it("opens the window on demand with the welcome screen, focus inside, and the launcher pointing at it", async () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  const dialog = await openChat();
  const button = screen.getByRole("button", { name: chat.closeLabel, expanded: true });
  expect(button).toHaveAttribute("aria-controls", dialog.id);
  expect(dialog).toHaveAttribute("aria-modal", "false");
  expect(within(dialog).getByRole("heading", { name: chat.welcome.title })).toBeInTheDocument();
  const start = within(dialog).getByRole("button", { name: chat.welcome.startLabel });
  // Focus moves in an effect after the window renders (see the unavailable case below).
  await waitFor(() => expect(start).toHaveFocus());
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toMatch(/^[0-9a-f-]{36}$/);
  expect(createChatClient).toHaveBeenCalledWith({ webhookUrl: mockEnv.chatWebhookUrl });
});

describe("the shell drawn while the window's code is on its way", () => {
  const shell = () => document.getElementById(CHAT_SHELL_ID)!;
  let uninstall: () => void;
  // As in the page: the shell's static markup outside React's root, and the inline first-tap script.
  beforeEach(() => {
    uninstall = installFirstTapScript();
    render(<ChatShell texts={chat} />);
  });
  afterEach(() => uninstall());

  it("shows at once on a tap, Maxi's first screen with focus on «Empezar»; the window then takes its place", async () => {
    stubClient();
    renderWithProviders(<FloatingDock />);
    expect(shell()).not.toBeVisible();
    fireEvent.click(launcher());
    expect(screen.getByRole("dialog", { name: chat.title })).toBe(shell());
    expect(screen.getByRole("button", { name: chat.closeLabel, expanded: true })).toHaveAttribute(
      "aria-controls",
      CHAT_SHELL_ID,
    );
    expect(within(shell()).getByRole("button", { name: chat.welcome.startLabel })).toHaveFocus();
    const window = await findChatWindow();
    expect(shell()).not.toBeVisible();
    await waitFor(() => expect(within(window).getByRole("button", { name: chat.welcome.startLabel })).toHaveFocus());
  });

  it("closed before the window arrives, keeps Maxi closed and gives focus back to the launcher", async () => {
    stubClient();
    renderWithProviders(<FloatingDock />);
    fireEvent.click(launcher());
    fireEvent.click(within(shell()).getByRole("button", { name: chat.closeLabel }));
    expect(shell()).not.toBeVisible();
    expect(launcher()).toHaveFocus();
    await waitFor(() => expect(launcher()).toHaveAttribute("aria-controls", CHAT_WINDOW_ID));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(launcher()).toHaveAttribute("aria-expanded", "false");
  });

  it("«Empezar» tapped in the shell is held, and the window starts the conversation when it mounts", async () => {
    stubClient();
    renderWithProviders(<FloatingDock />);
    fireEvent.click(launcher());
    const start = within(shell()).getByRole("button", { name: chat.welcome.startLabel });
    fireEvent.click(start);
    expect(start).toHaveAttribute("aria-busy", "true");
    const window = await findChatWindow();
    await waitFor(() => expect(within(window).getByRole("textbox", { name: chat.inputLabel })).toHaveFocus());
  });
});

it("closes with Escape and gives focus back to the launcher", async () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  const { dialog, input } = await startConversation();
  await waitFor(() => expect(input).toHaveFocus());
  fireEvent.keyDown(input, { key: "Escape" });
  expect(dialog).not.toBeVisible();
  expect(launcher()).toHaveFocus();
  expect(launcher()).toHaveAttribute("aria-expanded", "false");
});

it("closes with its own close button too", async () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  const dialog = await openChat();
  const close = within(dialog)
    .getAllByRole("button")
    .find((element) => element.getAttribute("aria-label") === chat.closeLabel)!;
  fireEvent.click(close);
  expect(dialog).not.toBeVisible();
  expect(launcher()).toHaveFocus();
});

it("greets, sends the visitor's message with the session id, shows typing, then the Markdown reply", async () => {
  let answer: (reply: ChatReply) => void = () => undefined;
  const client = stubClient({ sendMessage: jest.fn(() => new Promise<ChatReply>((resolve) => (answer = resolve))) });
  renderWithProviders(<FloatingDock />);
  const { dialog, input } = await startConversation();
  const log = within(dialog).getByRole("log", { name: chat.logLabel });
  expect(log).toHaveAttribute("aria-live", "polite");
  chat.greetings.forEach((greeting) => expect(log).toHaveTextContent(greeting));

  type(input, "  ¿Qué servicios tenéis?  ");
  const sessionId = window.localStorage.getItem(SESSION_STORAGE_KEY);
  expect(client.sendMessage).toHaveBeenCalledWith(sessionId, "¿Qué servicios tenéis?", expect.any(AbortSignal));
  expect(input).toHaveValue("");
  expect(log).toHaveTextContent(`${chat.userName}: ¿Qué servicios tenéis?`);
  expect(log).toHaveTextContent(chat.typing);

  await act(async () => answer({ text: "Respuesta con **negrita**", limit: null }));
  expect(log).not.toHaveTextContent(chat.typing);
  expect(within(log).getByText("negrita").tagName).toBe("STRONG");
});

it.each([
  ["timeout", chat.errors.timeout],
  ["server", chat.errors.server],
  ["network", chat.errors.network],
] as const)("on a %s error shows the Spanish message and puts the text back to resend", async (kind, message) => {
  const client = stubClient({ sendMessage: jest.fn().mockRejectedValue(new ChatRequestError(kind, "x")) });
  renderWithProviders(<FloatingDock />);
  const { dialog, input } = await startConversation();
  type(input, "Hola Maxi");
  const log = within(dialog).getByRole("log");
  await waitFor(() => expect(log).toHaveTextContent(message));
  expect(log).toHaveTextContent(chat.errors.retryHint);
  expect(input).toHaveValue("Hola Maxi");
  expect(log).not.toHaveTextContent(`${chat.userName}: Hola Maxi`);

  client.sendMessage.mockResolvedValueOnce({ text: "Ahora sí", limit: null });
  type(input, "Hola Maxi");
  await waitFor(() => expect(log).toHaveTextContent("Ahora sí"));
  expect(log).not.toHaveTextContent(message);
});

it("restores the previous conversation of a stored session instead of the welcome screen", async () => {
  const stored = "9f1c2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b";
  window.localStorage.setItem(SESSION_STORAGE_KEY, stored);
  const client = stubClient({
    loadPreviousSession: jest.fn().mockResolvedValue([
      { role: "user", text: "¿Precio?" },
      { role: "bot", text: "Depende del proyecto" },
    ]),
  });
  renderWithProviders(<FloatingDock />);
  const dialog = await openChat();
  expect(client.loadPreviousSession).toHaveBeenCalledWith(stored, expect.any(AbortSignal));
  const log = await within(dialog).findByRole("log");
  await waitFor(() => expect(log).toHaveTextContent("Depende del proyecto"));
  expect(log).toHaveTextContent("¿Precio?");
  expect(within(dialog).queryByRole("button", { name: chat.welcome.startLabel })).not.toBeInTheDocument();
});

it("'Nueva conversación' starts a new session and clears the log", async () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  const { dialog, input } = await startConversation();
  const firstSession = window.localStorage.getItem(SESSION_STORAGE_KEY);
  type(input, "Hola");
  const log = within(dialog).getByRole("log");
  await waitFor(() => expect(log).toHaveTextContent("negrita"));

  fireEvent.click(within(dialog).getByRole("button", { name: chat.newConversationLabel }));
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBe(firstSession);
  expect(within(dialog).getByRole("log")).not.toHaveTextContent("negrita");
  expect(within(dialog).getByRole("textbox", { name: chat.inputLabel })).toHaveFocus();
});

it("without a webhook says Maxi is unavailable and points to the contact page", async () => {
  mockEnv.chatWebhookUrl = "";
  renderWithProviders(<FloatingDock />);
  const dialog = await openChat();
  expect(within(dialog).getByRole("heading", { name: chat.unavailable.title })).toBeInTheDocument();
  const link = within(dialog).getByRole("link", { name: chat.unavailable.action.label });
  expect(link).toHaveAttribute("href", "/contacto/");
  // Focus moves in an effect after the window (loaded on first opening) renders: on a loaded machine the
  // dialog can be found before that effect has run.
  await waitFor(() => expect(link).toHaveFocus());
  expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
  expect(createChatClient).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  // The header never claims Maxi is online when it cannot answer.
  expect(within(dialog).getByText(chat.unavailable.status)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(chat.status);
});

it("says Maxi is online, with a webhook, in the header only", async () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  const dialog = await openChat();
  expect(within(dialog).getByText(chat.status)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(chat.unavailable.status);
});

it("keeps the launcher and its window in their own landmark", async () => {
  stubClient();
  renderWithProviders(<FloatingDock />);
  const landmark = screen.getByRole("complementary", { name: chat.landmarkLabel });
  expect(within(landmark).getByRole("button", { name: chat.openLabel })).toBe(launcher());
  const dialog = await openChat();
  expect(within(landmark).getByRole("dialog", { name: chat.title })).toBe(dialog);
});
