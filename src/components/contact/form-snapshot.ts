import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactErrors, type ContactValues } from "../../contracts/contact-fields";
import { errorId } from "./field-ids";
import { HONEYPOT_NAME } from "./honeypot";

/** What a visitor did in the prerendered form before its logic arrived, handed to the live form. */
export interface FormSnapshot {
  values: ContactValues;
  /** The messages the early check showed (early-check-script.ts). */
  errors: ContactErrors;
  honeypot: string;
  /** Which of the form's controls had focus (a field, the submit button or the privacy link), by position. */
  focused: number | null;
  selection: [number, number] | null;
  /** The visitor already pressed submit. */
  submit: boolean;
}

// Both forms render ContactFormView, so a control keeps its position from one to the other.
const controlsOf = (form: HTMLFormElement): HTMLElement[] => [
  ...form.querySelectorAll<HTMLElement>("input, textarea, select, button, a[href]"),
];

const valueOf = (form: HTMLFormElement, name: string): string => {
  const element = form.elements.namedItem(name);
  return element && "value" in element ? String(element.value) : "";
};

const errorOf = (form: HTMLFormElement, name: string): string | undefined => {
  const control = form.elements.namedItem(name);
  if (!(control instanceof Element) || control.getAttribute("aria-invalid") !== "true") return undefined;
  return form.ownerDocument.getElementById(errorId(name))?.textContent || undefined;
};

export function takeSnapshot(form: HTMLFormElement | null, submit: boolean): FormSnapshot {
  const values = { ...EMPTY_CONTACT };
  const errors: ContactErrors = {};
  let focused: number | null = null;
  let selection: [number, number] | null = null;
  if (form) {
    for (const field of CONTACT_FIELDS) {
      values[field] = valueOf(form, field);
      const error = errorOf(form, field);
      if (error) errors[field] = error;
    }
    const active = document.activeElement;
    if (active instanceof HTMLElement && form.contains(active)) {
      const position = controlsOf(form).indexOf(active);
      focused = position >= 0 ? position : null;
      if (
        (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
        active.selectionStart !== null
      ) {
        selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
      }
    }
  }
  return { values, errors, honeypot: form ? valueOf(form, HONEYPOT_NAME) : "", focused, selection, submit };
}

/**
 * Puts focus back where the visitor left it, in the same control of the new form (the caret too, in a
 * field): a keyboard user who reached the submit button before the swap is not sent back to the page's top.
 */
export function restoreFocus(form: HTMLFormElement | null, snapshot: FormSnapshot): void {
  const element = form && snapshot.focused !== null ? controlsOf(form)[snapshot.focused] : undefined;
  if (!element) return;
  element.focus();
  if (snapshot.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    try {
      element.setSelectionRange(...snapshot.selection);
    } catch {
      // type="email" inputs have no selection API; the caret then goes to the end, which is fine.
    }
  }
}
