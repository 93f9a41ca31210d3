import { fieldRule, type ContactField, type PatternField, type RequiredField } from "./contact-fields";

export type ValidationMessages = Queries.ContactFormSectionFragment["validation"];
type MessageKey = Exclude<keyof ValidationMessages, "tooLong">;

/**
 * The spec's message for each field's rules: a required field's when it is empty (or not one of its
 * options), a patterned field's when it is malformed. The types ask for one wherever the contract
 * (contact-fields.ts) has the rule.
 */
type FieldMessageKeys = {
  [Field in ContactField]: (Field extends RequiredField ? { required: MessageKey } : { required?: never }) &
    (Field extends PatternField ? { invalid: MessageKey } : { invalid?: never });
};

const FIELD_MESSAGE_KEYS: FieldMessageKeys = {
  name: { required: "nameRequired" },
  last_name: { required: "lastNameRequired" },
  email: { required: "emailRequired", invalid: "emailInvalid" },
  phone: { required: "phoneRequired", invalid: "phoneInvalid" },
  company: {},
  company_sector: { required: "sectorRequired" },
  interested_service: { required: "serviceRequired" },
  message: {},
};

/** What a field shows when one of its rules fails: present exactly where the contract has the rule. */
export interface FieldMessages {
  /** Empty, blank or not one of its options. */
  required?: string;
  /** Malformed (its pattern). */
  invalid?: string;
  /** Longer than its maximum, the maximum written in. */
  tooLong?: string;
}

export function fieldMessages(field: ContactField, messages: ValidationMessages): FieldMessages {
  const rule = fieldRule(field);
  const keys: { required?: MessageKey; invalid?: MessageKey } = FIELD_MESSAGE_KEYS[field];
  return {
    required: rule.required && keys.required ? messages[keys.required] : undefined,
    invalid: rule.pattern && keys.invalid ? messages[keys.invalid] : undefined,
    tooLong: rule.maxLength === undefined ? undefined : messages.tooLong.replace("${max}", String(rule.maxLength)),
  };
}
