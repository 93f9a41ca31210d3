import { CONTACT_FIELDS, fieldRule } from "../../contracts/contact-fields";
import type { FunnelAppEvent } from "../../contracts/funnel-names";
import { fieldMessages, type ValidationMessages } from "../../contracts/contact-messages";
import { BLANK, EDGES } from "../../contracts/visible-text";
import { EARLY_TOAST_ID, PRERENDERED_ATTRIBUTE } from "./early-check";
import { errorId } from "./field-ids";

const text = JSON.stringify;
const REFUSED: FunnelAppEvent = "form.refused";

/**
 * The contact form's check before its code arrives (about 1.5 s after the first paint on a mid-range
 * phone): an empty or wrong submit shows each field's message and «Revisa el formulario» at once, as the
 * live form would. Inlined on the contact page only, after the form; generated from the contract and the
 * page's messages, so the rules are written once (contact-fields.ts). Its verdicts and messages equal the
 * live form's schema on every case of the contract (__tests__/components/contact/early-check-script.test.tsx).
 *
 * Each field, trimmed of invisible characters at its ends, fails in the schema's order: too long, blank,
 * malformed, not one of its options; its message is wired to it as FormField does. A valid form is left to
 * the first-tap script, which holds the submit for the live form. Typing into a field marked invalid
 * clears its mark, as the live form does; the live form's own markup (no PRERENDERED_ATTRIBUTE) is
 * React's, never touched here.
 */
export function earlyCheckScript(messages: ValidationMessages): string {
  const rules = CONTACT_FIELDS.map((field) => {
    const rule = fieldRule(field);
    const say = fieldMessages(field, messages);
    return `[${text(field)},${text(errorId(field))},${rule.maxLength ?? 0},${text(say.tooLong ?? "")},${text(say.required ?? "")},${rule.pattern ?? 0},${text(say.invalid ?? "")},${rule.options ? text(rule.options) : 0}]`;
  });
  return (
    `(()=>{const d=document,B=${BLANK},E=${EDGES},F=[${rules.join(",")}],k=()=>d.getElementById(${text(EARLY_TOAST_ID)}),` +
    `mark=(c,i,m)=>{const s=d.getElementById(i),b=(c.getAttribute("aria-describedby")||"").split(" ").filter(x=>x&&x!==i);` +
    `m&&b.unshift(i);c.setAttribute("aria-describedby",b.join(" "));c.setAttribute("aria-invalid",!!m);s.hidden=!m;s.lastChild.textContent=m};` +
    `window.__contactCheck=f=>{let first=null;k().hidden=true;` +
    `for(const[n,i,x,t,r,p,v,o]of F){const c=f.elements[n],s=c.value.replace(E,""),` +
    `m=x&&[...s].length>x?t:r&&B.test(s)?r:p&&s&&!p.test(s)?v:o&&!o.includes(s)?r:"";mark(c,i,m);m&&(first??=c)}` +
    `if(!first)return false;` +
    // Shown, and inserted again so that a second refusal is announced too.
    `const a=k();a.hidden=false;a.parentNode.replaceChildren(a);first.focus();` +
    `(window.__funnel??=[]).push(${text(REFUSED)});return true};` +
    `addEventListener("input",e=>{const c=e.target,r=F.find(r=>r[0]===c.name);` +
    `c.form?.hasAttribute(${text(PRERENDERED_ATTRIBUTE)})&&r&&c.getAttribute("aria-invalid")==="true"&&mark(c,r[1],"")});` +
    `addEventListener("click",e=>{e.target.closest?.(${text(`#${EARLY_TOAST_ID} button`)})&&(k().hidden=true)})})()`
  );
}
