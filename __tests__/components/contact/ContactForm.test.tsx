import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONTACT_FIELDS, type ContactField, type ContactValues } from "../../../src/components/contact/contact-fields";
import { ContactFormSection } from "../../../src/components/contact/ContactFormSection";
import type { ContactsClient } from "../../../src/components/contact/submit-contact";
import { MIN_FILL_MS } from "../../../src/components/contact/use-bot-guard";
import { ContactForm } from "../../../src/components/contact/ContactForm";
import { contactFormFixture as copy, validContact } from "../../support/contact-fixture";
import { renderWithProviders } from "../../support/render";

type InsertResult = { error: { code?: string; message: string } | null };

let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, "now").mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

function setup(result: () => Promise<InsertResult> = () => Promise.resolve({ error: null }), client: "stub" | null = "stub") {
  const insert = jest.fn(result);
  const stub = { from: jest.fn(() => ({ insert })) } as unknown as ContactsClient;
  const getClient = jest.fn(() => Promise.resolve(client ? stub : null));
  const user = userEvent.setup();
  renderWithProviders(<ContactForm content={copy} getClient={getClient} />);
  return { user, insert, getClient };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole("button", { name: /Enviar solicitud|Enviando/ });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<ContactValues> = validContact) {
  for (const [name, value] of Object.entries(values) as [ContactField, string][]) {
    const control = field(copy.fields[name].label);
    if (name === "interested_service") await user.selectOptions(control, value);
    else if (value) await user.type(control, value);
  }
}

/** Lets the visitor take longer than the bot threshold. */
const takeYourTime = () => {
  now += MIN_FILL_MS + 1;
};

describe("ContactForm: fields", () => {
  it("renders the eight fields in order, labelled, with the right autocomplete and keyboard", () => {
    renderWithProviders(<ContactFormSection content={copy} />);
    expect(screen.getByRole("heading", { level: 2, name: "Solicita tu Consulta Gratuita" })).toBeInTheDocument();
    const form = screen.getByRole("heading", { level: 2 }).closest("section")!;
    const controls = Array.from(form.querySelectorAll("input:not([name=website]), select, textarea"));
    expect(controls.map((control) => control.getAttribute("name"))).toEqual([...CONTACT_FIELDS]);
    expect(field("Nombre")).toHaveAttribute("autocomplete", "given-name");
    expect(field("Apellidos")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Teléfono")).toHaveAttribute("type", "text");
    expect(field("Teléfono")).toHaveAttribute("inputmode", "tel");
    expect(field("Teléfono")).toHaveAttribute("autocomplete", "tel-national");
    expect(field("Teléfono")).toHaveAccessibleDescription("9 cifras, sin prefijo ni espacios.");
    expect(field("Empresa")).toHaveAttribute("autocomplete", "organization");
    expect(field("Empresa")).not.toBeRequired();
    expect(field("Mensaje")).not.toBeRequired();
    for (const label of ["Nombre", "Apellidos", "Email", "Teléfono", "Sector", "Servicio de interés"]) {
      expect(field(label)).toBeRequired();
    }
    const options = within(field("Servicio de interés")).getAllByRole("option").map((option) => option.textContent);
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

  it("hides the honeypot from people and assistive technology", () => {
    renderWithProviders(<ContactForm content={copy} />);
    const trap = document.querySelector<HTMLInputElement>("input[name=website]")!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
  });
});

describe("ContactForm: validation", () => {
  it("shows every error under its field, linked and marked invalid, with the invalid toast, and focuses the first", async () => {
    const { user, insert } = setup();
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Revisa el formulario"));
    expect(alert).toHaveTextContent("Algunos campos tienen errores o están incompletos.");
    expect(field("Nombre")).toHaveAttribute("aria-invalid", "true");
    expect(field("Nombre")).toHaveAccessibleDescription("El nombre es obligatorio.");
    expect(field("Apellidos")).toHaveAccessibleDescription("Los apellidos son obligatorios.");
    expect(field("Email")).toHaveAccessibleDescription("El email es obligatorio.");
    expect(field("Teléfono")).toHaveAccessibleDescription("El teléfono es obligatorio. 9 cifras, sin prefijo ni espacios.");
    expect(field("Sector")).toHaveAccessibleDescription("El sector es obligatorio.");
    expect(field("Servicio de interés")).toHaveAccessibleDescription("Debes seleccionar un servicio.");
    expect(field("Empresa")).toHaveAttribute("aria-invalid", "false");
    expect(field("Nombre")).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
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
  it("sends the trimmed row, thanks the visitor and empties the form", async () => {
    const { user, insert } = setup();
    await fill(user, { ...validContact, name: "  Lucía  ", company: "   ", message: "  Hola  " });
    takeYourTime();
    await user.click(submit());

    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("¡Mensaje Enviado!"));
    expect(status).toHaveTextContent("Gracias por contactarnos. Nos pondremos en contacto contigo pronto.");
    expect(insert).toHaveBeenCalledWith({ ...validContact, name: "Lucía", company: null, message: "Hola" });
    for (const label of ["Nombre", "Apellidos", "Email", "Teléfono", "Empresa", "Sector", "Servicio de interés", "Mensaje"]) {
      expect(field(label)).toHaveValue("");
    }
    expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(0);
  });

  it("shows the sending label, refuses a second send meanwhile, and restores the button", async () => {
    let finish: (result: InsertResult) => void = () => undefined;
    const { user, insert } = setup(() => new Promise((resolve) => (finish = resolve)));
    await fill(user);
    takeYourTime();
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveTextContent("Enviando…"));
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    await user.click(submit());
    await user.type(field("Nombre"), "{Enter}");
    expect(insert).toHaveBeenCalledTimes(1);
    await act(async () => finish({ error: null }));
    await waitFor(() => expect(submit()).toHaveTextContent("Enviar solicitud"));
    expect(submit()).toHaveAttribute("aria-disabled", "false");
  });

  it("keeps every value and explains an insert error in Spanish", async () => {
    const { user } = setup(() =>
      Promise.resolve({ error: { code: "PT429", message: "Demasiadas solicitudes con este email." } }),
    );
    await fill(user);
    takeYourTime();
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("¡Error al enviar!"));
    expect(alert).toHaveTextContent(`Hubo un problema al guardar tus datos. ${copy.serverErrors.rateLimited}`);
    expect(field("Nombre")).toHaveValue(validContact.name);
    expect(field("Servicio de interés")).toHaveValue(validContact.interested_service);
    expect(field("Mensaje")).toHaveValue(validContact.message);
  });

  it("appends the server's message when the error is not one it can explain", async () => {
    const { user } = setup(() => Promise.resolve({ error: { code: "XX999", message: "Mensaje del servidor" } }));
    await fill(user);
    takeYourTime();
    await user.click(submit());
    await screen.findByText("Hubo un problema al guardar tus datos. Mensaje del servidor");
  });

  it("treats a network failure as an insert error", async () => {
    const { user } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await fill(user);
    takeYourTime();
    await user.click(submit());
    await screen.findByText(`Hubo un problema al guardar tus datos. ${copy.serverErrors.network}`);
    expect(field("Email")).toHaveValue(validContact.email);
  });

  it("shows the connection error when no Supabase project is configured, keeping the values", async () => {
    const { user, insert } = setup(undefined, null);
    await fill(user);
    takeYourTime();
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Error de Conexión"));
    expect(alert).toHaveTextContent(
      "La conexión con la base de datos no está disponible. Por favor, completa la integración de Supabase",
    );
    expect(insert).not.toHaveBeenCalled();
    expect(field("Nombre")).toHaveValue(validContact.name);
  });
});

describe("ContactForm: bots", () => {
  it("fakes success and sends nothing when the honeypot is filled", async () => {
    const { user, insert } = setup();
    await fill(user);
    document.querySelector<HTMLInputElement>("input[name=website]")!.value = "https://spam.example";
    takeYourTime();
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("¡Mensaje Enviado!"));
    expect(insert).not.toHaveBeenCalled();
    expect(field("Nombre")).toHaveValue("");
  });

  it("fakes success and sends nothing when submitted faster than a person can type", async () => {
    const { user, insert } = setup();
    await fill(user);
    now += MIN_FILL_MS - 1;
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("¡Mensaje Enviado!"));
    expect(insert).not.toHaveBeenCalled();
  });
});
