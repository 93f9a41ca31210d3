/**
 * The prerendered contact form's early check (early-check-script.ts): what the inline script and the
 * form's components share. Kept apart from the script's generator, which brings the rules and messages.
 */
export const EARLY_TOAST_ID = "contact-early-toast";
/** The form's prerendered markup carries this attribute; the live form's does not. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

declare global {
  interface Window {
    /**
     * Checks the prerendered form against the contract's rules: marks each field's error and, when any,
     * shows «Revisa el formulario», moves focus to the first invalid field and returns true.
     */
    __contactCheck?: (form: HTMLFormElement) => boolean;
  }
}

/**
 * Hides the early check's notice, if it is showing, and says whether it was: the live form, taking over,
 * shows its own toast in its place.
 */
export function takeOverEarlyToast(): boolean {
  const card = document.getElementById(EARLY_TOAST_ID);
  if (!card || card.hidden) return false;
  card.hidden = true;
  return true;
}
