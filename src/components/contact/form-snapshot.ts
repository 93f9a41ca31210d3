import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactField, type ContactValues } from "./contact-fields";
import { HONEYPOT_NAME } from "./ContactFormView";

/** What a visitor did in the prerendered form before its logic arrived, handed to the live form. */
export interface FormSnapshot {
  values: ContactValues;
  honeypot: string;
  focused: ContactField | null;
  selection: [number, number] | null;
  /** The visitor already pressed submit. */
  submit: boolean;
}

const valueOf = (form: HTMLFormElement, name: string): string => {
  const element = form.elements.namedItem(name);
  return element && "value" in element ? String(element.value) : "";
};

export function takeSnapshot(form: HTMLFormElement | null, submit: boolean): FormSnapshot {
  const values = { ...EMPTY_CONTACT };
  let focused: ContactField | null = null;
  let selection: [number, number] | null = null;
  if (form) {
    for (const field of CONTACT_FIELDS) values[field] = valueOf(form, field);
    const active = document.activeElement;
    if (active instanceof HTMLElement && form.contains(active)) {
      const name = active.getAttribute("name");
      focused = (CONTACT_FIELDS as readonly string[]).includes(name ?? "") ? (name as ContactField) : null;
      if (
        (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
        active.selectionStart !== null
      ) {
        selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
      }
    }
  }
  return { values, honeypot: form ? valueOf(form, HONEYPOT_NAME) : "", focused, selection, submit };
}

/** Puts the caret back where the visitor left it, in the same field of the new form. */
export function restoreFocus(form: HTMLFormElement | null, snapshot: FormSnapshot): void {
  const element = snapshot.focused ? form?.elements.namedItem(snapshot.focused) : null;
  if (!(element instanceof HTMLElement)) return;
  element.focus();
  if (snapshot.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    try {
      element.setSelectionRange(...snapshot.selection);
    } catch {
      // type="email" inputs have no selection API; the caret then goes to the end, which is fine.
    }
  }
}
