import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../../src/components/contact/ContactForm";
import { contactFormFixture, validContact } from "../../support/contact-fixture";
import { renderWithProviders } from "../../support/render";

// A build without GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY, using the real client getter.
jest.mock("../../../src/config/env", () => ({
  env: { siteUrl: "https://www.azahardigital.es", supabaseUrl: "", supabaseAnonKey: "", chatWebhookUrl: "" },
}));
const mockCreateClient = jest.fn();
jest.mock("@supabase/supabase-js", () => ({ createClient: mockCreateClient }));

it("shows 'Error de Conexión' and never loads supabase-js when the build has no Supabase config", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm content={contactFormFixture} />);
  const labels = ["Nombre", "Apellidos", "Email", "Teléfono", "Empresa", "Sector", "Mensaje"];
  const values = [
    validContact.name,
    validContact.last_name,
    validContact.email,
    validContact.phone,
    validContact.company,
    validContact.company_sector,
    validContact.message,
  ];
  // Pasted, not typed key by key: seven fields typed one key at a time outlast 5 s on a busy machine.
  for (const [index, label] of labels.entries()) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(values[index]);
  }
  await user.selectOptions(screen.getByLabelText(/^Servicio de interés/), validContact.interested_service);
  await user.click(screen.getByRole("button", { name: "Enviar solicitud" }));

  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Error de Conexión"));
  expect(screen.getByRole("alert")).toHaveTextContent(
    "La conexión con la base de datos no está disponible. Por favor, completa la integración de Supabase",
  );
  expect(mockCreateClient).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Nombre/)).toHaveValue(validContact.name);
});
