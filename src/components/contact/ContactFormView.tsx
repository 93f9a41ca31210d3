import { keyframes, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { LoaderCircle, Send } from "lucide-react";
import type { ChangeEvent, FocusEvent, FormEvent, InputHTMLAttributes, RefObject } from "react";
import { mq, reducedMotion, space } from "../../styles/theme";
import { buttonStyles } from "../ui/ButtonLink";
import {
  OPTIONAL_FIELDS,
  SERVICE_OPTIONS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../../contracts/contact-fields";
import { controlStyles, selectStyles } from "./field-styles";
import { PRERENDERED_ATTRIBUTE } from "./early-check";
import { FormField } from "./FormField";
import { HONEYPOT_NAME } from "./honeypot";

type TextField = Exclude<ContactField, "interested_service" | "message">;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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
  /** The server's rendering, which the early check (early-check-script.ts) may mark before React is ready. */
  prerendered?: boolean;
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
  prerendered = false,
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
      // Only ever submitted by script (a submit before hydration is held by the first-tap script); `post`
      // keeps what was typed out of the address bar should a browser without JavaScript submit it.
      method="post"
      data-first-tap="contact"
      {...(prerendered ? { [PRERENDERED_ATTRIBUTE]: "" } : {})}
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
              {/* The values the database accepts, shown as they are: they are the request's data, not copy. */}
              {SERVICE_OPTIONS.map((option) => (
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

      <div
        aria-hidden="true"
        css={{ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" }}
      >
        <label htmlFor="contact-leave-blank">{content.honeypotLabel}</label>
        <input
          ref={honeypotRef}
          id="contact-leave-blank"
          name={HONEYPOT_NAME}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          // Opt-outs read by 1Password, LastPass and Bitwarden.
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          defaultValue={honeypotDefault}
        />
      </div>

      <div css={{ display: "grid", gap: space(4), [mq.sm]: { gridTemplateColumns: "auto 1fr", alignItems: "center" } }}>
        <button
          type="submit"
          // Busy but still focusable.
          aria-disabled={submitting}
          css={{
            ...buttonStyles(theme, "primary"),
            width: "100%",
            [mq.sm]: { width: "auto", minWidth: space(56) },
            // The form is busy from the tap on: before hydration, the first-tap script marks it while the form's code loads.
            '&[aria-disabled="true"], form[aria-busy="true"] &': {
              cursor: "progress",
              opacity: 0.85,
              transform: "none",
            },
            '& [data-icon="busy"], form[aria-busy="true"] & [data-icon="idle"]': { display: "none" },
            'form[aria-busy="true"] & [data-icon="busy"]': {
              display: "block",
              animation: `${spin} 0.9s linear infinite`,
              [reducedMotion]: { animation: "none" },
            },
          }}
        >
          {submitting ? content.sendingLabel : content.submitLabel}
          <Send size={18} aria-hidden="true" focusable="false" data-icon="idle" />
          <LoaderCircle size={18} aria-hidden="true" focusable="false" data-icon="busy" />
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
