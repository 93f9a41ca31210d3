import { useTheme } from "@emotion/react";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { space } from "../../styles/theme";
import { controlId, errorId, helpId } from "./field-ids";

/** What a control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  name: string;
  label: string;
  help?: string | null;
  error?: string | undefined;
  required: boolean;
  optionalLabel: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  children(control: ControlProps): ReactNode;
}

/** A label, the control, its help text and its error, wired together for assistive technology. */
export function FormField({
  name,
  label,
  help,
  error,
  required,
  optionalLabel,
  wide = false,
  children,
}: FormFieldProps) {
  const theme = useTheme();
  const id = controlId(name);
  const helpSlot = help ? helpId(name) : null;
  // The error's place is always in the page, empty and hidden until there is one: the prerendered form's
  // early check (early-check-script.ts) fills it before the form's code has arrived.
  const errorSlot = errorId(name);
  const describedBy = [error ? errorSlot : null, helpSlot].filter(Boolean).join(" ") || undefined;
  return (
    <div css={{ display: "grid", gap: space(2), alignContent: "start", gridColumn: wide ? "1 / -1" : undefined }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: theme.fontSizes.sm, color: theme.colors.text }}>
        {label}
        {required ? (
          <span aria-hidden="true" css={{ color: theme.colors.accent, marginLeft: space(1) }}>
            *
          </span>
        ) : (
          <span css={{ color: theme.colors.muted, fontWeight: 400, marginLeft: space(1.5) }}>({optionalLabel})</span>
        )}
      </label>
      {children({ id, name, required, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {help ? (
        <p id={helpSlot ?? undefined} css={{ fontSize: theme.fontSizes.xs, color: theme.colors.muted }}>
          {help}
        </p>
      ) : null}
      <p
        id={errorSlot}
        hidden={!error}
        css={{
          display: "flex",
          gap: space(1.5),
          alignItems: "flex-start",
          fontSize: theme.fontSizes.sm,
          fontWeight: 500,
          color: theme.colors.danger,
          "&[hidden]": { display: "none" },
        }}
      >
        <CircleAlert size={16} aria-hidden="true" focusable="false" css={{ flex: "none", marginTop: "0.2em" }} />
        <span>{error}</span>
      </p>
    </div>
  );
}
