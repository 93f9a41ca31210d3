/** The spec's storage key and value recording that the visitor has read the cookie notice. */
export const NOTICE_STORAGE_KEY = "cookie_consent";
export const ACKNOWLEDGED = "true";

/** The notice's element id, and the attribute on <html> that hides it for a visitor who read it. */
export const NOTICE_ID = "cookie-notice";
export const NOTICE_READ_ATTRIBUTE = "data-notice-read";

/** In <head>, before the body is parsed: a visitor who read the notice never sees it painted. */
export const noticeReadScript =
  `try{localStorage.getItem(${JSON.stringify(NOTICE_STORAGE_KEY)})===${JSON.stringify(ACKNOWLEDGED)}` +
  `&&document.documentElement.setAttribute(${JSON.stringify(NOTICE_READ_ATTRIBUTE)},"")}catch(e){}`;

/** For the global stylesheet (src/styles/global-css.ts). */
export const noticeReadCss = `html[${NOTICE_READ_ATTRIBUTE}] #${NOTICE_ID} { display: none; }`;

// Storage can throw (blocked cookies, some private modes): the notice then only closes for this visit.
export function rememberNoticeAcknowledged(): void {
  try {
    window.localStorage.setItem(NOTICE_STORAGE_KEY, ACKNOWLEDGED);
  } catch {
    // Nothing to keep it in: the notice stays closed until the page is reloaded.
  }
}
