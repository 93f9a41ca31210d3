/** The spec's storage key and value recording that the visitor has read the cookie notice. */
export const NOTICE_STORAGE_KEY = "cookie_consent";
const ACKNOWLEDGED = "true";

// Storage can throw (blocked cookies, some private modes): the notice then only closes for this visit.
export function hasAcknowledgedNotice(): boolean {
  try {
    return window.localStorage.getItem(NOTICE_STORAGE_KEY) === ACKNOWLEDGED;
  } catch {
    return false;
  }
}

export function rememberNoticeAcknowledged(): void {
  try {
    window.localStorage.setItem(NOTICE_STORAGE_KEY, ACKNOWLEDGED);
  } catch {
    // Nothing to keep it in: the notice stays closed until the page is reloaded.
  }
}
