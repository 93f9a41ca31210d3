import { CHAT_SHELL_CLOSED_EVENT, CHAT_SHELL_ID } from "./chat-ids";
import { ACKNOWLEDGED, NOTICE_ID, NOTICE_READ_ATTRIBUTE, NOTICE_STORAGE_KEY } from "./notice-storage";

/**
 * Controls that need code to work (Maxi's launcher, the contact form's submit, the cookie notice's
 * buttons) are on screen from the first paint, seconds before React hydrates them on a mid-range phone. This inline script, in <head>
 * before any of them exists, holds a tap on one of them until its component is ready: the control turns
 * busy at once (`aria-busy="true"`, which its styles show) and `useFirstTap` runs the action when the
 * component mounts, so the visitor never taps twice. Native controls (links, the menu's popover, the
 * FAQ's <details>) need nothing of this.
 *
 * A control opts in with `data-first-tap="<name>"`: a click on it, or the submit of a form carrying
 * it, is held (not performed natively, not seen by React) until `useFirstTap(<name>)` marks it ready.
 *
 * Maxi's launcher shows the window's shell (ChatShell, hidden in the page) at once and focuses its first
 * control; its «Empezar» is then held like any early tap. Its close button and Escape (before React is
 * ready, the launcher again too) hide it, forgets the held taps, gives focus back to the launcher and tells the
 * launcher's component (CHAT_SHELL_CLOSED_EVENT), before or after hydration: the shell is outside React.
 *
 * The cookie notice's «Entendido» needs no component to complete: the script stores what
 * `rememberNoticeAcknowledged` stores and marks <html> as `noticeReadScript` does, which hides the notice
 * in the same frame, and hands keyboard focus to Maxi's launcher as the component would; the component
 * removes the hidden notice when it mounts.
 */
export const FIRST_TAP_ATTRIBUTE = "data-first-tap";

export type FirstTapControl = "chat" | "chat-start" | "chat-close" | "contact" | "notice" | "notice-text";

export interface FirstTapState {
  /** Controls whose component has mounted: their taps go straight to React. */
  ready: Partial<Record<FirstTapControl, true>>;
  /** Controls tapped before that. */
  held: Partial<Record<FirstTapControl, true>>;
}

declare global {
  interface Window {
    __firstTap?: FirstTapState;
  }
}

const control = (name: FirstTapControl) => `'[${FIRST_TAP_ATTRIBUTE}="${name}"]'`;

// Kept by hand this small: it is inlined in every page (and hashed by the CSP like Gatsby's own scripts).
export const firstTapScript =
  `(()=>{const s=window.__firstTap={ready:{},held:{}},d=document,` +
  `l=()=>d.querySelector(${control("chat")}),w=()=>d.getElementById("${CHAT_SHELL_ID}"),` +
  // Maxi's shell closes (its close button, the launcher again, Escape) with nothing left to run for it.
  `close=()=>{const b=l(),a=(k,v)=>b.setAttribute("aria-"+k,v);delete s.held.chat;delete s.held["chat-start"];` +
  `w().hidden=true;a("busy",false);a("expanded",false);b.focus();dispatchEvent(new Event("${CHAT_SHELL_CLOSED_EVENT}"))},` +
  `hold=e=>{const t=e.target instanceof Element&&e.target.closest("[${FIRST_TAP_ATTRIBUTE}]");` +
  // A click inside a form is typing or focusing, not its submit; the submit event is what counts.
  `if(!t||(e.type==="click")===(t.tagName==="FORM"))return;` +
  `const n=t.getAttribute("${FIRST_TAP_ATTRIBUTE}");if(s.ready[n])return;` +
  `e.preventDefault();e.stopImmediatePropagation();` +
  // A contact submit the form's early check refuses is done (early-check-script.ts): nothing to hold.
  `if(n==="contact"&&window.__contactCheck?.(t))return;` +
  `if(w()&&(n==="chat-close"||n==="chat"&&s.held.chat))return close();` +
  `s.held[n]=true;t.setAttribute("aria-busy","true");` +
  `if(n==="chat"&&w()){w().hidden=false;l().setAttribute("aria-expanded",true);w().querySelector("[data-autofocus]")?.focus()}` +
  `if(n==="notice"){const f=d.getElementById(${JSON.stringify(NOTICE_ID)})?.contains(d.activeElement);` +
  `try{localStorage.setItem(${JSON.stringify(NOTICE_STORAGE_KEY)},${JSON.stringify(ACKNOWLEDGED)})}catch(x){}` +
  `d.documentElement.setAttribute(${JSON.stringify(NOTICE_READ_ATTRIBUTE)},"");` +
  `f&&l()?.focus()}};` +
  `addEventListener("click",hold,true);addEventListener("submit",hold,true);` +
  `addEventListener("keydown",e=>{e.key==="Escape"&&w()?.hidden===false&&close()})})()`;
