import { act, fireEvent, screen, waitFor } from "@testing-library/react";
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
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate", "Date"] });
  });
  afterEach(() => jest.useRealTimers());

  it("keeps what was typed and where, when the live form takes over on first focus", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    const before = liveFormLoaded();
    expect(screen.getByRole("button", { name: "Enviar solicitud" })).toBeEnabled();

    // Typed into the prerendered input, before any pointer or focus event reached React.
    const prerendered = screen.getByLabelText<HTMLInputElement>(/^Nombre/);
    prerendered.value = "Lucía";
    act(() => prerendered.focus());
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));

    const live = screen.getByLabelText(/^Nombre/);
    expect(live).not.toBe(prerendered);
    expect(live).toHaveFocus();
    expect(live).toHaveValue("Lucía");
    await user.type(live, " María");
    expect(live).toHaveValue("Lucía María");
  });

  it.each([
    ["the submit button", () => screen.getByRole("button", { name: "Enviar solicitud" })],
    ["the privacy link", () => screen.getByRole("link", { name: contactFormFixture.privacyLink.label })],
  ])("keeps focus on %s when a keyboard user tabbed on to it before the live form took over", async (_, control) => {
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    const before = liveFormLoaded();
    const prerendered = control();
    // A field's focus starts loading the live form; the visitor moves on before it arrives.
    act(() => screen.getByLabelText(/^Mensaje/).focus());
    act(() => prerendered.focus());
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));

    expect(control()).not.toBe(prerendered);
    expect(control()).toHaveFocus();
  });

  it("runs a submit pressed before the live form arrived", async () => {
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    fireEvent.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Revisa el formulario"));
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
  });

  it("stays prerendered until a pointer comes over the form", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    const before = liveFormLoaded();
    jest.advanceTimersByTime(10_000);
    await Promise.resolve();
    expect(liveFormLoaded()).toBe(before);
    await user.hover(screen.getByText(contactFormFixture.requiredNote));
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));
  });
});
