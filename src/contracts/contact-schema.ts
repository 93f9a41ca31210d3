import { object, string, ValidationError, type StringSchema } from "yup";
import {
  fieldRule,
  mapContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type PatternField,
  type RequiredField,
} from "./contact-fields";
import { hasVisibleText, trimContact } from "./visible-text";

export type ValidationMessages = Queries.ContactFormSectionFragment["validation"];
type MessageKey = Exclude<keyof ValidationMessages, "tooLong">;

/**
 * The spec's message for each field's rules: a required field's when it is empty (or not one of its
 * options), a patterned field's when it is malformed. The types ask for one wherever the contract
 * (contact-fields.ts) has the rule.
 */
type FieldMessages = {
  [Field in ContactField]: (Field extends RequiredField ? { required: MessageKey } : { required?: never }) &
    (Field extends PatternField ? { invalid: MessageKey } : { invalid?: never });
};

const FIELD_MESSAGES: FieldMessages = {
  name: { required: "nameRequired" },
  last_name: { required: "lastNameRequired" },
  email: { required: "emailRequired", invalid: "emailInvalid" },
  phone: { required: "phoneRequired", invalid: "phoneInvalid" },
  company: {},
  company_sector: { required: "sectorRequired" },
  interested_service: { required: "serviceRequired" },
  message: {},
};

function fieldSchema(field: ContactField, messages: ValidationMessages): StringSchema {
  const rule = fieldRule(field);
  const keys: { required?: MessageKey; invalid?: MessageKey } = FIELD_MESSAGES[field];
  let schema = string();
  const max = rule.maxLength;
  if (max !== undefined) {
    // Counted as the database counts (char_length: code points), so an emoji is one character, not two.
    schema = schema.test(
      "max",
      messages.tooLong.replace("${max}", String(max)),
      (value) => value === undefined || Array.from(value).length <= max,
    );
  }
  if (rule.required && keys.required) {
    // Required means at least one character that shows: a name of zero-width spaces is still empty.
    const message = messages[keys.required];
    schema = schema.required(message).test("visible", message, (value) => hasVisibleText(value));
  }
  if (rule.pattern && keys.invalid)
    schema = schema.matches(rule.pattern, { message: messages[keys.invalid], excludeEmptyString: true });
  if (rule.options && keys.required) schema = schema.oneOf(rule.options, messages[keys.required]);
  return schema;
}

/**
 * The rules of spec §5 with their exact messages, plus the database's length limits, all from the
 * contract. Every rule has its own message, so yup's default (English) locale is never shown and no
 * setLocale is needed.
 */
export function createContactSchema(messages: ValidationMessages) {
  return object(mapContact((field) => fieldSchema(field, messages)));
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
