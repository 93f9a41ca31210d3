import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import site from "../../../content/site.json";
import { CONTACT_FIELDS, type ContactField, type ContactValues } from "../../../src/contracts/contact-fields";
import { ContactForm } from "../../../src/components/contact/ContactForm";
import { ContactFormSection } from "../../../src/components/contact/ContactFormSection";
import { insertErrorMessage } from "../../../src/components/contact/insert-error-message";
import {
  INSERT_FAILURES,
  type InsertFailure,
  type InsertOutcome,
} from "../../../src/components/contact/insert-outcome";
import { submitContact, type ContactsClient } from "../../../src/components/contact/submit-contact";
import { contactFormFixture as copy, validContact } from "../../support/contact-fixture";
import { renderWithProviders } from "../../support/render";

// The insert itself (supabase-js, the response checks) is tested in submit-contact.test.ts; here the
// form's reaction to each outcome.
jest.mock("../../../src/components/contact/submit-contact", () => ({
  ...jest.requireActual("../../../src/components/contact/submit-contact"),
  submitContact: jest.fn(),
}));
const mockSubmit = jest.mocked(submitContact);

afterEach(() => jest.clearAllMocks());

function setup(
  outcome: () => Promise<InsertOutcome> = () => Promise.resolve({ stored: true }),
  client: "stub" | null = "stub",
) {
  mockSubmit.mockImplementation(outcome);
  const stub = { from: jest.fn() } as ContactsClient;
  const getClient = jest.fn(() => Promise.resolve(client ? stub : null));
  const user = userEvent.setup();
  renderWithProviders(<ContactForm content={copy} getClient={getClient} />);
  return { user, stub, getClient };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole("button", { name: /Enviar solicitud|Enviando/ });
const honeypot = () => document.querySelector<HTMLInputElement>("input[name=leave_blank]")!;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<ContactValues> = validContact) {
  for (const [name, value] of Object.entries(values) as [ContactField, string][]) {
    const control = field(copy.fields[name].label);
    if (name === "interested_service") await user.selectOptions(control, value);
    else if (value) {
      // Pasted, not typed key by key: eight fields twice would outlast the test timeout on a busy machine.
      await user.click(control);
      await user.paste(value);
    }
  }
}

const failed = (failure: InsertFailure) => () => Promise.resolve<InsertOutcome>({ stored: false, failure });

describe("ContactForm: fields", () => {
  it("renders the eight fields in order, labelled, with the right autocomplete and keyboard", async () => {
    renderWithProviders(<ContactFormSection content={copy} />);
    await screen.findByRole("button", { name: "Enviar solicitud" });
    expect(screen.getByRole("heading", { level: 2, name: "Solicita tu Consulta Gratuita" })).toBeInTheDocument();
    const form = screen.getByRole("heading", { level: 2 }).closest("section")!;
    const controls = Array.from(form.querySelectorAll("input:not([name=leave_blank]), select, textarea"));
    expect(controls.map((control) => control.getAttribute("name"))).toEqual([...CONTACT_FIELDS]);
    expect(field("Nombre")).toHaveAttribute("autocomplete", "given-name");
    expect(field("Apellidos")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Teléfono")).toHaveAttribute("type", "text");
    expect(field("Teléfono")).toHaveAttribute("inputmode", "tel");
    expect(field("Teléfono")).toHaveAttribute("autocomplete", "tel-national");
    expect(field("Teléfono")).toHaveAccessibleDescription(copy.fields.phone.help!);
    expect(field("Empresa")).toHaveAttribute("autocomplete", "organization");
    expect(field("Empresa")).not.toBeRequired();
    expect(field("Mensaje")).not.toBeRequired();
    for (const label of ["Nombre", "Apellidos", "Email", "Teléfono", "Sector", "Servicio de interés"]) {
      expect(field(label)).toBeRequired();
    }
    const options = within(field("Servicio de interés"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([
      "Selecciona un servicio",
      "Inteligencia Artificial y Automatizaciones",
      "Marketing Digital",
      "Ambos",
      "Aún no lo tengo claro",
    ]);
    expect(form.querySelector("form")).toHaveAttribute("novalidate");
    expect(submit()).toHaveAttribute("type", "submit");
  });

  it("links the privacy notice under the button to the privacy policy", () => {
    renderWithProviders(<ContactForm content={copy} />);
    expect(screen.getByRole("link", { name: copy.privacyLink.label })).toHaveAttribute("href", copy.privacyLink.to);
  });

  it("hides the honeypot from people, assistive technology, autofill and password managers", () => {
    renderWithProviders(<ContactForm content={copy} />);
    const trap = honeypot();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap).toHaveAttribute("data-1p-ignore");
    expect(trap).toHaveAttribute("data-lpignore", "true");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    // No word that autofill or a password manager looks for, in the name, the id or the label.
    for (const text of [trap.name, trap.id, document.querySelector(`label[for=${trap.id}]`)!.textContent]) {
      expect(text).not.toMatch(/web|site|url|name|nombre|mail|phone|tel|company|empresa|address|user|login|pass/i);
    }
  });
});

describe("ContactForm: validation", () => {
  it("shows every error under its field, linked and marked invalid, with the invalid toast, and focuses the first", async () => {
    const { user } = setup();
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Revisa el formulario"));
    expect(alert).toHaveTextContent("Algunos campos tienen errores o están incompletos.");
    expect(field("Nombre")).toHaveAttribute("aria-invalid", "true");
    expect(field("Nombre")).toHaveAccessibleDescription("El nombre es obligatorio.");
    expect(field("Apellidos")).toHaveAccessibleDescription("Los apellidos son obligatorios.");
    expect(field("Email")).toHaveAccessibleDescription("El email es obligatorio.");
    expect(field("Teléfono")).toHaveAccessibleDescription(`El teléfono es obligatorio. ${copy.fields.phone.help!}`);
    expect(field("Sector")).toHaveAccessibleDescription("El sector es obligatorio.");
    expect(field("Servicio de interés")).toHaveAccessibleDescription("Debes seleccionar un servicio.");
    expect(field("Empresa")).toHaveAttribute("aria-invalid", "false");
    expect(field("Nombre")).toHaveFocus();
    expect(mockSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as it is edited, leaving the others", async () => {
    const { user } = setup();
    await user.click(submit());
    await screen.findByText("El nombre es obligatorio.");
    await user.type(field("Nombre"), "L");
    expect(screen.queryByText("El nombre es obligatorio.")).not.toBeInTheDocument();
    expect(field("Nombre")).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByText("Los apellidos son obligatorios.")).toBeInTheDocument();
  });

  it("focuses the first invalid field in form order", async () => {
    const { user } = setup();
    await fill(user, { ...validContact, phone: "61234567", email: "a@b" });
    await user.click(submit());
    await screen.findByText("El formato del email no es válido.");
    expect(screen.getByText("El formato del teléfono no es válido (ej: 612345678).")).toBeInTheDocument();
    expect(field("Email")).toHaveFocus();
  });
});

describe("ContactForm: sending", () => {
  it("sends the request at once, thanks the visitor and empties the form only once it is stored", async () => {
    let store: (outcome: InsertOutcome) => void = () => undefined;
    const { user, stub } = setup(() => new Promise((resolve) => (store = resolve)));
    await fill(user, { ...validContact, name: "  Lucía  " });
    await user.click(submit());

    await waitFor(() => expect(mockSubmit).toHaveBeenCalledTimes(1));
    expect(mockSubmit).toHaveBeenCalledWith({ ...validContact, name: "  Lucía  " }, stub, { honeypot: "" });
    expect(screen.queryByText("¡Mensaje Enviado!")).not.toBeInTheDocument();
    expect(field("Nombre")).toHaveValue("  Lucía  ");

    await act(async () => store({ stored: true }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("¡Mensaje Enviado!"));
    expect(status).toHaveTextContent("Gracias por contactarnos. Nos pondremos en contacto contigo pronto.");
    for (const label of [
      "Nombre",
      "Apellidos",
      "Email",
      "Teléfono",
      "Empresa",
      "Sector",
      "Servicio de interés",
      "Mensaje",
    ]) {
      expect(field(label)).toHaveValue("");
    }
    expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(0);
  });

  it("shows the sending label, refuses a second send meanwhile, and restores the button", async () => {
    let finish: (outcome: InsertOutcome) => void = () => undefined;
    const { user } = setup(() => new Promise((resolve) => (finish = resolve)));
    await fill(user);
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toHaveTextContent("Enviando…"));
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    await user.click(submit());
    await user.type(field("Nombre"), "{Enter}");
    expect(mockSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish({ stored: true }));
    await waitFor(() => expect(submit()).toHaveTextContent("Enviar solicitud"));
    expect(submit()).toHaveAttribute("aria-disabled", "false");
  });

  it("sends a second genuine request right after a successful one", async () => {
    const { user } = setup();
    await fill(user);
    await user.click(submit());
    await screen.findByText("¡Mensaje Enviado!");
    await fill(user, { ...validContact, email: "otra@empresa.es" });
    await user.click(submit());
    await waitFor(() => expect(mockSubmit).toHaveBeenCalledTimes(2));
    expect(mockSubmit.mock.calls[1]![0]).toEqual({ ...validContact, email: "otra@empresa.es" });
    await waitFor(() => expect(field("Email")).toHaveValue(""));
  });

  it.each<InsertFailure>(INSERT_FAILURES)(
    "keeps every value and explains a %s failure in Spanish, never as success",
    async (failure) => {
      const { user } = setup(failed(failure));
      await fill(user);
      await user.click(submit());
      const alert = await screen.findByRole("alert");
      await waitFor(() => expect(alert).toHaveTextContent("¡Error al enviar!"));
      expect(alert).toHaveTextContent(
        `Hubo un problema al guardar tus datos. ${insertErrorMessage(failure, copy.serverErrors, site.contact)}`,
      );
      expect(screen.queryByText("¡Mensaje Enviado!")).not.toBeInTheDocument();
      for (const name of CONTACT_FIELDS) expect(field(copy.fields[name].label)).toHaveValue(validContact[name]);
      expect(submit()).toHaveTextContent("Enviar solicitud");
    },
  );

  it("shows the connection error when no Supabase project is configured, keeping the values", async () => {
    const { user } = setup(undefined, null);
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Error de Conexión"));
    expect(alert).toHaveTextContent(
      "La conexión con la base de datos no está disponible. Por favor, completa la integración de Supabase",
    );
    expect(mockSubmit).not.toHaveBeenCalled();
    expect(field("Nombre")).toHaveValue(validContact.name);
  });
});

describe("ContactForm: bots", () => {
  it("sends a request with a filled honeypot like any other, for the database to flag, and says only what happened", async () => {
    const { user, stub } = setup();
    await fill(user);
    honeypot().value = "https://spam.example";
    await user.click(submit());
    await waitFor(() =>
      expect(mockSubmit).toHaveBeenCalledWith(validContact, stub, { honeypot: "https://spam.example" }),
    );
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("¡Mensaje Enviado!"));
    expect(honeypot()).toHaveValue("");
  });

  it("keeps the values when a request with a filled honeypot is refused", async () => {
    const { user } = setup(failed("rateLimited"));
    await fill(user);
    honeypot().value = "x";
    await user.click(submit());
    await screen.findByText(/¡Error al enviar!/);
    expect(field("Nombre")).toHaveValue(validContact.name);
  });
});

describe("ContactForm: the funnel's steps (src/funnel/track.ts)", () => {
  beforeEach(() => delete window.__funnel);
  afterAll(() => delete window.__funnel);
  const steps = () => [...((window.__funnel as string[] | undefined) ?? [])];

  it("reports started once, refused, then submitted; whether it was stored is the database's to count", async () => {
    const { user } = setup();
    await fill(user, { name: "Lucía" });
    await user.click(submit());
    await screen.findByRole("alert");
    await fill(user, { ...validContact, name: "" });
    await user.click(submit());
    await screen.findByText(copy.toasts.success.title);
    expect(steps()).toEqual(["form.started", "form.refused", "form.submitted"]);
  });

  it.each<[string, () => Promise<InsertOutcome>, "stub" | null]>([
    ["refused by the server", failed("rateLimited"), "stub"],
    ["unreachable", () => Promise.reject(new Error("offline")), "stub"],
    ["not configured", () => Promise.resolve({ stored: true }), null],
  ])("reports a submission that failed (%s) as failed", async (_what, outcome, client) => {
    const { user } = setup(outcome, client);
    await fill(user);
    await user.click(submit());
    await screen.findByRole("alert");
    expect(steps()).toEqual(["form.started", "form.submitted", "form.failed"]);
  });
});
