import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ContactFormSection } from "../../../src/components/contact/ContactFormSection";
import { startHydratingPrerenderedPage } from "../../../src/lib/hydration-state";
import { RootWrapper } from "../../../src/root/RootWrapper";
import { contactFormFixture } from "../../support/contact-fixture";
import { renderWithProviders } from "../../support/render";

// The real ContactForm, with supabase unconfigured: a submit ends in the connection toast, which
// proves the live form took over.
jest.mock("../../../src/config/env", () => ({
  env: { siteUrl: "", supabaseUrl: "", supabaseAnonKey: "", chatWebhookUrl: "" },
}));

// The form's markup is the server's alone (Gatsby's build-html stage): here, while renderToString runs.
let serverStage = false;
jest.mock("../../../src/components/contact/server-form-view", () => ({
  get ServerContactFormView() {
    return serverStage ? jest.requireActual("../../../src/components/contact/ContactFormView").ContactFormView : null;
  },
}));

/**
 * The page as a visit starts on it: the server's HTML, then hydrated (src/root/hydrate.ts).
 * `beforeHydration` is what the visitor does on the prerendered markup while the scripts load.
 */
function renderPrerendered(beforeHydration: (container: HTMLElement) => void = () => undefined) {
  const ui = <ContactFormSection content={contactFormFixture} />;
  const container = document.body.appendChild(document.createElement("div"));
  serverStage = true;
  try {
    container.innerHTML = renderToString(<RootWrapper>{ui}</RootWrapper>);
  } finally {
    serverStage = false;
  }
  beforeHydration(container);
  startHydratingPrerenderedPage();
  return renderWithProviders(ui, { container, hydrate: true });
}

const liveFormLoaded = () => screen.getByRole("button", { name: "Enviar solicitud" }).closest("form")!;

describe("DeferredContactForm", () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate", "Date"] });
  });
  afterEach(() => jest.useRealTimers());

  it("keeps what was typed and where, when the live form takes over on first focus", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPrerendered();
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
    renderPrerendered();
    const before = liveFormLoaded();
    const prerendered = control();
    // A field's focus starts loading the live form; the visitor moves on before it arrives.
    act(() => screen.getByLabelText(/^Mensaje/).focus());
    act(() => prerendered.focus());
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));

    expect(control()).not.toBe(prerendered);
    expect(control()).toHaveFocus();
  });

  it("takes over at once when focus was already on a field before hydration (no focusin will come)", async () => {
    let focused: HTMLInputElement | null = null;
    // The early check refused an empty submit and put focus on the first field to mend.
    renderPrerendered((container) => {
      focused = container.querySelector<HTMLInputElement>("input[name=name]")!;
      focused.value = "Lucía";
      focused.focus();
    });
    expect(focused).toHaveFocus();

    await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).not.toBe(focused));
    const live = screen.getByLabelText(/^Nombre/);
    expect(live).toHaveFocus();
    expect(live).toHaveValue("Lucía");
  });

  it("runs a submit pressed before the live form arrived", async () => {
    renderPrerendered();
    fireEvent.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Revisa el formulario"));
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
  });

  it("stays prerendered until a pointer comes over the form", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPrerendered();
    const before = liveFormLoaded();
    jest.advanceTimersByTime(10_000);
    await Promise.resolve();
    expect(liveFormLoaded()).toBe(before);
    await user.hover(screen.getByText(contactFormFixture.requiredNote));
    await waitFor(() => expect(liveFormLoaded()).not.toBe(before));
  });

  it("shows the server's form before hydration and adopts it: the same elements, nothing rendered again", () => {
    const ui = <ContactFormSection content={contactFormFixture} />;
    const container = document.body.appendChild(document.createElement("div"));
    serverStage = true;
    container.innerHTML = renderToString(<RootWrapper>{ui}</RootWrapper>);
    serverStage = false;
    const served = container.querySelector("form")!;
    expect(served.querySelectorAll("input, select, textarea")).not.toHaveLength(0);
    startHydratingPrerenderedPage();
    renderWithProviders(ui, { container, hydrate: true });
    expect(container.querySelector("form")).toBe(served);
  });

  it("on a page reached by client-side navigation, with no markup to adopt, loads the live form at once", async () => {
    renderWithProviders(<ContactFormSection content={contactFormFixture} />);
    expect(screen.queryByRole("button", { name: "Enviar solicitud" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviar solicitud" })).toBeEnabled());
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue("");
  });
});
