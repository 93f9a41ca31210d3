import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactFormSection } from "../../../src/components/contact/ContactFormSection";
import { contactFormFixture } from "../../support/contact-fixture";
import { renderWithProviders } from "../../support/render";

// The real ContactForm, with supabase unconfigured: a submit ends in the connection toast, which
// proves the live form took over.
jest.mock("../../../src/config/env", () => ({
  env: { siteUrl: "", supabaseUrl: "", supabaseAnonKey: "", chatWebhookUrl: "" },
}));

const liveFormLoaded = () => screen.getByRole("button", { name: "Enviar solicitud" }).closest("form")!;

describe("DeferredContactForm", () => {
  beforeEach(() => {
    // No idle callbacks in jsdom by default: only interaction upgrades the form here.
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate", "Date"] });
  });
  afterEach(() => jest.useRealTimers());

  it("keeps what was typed and where, when the live form takes over on first focus", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    const before = liveFormLoaded();
    expect(screen.getByRole("button", { name: "Enviar solicitud" })).toBeEnabled();

    await user.type(screen.getByLabelText(/^Nombre/), "Lucía");
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));
    await user.type(screen.getByLabelText(/^Nombre/), " María");
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue("Lucía María");
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
  });

  it("runs a submit pressed before the live form arrived", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    await user.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Revisa el formulario"));
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
  });

  it("loads the live form when the browser is idle", async () => {
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    const before = liveFormLoaded();
    jest.advanceTimersByTime(1500);
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));
  });
});
