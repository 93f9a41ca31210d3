import { keyframes, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { LoaderCircle, Send } from "lucide-react";
import type { ChangeEvent, FocusEvent, FormEvent, InputHTMLAttributes, RefObject } from "react";
import { mq, reducedMotion, space } from "../../styles/theme";
import { buttonStyles } from "../ui/ButtonLink";
import { OPTIONAL_FIELDS, type ContactErrors, type ContactField, type ContactValues } from "./contact-fields";
import { controlStyles, selectStyles } from "./field-styles";
import { FormField } from "./FormField";

type TextField = Exclude<ContactField, "interested_service" | "message">;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const HONEYPOT_NAME = "website";

const INPUTS: Record<TextField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { type: "text", autoComplete: "given-name" },
  last_name: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", inputMode: "email", autoCapitalize: "off", spellCheck: false },
  // HTML allows tel-national (the number without +34, as the form asks) only on text inputs; inputMode keeps the phone keypad.
  phone: { type: "text", autoComplete: "tel-national", inputMode: "tel" },
  company: { type: "text", autoComplete: "organization" },
  company_sector: { type: "text", autoComplete: "off" },
};
const TEXT_FIELDS = Object.keys(INPUTS) as TextField[];

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export interface ContactFormViewProps {
  content: Queries.ContactFormSectionFragment;
  formRef: RefObject<HTMLFormElement>;
  honeypotRef?: RefObject<HTMLInputElement>;
  /** Controlled values; absent while the form's logic is still loading (the inputs then keep what is typed). */
  values?: ContactValues;
  honeypotDefault?: string;
  errors?: ContactErrors;
  submitting?: boolean;
  /** False in the prerendered HTML, so a click before hydration cannot submit the page natively. */
  canSubmit: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onChange?(event: ChangeEvent<Control>): void;
  onFocus?(event: FocusEvent<Control>): void;
}

/** The form's markup and look, shared by the prerendered form and the live Formik form. */
export function ContactFormView({
  content,
  formRef,
  honeypotRef,
  values,
  honeypotDefault = "",
  errors = {},
  submitting = false,
  canSubmit,
  onSubmit,
  onChange,
  onFocus,
}: ContactFormViewProps) {
  const theme = useTheme();
  const fieldProps = (field: ContactField) => ({
    name: field,
    label: content.fields[field].label,
    help: content.fields[field].help,
    error: errors[field],
    required: !OPTIONAL_FIELDS.has(field),
    optionalLabel: content.optionalLabel,
  });
  const handlers = { onChange, onFocus };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      css={{ position: "relative", display: "grid", gap: space(6) }}
    >
      <p css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{content.requiredNote}</p>
      <div
        css={{
          display: "grid",
          gap: space(5),
          gridTemplateColumns: "minmax(0, 1fr)",
          "@container contact-form (min-width: 34rem)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {TEXT_FIELDS.map((field) => (
          <FormField key={field} {...fieldProps(field)}>
            {(control) => (
              <input
                {...control}
                {...INPUTS[field]}
                {...handlers}
                value={values?.[field]}
                placeholder={content.fields[field].placeholder ?? undefined}
                css={controlStyles(theme)}
              />
            )}
          </FormField>
        ))}
        <FormField {...fieldProps("interested_service")} wide>
          {(control) => (
            <select {...control} {...handlers} value={values?.interested_service} css={selectStyles(theme)}>
              <option value="">{content.fields.interested_service.placeholder}</option>
              {content.serviceOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...fieldProps("message")} wide>
          {(control) => (
            <textarea
              {...control}
              {...handlers}
              value={values?.message}
              rows={5}
              placeholder={content.fields.message.placeholder ?? undefined}
              css={{ ...controlStyles(theme), resize: "vertical", minHeight: space(32) }}
            />
          )}
        </FormField>
      </div>

      <div aria-hidden="true" css={{ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" }}>
        <label htmlFor="contact-website">{content.honeypotLabel}</label>
        <input
          ref={honeypotRef}
          id="contact-website"
          name={HONEYPOT_NAME}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={honeypotDefault}
        />
      </div>

      <div css={{ display: "grid", gap: space(4), [mq.sm]: { gridTemplateColumns: "auto 1fr", alignItems: "center" } }}>
        <button
          type="submit"
          disabled={!canSubmit}
          // aria-disabled marks the busy-but-focusable state; HTML forbids it next to `disabled` (before hydration).
          aria-disabled={canSubmit ? submitting : undefined}
          css={{
            ...buttonStyles(theme, "primary"),
            width: "100%",
            [mq.sm]: { width: "auto", minWidth: space(56) },
            '&[aria-disabled="true"], &:disabled': { cursor: "progress", opacity: 0.85, transform: "none" },
          }}
        >
          {submitting ? content.sendingLabel : content.submitLabel}
          {submitting ? (
            <LoaderCircle
              size={18}
              aria-hidden="true"
              focusable="false"
              css={{ animation: `${spin} 0.9s linear infinite`, [reducedMotion]: { animation: "none" } }}
            />
          ) : (
            <Send size={18} aria-hidden="true" focusable="false" />
          )}
        </button>
        <p css={{ fontSize: theme.fontSizes.xs, color: theme.colors.muted }}>
          {content.privacyNote}{" "}
          <Link to={content.privacyLink.to} css={{ color: theme.colors.text, textUnderlineOffset: "3px" }}>
            {content.privacyLink.label}
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
