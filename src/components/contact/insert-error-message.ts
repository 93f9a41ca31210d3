import type { InsertFailure } from "./insert-outcome";

export type ServerErrorMessages = Queries.ContactFormSectionFragment["serverErrors"];

/** How to reach the agency without the form (content/site.json), for the messages that send people there. */
export interface DirectContact {
  email: string;
  phoneDisplay: string;
}

/**
 * The sentence shown after "Hubo un problema al guardar tus datos.": the content's Spanish text for
 * the failure's class, with the agency's e-mail and phone filled in. The server's own words never
 * reach the visitor.
 */
export function insertErrorMessage(
  failure: InsertFailure,
  messages: ServerErrorMessages,
  contact: DirectContact,
): string {
  return messages[failure].replaceAll("${email}", contact.email).replaceAll("${phone}", contact.phoneDisplay);
}
