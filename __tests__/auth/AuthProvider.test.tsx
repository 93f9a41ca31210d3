import { act, render, screen, waitFor } from "@testing-library/react";
import { ThemeProvider } from "@emotion/react";
import { useEffect } from "react";
import { AuthProvider } from "../../src/auth/AuthProvider";
import { useAuth, type AuthContextValue } from "../../src/auth/auth-context";
import { ToastProvider } from "../../src/components/toast/ToastProvider";
import { theme } from "../../src/styles/theme";

jest.mock("../../src/config/env", () => ({
  env: { siteUrl: "", supabaseUrl: "https://abcdefgh.supabase.co", supabaseAnonKey: "anon-key", chatWebhookUrl: "" },
}));

type Listener = (event: string, session: unknown) => void;
const mockAuth = {
  listeners: [] as Listener[],
  getSession: jest.fn(),
  signUp: jest.fn(),
  signInWithPassword: jest.fn(),
  signOut: jest.fn(),
  onAuthStateChange: jest.fn((listener: Listener) => {
    mockAuth.listeners.push(listener);
    return {
      data: { subscription: { unsubscribe: () => mockAuth.listeners.splice(mockAuth.listeners.indexOf(listener), 1) } },
    };
  }),
};
const mockCreateClient = jest.fn(() => ({ auth: mockAuth }));
jest.mock("@supabase/supabase-js", () => ({ createClient: mockCreateClient }));

const STORAGE_KEY = "sb-abcdefgh-auth-token";
const session = (email: string) => ({ access_token: "t", user: { id: email, email } });

let auth: AuthContextValue;
function Probe() {
  const value = useAuth();
  useEffect(() => {
    auth = value;
  });
  return <p data-testid="state">{value.loading ? "loading" : (value.user?.email ?? "signed out")}</p>;
}

function renderAuth() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  mockAuth.listeners.length = 0;
  mockAuth.getSession.mockResolvedValue({ data: { session: null }, error: null });
});

describe("AuthProvider", () => {
  it("finishes loading without loading supabase-js when no session is stored", async () => {
    renderAuth();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("signed out"));
    expect(mockCreateClient).not.toHaveBeenCalled();
    expect(auth.session).toBeNull();
  });

  it("reads a stored session, then follows every auth state change", async () => {
    window.localStorage.setItem(STORAGE_KEY, "{}");
    mockAuth.getSession.mockResolvedValue({ data: { session: session("lucia@empresa.es") }, error: null });
    renderAuth();
    expect(screen.getByTestId("state")).toHaveTextContent("loading");
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("lucia@empresa.es"));
    expect(mockCreateClient).toHaveBeenCalledTimes(1);

    act(() => mockAuth.listeners.forEach((listener) => listener("SIGNED_OUT", null)));
    expect(screen.getByTestId("state")).toHaveTextContent("signed out");
    act(() => mockAuth.listeners.forEach((listener) => listener("SIGNED_IN", session("pablo@empresa.es"))));
    expect(screen.getByTestId("state")).toHaveTextContent("pablo@empresa.es");
    expect(auth.session).toEqual(session("pablo@empresa.es"));
  });

  it("signs in and up through supabase-js, without a toast on success", async () => {
    renderAuth();
    await waitFor(() => expect(auth.loading).toBe(false));
    mockAuth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    mockAuth.signUp.mockResolvedValue({ data: {}, error: null });
    await act(async () => {
      await expect(auth.signIn("a@b.es", "secreto")).resolves.toEqual({ error: null });
      await auth.signUp("a@b.es", "secreto", { data: { name: "A" } });
    });
    expect(mockAuth.signInWithPassword).toHaveBeenCalledWith({ email: "a@b.es", password: "secreto" });
    expect(mockAuth.signUp).toHaveBeenCalledWith({
      email: "a@b.es",
      password: "secreto",
      options: { data: { name: "A" } },
    });
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it.each([
    ["signIn", "Sign in Failed", { error: { message: "Invalid login credentials" } }, "Invalid login credentials"],
    ["signUp", "Sign up Failed", { error: { message: "" } }, "Something went wrong"],
    ["signOut", "Sign out Failed", Promise.reject(new Error("")), "Something went wrong"],
  ] as const)("%s failure shows a destructive '%s' toast", async (action, title, outcome, body) => {
    renderAuth();
    await waitFor(() => expect(auth.loading).toBe(false));
    const method = { signIn: mockAuth.signInWithPassword, signUp: mockAuth.signUp, signOut: mockAuth.signOut }[action];
    method.mockImplementation(() => (outcome instanceof Promise ? outcome : Promise.resolve(outcome)));
    let result: unknown;
    await act(async () => {
      result = await auth[action]("a@b.es", "x");
    });
    expect(result).toEqual({ error: { message: body } });
    expect(screen.getByRole("alert")).toHaveTextContent(`${title}${body}`);
  });
});
