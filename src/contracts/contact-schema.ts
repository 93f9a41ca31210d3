import { object, string, ValidationError, type StringSchema } from "yup";
import { fieldRule, mapContact, type ContactErrors, type ContactField, type ContactValues } from "./contact-fields";
import { fieldMessages, type ValidationMessages } from "./contact-messages";
import { hasVisibleText, trimContact } from "./visible-text";

function fieldSchema(field: ContactField, messages: ValidationMessages): StringSchema {
  const rule = fieldRule(field);
  const text = fieldMessages(field, messages);
  let schema = string();
  const max = rule.maxLength;
  if (max !== undefined && text.tooLong) {
    // Counted as the database counts (char_length: code points), so an emoji is one character, not two.
    schema = schema.test("max", text.tooLong, (value) => value === undefined || Array.from(value).length <= max);
  }
  if (text.required) {
    // Required means at least one character that shows: a name of zero-width spaces is still empty.
    schema = schema.required(text.required).test("visible", text.required, (value) => hasVisibleText(value));
  }
  if (rule.pattern && text.invalid)
    schema = schema.matches(rule.pattern, { message: text.invalid, excludeEmptyString: true });
  if (rule.options && text.required) schema = schema.oneOf(rule.options, text.required);
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
