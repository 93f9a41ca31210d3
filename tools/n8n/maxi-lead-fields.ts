import type { ContactField } from "../../src/contracts/contact-fields";

/**
 * How Maxi names each field of the contact contract: `asked` in its instructions («Pide … nombre,
 * apellidos…»), `argument` as the lead tool's description of the value the model fills in. Typed by the
 * contract, so a new field does not build until Maxi has words for it. The rest — which fields are
 * required, a pattern field's shape (the form's help text), the services — comes from the contract and
 * content/contact.json (tools/n8n/maxi-generate.ts).
 */
export const MAXI_FIELD_WORDS: Record<ContactField, { asked: string; argument: string }> = {
  name: { asked: "nombre", argument: "Nombre del visitante" },
  last_name: { asked: "apellidos", argument: "Apellidos del visitante" },
  email: { asked: "email", argument: "Email del visitante" },
  phone: { asked: "teléfono", argument: "Teléfono" },
  company: { asked: "la empresa", argument: "Empresa (opcional; vacío si no la dio)" },
  company_sector: { asked: "sector de su empresa", argument: "Sector de su empresa" },
  interested_service: { asked: "el servicio que le interesa", argument: "Exactamente uno de" },
  message: { asked: "un mensaje", argument: "Resumen de lo que necesita, en sus palabras (opcional)" },
};
