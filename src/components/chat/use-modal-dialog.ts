import { useEffect, useState, type RefObject } from "react";
import { mq } from "../../styles/theme";

/** From this width up the chat is a floating window beside the page (ChatWindow's styles); below it, it covers the page. */
const FLOATING_QUERY = mq.sm.replace("@media ", "");

const canQuery = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

/** Whether the open chat covers the whole page (phones), and so must behave as a modal dialog. */
export function useCoversPage(): boolean {
  // The window is only ever rendered in the browser (its code loads on first open), so it can ask at once.
  const [covers, setCovers] = useState(() => canQuery() && !window.matchMedia(FLOATING_QUERY).matches);
  useEffect(() => {
    if (!canQuery()) return undefined;
    const query = window.matchMedia(FLOATING_QUERY);
    const update = () => setCovers(!query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return covers;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Makes everything outside `element` inert (not focusable, not clickable, hidden from assistive
 * technology): each sibling of the element and of every ancestor up to <body>. Returns the undo.
 */
export function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (
        sibling === node ||
        !(sibling instanceof HTMLElement) ||
        sibling.inert ||
        /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(sibling.tagName)
      )
        continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => changed.forEach((sibling) => (sibling.inert = false));
}

/**
 * While `modal`: the page behind is inert, Tab and Shift+Tab cycle through the dialog's controls, and
 * Escape closes it wherever focus is. Otherwise (a floating window beside the page) Escape closes it
 * only from inside it. WCAG 2.4.3, 2.4.11 and 2.1.2: focus never goes under the window, nor gets stuck.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLElement>,
  { open, modal, onClose }: { open: boolean; modal: boolean; onClose(): void },
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !modal || !dialog) return undefined;
    return inertOutside(dialog);
  }, [dialogRef, open, modal]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented && (modal || dialog.contains(event.target as Node))) {
        onClose();
        return;
      }
      if (event.key !== "Tab" || !modal) return;
      const controls = focusables(dialog);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey ? active === first || !dialog.contains(active) : active === last || !dialog.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dialogRef, open, modal, onClose]);
}
