import { object, string, ValidationError, type StringSchema } from "yup";
import {
  EMAIL_PATTERN,
  MAX_LENGTH,
  PHONE_PATTERN,
  SERVICE_OPTIONS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-fields";
import { hasVisibleText, trimContact } from "./visible-text";

export type ValidationMessages = Queries.ContactFormSectionFragment["validation"];

/**
 * The rules of spec §5 with their exact messages, plus the database's length limits. Every rule has
 * its own message, so yup's default (English) locale is never shown and no setLocale is needed.
 */
export function createContactSchema(messages: ValidationMessages) {
  const text = (field: keyof typeof MAX_LENGTH) =>
    string().max(MAX_LENGTH[field], messages.tooLong.replace("${max}", String(MAX_LENGTH[field])));
  // Required means at least one character that shows: a name of zero-width spaces is still empty.
  const required = (schema: StringSchema, message: string) =>
    schema.required(message).test("visible", message, (value) => hasVisibleText(value));
  return object({
    name: required(text("name"), messages.nameRequired),
    last_name: required(text("last_name"), messages.lastNameRequired),
    email: required(text("email"), messages.emailRequired).matches(EMAIL_PATTERN, {
      message: messages.emailInvalid,
      excludeEmptyString: true,
    }),
    phone: required(string(), messages.phoneRequired).matches(PHONE_PATTERN, {
      message: messages.phoneInvalid,
      excludeEmptyString: true,
    }),
    company: text("company"),
    company_sector: required(text("company_sector"), messages.sectorRequired),
    interested_service: string().required(messages.serviceRequired).oneOf(SERVICE_OPTIONS, messages.serviceRequired),
    message: text("message"),
  });
}

/** Checks the trimmed values; returns the first message for each invalid field ({} when valid). */
export async function validateContact(values: ContactValues, messages: ValidationMessages): Promise<ContactErrors> {
  try {
    await createContactSchema(messages).validate(trimContact(values), { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactErrors = {};
    for (const issue of error.inner) {
      const field = issue.path as ContactField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
